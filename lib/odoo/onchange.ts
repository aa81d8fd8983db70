import { isObject } from '@/lib/util/objects';
import type { FieldsMap } from './field-info';
import { buildSpecification, normalizeValue } from './records';
import type { OdooTraits } from './versions';

// The form's onchange: what Odoo computes from a record's values without saving it (defaults,
// prices, totals, dates, warnings). The web client calls it as the user types; Weft calls it the
// same way before a confirm card, so the card shows Odoo's own numbers. How 16 and 17+ ask and
// answer differs (versions.ts `onchangeSpec`); callers see one shape.

/** The fields wanted back: the form's, and per x2many field the fields of its lines. */
export interface OnchangeFields {
  fields: string[];
  lines?: Record<string, string[]>;
}

/** A warning Odoo's onchange raises for the user (a product out of stock, a customer's blocking note). */
export interface OnchangeWarning {
  title: string;
  message: string;
}

/**
 * What onchange answers: the values it set or changed (many2one as {id, display_name} or an id,
 * x2many as commands whose values are normalized the same way), and its warning.
 */
export interface OnchangeAnswer {
  value: Record<string, unknown>;
  warning?: OnchangeWarning;
}

type Comodels = Record<string, FieldsMap>;

/**
 * The spec argument: 16's flat field_onchange ('1' for every field, so each field's onchange
 * methods run; dotted names for lines), 17+'s specification (many2one with their names). Fields
 * the model does not have are left out: forms differ between versions and editions.
 */
export function onchangeSpec(style: OdooTraits['onchangeSpec'], fields: FieldsMap, want: OnchangeFields, comodels: Comodels): Record<string, unknown> {
  const own = want.fields.filter((name) => name in fields && !(name in (want.lines ?? {})));
  const lines = Object.entries(want.lines ?? {}).filter(([name]) => fields[name]?.relation && comodels[fields[name].relation!]);
  if (style === 'field_onchange') {
    const flat: Record<string, string> = Object.fromEntries(own.map((name) => [name, '1']));
    for (const [name, sub] of lines) {
      flat[name] = '1';
      for (const field of sub.filter((f) => f in comodels[fields[name]!.relation!]!)) flat[`${name}.${field}`] = '1';
    }
    return flat;
  }
  const spec: Record<string, unknown> = buildSpecification(own, fields);
  for (const [name, sub] of lines) {
    const comodel = comodels[fields[name]!.relation!]!;
    spec[name] = { fields: buildSpecification(sub.filter((f) => f in comodel), comodel) };
  }
  return spec;
}

/** The answer with many2one values as {id, display_name} (an id alone where 17+ gave no name) and line values the same. */
export function normalizeOnchange(raw: unknown, fields: FieldsMap): OnchangeAnswer {
  if (!isObject(raw)) return { value: {} };
  const value: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(isObject(raw.value) ? raw.value : {})) {
    const type = fields[name]?.type;
    value[name] = type === 'one2many' || type === 'many2many' ? normalizeCommands(v) : normalizeValue(v);
  }
  const warning = isObject(raw.warning) && typeof raw.warning.message === 'string'
    ? { title: typeof raw.warning.title === 'string' ? raw.warning.title : '', message: raw.warning.message }
    : undefined;
  return warning ? { value, warning } : { value };
}

function normalizeCommands(commands: unknown): unknown {
  if (!Array.isArray(commands)) return commands;
  return commands.map((command) => {
    if (!Array.isArray(command) || !isObject(command[2])) return command;
    const values = Object.fromEntries(Object.entries(command[2]).map(([k, v]) => [k, Array.isArray(v) && v.every(Array.isArray) ? v : normalizeValue(v)]));
    return [command[0], command[1], values];
  });
}

/** A value as onchange takes it back: a many2one by its id, the rest as it is. */
export function asOnchangeValue(value: unknown): unknown {
  const normalized = normalizeValue(value);
  return isObject(normalized) && typeof normalized.id === 'number' ? normalized.id : normalized;
}
