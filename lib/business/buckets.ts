import type { Json } from '@/lib/db';
import type { GroupRow, GroupValue } from '@/lib/odoo';
import { monthKey } from './dates';

/** One line of a business answer: a group (customer, month, ...) in one currency. */
export interface Bucket {
  key: string;
  label: string;
  currency?: string;
  count: number;
  sums: Record<string, number>;
}

export interface CollectOptions {
  /** The groupby spec naming the bucket ('partner_id', 'date_order:month'); none: one bucket. */
  group?: string;
  /** The groupby spec of the currency ('currency_id'), when amounts are in several currencies. */
  currency?: string;
  /** Output name -> aggregate spec, e.g. { untaxed: 'amount_untaxed:sum' }. */
  measures: Record<string, string>;
  /** -1 for rows to subtract (credit notes). */
  sign?: (row: GroupRow) => number;
  lang?: string;
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Merges read_group rows into buckets by (group, currency), so extra groupby levels net out. */
export function collect(rows: GroupRow[], options: CollectOptions): Bucket[] {
  const buckets = new Map<string, Bucket>();
  for (const row of rows) {
    const value = options.group ? row.groups[options.group] : null;
    const { key, label } = options.group ? describe(options.group, value ?? false, options.lang) : { key: 'all', label: 'all' };
    const currency = options.currency ? describe(options.currency, row.groups[options.currency] ?? false).label : undefined;
    const id = `${key}|${currency ?? ''}`;
    let bucket = buckets.get(id);
    if (!bucket) buckets.set(id, (bucket = { key, label, currency, count: 0, sums: {} }));
    const sign = options.sign?.(row) ?? 1;
    bucket.count += row.count;
    for (const [name, spec] of Object.entries(options.measures)) {
      bucket.sums[name] = (bucket.sums[name] ?? 0) + sign * Number(row.aggregates[spec] ?? 0);
    }
  }
  return [...buckets.values()];
}

function describe(spec: string, value: GroupValue, lang?: string): { key: string; label: string } {
  if (value === false || value === null) return { key: 'none', label: 'None' };
  if (typeof value === 'object') return { key: String(value.id), label: value.display_name };
  const label = spec.endsWith(':month') ? monthKey(value, lang) : String(value);
  return { key: label, label };
}

export interface PresentOptions {
  /** Name of the group column: 'customer', 'month', ...; none: totals only. */
  name?: string;
  /** Name of the record count: 'orders', 'invoices', ... */
  count: string;
  cap?: number;
  /**
   * 'value': by the size of the first measure, largest first, a negative net ranked by its size
   * (credit notes: default); 'signed': largest first, negatives last ("top customers": a refund is
   * not a top sale); 'key': by label (months); 'none': as Odoo sent them.
   */
  order?: 'value' | 'signed' | 'key' | 'none';
  /** Measures left out of the totals (quantities of different units). */
  rowOnly?: string[];
  /** `buckets` are the top rows only, already in order (topBuckets): the totals and row count of them all. */
  whole?: { totals: Bucket[]; groups: number };
}

export const ROW_CAP = 25;

/** Compact JSON for the model: rows capped, totals over every row, currency stated once. */
export function present(buckets: Bucket[], options: PresentOptions): Record<string, Json> {
  const { name, count, cap = ROW_CAP, order = 'value', rowOnly = [], whole } = options;
  const all = whole?.totals ?? buckets;
  const currencies = [...new Set(all.map((b) => b.currency).filter((c): c is string => !!c))];
  const multi = currencies.length > 1;
  const first = Object.keys(buckets[0]?.sums ?? {})[0];
  const sorted = order === 'none' || whole ? buckets : [...buckets].sort((a, b) =>
    order === 'key' ? a.label.localeCompare(b.label)
      : order === 'signed' ? (b.sums[first ?? ''] ?? 0) - (a.sums[first ?? ''] ?? 0)
      : Math.abs(b.sums[first ?? ''] ?? 0) - Math.abs(a.sums[first ?? ''] ?? 0),
  );
  const line = (b: Bucket, skip: string[] = []): Record<string, Json> => ({
    [count]: b.count,
    ...Object.fromEntries(Object.entries(b.sums).filter(([k]) => !skip.includes(k)).map(([k, v]) => [k, round(v, 3)])),
  });
  const totals = (currencies.length ? currencies : [undefined]).map((currency) => {
    const sum: Bucket = { key: '', label: '', count: 0, sums: {} };
    for (const b of all.filter((x) => x.currency === currency)) {
      sum.count += b.count;
      for (const [k, v] of Object.entries(b.sums)) sum.sums[k] = (sum.sums[k] ?? 0) + v;
    }
    return { ...(multi ? { currency: currency ?? null } : {}), ...line(sum, rowOnly) };
  });
  const head: Record<string, Json> = multi ? { totals } : { ...(currencies[0] ? { currency: currencies[0] } : {}), total: totals[0] ?? {} };
  if (!name) return head;
  return {
    ...head,
    rows: sorted.slice(0, cap).map((b) => ({ [name]: b.label, ...(multi ? { currency: b.currency ?? null } : {}), ...line(b) })),
    ...((whole?.groups ?? sorted.length) > cap ? { more_rows: (whole?.groups ?? sorted.length) - cap } : {}),
  };
}

/** One line for the UI card from present()'s output, e.g. '6 orders, 8,598 USD untaxed'. */
export function headline(out: Record<string, Json>, count: string, measure: string): string {
  const isRecord = (v: Json | undefined): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
  const lines = (Array.isArray(out.totals) ? out.totals : [out.total]).filter(isRecord);
  const n = lines.reduce((t, l) => t + Number(l[count] ?? 0), 0);
  const amounts = lines.map((l) => {
    const currency = typeof l.currency === 'string' ? l.currency : typeof out.currency === 'string' ? out.currency : '';
    return `${Number(l[measure] ?? 0).toLocaleString('en-US', { maximumFractionDigits: 2 })}${currency ? ` ${currency}` : ''}`;
  });
  return `${n} ${count}, ${amounts.join(' + ') || '0'} ${measure}`;
}
