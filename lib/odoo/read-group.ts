import { OdooError } from './errors';
import { normalizeValue, type Many2one } from './records';
import { isObject } from '@/lib/util/objects';
import type { OdooTraits } from './versions';

export interface ReadGroupInput {
  domain?: unknown[];
  /** Field names, or 'date_field:month' style granularities (day, week, month, quarter, year). */
  groupby: string[];
  /** 'field:agg' (sum, avg, min, max, count_distinct, ...) and '__count'. */
  aggregates?: string[];
  /** e.g. 'amount_total:sum desc, __count desc'. */
  orderby?: string;
  limit?: number;
  offset?: number;
}

/** Many2one groups as {id, display_name}, date groups as Odoo's label ('January 2024'), false for "none". */
export type GroupValue = string | number | boolean | Many2one | null;
/** Numbers, or strings for min/max of dates; null when Odoo has no value. */
export type AggregateValue = number | string | null;

export interface GroupRow {
  /** Keyed by the groupby spec as given, e.g. 'partner_id', 'date_order:month'. */
  groups: Record<string, GroupValue>;
  /** Keyed by the aggregate spec as given, e.g. 'amount_total:sum'. */
  aggregates: Record<string, AggregateValue>;
  count: number;
  /**
   * Where each date group starts ('2024-01-01', or for a datetime the UTC instant of the local
   * midnight, '2023-12-31 23:00:00'), keyed by spec; only when grouping by a date granularity.
   */
  starts?: Record<string, string>;
}

const AGGREGATE = /^(\w+):(\w+)$/;

/**
 * Computed fields a model's read_group override sums (stock_account's stock.quant `value`). Odoo
 * 16 refuses 'value:sum' ("Cannot aggregate field 'value'") and sums only the bare name, and only
 * in a grouped call; 17 maps the bare name to 'value:sum'; 18 drops the bare name; 19 takes the spec.
 */
const OVERRIDDEN_SUMS: Record<string, readonly string[]> = { 'stock.quant': ['value'] };

/** The fields to send by their bare name to this model on a server that sums overrides so (versions.ts bareSums: 16). */
export function bareSums(model: string, traits: Pick<OdooTraits, 'bareSums'>): readonly string[] {
  return traits.bareSums ? (OVERRIDDEN_SUMS[model] ?? []) : [];
}

/**
 * 16-18: read_group(fields, groupby, lazy=false) keys aggregates by field name.
 * 19+: formatted_read_group(groupby, aggregates) keys them by spec; read_group is deprecated there.
 */
export function readGroupCall(input: ReadGroupInput, formatted: boolean, bare: readonly string[] = []): { method: string; kwargs: Record<string, unknown> } {
  const specs = aggregateSpecs(input.aggregates);
  const common = { domain: input.domain ?? [], groupby: input.groupby, limit: input.limit, offset: input.offset };
  if (formatted) {
    return {
      method: 'formatted_read_group',
      kwargs: {
        ...common,
        aggregates: [...specs, '__count'],
        // 19 orders by specs: a bare aggregated field name becomes its 'field:agg' spec.
        order: input.orderby && orderFor(input.orderby, (name) => (name.includes(':') ? name : (specs.find((s) => s.startsWith(`${name}:`)) ?? name))),
      },
    };
  }
  return {
    method: 'read_group',
    kwargs: {
      ...common,
      // '__count' is skipped by read_group's field parsing and keeps the list non-empty (empty = every field).
      fields: [...specs.map((spec) => (bare.includes(spec.replace(/:sum$/, '')) ? spec.replace(/:sum$/, '') : legacyFieldSpec(spec, specs, input.groupby))), '__count'],
      orderby: input.orderby && orderFor(input.orderby, (name) => (specs.includes(name) ? legacyKey(name, specs, input.groupby) : name)),
      lazy: false,
    },
  };
}

export function normalizeGroupRows(raw: unknown, input: ReadGroupInput): GroupRow[] {
  if (!Array.isArray(raw)) return [];
  const specs = aggregateSpecs(input.aggregates);
  return raw.filter(isObject).map((row) => {
    const starts = Object.fromEntries(input.groupby.flatMap((spec) => {
      const start = groupStart(spec, row);
      return start ? [[spec, start]] : [];
    }));
    return {
      groups: Object.fromEntries(input.groupby.map((spec) => [spec, groupValue(spec, row[spec])])),
      aggregates: Object.fromEntries(
        specs.map((spec) => [spec, aggregateValue(spec in row ? row[spec] : row[legacyKey(spec, specs, input.groupby)])]),
      ),
      count: typeof row.__count === 'number' ? row.__count : 0,
      ...(Object.keys(starts).length ? { starts } : {}),
    };
  });
}

/**
 * A date group's start, not its label (the label is in the user's language): 16-18 send
 * __range {spec: {from, to}} (16 also 'from/to' as the value's first item), 19 [from, label].
 */
function groupStart(spec: string, row: Record<string, unknown>): string | undefined {
  if (!spec.includes(':')) return undefined;
  const range = isObject(row.__range) ? row.__range[spec] : undefined;
  if (isObject(range) && typeof range.from === 'string') return range.from;
  const value = row[spec];
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0].split('/')[0] : undefined;
}

function aggregateSpecs(aggregates: string[] = []): string[] {
  const specs = aggregates.filter((a) => a !== '__count');
  const bad = specs.filter((a) => !AGGREGATE.test(a));
  if (bad.length) {
    throw new OdooError({
      kind: 'bad_request',
      serverMessage: `Invalid aggregate ${bad.map((b) => `'${b}'`).join(', ')}`,
      hint: "Use 'field:function' such as 'amount_total:sum', or '__count'.",
    });
  }
  return [...new Set(specs)];
}

/**
 * read_group (16-18) returns an aggregate under its field name, unless aliased as
 * 'alias:func(field)' — needed when one field has two aggregates or is also a groupby.
 */
function legacyKey(spec: string, specs: string[], groupby: string[]): string {
  const [field = '', func = ''] = spec.split(':');
  const clash = groupby.includes(field) || specs.filter((s) => s.startsWith(`${field}:`)).length > 1;
  return clash ? `${field}_${func}` : field;
}

function legacyFieldSpec(spec: string, specs: string[], groupby: string[]): string {
  const key = legacyKey(spec, specs, groupby);
  const [field = '', func = ''] = spec.split(':');
  return key === field ? spec : `${key}:${func}(${field})`;
}

/** Rewrites each term's name of an 'a desc, b' order clause. */
function orderFor(orderby: string, rename: (name: string) => string): string {
  return orderby
    .split(',')
    .map((term) => {
      const [name = '', ...rest] = term.trim().split(/\s+/);
      return [rename(name), ...rest].join(' ');
    })
    .join(', ');
}

function groupValue(spec: string, value: unknown): GroupValue {
  if (value === undefined || value === null) return null;
  // 19 sends date groups as [value, label]; 16-18 send the label alone.
  if (Array.isArray(value) && spec.includes(':')) return String(value[1] ?? value[0] ?? '');
  const normalized = normalizeValue(value);
  if (['string', 'number', 'boolean'].includes(typeof normalized)) return normalized as string | number | boolean;
  return isObject(normalized) && typeof normalized.id === 'number' ? (normalized as unknown as Many2one) : String(normalized);
}

function aggregateValue(value: unknown): AggregateValue {
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}
