import { z } from 'zod';
import { appliedFilters, collect, filterInput, filterTerms, headline, datetimeTerms, periodInput, present, PURCHASE_STATES, resolvePeriod, topBuckets, topLimit, userDay } from '@/lib/business';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

const GROUPS = { none: undefined, supplier: 'partner_id', buyer: 'user_id', month: 'date_order:month' } as const;

export default defineSkill({
  name: 'purchases_summary',
  description: 'Purchase order count, untaxed and total amounts, optionally per supplier, buyer or month.',
  terms: {
    en: 'purchases, purchasing, spend, spending, bought, procurement, purchase orders total, per supplier, per vendor, per buyer, what did we buy',
    fr: "achats, dépenses, acheté, commandes d'achat, par fournisseur, par acheteur",
    es: 'compras, gastos, comprado, pedidos de compra, por proveedor, por comprador',
    de: 'Einkäufe, Einkauf, Ausgaben, gekauft, Bestellungen, pro Lieferant, nach Lieferant, Einkäufer',
    nl: 'inkopen, inkoop, uitgaven, gekocht, inkooporders, per leverancier, inkoper',
  },
  input: z.object({
    ...periodInput,
    group_by: z.enum(['none', 'supplier', 'buyer', 'month']).default('supplier').describe('Rows per'),
    state: z.enum(['confirmed', 'rfq', 'all']).default('confirmed').describe('all = not cancelled'),
    buyer: filterInput.salesperson.describe('Buyer id or name'),
    min_amount: filterInput.min_amount,
    limit: topLimit.describe('Top N suppliers'),
  }),
  risk: 'read',
  needs: ['purchase.order'],
  app: 'purchase',
  async execute({ group_by, state, buyer, min_amount, limit, ...dates }, ctx) {
    const { tz, lang, today } = await userDay(ctx.odoo);
    const period = resolvePeriod(dates, today);
    const group = GROUPS[group_by];
    const domain = [['state', 'in', PURCHASE_STATES[state]], ...datetimeTerms('date_order', period, tz),
      ...filterTerms({ salesperson: buyer, min_amount }, { salesperson: 'user_id', min_amount: 'amount_untaxed' })];
    const measures = { untaxed: 'amount_untaxed:sum', total: 'amount_total:sum' };
    const filters = appliedFilters({ buyer, min_amount });
    const head = { period, state, ...(filters ? { filters } : {}) };
    if (group_by === 'supplier') {
      // Suppliers grow with the data: Odoo orders and cuts them (lib/business/top.ts).
      const top = await topBuckets(ctx.odoo, 'purchase.order', { domain, group: 'partner_id', currency: 'currency_id', measures, cap: limit }, { signal: ctx.signal });
      return odooData('purchase.order', { ...head, ...present(top.rows, { name: 'supplier', count: 'orders', whole: top, cap: limit }) });
    }
    const groups = await ctx.odoo.readGroup('purchase.order', { domain, groupby: [...(group ? [group] : []), 'currency_id'], aggregates: Object.values(measures) }, { signal: ctx.signal });
    const buckets = collect(groups, { group, currency: 'currency_id', lang, measures });
    const name = group_by === 'none' ? undefined : group_by;
    return odooData('purchase.order', { ...head, ...present(buckets, { name, count: 'orders', order: group_by === 'month' ? 'key' : 'value' }) });
  },
  summary: (_input, out) => `Purchases: ${headline(out, 'orders', 'untaxed')}`,
});
