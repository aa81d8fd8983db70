import { describe, expect, it } from 'vitest';
import { businessKit, round2 } from '@/test/business-kit';
import ordersToInvoice from './orders-to-invoice';

describe.each([16, 17, 18, 19] as const)('orders_to_invoice on Odoo %i', (version) => {
  const kit = businessKit(version);
  const lines = (order: number) => kit.records('sale.order.line').filter((l) => l.order_id === order);
  /** The invoice lines billing an order line: Odoo's invoice_lines. */
  const billing = (line: { id: number }) => kit.records('account.move.line').filter((l) => Array.isArray(l.sale_line_ids) && l.sale_line_ids.includes(line.id));
  /** Ordered at the line's price less what posted invoices billed (the seed's products invoice on order, no discounts; a draft bills nothing yet, as in Odoo). */
  const left = (order: number) => round2(lines(order).reduce((t, l) => t + Number(l.product_uom_qty) * Number(l.price_unit)
    - billing(l).filter((b) => kit.get('account.move', Number(b.move_id)).state === 'posted').reduce((s, b) => s + Number(b.price_subtotal), 0), 0));

  it('the seeded invoices bill their orders: only the order without one is left', async () => {
    const r = await kit.run(ordersToInvoice);
    expect(r.json).toMatchObject({ count: 1, currency: 'USD', to_invoice: left(10) });
    expect(r.json.rows).toEqual([{ id: 10, order: 'S00010', customer: kit.name('res.partner', kit.get('sale.order', 10).partner_id), to_invoice: left(10) }]);
    expect(left(10)).toBeGreaterThan(0);
    expect(r.trips).toBe(2);
    expect(r.rpcs).toEqual(Array(2).fill(version >= 19 ? 'sale.order.line/formatted_read_group' : 'sale.order.line/read_group'));
  });

  it('counts what is left on a partly invoiced order and a newly confirmed one, largest first, with filters', async () => {
    const db = kit.h.odoo.db;
    // S00007's posted invoice bills one less of its first line.
    const partly = lines(7)[0]!;
    const bill = billing(partly)[0]!;
    const before = { quantity: bill.quantity, price_subtotal: bill.price_subtotal };
    const invoicedBefore = partly.qty_invoiced; // records are live: read the values to put back first
    expect(kit.get('account.move', Number(bill.move_id)).state).toBe('posted');
    db.write('account.move.line', bill.id, { quantity: Number(bill.quantity) - 1, price_subtotal: Number(bill.price_subtotal) - Number(partly.price_unit) }, 2);
    db.write('sale.order.line', partly.id, { qty_invoiced: Number(partly.qty_invoiced) - 1 }, 2);
    db.write('sale.order', 7, { invoice_status: 'to invoice' }, 2);
    db.write('sale.order', 1, { state: 'sale', invoice_status: 'to invoice' }, 2);
    try {
      const expected = [1, 7, 10].map((id) => ({ id, amount: left(id) })).sort((a, b) => b.amount - a.amount);
      expect(left(7)).toBe(partly.price_unit);
      const r = await kit.run(ordersToInvoice);
      expect(r.json.rows.map((x: { id: number; to_invoice: number }) => [x.id, x.to_invoice])).toEqual(expected.map((e) => [e.id, e.amount]));
      expect(r.json.to_invoice).toBe(round2(expected.reduce((t, e) => t + e.amount, 0)));
      const azure = await kit.run(ordersToInvoice, { partner: String(kit.get('res.partner', 5).name) });
      expect(azure.json.rows.map((x: { id: number }) => x.id).sort()).toEqual([1, 7]);
      expect(azure.json.filters).toEqual({ partner: String(kit.get('res.partner', 5).name) });
      const marc = await kit.run(ordersToInvoice, { salesperson: 'Marc' });
      expect(marc.json.rows.map((x: { id: number }) => x.id)).toEqual([7]);
    } finally {
      db.write('account.move.line', bill.id, before, 2);
      db.write('sale.order.line', partly.id, { qty_invoiced: invoicedBefore }, 2);
      db.write('sale.order', 7, { invoice_status: 'invoiced' }, 2);
      db.write('sale.order', 1, { state: 'draft', invoice_status: 'no' }, 2);
    }
  });
});
