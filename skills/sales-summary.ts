import { z } from 'zod';
import { appliedFilters, collect, topBuckets, filterInput, filterTerms, headline, datetimeTerms, periodInput, present, resolvePeriod, SALE_STATES, topLimit, userDay } from '@/lib/business';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

const BY_ORDER = { none: undefined, salesperson: 'user_id', month: 'date_order:month' } as const;

export default defineSkill({
  name: 'sales_summary',
  description: 'Sales order count, untaxed and total amounts, optionally per customer, product, salesperson or month; largest first, refunds last.',
  terms: {
    en: 'sales, revenue, turnover, sales figures, how much did we sell, sold, best customers, top customers, best selling products, top products, per salesperson, total sales, sales in a period, order totals, sales volume, income',
    fr: "ventes, chiffre d'affaires, total des ventes, vendu, meilleurs clients, produits les plus vendus, par commercial, volume de ventes",
    es: 'ventas, volumen de ventas, cuánto vendimos, vendido, mejores clientes, productos más vendidos, por vendedor, total de ventas, ingresos',
    de: 'Umsatz, Verkäufe, Verkaufszahlen, verkauft, wie viel haben wir verkauft, beste Kunden, Topkunden, meistverkaufte Produkte, pro Verkäufer, Gesamtumsatz, Erlöse',
    nl: 'verkoop, verkopen, omzet, verkoopcijfers, verkocht, beste klanten, best verkochte producten, per verkoper, totale verkoop, opbrengst',
  },
  input: z.object({
    ...periodInput,
    group_by: z.enum(['none', 'customer', 'product', 'salesperson', 'month']).default('none').describe('Rows per'),
    state: z.enum(['confirmed', 'quotation', 'all']).default('confirmed').describe('all = not cancelled'),
    salesperson: filterInput.salesperson,
    warehouse: filterInput.warehouse,
    min_amount: filterInput.min_amount,
    limit: topLimit.describe('Top N customers or products'),
  }),
  risk: 'read',
  needs: ['sale.order', 'sale.order.line'],
  app: 'sales',
  async execute({ group_by, state, salesperson, warehouse, min_amount, limit, ...dates }, ctx) {
    const filters = { salesperson, warehouse, min_amount };
    const { tz, lang, today } = await userDay(ctx.odoo);
    const period = resolvePeriod(dates, today);
    const states = SALE_STATES[state];
    const applied = appliedFilters(filters);
    const head = { period, state, ...(applied ? { filters: applied } : {}) };
    if (group_by === 'product') {
      const domain = [['state', 'in', states], ['product_id', '!=', false], ...datetimeTerms('order_id.date_order', period, tz),
        ...filterTerms(filters, { salesperson: 'order_id.user_id', warehouse: 'order_id.warehouse_id', min_amount: 'order_id.amount_untaxed' })];
      const top = await topBuckets(ctx.odoo, 'sale.order.line', { domain, group: 'product_id', currency: 'currency_id', measures: { untaxed: 'price_subtotal:sum', qty: 'product_uom_qty:sum' }, cap: limit }, { signal: ctx.signal });
      return odooData('sale.order.line', { ...head, ...present(top.rows, { name: 'product', count: 'lines', rowOnly: ['qty'], whole: top, cap: limit }) });
    }
    const domain = [['state', 'in', states], ...datetimeTerms('date_order', period, tz), ...filterTerms(filters, { salesperson: 'user_id', warehouse: 'warehouse_id', min_amount: 'amount_untaxed' })];
    const measures = { untaxed: 'amount_untaxed:sum', total: 'amount_total:sum' };
    if (group_by === 'customer') {
      // Customers grow with the data: Odoo orders and cuts them (lib/business/top.ts).
      const top = await topBuckets(ctx.odoo, 'sale.order', { domain, group: 'partner_id', currency: 'currency_id', measures, cap: limit }, { signal: ctx.signal });
      return odooData('sale.order', { ...head, ...present(top.rows, { name: 'customer', count: 'orders', whole: top, cap: limit }) });
    }
    const group = BY_ORDER[group_by];
    const groups = await ctx.odoo.readGroup('sale.order', { domain, groupby: [...(group ? [group] : []), 'currency_id'], aggregates: Object.values(measures) }, { signal: ctx.signal });
    const buckets = collect(groups, { group, currency: 'currency_id', lang, measures });
    const name = group_by === 'none' ? undefined : group_by;
    // Largest sales first and a net refund last, as Odoo orders the customers and products above.
    return odooData('sale.order', { ...head, ...present(buckets, { name, count: 'orders', order: group_by === 'month' ? 'key' : 'signed' }) });
  },
  summary: ({ group_by }, out) => `Sales: ${headline(out, group_by === 'product' ? 'lines' : 'orders', 'untaxed')}`,
});
