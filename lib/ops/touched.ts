// Write dates Weft's own writes move on records they do not write. A timesheet logged on a task the
// assistant created makes Odoo recompute the task's hours, and the task's write date moves (16-19);
// so does an order's when a line of it is made or deleted, an invoice's when its payment is
// cancelled. The undo of that create must not take such a move for someone else's edit. So each
// write (and undo) reads the write date of the journal's own created records it links to, just
// before and just after its RPC, and keeps both on its entry: the undo of the create then checks the
// chain has no gap (changed-since.ts changedSince), so a real edit in between still asks.
import type { Json } from '@/lib/db';
import type { FieldsMap } from '@/lib/odoo';
import type { OpsContext } from './journaled';
import type { Touched } from './types';
import { many2oneId } from './values';

export interface TouchTarget {
  model: string;
  ids: number[];
}

/** What a write may touch: its own records (left out) and the many2one values it holds or sends. */
export interface TouchSource {
  model: string;
  ids: number[];
  /** The model's fields (asked for only when the journal has live created records). */
  fields: FieldsMap | (() => Promise<FieldsMap>);
  /** The records' values already known (a snapshot): their links are not read again. */
  values?: Array<Record<string, Json>>;
  /** Values the write sends (a create's, a write's new links). */
  sends?: Array<Record<string, Json>>;
  /** Records touched without a link (the records of the entry an undo reverts, on another model). */
  also?: TouchTarget[];
}

/** Records the journal created and could still undo, by model. */
export type LiveCreated = Map<string, Set<number>>;

/** The records of `live` that `values` link to through the many2one fields of `fields`. Pure. */
export function linkedLive(values: Array<Record<string, Json>>, fields: FieldsMap, live: LiveCreated): TouchTarget[] {
  const found = new Map<string, Set<number>>();
  for (const row of values) {
    for (const [name, value] of Object.entries(row)) {
      const relation = fields[name]?.type === 'many2one' ? fields[name]?.relation : undefined;
      const id = relation ? many2oneId(value) : undefined;
      if (relation && id !== undefined && live.get(relation)?.has(id)) found.set(relation, new Set([...(found.get(relation) ?? []), id]));
    }
  }
  return [...found].map(([model, ids]) => ({ model, ids: [...ids] }));
}

/** The many2one fields of `fields` pointing at a model the journal created records of. Pure. */
export const linkFields = (fields: FieldsMap, live: LiveCreated): string[] =>
  Object.entries(fields).filter(([, f]) => f.type === 'many2one' && !!f.relation && live.has(f.relation)).map(([name]) => name);

/** Write dates before and after, per record, only where they moved. Pure. */
export function touchedBetween(before: Map<string, Record<number, string>>, after: Map<string, Record<number, string>>): Touched | undefined {
  const out: Touched = {};
  for (const [model, dates] of before) {
    for (const [id, from] of Object.entries(dates)) {
      const to = after.get(model)?.[Number(id)];
      if (to && to !== from) (out[model] ??= {})[Number(id)] = { from, to };
    }
  }
  return Object.keys(out).length ? out : undefined;
}

const NOTHING = async (): Promise<undefined> => undefined;

/**
 * Reads, before a write, the write dates of the journal's live created records `source` touches;
 * resolves to a function that reads them again after it and says which moved. Reads nothing when the
 * write links to none (the common case). Never throws: a failed read leaves the move unrecorded, so
 * the create's undo asks (the safe side).
 */
export async function watchTouches(ctx: OpsContext, source: TouchSource): Promise<() => Promise<Touched | undefined>> {
  try {
    // The write's own records carry their write date on the entry itself.
    const live = without(await ctx.store.liveCreated(), source.model, source.ids);
    if (!live.size) return NOTHING;
    const targets = await touchTargets(ctx, source, live);
    if (!targets.length) return NOTHING;
    const before = await writeDates(ctx, targets);
    return async () => touchedBetween(before, await writeDates(ctx, targets).catch(() => new Map()));
  } catch {
    return NOTHING;
  }
}

async function touchTargets(ctx: OpsContext, source: TouchSource, live: LiveCreated): Promise<TouchTarget[]> {
  const { model, ids, values = [], sends = [], also = [] } = source;
  const fields = typeof source.fields === 'function' ? await source.fields() : source.fields;
  const links = linkFields(fields, live);
  // The records' own links, when what is known of them does not hold every link field.
  const known = values.length > 0 && links.every((f) => values.every((v) => f in v));
  const read = links.length && ids.length && !known ? await ctx.client.read(model, ids, links) : [];
  const found = [...linkedLive([...values, ...sends, ...(read as Array<Record<string, Json>>)], fields, live), ...also.map((t) => ({ model: t.model, ids: t.ids.filter((id) => live.get(t.model)?.has(id)) }))];
  // One read per model.
  const merged = new Map<string, Set<number>>();
  for (const t of found) for (const id of t.ids) merged.set(t.model, new Set([...(merged.get(t.model) ?? []), id]));
  return [...merged].map(([m, set]) => ({ model: m, ids: [...set] }));
}

/** `live` less the records `ids` of `model`. Pure. */
function without(live: LiveCreated, model: string, ids: number[]): LiveCreated {
  const out: LiveCreated = new Map();
  for (const [m, set] of live) {
    const left = m === model ? new Set([...set].filter((id) => !ids.includes(id))) : set;
    if (left.size) out.set(m, left);
  }
  return out;
}

async function writeDates(ctx: OpsContext, targets: TouchTarget[]): Promise<Map<string, Record<number, string>>> {
  const out = new Map<string, Record<number, string>>();
  for (const { model, ids } of targets) {
    const rows = await ctx.client.read(model, ids, ['write_date']);
    out.set(model, { ...out.get(model), ...Object.fromEntries(rows.filter((r) => typeof r.write_date === 'string').map((r) => [r.id, r.write_date as string])) });
  }
  return out;
}
