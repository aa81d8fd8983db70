// Edit before Approve: which values of a proposed write the user may change on its card, and the
// write with their changes. Pure: the fields come from the caller (fields_get), the checks Odoo
// makes come after (the guarded write's checks, the plan and the preview read Odoo again).
import type { Json } from '@/lib/db';
import { english, said, say, type Said } from '@/lib/i18n';
import type { FieldInfo, FieldsMap } from '@/lib/odoo';
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
}

/** The user's values, by field; always against the write the model proposed, never a later version. */
export type CardEdits = Record<string, Json>;

const KINDS: Record<string, EditKind> = {
  char: 'text', text: 'longtext', integer: 'integer', float: 'number', monetary: 'number',
  date: 'date', datetime: 'datetime', many2one: 'record', selection: 'choice', boolean: 'boolean',
};
// `active` archives (another effect, asked about as such); a status is set by its button, never as data.
const NEVER = new Set(['active', 'state', 'company_id']);

/** The values of a create or an update that the card lets the user change: plain values of the record itself. */
export function editableFields(spec: WriteSpec, fields: FieldsMap): EditableField[] {
  if (spec.kind !== 'create' && spec.kind !== 'write') return [];
  return Object.entries(spec.values).flatMap(([field, value]) => {
    const info = fields[field];
    const kind = info && kindOf(info);
    if (!info || !kind || NEVER.has(field) || info.readonly) return [];
    return [{
      field, kind, label: info.string || field, value: kind === 'record' && Array.isArray(value) ? (value[0] ?? false) : value,
      ...(kind === 'record' && info.relation ? { relation: info.relation } : {}),
      ...(kind === 'choice' ? { options: info.selection ?? [] } : {}),
    }];
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
    values[field] = value;
  }
  return { ...spec, values };
}

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
  const parts = editable.flatMap(({ field, label }) => {
    const from = proposed.values[field];
    const to = edited.values[field];
    return JSON.stringify(from) === JSON.stringify(to) ? [] : [`${label} ${shown(field, from, 'from')} → ${shown(field, to, 'to')}`];
  });
  return parts.length ? `The user changed ${parts.join(', ')} before approving: what ran is the edited write.` : undefined;
}
