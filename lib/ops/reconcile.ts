// Did a write whose answer was lost happen? Decided by reading Odoo, never by sending it again,
// and never from one early read: until the request can no longer land, "not there yet" means
// "still checking", not "never happened".
import type { Json } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { fromRecords, readValues, typesOf } from './io';
import type { Expectation, JournalEntry, RecordValues } from './types';
import { valueEquals } from './values';
import { said, type Text } from '@/lib/i18n';

export interface Verdict {
  status: 'done' | 'failed' | 'checking';
  /** For done: the records as Odoo holds them now (created ones under their new ids). */
  after?: RecordValues;
  recordIds?: number[];
  names?: Record<number, string>;
  /** Why it failed, said to the user (lib/i18n). */
  error?: Text;
  /** Said to the user (lib/i18n): how the outcome was found out. */
  note?: Text;
}

/**
 * How long after it was sent a lost request may still land. Odoo stops a request after
 * limit_time_real (120 s by default); the rest is margin for a slow start of the request. Both
 * ends are read on our own clock, so the server's clock does not matter.
 */
export const LANDING_WINDOW_MS = 180_000;

// Browser and server clocks differ; a created record is looked for from a little before the entry.
export const CLOCK_MARGIN_MS = 60_000;

/** Odoo's datetime format, UTC: '2025-01-31 13:45:00'. */
export function odooDatetime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

const CHECKING = said('rec.checking');

/** When the entry's last request went out; older entries fall back to their last update. */
export const sentAt = (entry: JournalEntry): number => entry.sentAt ?? entry.updatedAt;

export async function checkLanded(client: OdooClient, entry: JournalEntry, claimed: Set<number>, now: number): Promise<Verdict> {
  const expect = entry.expect;
  // Expectations are stored before any RPC: without one, nothing was sent (e.g. an undo stopped while reading).
  if (!expect) return { status: 'failed', error: said('rec.notSent') };
  const mayStillLand = now - sentAt(entry) < LANDING_WINDOW_MS;
  const notYet = (error: Text): Verdict => (mayStillLand ? { status: 'checking', note: CHECKING } : { status: 'failed', error });
  switch (expect.type) {
    case 'values':
      return checkValues(client, entry, expect, notYet);
    case 'gone': {
      const read = await readValues(client, expect.model, expect.ids, []);
      if (read.missing.length === expect.ids.length) return { status: 'done', recordIds: expect.ids, after: {}, note: said('rec.gone') };
      return notYet(said('rec.stillThere'));
    }
    case 'created':
      return checkCreated(client, expect, claimed, notYet);
  }
}

async function checkValues(
  client: OdooClient,
  entry: JournalEntry,
  expect: Extract<Expectation, { type: 'values' }>,
  notYet: (error: Text) => Verdict,
): Promise<Verdict> {
  const ids = Object.keys(expect.values).map(Number);
  const names = [...new Set(Object.values(expect.values).flatMap((v) => Object.keys(v)))];
  const [fields, read] = await Promise.all([client.fieldsGet(expect.model), readValues(client, expect.model, ids, names)]);
  if (read.missing.length) return notYet(said('rec.recordGone', { ids: read.missing.join(', ') }));
  const types = typesOf(fields);
  const holds = (id: number) =>
    Object.entries(expect.values[id] ?? {}).every(([f, v]) => valueEquals(read.values[id]?.[f], v, types[f]));
  if (ids.every(holds)) {
    return { status: 'done', after: read.values, recordIds: ids, names: read.names, note: said('rec.there') };
  }
  const untouched = ids.every((id) => Object.keys(expect.values[id] ?? {}).every((f) => valueEquals(read.values[id]?.[f], entry.before[id]?.[f], types[f])));
  return notYet(said(untouched ? 'rec.neverReached' : 'rec.otherValues'));
}

async function checkCreated(
  client: OdooClient,
  expect: Extract<Expectation, { type: 'created' }>,
  claimed: Set<number>,
  notYet: (error: Text) => Verdict,
): Promise<Verdict> {
  const fields = await client.fieldsGet(expect.model);
  const types = typesOf(fields);
  const names = [...new Set(expect.records.flatMap((r) => Object.keys(r)))].filter((f) => f in fields);
  // Only records made after the create was sent, by the same user: with the id read just before
  // sending, no record that already existed (the user's own, made by hand) can be taken for it.
  const domain: unknown[] =
    expect.afterId !== undefined
      ? [['id', '>', expect.afterId], ['create_uid', '=', expect.uid]]
      : [['create_uid', '=', expect.uid], ['create_date', '>=', odooDatetime(expect.since - CLOCK_MARGIN_MS)]];
  // Naming 'active' in the domain lifts Odoo's hiding of archived records (one created archived).
  if (fields.active) domain.push(['active', 'in', [true, false]]);
  const { records } = await client.searchRead(expect.model, { domain, fields: [...names, 'display_name', 'write_date'], order: 'id asc', limit: 80 });
  const found = fromRecords(records.map((r) => r.id), records, [...names, 'display_name', 'write_date']);
  const taken = new Set(claimed);
  const adopted: number[] = [];
  const unsure: number[] = [];
  for (const wanted of expect.records) {
    const matching = records.filter((r) => !taken.has(r.id) && matches(found.values[r.id] ?? {}, wanted, types)).map((r) => r.id);
    // Two unclaimed candidates for one record: which is ours is not known, so none is taken.
    if (matching.length > 1) unsure.push(...matching);
    if (matching.length !== 1) continue;
    taken.add(matching[0]!);
    adopted.push(matching[0]!);
  }
  if (!adopted.length && unsure.length) {
    return notYet(said('rec.ambiguous', { ids: [...new Set(unsure)].join(', ') }));
  }
  if (!adopted.length) return notYet(said('rec.neverCreated'));
  const after = Object.fromEntries(adopted.map((id) => [id, found.values[id]!]));
  const names_ = Object.fromEntries(adopted.map((id) => [id, found.names[id] ?? `#${id}`]));
  const partial = adopted.length < expect.records.length ? [said('rec.partial', { found: adopted.length, total: expect.records.length })] : [];
  return { status: 'done', recordIds: adopted, after, names: names_, note: [said('rec.found', { ids: adopted.join(', ') }), ...partial] };
}

function matches(record: Record<string, Json>, wanted: Record<string, Json>, types: Record<string, string>): boolean {
  return Object.entries(wanted).every(([f, v]) => valueEquals(record[f], v, types[f]));
}
