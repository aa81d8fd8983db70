// Comparing and converting Odoo field values. Odoo answers the same value in several shapes
// (many2one as {id, display_name}, [id, name] or id; empty as false, null or ''), so a naive ===
// would report conflicts that are not there, and a naive write would send read-shaped values back.
import type { Json } from '@/lib/db';
import { parseX2many } from '@/lib/odoo/x2many';
import type { FieldInfo } from '@/lib/odoo';
import { isObject } from '@/lib/util/objects';

const NUMERIC = new Set(['integer', 'float', 'monetary']);
const X2MANY = new Set(['one2many', 'many2many']);
const DATETIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?(?:\.\d+)?Z?$/;

/** Fields Odoo maintains itself: never compared, never restored. */
export const META_FIELDS = new Set(['id', 'display_name', 'write_date', 'write_uid', 'create_date', 'create_uid', '__last_update']);


/** The id of a many2one value in any of its shapes, else undefined. */
export function many2oneId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (isObject(value) && typeof value.id === 'number') return value.id;
  if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'string') return value[0];
  return undefined;
}

/** The display name of a many2one value ([id, name] or {id, display_name}), else undefined. */
export function many2oneName(value: unknown): string | undefined {
  if (Array.isArray(value) && value.length === 2 && typeof value[1] === 'string') return value[1];
  if (isObject(value) && typeof value.display_name === 'string') return value.display_name;
  return undefined;
}

/** An x2many value as a sorted id list, or undefined when it is not one (or holds create/update commands). */
export function x2manyIds(value: unknown, before: number[] = []): number[] | undefined {
  const commands = parseX2many(value);
  if (!commands) return undefined;
  // Command lists: only the ones whose result is known without asking Odoo.
  let ids = [...before];
  for (const c of commands) {
    if (c.op === 'set') ids = [...c.ids];
    else if (c.op === 'clear') ids = [];
    else if (c.op === 'link') ids = ids.includes(c.id) ? ids : [...ids, c.id];
    else if (c.op === 'unlink' || c.op === 'delete') ids = ids.filter((x) => x !== c.id);
    else return undefined;
  }
  return ids.sort((a, b) => a - b);
}

function isEmpty(value: unknown): boolean {
  return value === false || value === null || value === undefined || value === '';
}

function normalizeText(value: string): string {
  const m = DATETIME.exec(value);
  return m ? `${m[1]} ${m[2]}${m[3] ?? ':00'}` : value;
}

/**
 * Whether two values of a field are the same value: many2one by id, empty values alike, numbers
 * within rounding, x2many ids in any order, datetimes with 'T' or ' '. `type` (from fields_get)
 * sharpens it: for numbers an empty value is 0, for x2many command lists are resolved.
 */
export function valueEquals(a: unknown, b: unknown, type?: string): boolean {
  if (type && NUMERIC.has(type)) {
    const x = isEmpty(a) ? 0 : a;
    const y = isEmpty(b) ? 0 : b;
    if (typeof x === 'number' && typeof y === 'number') return Math.abs(x - y) < 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
  }
  if (isEmpty(a) || isEmpty(b)) {
    const emptyList = (v: unknown) => Array.isArray(v) && v.length === 0;
    return (isEmpty(a) || emptyList(a)) && (isEmpty(b) || emptyList(b));
  }
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  if (typeof a === 'string' && typeof b === 'string') return normalizeText(a) === normalizeText(b);
  const idA = many2oneId(a);
  const idB = many2oneId(b);
  if (idA !== undefined && idB !== undefined) return idA === idB;
  if (Array.isArray(a) && Array.isArray(b)) {
    const ids = [x2manyIds(a), x2manyIds(b)];
    if (ids[0] && ids[1]) return ids[0].length === ids[1].length && ids[0].every((id, i) => id === ids[1]![i]);
    return a.length === b.length && a.every((v, i) => valueEquals(v, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => valueEquals(a[k], b[k]));
  }
  return a === b;
}

/** A value as read from Odoo turned into what write/create accept (many2one id, x2many command). */
export function toWriteValue(value: Json, field?: Pick<FieldInfo, 'type'>): Json {
  if (value === null) return false;
  const type = field?.type;
  if (type === 'many2one' || (!type && isObject(value) && typeof value.id === 'number')) {
    return many2oneId(value) ?? false;
  }
  if (type ? X2MANY.has(type) : Array.isArray(value) && value.every((v) => typeof v === 'number')) {
    const ids = x2manyIds(value);
    return ids ? [[6, 0, ids]] : value;
  }
  return value;
}

/** A value as a person reads it: names for relations, empty for false. */
export function displayValue(value: unknown): string {
  if (isEmpty(value)) return '';
  if (value === true) return 'Yes';
  if (isObject(value) && typeof value.id === 'number') {
    return typeof value.display_name === 'string' && value.display_name ? value.display_name : `#${value.id}`;
  }
  if (Array.isArray(value)) {
    const id = many2oneId(value);
    if (id !== undefined && typeof value[1] === 'string') return value[1];
    return value.map((v) => (typeof v === 'number' ? `#${v}` : displayValue(v))).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Odoo's float_round, HALF-UP with a nudge of one unit in the last place: 10.555 -> 10.56. */
export function floatRound(value: number, decimals: number): number {
  const normalized = value * 10 ** decimals;
  const epsilon = 2 ** (Math.log2(Math.abs(normalized) || 1) - 52);
  return (Math.sign(normalized) * Math.round(Math.abs(normalized) + epsilon)) / 10 ** decimals;
}

/**
 * A number as Odoo will store it: floats to their digits, amounts to 2 decimals (the usual currency
 * rounding; a 3-decimal currency then reads as "could not tell", never as a wrong "done").
 */
export function asStored(value: Json, field?: Pick<FieldInfo, 'type' | 'digits'>): Json {
  if (typeof value !== 'number') return value;
  if (field?.type === 'float' && field.digits) return floatRound(value, field.digits[1]);
  if (field?.type === 'monetary') return floatRound(value, 2);
  return value;
}

/** The fields an entry's values hold, without Odoo's own (id, write date…). */
export const fieldsOf = (values: Record<number, Record<string, Json>>): string[] => [...new Set(Object.values(values).flatMap((v) => Object.keys(v)))].filter((f) => !META_FIELDS.has(f));
