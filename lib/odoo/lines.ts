import { isObject } from '@/lib/util/objects';
import type { FieldsMap } from './field-info';
import type { FieldsCache } from './fields-cache';
import { buildSpecification, normalizeRecord, normalizeRecords, type OdooRecord, type Specification } from './records';

// An x2many field read with its records (an order with its lines): on 17+ in the same web_read or
// web_search_read, through the specification; on 16 (no specification) one `read` per field after.

/** x2many field -> the fields of its records to read along (order_line -> product_id, ...). */
export type Lines = Record<string, string[]>;

/** Lines read per record and field; Odoo answers the rest as bare ids ({id} on 17+). */
export const LINES_READ = 50;

/** The fields to read: the x2many fields of `lines` included. */
export function withLineFields(names: string[], lines: Lines | undefined): string[] {
  return lines ? [...new Set([...names, ...Object.keys(lines)])] : names;
}

/** 17+: each x2many of `lines` asks for its records' fields, at most LINES_READ of them. */
export async function withLineSpecs(spec: Specification, fields: FieldsMap, lines: Lines, cache: FieldsCache): Promise<Specification> {
  for (const [name, sub] of Object.entries(lines)) {
    const comodel = fields[name]?.relation;
    if (comodel) spec[name] = { fields: buildSpecification(sub, await cache.getFields(comodel)), limit: LINES_READ };
  }
  return spec;
}

/**
 * The x2many values of `lines` as records, the first LINES_READ of each (beyond them, ids): 17+
 * normalizes what the specification nested; 16 reads them, one call per field for all records.
 */
export async function readLines(
  records: OdooRecord[],
  fields: FieldsMap,
  lines: Lines,
  nested: boolean,
  read: (comodel: string, ids: number[], names: string[]) => Promise<unknown>,
): Promise<OdooRecord[]> {
  for (const [name, names] of Object.entries(lines)) {
    const comodel = fields[name]?.relation;
    if (!comodel) continue;
    const idsOf = (record: OdooRecord): unknown[] => (Array.isArray(record[name]) ? (record[name] as unknown[]) : []);
    if (nested) {
      // Beyond the limit Odoo sends {id} alone: kept as the id.
      for (const record of records) record[name] = idsOf(record).map((v) => (isObject(v) && Object.keys(v).length > 1 ? normalizeRecord(v) : isObject(v) ? v.id : v));
      continue;
    }
    const wanted = [...new Set(records.flatMap((r) => idsOf(r).slice(0, LINES_READ)))].filter((id): id is number => typeof id === 'number');
    if (!wanted.length) continue;
    const byId = new Map(normalizeRecords(await read(comodel, wanted, names)).map((r) => [r.id, r]));
    for (const record of records) record[name] = idsOf(record).map((id, i) => (i < LINES_READ ? (byId.get(id as number) ?? id) : id));
  }
  return records;
}
