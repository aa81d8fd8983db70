// A change set edited per row on its card: the user changed a value of one record of an update of
// many (the card's row), so that record's values differ from the others'. The write keeps the
// shared values and, per record, its own over them (`rowValues`, the same fields only); each row
// runs, is planned and journaled with its own values. Pure.
import type { Json } from '@/lib/db';
import type { WriteSpec } from './types';

type Write = Extract<WriteSpec, { kind: 'write' }>;

/** The values record `id` gets from `spec`: the shared ones with its own edits over them. */
export function valuesFor(spec: Write, id: number): Record<string, Json> {
  const own = spec.rowValues?.[id];
  return own ? { ...spec.values, ...own } : spec.values;
}

/**
 * The write on `ids` alone: one record gets its own values as plain values (what runs and is
 * journaled); several keep their own edits, and none of another record's.
 */
export function onRecords(spec: Write, ids: number[]): Write {
  const { rowValues, ...shared } = spec;
  if (ids.length === 1) return { ...shared, ids, values: valuesFor(spec, ids[0]!) };
  const kept = Object.fromEntries(ids.filter((id) => rowValues?.[id]).map((id) => [id, rowValues![id]!]));
  return { ...shared, ids, ...(Object.keys(kept).length ? { rowValues: kept } : {}) };
}

/** Why a write's own values per record do not fit it, if they do not: a record it does not name, or a field it does not write. */
export function rowValuesRefusal(spec: Write): string | undefined {
  for (const [id, own] of Object.entries(spec.rowValues ?? {})) {
    if (!spec.ids.includes(Number(id))) return `Record ${id} is not one of the records this change writes.`;
    const stranger = Object.keys(own).filter((f) => !(f in spec.values));
    if (stranger.length) return `A record's own values may only change what the whole change writes, not ${stranger.join(', ')}.`;
  }
  return undefined;
}
