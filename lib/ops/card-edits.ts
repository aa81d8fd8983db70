// Edit before Approve: which values of a proposed write the user may change on its card, and the
// write with their changes. Pure: the fields come from the caller (fields_get), the checks Odoo
// makes come after (the guarded write's checks, the plan and the preview read Odoo again).
import type { Json } from '@/lib/db';
import { english, said, say, type Said, type Text } from '@/lib/i18n';
import type { FieldInfo, FieldsMap, OdooVersion } from '@/lib/odoo';
// From versions.ts itself: the panel reads this file, and lib/odoo's index brings the client's classic zod.
import { DEFAULT_MAJOR } from '@/lib/odoo/versions';
import { parseX2many } from '@/lib/odoo/x2many';
import { timesheetLabels } from './card-labels';
import { fits, type EditKind } from './edit-kinds';
import type { WriteSpec } from './types';

export type { EditKind } from './edit-kinds';

export interface EditableField {
  field: string;
  kind: EditKind;
  /** Odoo's label of the field, in the user's language, or the card's own words (card-labels.ts). */
  label: Text;
  /** The value in the write as it stands, as Odoo takes it (a record by its id). */
  value: Json;
  /** The model a record field points to (its records are found by name). */
  relation?: string;
  /** A choice field's keys and labels. */
  options?: Array<[string, string]>;
  /** A value of one of the write's lines (`field` is then 'order_line/0/product_uom_qty'). */
  line?: LineRef;
  /** A line the write changes: what it holds now where the write leaves it (a number, a record's name). */
  now?: Json;
  /** A value of one row of a change set (`field` is then 'row/7/city'): the record's id, or a create's place (1-based). */
  row?: { key: number; field: string };
}

/** What a card knows of a lines field: the lines' fields, and by command index each line's name and values now. */
export interface LinesInfo {
  fields: FieldsMap;
  names?: Record<number, string>;
  now?: Record<number, Record<string, Json>>;
}

/** Which line of the write a value belongs to: the lines field, the command's place in it, the line's own field. */
export interface LineRef {
  lines: string;
  index: number;
  field: string;
  /** What the line is called (its description, its product), for the card and the model. */
  name?: string;
}

/** The values of a line the card offers (those the line's model has): what it is, how many, at what price. */
export const LINE_EDITS = ['product_id', 'product_uom_qty', 'product_qty', 'quantity', 'price_unit', 'discount'];

/** The key of a line's value in CardEdits. */
export const lineKey = (lines: string, index: number, field: string) => `${lines}/${index}/${field}`;

/** The key of one row's value of a change set in CardEdits. */
export const rowKey = (key: number, field: string) => `row/${key}/${field}`;

/** The user's values, by field; always against the write the model proposed, never a later version. */
export type CardEdits = Record<string, Json>;

const KINDS: Record<string, EditKind> = {
  char: 'text', text: 'longtext', integer: 'integer', float: 'number', monetary: 'number',
  date: 'date', datetime: 'datetime', many2one: 'record', selection: 'choice', boolean: 'boolean',
};
// `active` archives (another effect, asked about as such); a status is set by its button, never as data.
const NEVER = new Set(['active', 'state', 'company_id']);

/**
 * The values of a create or an update that the card lets the user change: plain values of the
 * record itself, and of each line the write adds or changes (product, quantity, price, discount),
 * when `lineFields` holds the lines' fields (by the lines field's name). `version`: the server's, for the
 * words of its timesheet views (the only values whose label differs by version).
 */
export function editableFields(spec: WriteSpec, fields: FieldsMap, lines: Record<string, LinesInfo> = {}, version: Pick<OdooVersion, 'major'> | number = DEFAULT_MAJOR): EditableField[] {
  // A set of creates: each row's own values; an update of several records: the shared values, then each record's.
  if (spec.kind === 'action') return dialogEditables(spec.values ?? {}, fields);
  if (spec.kind === 'creates') return wholeRows(spec.rows.map((row, i) => rowEditables(i + 1, row, fields)), MAX_EDITABLE);
  if (spec.kind !== 'create' && spec.kind !== 'write') return [];
  // The card's own words where Odoo's label says nothing of the value (a timesheet's hours).
  const words = timesheetLabels(spec, version);
  const offered = Object.entries(spec.values).flatMap(([field, value]) => {
    const info = fields[field];
    if (info?.type === 'one2many' && lines[field]) return lineEditables(field, value, lines[field]);
    const kind = info && kindOf(info);
    if (!info || !kind || NEVER.has(field) || info.readonly) return [];
    return [{ ...offer(field, info, value), ...(words[field] ? { label: words[field] } : {}) }];
  });
  const rows = spec.kind === 'write' && spec.ids.length > 1 ? spec.ids.map((id) => rowEditables(id, { ...spec.values, ...spec.rowValues?.[id] }, fields)) : [];
  // The record's own values come first; a long order's later lines, a long set's later rows, are not offered (the card stays a card).
  const own = [...offered.filter((f) => !f.line), ...offered.filter((f) => f.line)].slice(0, MAX_EDITABLE);
  return [...own, ...wholeRows(rows, MAX_EDITABLE - own.length)];
}

/** A set's rows, first to last, as many whole ones as `room` values hold: a row is editable in full or not at all (the card says which). */
function wholeRows(rows: EditableField[][], room: number): EditableField[] {
  const out: EditableField[] = [];
  for (const row of rows) {
    if (out.length + row.length > room) break;
    out.push(...row);
  }
  return out;
}

/** One row's plain values (no lines: a set's row is edited in its own cells). */
function rowEditables(key: number, values: Record<string, Json>, fields: FieldsMap): EditableField[] {
  return Object.entries(values).flatMap(([field, value]) => {
    const info = fields[field];
    const kind = info && kindOf(info);
    if (!info || !kind || NEVER.has(field) || info.readonly) return [];
    return [{ ...offer(rowKey(key, field), info, value), row: { key, field } }];
  });
}

// A workflow button's dialog values the card offers: numbers and text the write gives (a down
// payment's percentage or amount, a credit note's reason); a choice between dialog kinds is not one.
const DIALOG_KINDS = new Set<EditKind>(['integer', 'number', 'text', 'longtext']);

/** The values the write gives the button's dialog (`fields`: the dialog's own) that the card lets the user change. */
function dialogEditables(values: Record<string, Json>, fields: FieldsMap): EditableField[] {
  return Object.entries(values).flatMap(([field, value]) => {
    const info = fields[field];
    const kind = info && kindOf(info);
    return info && kind && DIALOG_KINDS.has(kind) && !info.readonly ? [offer(field, info, value)] : [];
  });
}

/** The most values one card offers (lib/messaging's CardEditMsg takes a few more). */
export const MAX_EDITABLE = 100;

function offer(field: string, info: FieldInfo, value: Json | undefined): EditableField {
  const kind = kindOf(info)!;
  return {
    field, kind, label: info.string || field, value: kind === 'record' && Array.isArray(value) ? (value[0] ?? false) : (value ?? false),
    ...(kind === 'record' && info.relation ? { relation: info.relation } : {}),
    ...(kind === 'choice' ? { options: info.selection ?? [] } : {}),
  };
}

/** The lines a write adds ([0, _, values]) or changes ([1, id, values]), each with LINE_EDITS its model has. */
function lineEditables(lines: string, value: Json, { fields, names = {}, now = {} }: LinesInfo): EditableField[] {
  const commands = parseX2many(value) ?? [];
  return commands.flatMap((command, index) => {
    if (command.op !== 'create' && command.op !== 'update') return [];
    const name = names[index];
    return LINE_EDITS.flatMap((sub) => {
      const info = fields[sub];
      if (!info || info.readonly || !kindOf(info)) return [];
      const held = now[index]?.[sub];
      return [{
        ...offer(lineKey(lines, index, sub), info, command.values[sub] as Json | undefined),
        line: { lines, index, field: sub, ...(name ? { name } : {}) },
        ...(held !== undefined && !(sub in command.values) ? { now: held } : {}),
      }];
    });
  });
}

function kindOf(info: FieldInfo): EditKind | undefined {
  if (info.type === 'many2one' && !info.relation) return undefined;
  return KINDS[info.type];
}

/** An edit the card cannot take, and why in words (nothing of it is applied). */
export class EditRefused extends Error {
  override readonly name = 'EditRefused';
  constructor(readonly why: Said) {
    super(say(english, why));
  }
}

/**
 * The proposed write with the user's values. Only a field the card offered, with a value of its
 * kind; anything else is refused whole (the card shows nothing half-applied).
 */
export function applyEdits<S extends WriteSpec>(spec: S, edits: CardEdits, editable: readonly EditableField[]): S {
  if (spec.kind !== 'create' && spec.kind !== 'write' && spec.kind !== 'creates' && spec.kind !== 'action') throw new EditRefused(said('cards.refused.notEditable'));
  const byField = new Map(editable.map((e) => [e.field, e]));
  const checked = Object.entries(edits).map(([field, value]) => {
    const offered = byField.get(field);
    if (!offered) throw new EditRefused(said('cards.refused.field', { field }));
    if (!fits(offered.kind, value, offered.options)) throw new EditRefused(said('cards.refused.value', { label: offered.label }));
    return [offered, value] as const;
  });
  if (spec.kind === 'action') {
    const values: Record<string, Json> = { ...(spec.values ?? {}) };
    for (const [offered, value] of checked) values[offered.field] = value;
    return { ...spec, values };
  }
  if (spec.kind === 'creates') {
    const rows = spec.rows.map((row) => ({ ...row }));
    for (const [{ row }, value] of checked) if (row) rows[row.key - 1]![row.field] = value;
    return { ...spec, rows };
  }
  if (spec.kind !== 'create' && spec.kind !== 'write') throw new EditRefused(said('cards.refused.notEditable'));
  const values = { ...spec.values };
  const own: Record<number, Record<string, Json>> = {};
  for (const [offered, value] of checked) {
    if (offered.line) values[offered.line.lines] = withLineValue(values[offered.line.lines], offered.line, value);
    else if (offered.row) (own[offered.row.key] ??= { ...spec.kind === 'write' ? spec.rowValues?.[offered.row.key] : {} })[offered.row.field] = value;
    else values[offered.field] = value;
  }
  if (spec.kind !== 'write' || !Object.keys(own).length) return { ...spec, values };
  return { ...spec, values, rowValues: { ...spec.rowValues, ...own } };
}

/** The lines' commands with one line's value set (a copy: the proposal stays as it was). */
function withLineValue(commands: Json | undefined, line: LineRef, value: Json): Json {
  if (!Array.isArray(commands)) throw new EditRefused(said('cards.refused.field', { field: line.lines }));
  return commands.map((command, i) => {
    if (i !== line.index) return command;
    const [code, id, values] = command as [number, Json, Record<string, Json>];
    return [code, id, { ...values, [line.field]: value }];
  });
}

/** A value as the write holds it: the record's own, or a line's. */
export function valueIn(spec: WriteSpec, field: EditableField): Json | undefined {
  if (spec.kind === 'action') return spec.values?.[field.field];
  if (spec.kind === 'creates') return field.row ? spec.rows[field.row.key - 1]?.[field.row.field] : undefined;
  if (spec.kind !== 'create' && spec.kind !== 'write') return undefined;
  if (field.row) return spec.kind === 'write' ? (spec.rowValues?.[field.row.key]?.[field.row.field] ?? spec.values[field.row.field]) : undefined;
  if (!field.line) return spec.values[field.field];
  const command = (spec.values[field.line.lines] as Json[] | undefined)?.[field.line.index];
  return Array.isArray(command) && command[2] && typeof command[2] === 'object' ? (command[2] as Record<string, Json>)[field.line.field] : undefined;
}

/** A value's label with its line, as the model reads it: "line 1 (Office Chair) Quantity". */
const fullLabel = (f: EditableField, creates: boolean) => {
  const label = say(english, f.label);
  return f.line ? `line ${f.line.index + 1}${f.line.name ? ` (${f.line.name})` : ''} ${label}` : f.row ? `${creates ? 'row' : 'record id'} ${f.row.key} ${label}` : label;
};

/** What the model is told of the user's changes, in English: "The user changed Quantity 3 → 4 before approving." */
export function describeEdits(proposed: WriteSpec, edited: WriteSpec, editable: readonly EditableField[], names: Record<string, string> = {}): string | undefined {
  const isEditable = (s: WriteSpec) => s.kind === 'create' || s.kind === 'write' || s.kind === 'creates' || s.kind === 'action';
  if (!isEditable(proposed) || !isEditable(edited)) return undefined;
  // A record's own value is told when the user set it, not when a change to the whole set reached it.
  const own = (f: EditableField) => !f.row || edited.kind !== 'write' || f.row.field in (edited.rowValues?.[f.row.key] ?? {});
  const shown = (field: string, value: Json | undefined, which: 'from' | 'to') => {
    if (value === undefined || value === false || value === '') return '(empty)';
    const name = names[`${which}:${field}`];
    if (name) return `${name} (id ${String(value)})`;
    return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
  };
  const parts = editable.flatMap((f) => {
    const from = valueIn(proposed, f);
    const to = valueIn(edited, f);
    if (!own(f) || JSON.stringify(from ?? false) === JSON.stringify(to ?? false)) return [];
    return [`${fullLabel(f, proposed.kind === 'creates')} ${shown(f.field, from, 'from')} → ${shown(f.field, to, 'to')}`];
  });
  return parts.length ? `The user changed ${parts.join(', ')} before approving: what ran is the edited write.` : undefined;
}
