import type { CallOptions, GroupRow, ReadGroupInput } from '@/lib/odoo';
import { type Bucket, collect, ROW_CAP } from './buckets';

/** What a business answer shows of a grouping that grows with the data (customers, products). */
export interface TopBuckets {
  /** The largest groups by the first measure, in Odoo's order (ties in Odoo's own group order). */
  rows: Bucket[];
  /** One bucket per currency over every group: the answer's totals. */
  totals: Bucket[];
  /** How many (group, currency) rows there are in all: the answer's `more_rows`. */
  groups: number;
}

export interface TopInput {
  domain: unknown[];
  /** The groupby field naming a row ('partner_id'): a many2one never false under `domain`. */
  group: string;
  currency: string;
  /** Output name -> aggregate spec; the first orders the rows, largest first. */
  measures: Record<string, string>;
  cap?: number;
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
  const { domain, group, currency, measures, cap = ROW_CAP } = input;
  const specs = Object.values(measures);
  const distinct = `${group}:count_distinct`;
  const [top, whole] = await Promise.all([
    odoo.readGroup(model, { domain, groupby: [group, currency], aggregates: specs, orderby: `${specs[0]} desc, ${group}, ${currency}`, limit: cap }, opts),
    odoo.readGroup(model, { domain, groupby: [currency], aggregates: [...specs, distinct] }, opts),
  ]);
  return {
    rows: collect(top, { group, currency, measures }),
    totals: collect(whole, { currency, measures }),
    groups: whole.reduce((n, row) => n + Number(row.aggregates[distinct] ?? 0), 0),
  };
}
