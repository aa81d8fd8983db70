import type { Json } from '@/lib/db';
import type { FieldsMap, OdooRecord } from '@/lib/odoo';
import { setReport } from '@/lib/ops/change-set';
import type { JournalEntry, WriteOutcome } from '@/lib/ops/types';
import { truncate as cut } from '@/lib/util/text';
import { htmlToText } from '@/lib/util/html-text';

export { htmlToText };
import { english, say } from '@/lib/i18n';
import { trailForModel } from '@/lib/ops/trail';

// Results cost tokens on every later round of the turn: records go out as a table (column names
// once, then one array per record), many2one as "Name (#id)" (in a table where a many2one value
// repeats, as its id with the name once under `names`), long text cut, empty values null.

export const MAX_ROWS = 50;
export const MAX_TEXT = 300;
const MAX_IDS = 20;

/** A result made of Odoo data: labelled with its source; record text is data, never instructions. */
export interface OdooData {
  source: `odoo:${string}`;
  untrusted_record_data: true;
  [key: string]: Json;
}

export function odooData(model: string, body: Record<string, Json>): OdooData {
  return { source: `odoo:${model}`, untrusted_record_data: true, ...body };
}

export interface Table {
  columns: string[];
  rows: Json[][];
  /** Many2one columns whose values repeat: their cells are ids, named here once: {country_id: {"233": "United States"}}. */
  names?: Record<string, Record<string, string>>;
  /** Selection columns: the cells keep Odoo's codes (for domains), the words Odoo shows are here: {state: {draft: "Quotation"}}. */
  selections?: Record<string, Record<string, string>>;
}

/** Lines read with the records: x2many field -> its records' fields and fields_get. */
export type LineTables = Record<string, { fields: string[]; info: FieldsMap }>;

/** Records as a table; `id` is always the first column. Lines are tables in their cell (see lineCell). */
export function toTable(records: OdooRecord[], fields: string[], info: FieldsMap, maxRows = MAX_ROWS, lines: LineTables = {}): Table {
  const columns = ['id', ...fields.filter((f) => f !== 'id'), ...Object.keys(lines).filter((f) => !fields.includes(f))];
  const shown = records.slice(0, maxRows);
  const named = columns.filter((name) => info[name]?.type === 'many2one' && repeats(shown.map((r) => r[name])));
  const names = Object.fromEntries(named.map((name) => [name, namesOf(shown.map((r) => r[name]))]));
  const rows = shown.map((record) => columns.map((name) => {
    if (lines[name]) return lineCell(record[name], lines[name]);
    const value = record[name];
    return names[name] && isMany2one(value) ? value.id : compactValue(value, info[name]?.type);
  }));
  const selections = selectionLabels(columns, shown, info);
  return { columns, rows, ...(named.length ? { names } : {}), ...(Object.keys(selections).length ? { selections } : {}) };
}

// The labels (fields_get, in the user's language) of the codes these rows hold, so the answer says
// "Quotation" as Odoo's screen does, never "draft".
function selectionLabels(columns: string[], records: OdooRecord[], info: FieldsMap): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const name of columns) {
    const options = info[name]?.type === 'selection' ? info[name]?.selection : undefined;
    if (!Array.isArray(options)) continue;
    const present = new Set(records.map((r) => r[name]));
    const labels = Object.fromEntries(options.filter(([code, label]) => present.has(code) && label !== code).map(([code, label]) => [code, label]));
    if (Object.keys(labels).length) out[name] = labels;
  }
  return out;
}

// A many2one column is worth naming once when a value comes back: a country, a salesperson, a stage.
function repeats(values: unknown[]): boolean {
  const ids = values.filter(isMany2one).map((v) => v.id);
  return new Set(ids).size < ids.length;
}

function namesOf(values: unknown[]): Record<string, string> {
  return Object.fromEntries(values.filter(isMany2one).map((v) => [String(v.id), truncate(v.display_name)]));
}

/** The columns of each lines cell, said once for all records: {order_line: ['id', 'product_id', ...]}. */
export function lineColumns(lines: LineTables): Record<string, string[]> {
  return Object.fromEntries(Object.entries(lines).map(([name, { fields }]) => [name, ['id', ...fields.filter((f) => f !== 'id')]]));
}

// A record's lines as rows under lineColumns; lines Odoo did not read (beyond LINES_READ) counted.
function lineCell(value: unknown, { fields, info }: LineTables[string]): Json {
  const all = Array.isArray(value) ? value : [];
  const read = all.filter((v): v is OdooRecord => typeof v === 'object' && v !== null).slice(0, MAX_ROWS);
  const rows: Json[] = read.map((record) => ['id', ...fields.filter((f) => f !== 'id')].map((name) => compactValue(record[name], info[name]?.type)));
  return all.length > read.length ? [...rows, `… ${all.length - read.length} more`] : rows;
}

export type RecordsResult = OdooData & Table & { total: number; more?: number; line_columns?: Record<string, string[]> };

/** A table of records with totals: `total` is the full count, `more` what the rows leave out. */
export function recordsResult(model: string, records: OdooRecord[], fields: string[], info: FieldsMap, total = records.length, lines: LineTables = {}): RecordsResult {
  const table = toTable(records, fields, info, MAX_ROWS, lines);
  const more = total - table.rows.length;
  const nested: Record<string, Json> = Object.keys(lines).length ? { line_columns: lineColumns(lines) } : {};
  return { ...odooData(model, { total }), total, ...table, ...nested, ...(more > 0 ? { more } : {}) };
}

/** One record as {field: value}: easier to read when there is a single one. */
export function recordObject(record: OdooRecord, fields: string[], info: FieldsMap, lines: LineTables = {}): Record<string, Json> {
  const names = ['id', ...fields.filter((f) => f !== 'id'), ...Object.keys(lines).filter((f) => !fields.includes(f))];
  return Object.fromEntries(names.map((name) => [name, lines[name] ? lineCell(record[name], lines[name]) : compactValue(record[name], info[name]?.type)]));
}

export function many2oneText(value: { id: number; display_name: string }): string {
  return `${value.display_name} (#${value.id})`;
}

export function compactValue(value: unknown, type?: string): Json {
  if (value === false || value === undefined || value === null) return type === 'boolean' ? false : null;
  if (isMany2one(value)) return many2oneText(value);
  if (typeof value === 'string') return truncate(type === 'html' || looksLikeHtml(value) ? htmlToText(value) : value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'number')) return capIds(value);
  return compactJson(value);
}

/** The generic pass over any result: long strings cut, long lists capped, many2one shortened. */
export function compactJson(value: unknown, depth = 0): Json {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return truncate(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth > 12) return '…';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ROWS).map((v) => compactJson(v, depth + 1));
    return value.length > MAX_ROWS ? [...kept, `… ${value.length - MAX_ROWS} more`] : kept;
  }
  if (isMany2one(value)) return many2oneText(value);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, compactJson(v, depth + 1)]));
  }
  return String(value);
}

function capIds(ids: number[]): Json {
  return ids.length > MAX_IDS ? [...ids.slice(0, MAX_IDS), `+${ids.length - MAX_IDS}`] : ids;
}

export function truncate(text: string, max = MAX_TEXT): string {
  return cut(text, max);
}

function looksLikeHtml(text: string): boolean {
  return /^\s*<(p|div|span|br|ul|ol|table|h\d)\b/i.test(text);
}

function isMany2one(value: unknown): value is { id: number; display_name: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && 'id' in value && 'display_name' in value && typeof value.id === 'number';
}

export type OperationResult = OdooData & { ids: number[]; names: string[] };

/** What a write skill returns to the model: the journaled operation, briefly. */
export function operationResult(outcome: WriteOutcome): OperationResult {
  const op = outcome.operation;
  const { created } = op as JournalEntry;
  const ids = op.recordIds;
  const names = ids.map((id) => op.displayNames[id]).filter((n): n is string => typeof n === 'string');
  const body = odooData(op.model, {
    status: op.status,
    undoable: op.undoable,
    // The model reads English, whatever language the card was shown in.
    ...(op.notUndoableReason ? { not_undoable_reason: say(english, op.notUndoableReason) } : {}),
    ...(op.error ? { error: say(english, op.error) } : {}),
    // What a workflow action made (the invoice, payment or credit note), so the model can open it.
    ...(created?.ids.length ? { created: { model: created.model, ids: created.ids } } : {}),
    // A change set: which records ran and which did not (and why), so the model tells the user both.
    ...(outcome.set ? setReport(outcome.set) : {}),
    // The user edited the card before Approve: what ran is their write, not the one proposed.
    ...(outcome.userEdits ? { changed_by_user: outcome.userEdits } : {}),
    // A set over the cap ran its first rows only: the others, so the model can propose them next.
    ...(outcome.notInChange ? { not_part_of_this_change: outcome.notInChange } : {}),
    // The trail in Odoo: logged, skipped (no chatter) or failed (the write stands).
    ...(outcome.trail ? { note_in_odoo: trailForModel(outcome.trail, english)! } : {}),
  });
  return { ...body, ids, names };
}
