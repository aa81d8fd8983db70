// The audit log a bookkeeper can open: one row per record and field, plainly worded.
import type { Json } from '@/lib/db';
import type { JournalEntry } from './types';
import { displayValue } from './values';

const HEADER = ['When (UTC)', 'Conversation', 'Turn', 'Skill', 'Operation', 'Undo of', 'Kind', 'Model', 'Record ID', 'Record', 'Field', 'Field name', 'Before', 'After', 'Status', 'Note'];

// Odoo keeps these itself; they would only add noise to an audit row.
const HIDDEN = new Set(['display_name', 'write_date', '__last_update', 'message_id']);

export function toJson(entries: JournalEntry[]): string {
  return JSON.stringify({ format: 'weft-operations', version: 1, operations: entries }, null, 2);
}

export function toCsv(entries: JournalEntry[]): string {
  const rows: string[][] = [HEADER];
  for (const entry of entries) {
    const common = [
      new Date(entry.createdAt).toISOString().replace('T', ' ').slice(0, 19),
      entry.conversationId,
      entry.turnId,
      entry.skill,
      entry.id,
      entry.undoOf ?? '',
      entry.method ? `${entry.kind} (${entry.method})` : entry.kind,
      entry.model,
    ];
    const tail = [entry.status, [entry.error, entry.note].filter(Boolean).join(' ')];
    const ids = entry.recordIds.length ? entry.recordIds : [null];
    for (const id of ids) {
      const before = id === null ? {} : (entry.before[id] ?? {});
      const after = id === null ? {} : (entry.after[id] ?? {});
      const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => !HIDDEN.has(f));
      const record = [id === null ? '' : String(id), id === null ? '' : (entry.displayNames[id] ?? '')];
      if (!fields.length) rows.push([...common, ...record, '', '', '', '', ...tail]);
      for (const field of fields) {
        const label = entry.labels?.[field] ?? field;
        rows.push([...common, ...record, label, field, cell(before[field]), cell(after[field]), ...tail]);
      }
    }
  }
  // A byte order mark so spreadsheet programs read UTF-8; CRLF as RFC 4180 asks.
  return `\uFEFF${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}

function cell(value: Json | undefined): string {
  return value === undefined ? '' : displayValue(value);
}

/** RFC 4180 quoting, and text that a spreadsheet would run as a formula made inert. */
export function quote(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || /^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
