import { andDomains } from './domain.ts';
import type { Env } from './env.ts';
import { userError, valueError } from './errors.ts';
import { checkFieldAccess } from './field-groups.ts';
import { aggregate, type Aggregate, type Bucket, bucketize, type GroupBy, parseAggregate, parseGroupBy } from './grouping.ts';
import type { ModelDef } from './models.ts';
import { inSql } from './odoo-storage.ts';
import { compareKeys, searchRecords } from './search.ts';

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? [v] : []);

interface Paging {
  offset?: unknown;
  limit?: unknown;
}

function page<T>(rows: T[], { offset, limit }: Paging): T[] {
  const start = Number(offset) || 0;
  return typeof limit === 'number' && limit > 0 ? rows.slice(start, start + limit) : rows.slice(start);
}

/** Orders groups by 'key [asc|desc]' terms, keys being groupby specs or aggregate keys. */
function orderRows(rows: Record<string, unknown>[], order: unknown): Record<string, unknown>[] {
  if (typeof order !== 'string' || !order.trim()) return rows;
  const terms = order.split(',').map((t) => t.trim().split(/\s+/));
  const key = (v: unknown) => (Array.isArray(v) ? (v[1] as string) : v === false || v === undefined ? null : (v as string | number));
  return [...rows].sort((a, b) => {
    for (const [name = '', dir] of terms) {
      const cmp = compareKeys(key(a[name]), key(b[name]), dir?.toLowerCase() === 'desc', dir?.toLowerCase() === 'desc');
      if (cmp) return cmp;
    }
    return 0;
  });
}

/**
 * A computed field summed by the model's read_group override (stock.quant value, seen on real
 * 16-19): 16 refuses 'value:sum' and sums the bare name in grouped calls only; 17 sums either;
 * 18 and 19 drop the bare name.
 */
function keepsOverride(env: Env, model: ModelDef, spec: string, grouped: boolean): boolean {
  const [name = '', fn] = spec.split(':');
  if (!model.fields[name]?.overrideSum) return true;
  if (env.version === 16) {
    if (fn) throw userError(`Cannot aggregate field '${name}'.`);
    return grouped;
  }
  return env.version === 17 || !!fn;
}

/**
 * A related field Odoo does not store (stock.quant warehouse_id, product_categ_id): 18+ group by it
 * through the relation; 16 and 17 refuse, each in its words. A computed one no version groups by
 * (seen on real 16-19).
 */
function checkGroupable(env: Env, model: ModelDef, groupBys: GroupBy[]): void {
  const field = groupBys.find((g) => !inSql(g.field, env.version));
  if (!field) return;
  if (env.version >= 18) throw valueError(`Cannot convert ${model.name}.${field.name} to SQL because it is not stored`);
  if (env.version === 16) throw userError(`Field ${model.name}.${field.name} is not a stored field, only stored fields (regular or many2many) are valid for the 'groupby' parameter`);
  throw valueError(`Cannot convert field ${model.name}.${field.name} to SQL`);
}

/**
 * Odoo cannot order groups by a sum its read_group override computes after the query (stock.quant
 * value, seen on real 16-19): 16 drops the term (a field neither grouped nor aggregated in SQL), 17
 * refuses it, 18 and 19 order by the SQL that stands in for it, the group's record ids
 * (array_agg(id)). The stand-in once ordered by the true sums: kinder than Odoo.
 */
function orderOverride(env: Env, model: ModelDef, order: unknown, rows: Array<Record<string, unknown>>, ids: number[][]): { order: unknown; rows: Array<Record<string, unknown>> } {
  if (typeof order !== 'string') return { order, rows };
  const terms = order.split(',').map((t) => t.trim()).filter(Boolean);
  const overridden = (term: string) => !!model.fields[term.split(/\s+/)[0]!.split(':')[0]!]?.overrideSum;
  const term = terms.find(overridden);
  if (!term) return { order, rows };
  if (env.version === 17) {
    const [name = '', dir] = term.split(/\s+/);
    throw valueError(`Order term '${name.includes(':') ? name : `${name}:sum`}${dir ? ` ${dir}` : ''}' is not a valid aggregate nor valid groupby`);
  }
  if (env.version === 16) return { order: terms.filter((t) => !overridden(t)).join(', '), rows };
  const key = '__ids';
  const marked = rows.map((row, i) => ({ ...row, [key]: ids[i]!.map((id) => String(id).padStart(12, '0')).join(',') }));
  return { order: terms.map((t) => (overridden(t) ? `${key}${t.split(/\s+/)[1] ? ` ${t.split(/\s+/)[1]}` : ''}` : t)).join(', '), rows: marked };
}

const unmark = (rows: Array<Record<string, unknown>>) => rows.map(({ __ids: _ids, ...row }) => row);

/** 19 checks the fields a grouping reads against their groups (16-18 do not). */
function checkGroupFields(env: Env, model: ModelDef, names: string[]): void {
  if (env.version >= 19) checkFieldAccess(env, model, names);
}

/** read_group (16-19): one row per group, shaped as Odoo 17/18 return it. */
export function readGroup(env: Env, model: ModelDef, p: Record<string, unknown>): Record<string, unknown>[] {
  const domain = Array.isArray(p.domain) ? p.domain : [];
  const all = asList(p.groupby);
  const lazy = p.lazy !== false;
  const groupBys = parseGroupBy(model, lazy ? all.slice(0, 1) : all);
  const aggregates = asList(p.fields)
    .filter((f) => f !== '__count' && !all.some((g) => g.split(':')[0] === f.split(':')[0]))
    .filter((f) => keepsOverride(env, model, f, groupBys.length > 0))
    .map((f) => parseAggregate(model, f, false))
    .filter((a): a is Aggregate => !!a);
  checkGroupFields(env, model, [...aggregates.map((a) => a.name), ...groupBys.map((g) => g.name)]);
  checkGroupable(env, model, groupBys);
  const recs = searchRecords(env, model, domain, { order: 'id' });
  const buckets: Bucket[] = groupBys.length ? bucketize(env, model, recs, groupBys) : [{ keys: [], recs }];
  const countKey = lazy && groupBys[0] ? `${groupBys[0].name}_count` : '__count';
  const rows = buckets.map(({ keys, recs: members }) => {
    const row: Record<string, unknown> = {};
    keys.forEach((k, i) => (row[groupBys[i]!.spec] = k.value));
    row[countKey] = members.length;
    for (const agg of aggregates) row[agg.key] = aggregate(env, model, members, agg);
    row.__domain = andDomains([domain, andDomains(keys.map((k) => k.domain))]);
    const ranges = keys.flatMap((k, i) => (k.range ? [[groupBys[i]!.spec, k.range] as const] : []));
    if (ranges.length) row.__range = Object.fromEntries(ranges);
    if (lazy && all.length > 1) row.__context = { group_by: all.slice(1) };
    return row;
  });
  const ordered = orderOverride(env, model, p.orderby, rows, buckets.map((b) => b.recs.map((r) => r.id)));
  return page(unmark(orderRows(ordered.rows, ordered.order)), p);
}

/** formatted_read_group (19): aggregates keyed by their spec, __extra_domain per group. */
export function formattedReadGroup(env: Env, model: ModelDef, p: Record<string, unknown>): Record<string, unknown>[] {
  const domain = Array.isArray(p.domain) ? p.domain : [];
  const groupBys = parseGroupBy(model, asList(p.groupby));
  const specs = asList(p.aggregates);
  const aggregates = specs.filter((s) => s !== '__count').map((s) => {
    if (!s.includes(':')) throw valueError(`Invalid aggregate specification '${s}'`);
    return parseAggregate(model, s, true)!;
  });
  checkGroupFields(env, model, [...aggregates.map((a) => a.name), ...groupBys.map((g) => g.name)]);
  checkGroupable(env, model, groupBys);
  const recs = searchRecords(env, model, domain, { order: 'id' });
  const buckets: Bucket[] = groupBys.length ? bucketize(env, model, recs, groupBys) : [{ keys: [], recs }];
  const ids = buckets.map((b) => b.recs.map((r) => r.id));
  let rows = buckets.map(({ keys, recs: members }) => {
    const row: Record<string, unknown> = {};
    keys.forEach((k, i) => (row[groupBys[i]!.spec] = k.range ? [k.range.from, k.label] : k.value));
    if (specs.includes('__count')) row.__count = members.length;
    for (const agg of aggregates) row[agg.key] = aggregate(env, model, members, agg);
    row.__extra_domain = andDomains(keys.map((k) => k.domain));
    return row;
  });
  const ordered = orderOverride(env, model, p.order, rows, ids);
  rows = ordered.rows;
  if (Array.isArray(p.having) && p.having.length) rows = rows.filter(havingFilter(p.having));
  return page(unmark(orderRows(rows, ordered.order)), p);
}

/** `having` leaves name aggregates ('amount_total:sum', '>', 100); evaluated on group rows. */
function havingFilter(having: unknown[]): (row: Record<string, unknown>) => boolean {
  return (row) =>
    having.every((leaf) => {
      if (!Array.isArray(leaf)) return true;
      const [key, op, value] = leaf as [string, string, number];
      const actual = Number(row[key] ?? 0);
      return { '=': actual === value, '!=': actual !== value, '>': actual > value, '>=': actual >= value, '<': actual < value, '<=': actual <= value }[op] ?? false;
    });
}

/** web_read_group: the list view's grouped call; its signature changed in 19. */
export function webReadGroup(env: Env, model: ModelDef, p: Record<string, unknown>): Record<string, unknown> {
  if (env.version >= 19) {
    const aggregates = [...new Set([...asList(p.aggregates), '__count'])];
    const all = formattedReadGroup(env, model, { ...p, aggregates, offset: 0, limit: false });
    return { groups: page(all, p), length: all.length };
  }
  const all = readGroup(env, model, { ...p, offset: 0, limit: false });
  return { groups: page(all, p), length: all.length };
}
