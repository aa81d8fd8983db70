import { OdooError } from './errors';
import type { FieldsMap } from './field-info';
import { isObject } from '@/lib/util/objects';

/** A many2one value, the same shape on every version. */
export interface Many2one {
  id: number;
  display_name: string;
}

/**
 * A record as Weft sees it: many2one values are `Many2one` or false, x2many values are id lists,
 * the rest as Odoo sends them (false for empty).
 */
export type OdooRecord = { id: number } & Record<string, unknown>;

export interface SearchResult {
  records: OdooRecord[];
  /** Number of records matching the domain, beyond the limit. */
  length: number;
}

export type Specification = Record<string, { fields?: Record<string, object>; limit?: number }>;

/** web_read/web_search_read/web_save specification (17+): many2one with its display name, the rest plain. */
export function buildSpecification(names: string[], fields: FieldsMap): Specification {
  return Object.fromEntries(
    names.map((name) => [name, fields[name]?.type === 'many2one' ? { fields: { display_name: {} } } : {}]),
  );
}

export function normalizeRecord(raw: unknown): OdooRecord {
  if (!isObject(raw) || typeof raw.id !== 'number') {
    throw new OdooError({ kind: 'server_error', serverMessage: `Unexpected record from Odoo: ${JSON.stringify(raw)?.slice(0, 200)}` });
  }
  const record: OdooRecord = { id: raw.id };
  for (const [key, value] of Object.entries(raw)) record[key] = normalizeValue(value);
  return record;
}

export function normalizeRecords(raw: unknown): OdooRecord[] {
  return Array.isArray(raw) ? raw.map(normalizeRecord) : [];
}

export function normalizeSearchResult(raw: unknown): SearchResult {
  if (!isObject(raw)) return { records: [], length: 0 };
  const records = normalizeRecords(raw.records);
  return { records, length: typeof raw.length === 'number' ? raw.length : records.length };
}

export function normalizeValue(value: unknown): unknown {
  // 16 (read/search_read): [id, "Name"]
  if (isPair(value)) return { id: value[0], display_name: value[1] };
  // 17+ (specification): {id, display_name}
  if (isObject(value) && typeof value.id === 'number' && 'display_name' in value) {
    return { id: value.id, display_name: String(value.display_name ?? '') };
  }
  return value;
}

/** name_search answers [[id, "Name"], ...]. */
export function normalizePairs(raw: unknown): Many2one[] {
  return Array.isArray(raw) ? raw.filter(isPair).map(([id, name]) => ({ id, display_name: name })) : [];
}

export function isPair(value: unknown): value is [number, string] {
  return Array.isArray(value) && value.length === 2 && Number.isInteger(value[0]) && typeof value[1] === 'string';
}


