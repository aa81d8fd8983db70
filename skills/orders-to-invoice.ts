import { z } from 'zod';
import { appliedFilters, filterInput, filterTerms, recordRef, refTerm, round, ROW_CAP } from '@/lib/business';
import type { Json } from '@/lib/db';
import type { GroupValue, Many2one } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

const AMOUNT = 'untaxed_amount_to_invoice:sum';
const ORDERS = 'order_id:count_distinct';
const ref = (value: GroupValue | undefined) => (value && typeof value === 'object' ? (value as Many2one) : null);

export default defineSkill({
  name: 'orders_to_invoice',
  description: 'Confirmed sales orders with something left to invoice: untaxed amount still to invoice per order, largest first, and the total. As in Odoo, only posted invoices lower it; an order wholly on a draft invoice is not listed.',
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
    const domain = [
      ['order_id.invoice_status', '=', 'to invoice'],
      ...(partner ? [refTerm('order_partner_id', partner, { hierarchy: true })] : []),
      ...filterTerms({ salesperson }, { salesperson: 'salesman_id' }),
    ];
    // Odoo sorts and cuts the orders (largest first, ties in its own group order, as sorting every
    // group here did) and a grouping by currency alone gives the totals and counts the orders: Weft's
    // own work is the same at 100 or 20,000 orders to invoice (issue 32; lib/business/top.ts).
    const groupby = ['order_id', 'order_partner_id', 'currency_id'];
    const [top, whole] = await Promise.all([
      ctx.odoo.readGroup('sale.order.line', { domain, groupby, aggregates: [AMOUNT], orderby: `${AMOUNT} desc, ${groupby.join(', ')}`, limit: ROW_CAP }, { signal: ctx.signal }),
      ctx.odoo.readGroup('sale.order.line', { domain, groupby: ['currency_id'], aggregates: [AMOUNT, ORDERS] }, { signal: ctx.signal }),
    ]);
    const sums = whole.map((g) => ({ currency: ref(g.groups.currency_id)?.display_name ?? '', orders: Number(g.aggregates[ORDERS] ?? 0), to_invoice: round(Number(g.aggregates[AMOUNT] ?? 0)) }));
    const multi = sums.length > 1;
    const count = sums.reduce((n, s) => n + s.orders, 0);
    const rows: Json[] = top.map((g) => ({
      id: ref(g.groups.order_id)?.id ?? null, order: ref(g.groups.order_id)?.display_name ?? '', customer: ref(g.groups.order_partner_id)?.display_name ?? null,
      to_invoice: round(Number(g.aggregates[AMOUNT] ?? 0)), ...(multi ? { currency: ref(g.groups.currency_id)?.display_name ?? '' } : {}),
    }));
    const [single] = sums;
    return odooData('sale.order', {
      ...(applied ? { filters: applied } : {}), count,
      ...(multi ? { totals: sums } : { currency: single?.currency ?? null, to_invoice: single?.to_invoice ?? 0 }),
      rows, ...(count > rows.length ? { more_rows: count - rows.length } : {}),
    });
  },
  summary: (_input, out) => `${String(out.count)} orders to invoice`,
});
