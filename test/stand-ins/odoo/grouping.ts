// Grouping shared by read_group (16-19) and formatted_read_group (19).
import type { Rec } from './db.ts';
import { type Env, fieldOf, fieldValue, nameOf } from './env.ts';
import { pyRepr, valueError } from './errors.ts';
import type { FieldDef, ModelDef } from './models.ts';
import { compareKeys } from './search.ts';

const GRANULARITIES = ['day', 'week', 'month', 'quarter', 'year'] as const;
type Granularity = (typeof GRANULARITIES)[number];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface GroupBy {
  spec: string;
  name: string;
  field: FieldDef;
  granularity?: Granularity;
}

/** One group value: what to return, how to sort it, and the domain that selects it. */
export interface GroupValue {
  raw: string | number | boolean;
  sort: string | number | null;
  value: unknown;
  label?: string;
  domain: unknown[];
  range?: { from: string; to: string };
}

export function parseGroupBy(model: ModelDef, specs: string[]): GroupBy[] {
  return specs.map((spec) => {
    const [name = '', gran] = spec.split(':');
    const field = name === 'id' ? ({ type: 'integer', string: 'ID' } as FieldDef) : fieldOf(model, name);
    const dated = field.type === 'date' || field.type === 'datetime';
    if (gran && (!dated || !GRANULARITIES.includes(gran as Granularity))) throw valueError(`${pyRepr(gran)} isn't a valid granularity`);
    return { spec, name, field, granularity: dated ? ((gran ?? 'month') as Granularity) : undefined };
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

function periodStart(day: Date, gran: Granularity): Date {
  const y = day.getUTCFullYear();
  const m = day.getUTCMonth();
  switch (gran) {
    case 'day': return new Date(Date.UTC(y, m, day.getUTCDate()));
    case 'week': return new Date(Date.UTC(y, m, day.getUTCDate() - ((day.getUTCDay() + 6) % 7)));
    case 'month': return new Date(Date.UTC(y, m, 1));
    case 'quarter': return new Date(Date.UTC(y, m - (m % 3), 1));
    case 'year': return new Date(Date.UTC(y, 0, 1));
  }
}

function periodEnd(start: Date, gran: Granularity): Date {
  const d = new Date(start);
  if (gran === 'day') d.setUTCDate(d.getUTCDate() + 1);
  else if (gran === 'week') d.setUTCDate(d.getUTCDate() + 7);
  else d.setUTCMonth(d.getUTCMonth() + (gran === 'month' ? 1 : gran === 'quarter' ? 3 : 12));
  return d;
}

function isoWeek(d: Date): [number, number] {
  const thursday = new Date(d);
  thursday.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + 3);
  const jan4 = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  const days = (thursday.getTime() - jan4.getTime()) / 86_400_000;
  return [thursday.getUTCFullYear(), 1 + Math.round((days - 3 + ((jan4.getUTCDay() + 6) % 7)) / 7)];
}

function label(start: Date, gran: Granularity): string {
  const y = start.getUTCFullYear();
  switch (gran) {
    case 'day': return `${pad(start.getUTCDate())} ${MONTHS[start.getUTCMonth()]!.slice(0, 3)} ${y}`;
    case 'week': { const [wy, w] = isoWeek(start); return `W${w} ${wy}`; }
    case 'month': return `${MONTHS[start.getUTCMonth()]} ${y}`;
    case 'quarter': return `Q${Math.floor(start.getUTCMonth() / 3) + 1} ${y}`;
    case 'year': return String(y);
  }
}

function stamp(d: Date, field: FieldDef): string {
  const day = d.toISOString().slice(0, 10);
  return field.type === 'datetime' ? `${day} 00:00:00` : day;
}

function knownZone(tz: unknown): string | undefined {
  if (typeof tz !== 'string' || !tz || tz === 'UTC') return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return undefined; // Odoo ignores a tz pytz does not know: UTC
  }
}

/** 'YYYY-MM-DD HH:MM:SS' of an instant on the wall clock of `tz`. */
function wallClock(instant: Date, tz: string): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    .formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The UTC stamp of local midnight `day` (a UTC-midnight Date standing for the local day) in `tz`. */
function utcOf(day: Date, tz: string): string {
  const guess = day.getTime();
  const offset = (at: number) => Date.parse(`${wallClock(new Date(at), tz).replace(' ', 'T')}Z`) - at;
  const instant = guess - offset(guess - offset(guess));
  return new Date(instant).toISOString().slice(0, 19).replace('T', ' ');
}

export function groupValue(env: Env, model: ModelDef, rec: Rec, gb: GroupBy): GroupValue {
  const value = fieldValue(env, model, rec, gb.name);
  const name = gb.name;
  if (gb.field.type === 'many2one' || gb.field.type === 'many2many') {
    const id = Array.isArray(value) ? value[0] : value;
    if (typeof id !== 'number') return { raw: false, sort: null, value: false, domain: [[name, '=', false]] };
    const display = nameOf(env, gb.field.relation!, id);
    return { raw: id, sort: display, value: [id, display], domain: [[name, '=', id]] };
  }
  if (gb.granularity) {
    if (!value) return { raw: false, sort: null, value: false, domain: [[name, '=', false]] };
    // A datetime is grouped by its day in the context's time zone, and its range given in UTC
    // (Odoo: date_trunc on the local time, then tz.localize(start).astimezone(utc)).
    const tz = gb.field.type === 'datetime' ? knownZone(env.context.tz) : undefined;
    const local = tz ? wallClock(new Date(`${String(value).replace(' ', 'T')}Z`), tz) : String(value);
    const start = periodStart(new Date(`${local.slice(0, 10)}T00:00:00Z`), gb.granularity);
    const from = tz ? utcOf(start, tz) : stamp(start, gb.field);
    const to = tz ? utcOf(periodEnd(start, gb.granularity), tz) : stamp(periodEnd(start, gb.granularity), gb.field);
    return {
      raw: from, sort: from, value: label(start, gb.granularity), label: label(start, gb.granularity),
      domain: ['&', [name, '>=', from], [name, '<', to]], range: { from, to },
    };
  }
  const raw = value === undefined || value === null ? false : (value as string | number | boolean);
  const sort = raw === false && gb.field.type !== 'boolean' ? null : typeof raw === 'boolean' ? Number(raw) : raw;
  return { raw, sort, value: raw, domain: [[name, '=', raw]] };
}

export interface Bucket {
  keys: GroupValue[];
  recs: Rec[];
}

export function bucketize(env: Env, model: ModelDef, recs: Rec[], groupBys: GroupBy[]): Bucket[] {
  const buckets = new Map<string, Bucket>();
  for (const rec of recs) {
    const keys = groupBys.map((gb) => groupValue(env, model, rec, gb));
    const id = JSON.stringify(keys.map((k) => k.raw));
    const bucket = buckets.get(id) ?? { keys, recs: [] };
    bucket.recs.push(rec);
    buckets.set(id, bucket);
  }
  const list = [...buckets.values()];
  list.sort((a, b) => {
    for (const [i] of groupBys.entries()) {
      const cmp = compareKeys(a.keys[i]!.sort, b.keys[i]!.sort, false, false);
      if (cmp) return cmp;
    }
    return 0;
  });
  return list;
}

export interface Aggregate {
  key: string;
  name: string;
  fn: string;
}

/** 'amount_total:sum', 'total:sum(amount_total)' or a bare numeric field (summed). */
export function parseAggregate(model: ModelDef, spec: string, keyIsSpec: boolean): Aggregate | undefined {
  const match = /^(\w+)(?::(\w+)(?:\((\w+)\))?)?$/.exec(spec.trim());
  if (!match) throw valueError(`Invalid aggregate specification ${pyRepr(spec)}`);
  const [, first = '', fn, inner] = match;
  const name = inner ?? first;
  const field = name === 'id' ? ({ type: 'integer', string: 'ID' } as FieldDef) : fieldOf(model, name);
  const numeric = ['integer', 'float', 'monetary'].includes(field.type) && name !== 'id';
  const aggregate = fn ?? (numeric ? 'sum' : undefined);
  if (!aggregate) return undefined;
  return { key: keyIsSpec ? spec : first, name, fn: aggregate };
}

export function aggregate(env: Env, model: ModelDef, recs: Rec[], agg: Aggregate): unknown {
  const values = recs.map((r) => fieldValue(env, model, r, agg.name));
  const numbers = values.map((v) => (Array.isArray(v) ? v.length : Number(v || 0)));
  const sum = numbers.reduce((t, n) => t + n, 0);
  switch (agg.fn) {
    case 'sum': return Math.round(sum * 100) / 100;
    case 'avg': return recs.length ? sum / recs.length : false;
    case 'min':
    case 'max': {
      // Dates and datetimes compare as their ISO text, as PostgreSQL's min/max do.
      const present = values.filter((v) => v !== false && v != null);
      if (present.some((v) => typeof v === 'string')) {
        const sorted = present.map(String).sort();
        return (agg.fn === 'min' ? sorted[0] : sorted.at(-1)) ?? false;
      }
      return recs.length ? (agg.fn === 'min' ? Math.min(...numbers) : Math.max(...numbers)) : false;
    }
    case 'count': return values.filter((v) => v !== false).length;
    case 'count_distinct': return new Set(values.filter((v) => v !== false).map((v) => JSON.stringify(v))).size;
    case 'bool_and': return values.every(Boolean);
    case 'bool_or': return values.some(Boolean);
    case 'array_agg': return values;
    default: throw valueError(`Invalid aggregation function ${pyRepr(agg.fn)}.`);
  }
}
