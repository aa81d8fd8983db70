// The audit log a bookkeeper can open: one row per record and field, plainly worded.
import type { Json, Usage } from '@/lib/db';
import type { JournalEntry } from './types';
import { entryLabel } from './card-labels';
import { english, say } from '@/lib/i18n';
import { displayValue } from './values';

const HEADER = [
  'When (UTC)', 'Conversation', 'Turn', 'Skill', 'Operation', 'Undo of', 'Kind', 'Model', 'Record ID', 'Record', 'Field', 'Field name', 'Before', 'After', 'Status', 'Note',
  'Request', 'AI model', 'Tokens', 'Tool input', 'Round trips', 'Duration (ms)', 'Rows', 'Rows cut',
];

/** One tool call of a turn (lib/agent/turn-audit.ts folds them from the stored messages). */
export interface ToolCallAudit {
  id: string;
  name: string;
  input: Json;
  trips?: number;
  ms?: number;
  /** Records returned, and whether some were left out of what the model saw. */
  rows?: number;
  cut?: boolean;
  /** The error the tool answered, when it failed. */
  error?: string;
}

/** One turn: what the user asked, what ran, what it cost. */
export interface TurnAudit {
  conversationId: string;
  turnId: string;
  at: number;
  request: string;
  answer: string;
  model?: string;
  tokens: Usage;
  durationMs: number;
  tools: ToolCallAudit[];
}

const tokenCount = (u: Usage) => u.input + u.output + u.cacheRead + u.cacheWrite;
const utc = (at: number) => new Date(at).toISOString().replace('T', ' ').slice(0, 19);

// Odoo keeps these itself; they would only add noise to an audit row.
const HIDDEN = new Set(['display_name', 'write_date', '__last_update', 'message_id']);

/** Version 2 adds `turns`: each turn's request, tool calls (input, round trips, duration, rows, cut), model and tokens. */
export function toJson(entries: JournalEntry[], turns: TurnAudit[] = []): string {
  return JSON.stringify({ format: 'weft-operations', version: 2, operations: entries, turns }, null, 2);
}

/**
 * One row per record and field changed; before a turn's first change, and for turns that changed
 * nothing, one row per tool call of the turn (Operation "tool call"). Every row names its turn's request.
 */
export function toCsv(entries: JournalEntry[], turns: TurnAudit[] = []): string {
  const rows: string[][] = [HEADER];
  const byTurn = new Map(turns.map((t) => [t.turnId, t]));
  const told = new Set<string>();
  const turnCells = (turn: TurnAudit | undefined) => (turn ? [turn.request, turn.model ?? '', String(tokenCount(turn.tokens))] : ['', '', '']);
  const toolRows = (turn: TurnAudit) => {
    told.add(turn.turnId);
    for (const tool of turn.tools) {
      rows.push([
        utc(turn.at), turn.conversationId, turn.turnId, tool.name, 'tool call', '', '', '', '', '', '', '', '', '', tool.error ? 'error' : 'done', tool.error ?? '',
        ...turnCells(turn), JSON.stringify(tool.input), num(tool.trips), num(tool.ms), num(tool.rows), tool.cut === undefined ? '' : tool.cut ? 'yes' : 'no',
      ]);
    }
  };
  const pending = [...turns].sort((a, b) => a.at - b.at);
  for (const entry of entries) {
    // Turns before this change, in time order, then this change's own turn.
    while (pending.length && pending[0]!.at <= entry.createdAt) {
      const turn = pending.shift()!;
      if (!told.has(turn.turnId)) toolRows(turn);
    }
    const turn = byTurn.get(entry.turnId);
    if (turn && !told.has(turn.turnId)) toolRows(turn);
    const common = [
      utc(entry.createdAt),
      entry.conversationId,
      entry.turnId,
      entry.skill,
      entry.id,
      entry.undoOf ?? '',
      entry.method ? `${entry.kind} (${entry.method})` : entry.kind,
      entry.model,
    ];
    const tail = [entry.status, [entry.error, entry.note].filter(Boolean).join(' '), ...turnCells(turn), '', '', '', '', ''];
    const ids = entry.recordIds.length ? entry.recordIds : [null];
    for (const id of ids) {
      const before = id === null ? {} : (entry.before[id] ?? {});
      const after = id === null ? {} : (entry.after[id] ?? {});
      const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => !HIDDEN.has(f));
      const record = [id === null ? '' : String(id), id === null ? '' : (entry.displayNames[id] ?? '')];
      if (!fields.length) rows.push([...common, ...record, '', '', '', '', ...tail]);
      for (const field of fields) {
        const label = say(english, entryLabel(entry, field));
        rows.push([...common, ...record, label, field, cell(before[field]), cell(after[field]), ...tail]);
      }
    }
  }
  for (const turn of pending) if (!told.has(turn.turnId)) toolRows(turn);
  // A byte order mark so spreadsheet programs read UTF-8; CRLF as RFC 4180 asks.
  return `\uFEFF${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}

const num = (n: number | undefined) => (n === undefined ? '' : String(n));

function cell(value: Json | undefined): string {
  return value === undefined ? '' : displayValue(value);
}

/** RFC 4180 quoting, and text that a spreadsheet would run as a formula made inert. */
export function quote(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || /^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
