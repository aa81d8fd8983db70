// Edit before Approve: which values of a proposed write the user may change on its card, and the
// write with their changes. Pure: the fields come from the caller (fields_get), the checks Odoo
// makes come after (the guarded write's checks, the plan and the preview read Odoo again).
import type { Json } from '@/lib/db';
import { english, said, say, type Said } from '@/lib/i18n';
import type { FieldInfo, FieldsMap } from '@/lib/odoo';
import { parseX2many } from '@/lib/odoo/x2many';
import type { WriteSpec } from './types';

/** How a value is edited on the card. */
export type EditKind = 'text' | 'longtext' | 'integer' | 'number' | 'date' | 'datetime' | 'record' | 'choice' | 'boolean';

export interface EditableField {
  field: string;
  kind: EditKind;
  /** Odoo's label of the field, in the user's language. */
  label: string;
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
 * when `lineFields` holds the lines' fields (by the lines field's name).
 */
export function editableFields(spec: WriteSpec, fields: FieldsMap, lines: Record<string, LinesInfo> = {}): EditableField[] {
  if (spec.kind !== 'create' && spec.kind !== 'write') return [];
  const offered = Object.entries(spec.values).flatMap(([field, value]) => {
    const info = fields[field];
    if (info?.type === 'one2many' && lines[field]) return lineEditables(field, value, lines[field]);
    const kind = info && kindOf(info);
    if (!info || !kind || NEVER.has(field) || info.readonly) return [];
    return [offer(field, info, value)];
  });
  // The record's own values come first; a long order's later lines are not offered (the card stays a card).
  return [...offered.filter((f) => !f.line), ...offered.filter((f) => f.line)].slice(0, MAX_EDITABLE);
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
export function applyEdits(spec: WriteSpec, edits: CardEdits, editable: readonly EditableField[]): Extract<WriteSpec, { kind: 'create' | 'write' }> {
  if (spec.kind !== 'create' && spec.kind !== 'write') throw new EditRefused(said('cards.refused.notEditable'));
  const byField = new Map(editable.map((e) => [e.field, e]));
  const values = { ...spec.values };
  for (const [field, value] of Object.entries(edits)) {
    const offered = byField.get(field);
    if (!offered) throw new EditRefused(said('cards.refused.field', { field }));
    if (!fits(offered, value)) throw new EditRefused(said('cards.refused.value', { label: offered.label }));
    if (offered.line) values[offered.line.lines] = withLineValue(values[offered.line.lines], offered.line, value);
    else values[field] = value;
  }
  return { ...spec, values };
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
  if (spec.kind !== 'create' && spec.kind !== 'write') return undefined;
  if (!field.line) return spec.values[field.field];
  const command = (spec.values[field.line.lines] as Json[] | undefined)?.[field.line.index];
  return Array.isArray(command) && command[2] && typeof command[2] === 'object' ? (command[2] as Record<string, Json>)[field.line.field] : undefined;
}

/** A value's label with its line, as the model reads it: "line 1 (Office Chair) Quantity". */
const fullLabel = (f: EditableField) => (f.line ? `line ${f.line.index + 1}${f.line.name ? ` (${f.line.name})` : ''} ${f.label}` : f.label);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const realDate = (text: string) => {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
};

function fits(field: EditableField, value: Json): boolean {
  switch (field.kind) {
    case 'text':
    case 'longtext':
      return typeof value === 'string' && value.length <= 100_000;
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'date':
      return typeof value === 'string' && realDate(value);
    case 'datetime': {
      const m = typeof value === 'string' ? DATETIME.exec(value) : null;
      return !!m && realDate(m[1]!) && +m[2]! < 24 && +m[3]! < 60 && +m[4]! < 60;
    }
    case 'record':
      return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
    case 'choice':
      return typeof value === 'string' && (field.options ?? []).some(([key]) => key === value);
    case 'boolean':
      return typeof value === 'boolean';
  }
}

/** What the model is told of the user's changes, in English: "The user changed Quantity 3 → 4 before approving." */
export function describeEdits(proposed: WriteSpec, edited: WriteSpec, editable: readonly EditableField[], names: Record<string, string> = {}): string | undefined {
  if ((proposed.kind !== 'create' && proposed.kind !== 'write') || (edited.kind !== 'create' && edited.kind !== 'write')) return undefined;
  const shown = (field: string, value: Json | undefined, which: 'from' | 'to') => {
    if (value === undefined || value === false || value === '') return '(empty)';
    const name = names[`${which}:${field}`];
    if (name) return `${name} (id ${String(value)})`;
    return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
  };
  const parts = editable.flatMap((f) => {
    const from = valueIn(proposed, f);
    const to = valueIn(edited, f);
    return JSON.stringify(from ?? false) === JSON.stringify(to ?? false) ? [] : [`${fullLabel(f)} ${shown(f.field, from, 'from')} → ${shown(f.field, to, 'to')}`];
  });
  return parts.length ? `The user changed ${parts.join(', ')} before approving: what ran is the edited write.` : undefined;
}
