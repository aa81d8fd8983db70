import { z } from 'zod';
import {
  addDays, change, collect, comparedPeriods, COMPARISONS, dateTerms, datetimeTerms, MOVE_TYPES, PURCHASE_STATES, refundSign, round,
  SALE_STATES, userDay, type Bucket, type Period,
} from '@/lib/business';
import type { Json } from '@/lib/db';
import type { GroupRow } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

// What each subject counts: the same states, dates and net-of-credit-notes rule as its *_summary skill.
const SUBJECTS = {
  sales: { model: 'sale.order', date: 'date_order', datetime: true, terms: [['state', 'in', SALE_STATES.confirmed]], count: 'orders' },
  purchases: { model: 'purchase.order', date: 'date_order', datetime: true, terms: [['state', 'in', PURCHASE_STATES.confirmed]], count: 'orders' },
  invoices: { model: 'account.move', date: 'invoice_date', datetime: false, terms: [['move_type', 'in', MOVE_TYPES.customer], ['state', '=', 'posted']], count: 'invoices' },
  bills: { model: 'account.move', date: 'invoice_date', datetime: false, terms: [['move_type', 'in', MOVE_TYPES.vendor], ['state', '=', 'posted']], count: 'bills' },
} as const;

// The date group as long as the compared period (COMPARISONS' unit, in months).
const GRANULARITY = { 1: 'month', 3: 'quarter', 12: 'year' } as const;

export default defineSkill({
  name: 'compare_periods',
  description: 'Compares sales, purchases, invoices or bills (untaxed, net of credit notes): this month/quarter/year so far vs the same days before, and vs that whole period.',
  terms: {
    en: 'compare, compare sales, comparison, vs last month, versus, this month vs last month, this quarter vs last quarter, year over year, period over period, same period last year',
    fr: "comparer, comparer les ventes, comparaison, par rapport au mois dernier, versus, même période l'an dernier",
    es: 'comparar, comparar ventas, comparación, frente al mes pasado, versus, mismo periodo del año pasado',
    de: 'vergleichen, Umsatz vergleichen, Vergleich, gegenüber Vormonat, Vorjahr, versus, gleicher Zeitraum',
    nl: 'vergelijken, omzet vergelijken, vergelijking, ten opzichte van vorige maand, versus, zelfde periode vorig jaar',
  },
  input: z.object({
    subject: z.enum(['sales', 'purchases', 'invoices', 'bills']).describe('What to total'),
    compare: z.enum(Object.keys(COMPARISONS) as [keyof typeof COMPARISONS, ...Array<keyof typeof COMPARISONS>]).default('month')
      .describe('month = vs last month; month_last_year = vs this month a year ago; year = year over year'),
  }),
  risk: 'read',
  async execute({ subject, compare }, ctx) {
    const spec = SUBJECTS[subject];
    const { tz, today } = await userDay(ctx.odoo);
    const periods = comparedPeriods(compare, today);
    const isMove = spec.model === 'account.move';
    const terms = (period: Period) => (spec.datetime ? datetimeTerms(spec.date, period, tz) : dateTerms(spec.date, period));
    // One period's terms as a single prefix-notation operand ('&' before each but the last).
    const operand = (period: Period) => { const t = terms(period); return [...t.slice(1).map(() => '&'), ...t]; };
    const groups = (extra: string[], ...spans: Period[]) => ctx.odoo.readGroup(spec.model, {
      domain: [...spec.terms, ...(spans.length > 1 ? ['|', ...operand(spans[0]!), ...operand(spans[1]!)] : terms(spans[0]!))],
      groupby: [...(isMove ? ['move_type'] : []), 'currency_id', ...extra],
      aggregates: ['amount_untaxed:sum'],
    }, { signal: ctx.signal });
    const sum = (rows: GroupRow[]) => collect(rows, { currency: 'currency_id', measures: { untaxed: 'amount_untaxed:sum' }, sign: isMove ? refundSign : undefined });
    // Two read_groups sent together (one round trip's wait): the current and the same days before
    // in one, told apart by a date group as long as the compared period (they never share one);
    // the whole period before in the other.
    const unit = `${spec.date}:${GRANULARITY[COMPARISONS[compare].unit]}`;
    const [both, wholeRows] = await Promise.all([groups([unit], periods.current, periods.previous), groups([], periods.previous_whole)]);
    // A datetime group starts at the UTC instant of its local midnight: the day before in UTC east of
    // Greenwich; the period before starts a month or more earlier.
    const dayBefore = addDays(periods.current.from, -1);
    const isCurrent = (row: GroupRow) => (row.starts?.[unit] ?? '').slice(0, 10) >= dayBefore;
    const [current, previous, whole] = [sum(both.filter(isCurrent)), sum(both.filter((r) => !isCurrent(r))), sum(wholeRows)];
    const currencies = [...new Set([...current, ...previous, ...whole].map((b) => b.currency ?? ''))];
    const side = (buckets: Bucket[], currency: string, period: Period): Record<string, Json> => {
      const b = buckets.find((x) => (x.currency ?? '') === currency);
      return { ...period, [spec.count]: b?.count ?? 0, untaxed: round(b?.sums.untaxed ?? 0) };
    };
    const rows = (currencies.length ? currencies : ['']).map((currency) => {
      const now = side(current, currency, periods.current);
      const before = side(previous, currency, periods.previous);
      return {
        ...(currency ? { currency } : {}),
        current: now, previous: before, previous_whole: side(whole, currency, periods.previous_whole),
        ...change(Number(now.untaxed), Number(before.untaxed)),
      };
    });
    return odooData(spec.model, { subject, compare, today, ...(rows.length === 1 ? rows[0] : { by_currency: rows }) });
  },
  summary: ({ subject }, out) => {
    const pct = (out as { change_pct?: number | null }).change_pct;
    return `Compared ${subject}: ${pct === undefined ? 'several currencies' : pct === null ? 'nothing before' : `${pct > 0 ? '+' : ''}${pct}%`}`;
  },
});
