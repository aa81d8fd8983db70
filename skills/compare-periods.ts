import { z } from 'zod';
import {
  change, collect, comparedPeriods, COMPARISONS, dateTerms, datetimeTerms, MOVE_TYPES, PURCHASE_STATES, refundSign, round,
  SALE_STATES, userDay, type Bucket, type Period,
} from '@/lib/business';
import type { Json } from '@/lib/db';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

// What each subject counts: the same states, dates and net-of-credit-notes rule as its *_summary skill.
const SUBJECTS = {
  sales: { model: 'sale.order', date: 'date_order', datetime: true, terms: [['state', 'in', SALE_STATES.confirmed]], count: 'orders' },
  purchases: { model: 'purchase.order', date: 'date_order', datetime: true, terms: [['state', 'in', PURCHASE_STATES.confirmed]], count: 'orders' },
  invoices: { model: 'account.move', date: 'invoice_date', datetime: false, terms: [['move_type', 'in', MOVE_TYPES.customer], ['state', '=', 'posted']], count: 'invoices' },
  bills: { model: 'account.move', date: 'invoice_date', datetime: false, terms: [['move_type', 'in', MOVE_TYPES.vendor], ['state', '=', 'posted']], count: 'bills' },
} as const;

export default defineSkill({
  name: 'compare_periods',
  description: 'Compares sales, purchases, invoices or bills (untaxed, net of credit notes): this month/quarter/year so far vs the same days before, and vs that whole period.',
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
    const total = async (period: Period) => collect(await ctx.odoo.readGroup(spec.model, {
      domain: [...spec.terms, ...(spec.datetime ? datetimeTerms(spec.date, period, tz) : dateTerms(spec.date, period))],
      groupby: [...(isMove ? ['move_type'] : []), 'currency_id'],
      aggregates: ['amount_untaxed:sum'],
    }, { signal: ctx.signal }), { currency: 'currency_id', measures: { untaxed: 'amount_untaxed:sum' }, sign: isMove ? refundSign : undefined });
    // Three independent totals, sent together: one round trip's wait.
    const [current, previous, whole] = await Promise.all([total(periods.current), total(periods.previous), total(periods.previous_whole)]);
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
