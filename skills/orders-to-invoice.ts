import { z } from 'zod';
import { appliedFilters, filterInput, filterTerms, recordRef, refTerm, round, ROW_CAP } from '@/lib/business';
import type { Json } from '@/lib/db';
import type { GroupValue, Many2one } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

const ref = (value: GroupValue | undefined) => (value && typeof value === 'object' ? (value as Many2one) : null);

export default defineSkill({
  name: 'orders_to_invoice',
  description: 'Confirmed sales orders with something left to invoice (uninvoiced): untaxed amount still to invoice per order, largest first, and the total.',
  terms: {
    en: 'orders to invoice, not yet invoiced, uninvoiced, not billed, left to invoice, to bill, invoice pending, delivered not invoiced, orders without invoice, no invoice yet',
    fr: 'commandes à facturer, non facturées, reste à facturer, pas encore facturé, commandes sans facture, pas encore de facture',
    es: 'pedidos por facturar, pendientes de facturar, sin facturar, no facturados, pedidos sin factura, todavía sin factura',
    de: 'abzurechnende Aufträge, noch nicht fakturiert, nicht abgerechnet, zu fakturieren, noch abzurechnen, Aufträge ohne Rechnung, noch keine Rechnung',
    nl: 'te factureren orders, nog niet gefactureerd, nog te factureren, niet gefactureerd, orders zonder factuur, nog geen factuur',
  },
  input: z.object({
    partner: recordRef.optional(),
    salesperson: filterInput.salesperson,
  }),
  risk: 'read',
  app: 'sales',
  needs: ['sale.order', 'sale.order.line'],
  async execute({ partner, salesperson }, ctx) {
    const applied = appliedFilters({ partner, salesperson });
    // Odoo's "Orders to Invoice" (invoice_status on the order); the amount is the lines' own stored
    // untaxed_amount_to_invoice (ordered or delivered, per the product's policy, minus what was invoiced).
    const groups = await ctx.odoo.readGroup('sale.order.line', {
      domain: [
        ['order_id.invoice_status', '=', 'to invoice'],
        ...(partner ? [refTerm('order_partner_id', partner, { hierarchy: true })] : []),
        ...filterTerms({ salesperson }, { salesperson: 'salesman_id' }),
      ],
      groupby: ['order_id', 'order_partner_id', 'currency_id'],
      aggregates: ['untaxed_amount_to_invoice:sum'],
    }, { signal: ctx.signal });
    const orders = groups
      .map((g) => ({ order: ref(g.groups.order_id), customer: ref(g.groups.order_partner_id), currency: ref(g.groups.currency_id)?.display_name ?? '', amount: Number(g.aggregates['untaxed_amount_to_invoice:sum'] ?? 0) }))
      .sort((a, b) => b.amount - a.amount);
    const totals = new Map<string, { orders: number; to_invoice: number }>();
    for (const o of orders) {
      const t = totals.get(o.currency) ?? { orders: 0, to_invoice: 0 };
      totals.set(o.currency, { orders: t.orders + 1, to_invoice: t.to_invoice + o.amount });
    }
    const multi = totals.size > 1;
    const sums = [...totals].map(([currency, t]) => ({ currency, orders: t.orders, to_invoice: round(t.to_invoice) }));
    const rows: Json[] = orders.slice(0, ROW_CAP).map((o) => ({
      id: o.order?.id ?? null, order: o.order?.display_name ?? '', customer: o.customer?.display_name ?? null,
      to_invoice: round(o.amount), ...(multi ? { currency: o.currency } : {}),
    }));
    const [single] = sums;
    return odooData('sale.order', {
      ...(applied ? { filters: applied } : {}), count: orders.length,
      ...(multi ? { totals: sums } : { currency: single?.currency ?? null, to_invoice: single?.to_invoice ?? 0 }),
      rows, ...(orders.length > rows.length ? { more_rows: orders.length - rows.length } : {}),
    });
  },
  summary: (_input, out) => `${String(out.count)} orders to invoice`,
});
