import { z } from 'zod';
import { collect, datetimeTerms, round, SALE_STATES, userDay } from '@/lib/business';
import type { Json } from '@/lib/db';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

export default defineSkill({
  name: 'sales_trend',
  description: 'Confirmed sales (untaxed) per month vs the same month last year, with change %.',
  terms: {
    en: 'sales trend, monthly sales vs last year, year over year, growth, evolution, month by month, compared to last year, trend',
    fr: "tendance des ventes, évolution des ventes, mois par mois, croissance, par rapport à l'an dernier",
    es: 'tendencia de ventas, evolución, mes a mes, crecimiento, comparado con el año pasado, mensual',
    de: 'Umsatzentwicklung, Trend, Entwicklung, Monat für Monat, Wachstum, gegenüber Vorjahr, Vorjahresvergleich',
    nl: 'verkooptrend, trend, ontwikkeling, maand per maand, groei, ten opzichte van vorig jaar',
  },
  input: z.object({
    year: z.number().int().min(2000).max(2100).optional().describe('Default this year'),
  }),
  risk: 'read',
  needs: ['sale.order'],
  app: 'sales',
  async execute({ year: asked }, ctx) {
    const { tz, lang, today } = await userDay(ctx.odoo);
    const year = asked ?? Number(today.slice(0, 4));
    // The current year stops at this month; so does the year it is compared with.
    const lastMonth = String(year) === today.slice(0, 4) ? Number(today.slice(5, 7)) : 12;
    const period = { from: `${year - 1}-01-01`, to: `${year}-12-31` };
    const groups = await ctx.odoo.readGroup('sale.order', {
      domain: [['state', 'in', SALE_STATES.confirmed], ...datetimeTerms('date_order', period, tz)],
      groupby: ['date_order:month', 'currency_id'],
      aggregates: ['amount_untaxed:sum'],
    }, { signal: ctx.signal });
    const buckets = collect(groups, { group: 'date_order:month', currency: 'currency_id', lang, measures: { untaxed: 'amount_untaxed:sum' } });
    const currencies = [...new Set(buckets.map((b) => b.currency ?? ''))];
    const amount = (month: string, currency: string) =>
      buckets.filter((b) => b.label === month && (b.currency ?? '') === currency).reduce((t, b) => t + (b.sums.untaxed ?? 0), 0);
    const change = (now: number, before: number): Json => (before ? round(((now - before) / Math.abs(before)) * 100, 1) : null);
    const series = (currency: string) => {
      const months = Array.from({ length: lastMonth }, (_, i) => {
        const mm = String(i + 1).padStart(2, '0');
        const now = amount(`${year}-${mm}`, currency);
        const before = amount(`${year - 1}-${mm}`, currency);
        return { month: `${year}-${mm}`, amount: round(now), previous: round(before), change_pct: change(now, before) };
      });
      const now = months.reduce((t, m) => t + m.amount, 0);
      const before = months.reduce((t, m) => t + m.previous, 0);
      return { ...(currency ? { currency } : {}), months, total: { amount: round(now), previous: round(before), change_pct: change(now, before) } };
    };
    const body = currencies.length > 1 ? { currencies: currencies.map(series) } : series(currencies[0] ?? '');
    // Month labels come in the user's language; one we cannot read is reported, not dropped silently.
    const unread = [...new Set(buckets.map((b) => b.label).filter((l) => !/^\d{4}-\d{2}$/.test(l)))];
    return odooData('sale.order', { year, compared_with: year - 1, measure: 'untaxed', ...body, ...(unread.length ? { unread_months: unread } : {}) });
  },
  summary: (_input, out) => `Sales ${String(out.year)} vs ${String(out.compared_with)}`,
});
