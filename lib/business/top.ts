import { z } from 'zod';
import type { CallOptions, GroupRow, ReadGroupInput } from '@/lib/odoo';
import { type Bucket, collect, ROW_CAP } from './buckets';

/** The top N a skill offers on a grouping that grows with the data: "top 5 suppliers" costs 5 rows. */
export const topLimit = z.number().int().min(1).max(ROW_CAP).default(ROW_CAP);

/** What a business answer shows of a grouping that grows with the data (customers, products). */
export interface TopBuckets {
  /** The largest groups by the first measure, in order (ties in Odoo's own group order). */
  rows: Bucket[];
  /** One bucket per currency over every group: the answer's totals. */
  totals: Bucket[];
  /** How many (group, currency) rows there are in all: the answer's `more_rows`. */
  groups: number;
}

/**
 * Rows whose sign a field's value turns (move_type: credit notes count negative). Odoo cannot order
 * by such a net, so it orders by `order`, a stored sum already signed so (amount_residual_signed),
 * from both ends; the rows' own figures are then read for those groups alone and ranked here.
 */
export interface SignedBy {
  by: string;
  sign: (row: GroupRow) => number;
  /** An aggregate spec whose sum has the net's sign per group (or the opposite sign, the same for every group). */
  order: string;
}

export interface TopInput {
  domain: unknown[];
  /** The groupby field naming a row ('partner_id'): a many2one (its "None" group is counted too). */
  group: string;
  currency: string;
  /** Output name -> aggregate spec; the first orders the rows, largest first. */
  measures: Record<string, string>;
  cap?: number;
  signed?: SignedBy;
}

type GroupReader = { readGroup(model: string, input: ReadGroupInput, opts?: CallOptions): Promise<GroupRow[]> };

/**
 * Odoo orders and cuts the groups (ORDER BY the first sum, LIMIT cap), and a second grouping by
 * currency alone gives the totals and counts the groups: Weft's own work stays the same at 1,000 or
 * 100,000 customers, where reading every group and sorting here grew with them (issue 32). The
 * tie-break names the groupby fields, which is Odoo's default group order on 16-19, so rows come
 * in the order the whole grouping sorted by the sum gave (contract: test/contract/top-groups).
 */
export async function topBuckets(odoo: GroupReader, model: string, input: TopInput, opts: CallOptions = {}): Promise<TopBuckets> {
  if (input.signed) return topSigned(odoo, model, { ...input, signed: input.signed }, opts);
  const { domain, group, currency, measures, cap = ROW_CAP } = input;
  const specs = Object.values(measures);
  const [top, whole] = await Promise.all([
    odoo.readGroup(model, { domain, groupby: [group, currency], aggregates: specs, orderby: `${specs[0]} desc, ${group}, ${currency}`, limit: cap }, opts),
    odoo.readGroup(model, { domain, groupby: [currency], aggregates: [...specs, ...countSpecs(group)] }, opts),
  ]);
  return { rows: collect(top, { group, currency, measures }), totals: collect(whole, { currency, measures }), groups: countGroups(whole, group) };
}

/** Spread over two round trips: the candidates from both ends, then their own figures. */
async function topSigned(odoo: GroupReader, model: string, input: TopInput & { signed: SignedBy }, opts: CallOptions): Promise<TopBuckets> {
  const { domain, group, currency, measures, cap = ROW_CAP, signed } = input;
  const specs = Object.values(measures);
  const end = (dir: 'desc' | 'asc') =>
    odoo.readGroup(model, { domain, groupby: [group, currency], aggregates: [signed.order], orderby: `${signed.order} ${dir}, ${group}, ${currency}`, limit: cap }, opts);
  const [high, low, byType, count] = await Promise.all([
    end('desc'), end('asc'),
    odoo.readGroup(model, { domain, groupby: [signed.by, currency], aggregates: specs }, opts),
    odoo.readGroup(model, { domain, groupby: [currency], aggregates: countSpecs(group) }, opts),
  ]);
  // The largest nets either way are among the `cap` largest and `cap` smallest signed sums.
  const candidates = new Set([...high, ...low].map((row) => keyOf(row, group, currency)));
  const ids = [...new Set([...high, ...low].map((row) => idOf(row.groups[group])).filter((id): id is number => id !== undefined))];
  const none = [...high, ...low].some((row) => idOf(row.groups[group]) === undefined);
  const theirs = [...(none ? ['|', [group, '=', false]] : []), [group, 'in', ids]];
  const own = candidates.size
    ? await odoo.readGroup(model, { domain: [...domain, ...theirs], groupby: [group, signed.by, currency], aggregates: specs }, opts)
    : [];
  const first = Object.keys(measures)[0] ?? '';
  const rows = collect(own, { group, currency, measures, sign: signed.sign })
    .filter((b) => candidates.has(`${b.key}|${b.currency ?? ''}`))
    // Stable: equal amounts keep Odoo's group order, as the whole grouping sorted here did.
    .sort((a, b) => Math.abs(b.sums[first] ?? 0) - Math.abs(a.sums[first] ?? 0))
    .slice(0, cap);
  return { rows, totals: collect(byType, { currency, measures, sign: signed.sign }), groups: countGroups(count, group) };
}

/** Distinct values per currency, and the records with none (one more row, "None"). */
const countSpecs = (group: string) => [`${group}:count_distinct`, `${group}:count`];

function countGroups(rows: GroupRow[], group: string): number {
  return rows.reduce((n, row) => n + Number(row.aggregates[`${group}:count_distinct`] ?? 0) + (Number(row.aggregates[`${group}:count`] ?? 0) < row.count ? 1 : 0), 0);
}

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number' ? value.id : undefined);

/** The key collect() gives a (group, currency) bucket. */
function keyOf(row: GroupRow, group: string, currency: string): string {
  const [bucket] = collect([row], { group, currency, measures: {} });
  return `${bucket!.key}|${bucket!.currency ?? ''}`;
}
