// Lines edited through their record (`order_line: [[1, id, {...}]]`): the journal keeps each edited
// line's fields before and after, so undo puts them back and says when someone changed one since.
// Added lines are removed by restoring the record's line ids; removed ones are refused before the
// write (lib/ops/effects), since Odoo deletes them.
import type { Json } from '@/lib/db';
import type { FieldsMap, OdooClient } from '@/lib/odoo';
import { labelsOf, readValues, typesOf, type ReadResult } from './io';
import type { ConflictField, ConflictResolution, JournalEntry, LineJournal, RecordValues } from './types';
import { parseX2many } from '@/lib/odoo/x2many';
import { valueEquals, x2manyIds } from './values';
import { said, type Arg, type MessageKey } from '@/lib/i18n';

/** Per one2many field: the line model and, per edited line, the fields the write changes. */
export type LineEdits = Record<string, { model: string; fields: Record<number, string[]> }>;

/** Edited lines as read, per one2many field, with the edited fields' labels and types as Odoo gives them. */
export type LineRead = Record<string, { model: string; values: RecordValues; names: Record<number, string>; labels: Record<string, string>; types: Record<string, string> }>;

/** The line edits in a write's values: command 1 on one2many fields, on lines the records hold. */
export function lineEdits(values: Record<string, Json>, fields: FieldsMap, before: RecordValues): LineEdits {
  const edits: LineEdits = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fields[name];
    if (field?.type !== 'one2many' || !field.relation || !Array.isArray(value)) continue;
    const held = new Set(Object.values(before).flatMap((v) => x2manyIds(v[name] ?? []) ?? []));
    for (const command of parseX2many(value) ?? []) {
      if (command.op !== 'update' || !held.has(command.id)) continue;
      const entry = (edits[name] ??= { model: field.relation, fields: {} });
      entry.fields[command.id] = [...new Set([...(entry.fields[command.id] ?? []), ...Object.keys(command.values)])];
    }
  }
  return edits;
}

/** Reads the edited lines' fields: one call per line model (its fields_get is the client's cached one). */
export async function readLines(client: OdooClient, edits: LineEdits): Promise<LineRead> {
  const out: LineRead = {};
  for (const [name, { model, fields }] of Object.entries(edits)) {
    const ids = Object.keys(fields).map(Number);
    const edited = [...new Set(Object.values(fields).flat())];
    const [read, lineFields] = await Promise.all([readValues(client, model, ids, edited), client.fieldsGet(model)]);
    const keep = (id: number) => Object.fromEntries(fields[id]!.map((f) => [f, read.values[id]?.[f] ?? false]));
    const shown = Object.fromEntries(edited.filter((f) => lineFields[f]).map((f) => [f, lineFields[f]!]));
    out[name] = { model, values: Object.fromEntries(ids.filter((id) => read.values[id]).map((id) => [id, keep(id)])), names: read.names, labels: labelsOf(shown), types: typesOf(shown) };
  }
  return out;
}

// What Changes calls the common line values of an entry journaled before labels were kept.
const LINE_WORDS: Record<string, MessageKey> = {
  product_id: 'lines.field.product', product_uom_qty: 'lines.field.quantity', product_qty: 'lines.field.quantity', quantity: 'lines.field.quantity',
  price_unit: 'lines.field.price', discount: 'lines.field.discount', name: 'lines.field.description',
};

/**
 * A line field as Changes and the trail name it: Odoo's label journaled with the edit; for an older
 * entry, Weft's word for the common line values, else the name in words ("Customer lead"), never
 * the technical one.
 */
export function lineFieldLabel(journal: LineJournal, field: string): Arg {
  const label = journal.labels?.[field];
  if (label) return label;
  const word = LINE_WORDS[field];
  if (word) return said(word);
  const words = field.replace(/_ids?$/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface LineRestore {
  /** Per parent record: commands for its one2many fields ([1, line, before values]). */
  commands: Record<number, Record<string, Json[]>>;
  conflicts: Record<number, ConflictField[]>;
  /** Labels of what is left as it is (changed since and kept, or deleted since). */
  kept: Arg[];
}

/** The conflict key of one line field, under the parent record: "order_line:12:price_unit". */
const keyOf = (name: string, line: number, field: string) => `${name}:${line}:${field}`;

/**
 * What undoing the line edits writes, from what the lines hold now (`now`, read by the undo): a
 * field still holding the AI's value goes back; one someone changed since is a conflict, restored
 * only if the user chose so. Pure.
 */
export function restoreLines(
  op: JournalEntry,
  now: Record<string, { fields: FieldsMap; read: ReadResult }>,
  parentLabels: Record<string, string>,
  resolution?: ConflictResolution,
): LineRestore {
  const result: LineRestore = { commands: {}, conflicts: {}, kept: [] };
  for (const [name, { before, after, names }] of Object.entries(op.lines ?? {})) {
    const ids = Object.keys(after).map(Number);
    const { fields: lineFields, read: current } = now[name] ?? { fields: {}, read: { values: {}, names: {}, missing: ids } };
    const [labels, types] = [labelsOf(lineFields), typesOf(lineFields)];
    for (const line of ids) {
      const parent = Number(Object.keys(op.before).find((id) => (x2manyIds(op.before[Number(id)]?.[name] ?? []) ?? []).includes(line)));
      const lineName = `${parentLabels[name] ?? name} "${current.names[line] ?? names[line] ?? `#${line}`}"`;
      if (!current.values[line]) {
        result.kept.push(said('undo.lineDeletedSince', { name: lineName }));
        continue;
      }
      const restore: Record<string, Json> = {};
      for (const [f, ai] of Object.entries(after[line] ?? {})) {
        const [was, now] = [before[line]?.[f] ?? false, current.values[line]![f] ?? false];
        if (valueEquals(was, ai, types[f]) || valueEquals(now, was, types[f])) continue;
        if (valueEquals(now, ai, types[f])) restore[f] = toWrite(was, lineFields, f);
        else if (resolution?.[parent]?.[keyOf(name, line, f)] === 'before') restore[f] = toWrite(was, lineFields, f);
        else if (resolution) result.kept.push(`${lineName} ${labels[f] ?? f}`);
        else (result.conflicts[parent] ??= []).push({ field: keyOf(name, line, f), label: `${lineName}: ${labels[f] ?? f}`, theirs: now, before: was, ai });
      }
      if (Object.keys(restore).length) ((result.commands[parent] ??= {})[name] ??= []).push([1, line, restore]);
    }
  }
  return result;
}

function toWrite(value: Json, fields: FieldsMap, name: string): Json {
  const type = fields[name]?.type;
  if (type === 'many2one') return typeof value === 'object' && value && !Array.isArray(value) ? (value.id ?? false) : Array.isArray(value) ? (value[0] ?? false) : value;
  return value;
}

/** The journal's record of the edited lines, from reads before and after the write. */
export function journalLines(before: LineRead, after: LineRead): Record<string, LineJournal> {
  return Object.fromEntries(
    Object.entries(before).map(([name, read]) => [
      name,
      { model: read.model, before: read.values, after: after[name]?.values ?? {}, names: { ...read.names, ...after[name]?.names }, labels: read.labels, types: read.types },
    ]),
  );
}
