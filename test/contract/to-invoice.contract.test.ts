// What is left to invoice with a draft invoice present, on a real Odoo (ODOO_URL...) or the stand-in
// in each version. sale.order.line's untaxed_amount_to_invoice subtracts posted invoices only (16-19:
// "draft invoices are ignored on purpose"), and a posted credit note gives the amount back; the order's
// invoice status counts the draft (its quantity is invoiced), so "orders to invoice" leaves it out.
// The stand-in once lowered the amount as soon as a draft took the quantity: kinder than Odoo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkillContext } from '@/lib/skills/define-skill';
import { runSkill } from '@/lib/skills/run-skill';
import ordersToInvoice from '@/skills/orders-to-invoice';
import { actionRig, type ActionRig } from './action-rig';
import { standIns, targets } from './target';

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`left to invoice with a draft invoice: ${target.name}`, () => {
    let r: ActionRig;
    let partner: number;
    let partnerName: string;
    let service: number;
    const confirmed = async () => {
      const so = await r.make('sale.order', { partner_id: partner, order_line: [[0, 0, { product_id: service, product_uom_qty: 2, price_unit: 100, discount: 0 }]] });
      await r.client.callButton('sale.order', 'action_confirm', [so]);
      return so;
    };
    const line = async (so: number) => {
      const { records } = await r.client.searchRead('sale.order.line', { domain: [['order_id', '=', so]], fields: ['untaxed_amount_to_invoice', 'qty_invoiced'] });
      return records[0]!;
    };
    const skill = async () => {
      const ctx: SkillContext = { odoo: r.client, page: null, signal: new AbortController().signal, write: () => Promise.reject(new Error('read-only')), openInTab: async () => {} };
      const result = await runSkill(ordersToInvoice, { partner: partnerName }, ctx);
      expect(result.isError ? result.content : '').toBe('');
      return JSON.parse(result.content) as { count: number; to_invoice: number; rows: Array<{ id: number; to_invoice: number }> };
    };

    beforeAll(async () => {
      r = await actionRig(target);
      partnerName = `${r.stamp} to invoice`;
      partner = await r.make('res.partner', { name: partnerName });
      service = await r.product('service');
    });
    afterAll(() => r?.close());

    it('a draft invoice lowers nothing, posting it does, a posted credit note gives it back; the drafted order is not among the orders to invoice', async () => {
      const drafted = await confirmed();
      const open = await confirmed();
      expect(await line(drafted)).toMatchObject({ untaxed_amount_to_invoice: 200, qty_invoiced: 0 });

      const { entry } = await r.run({ kind: 'action', model: 'sale.order', ids: [drafted], method: 'create_invoices' });
      const invoice = entry.created!.ids[0]!;
      expect(await r.read('account.move', invoice, ['state'])).toMatchObject({ state: 'draft' });
      // The draft took the quantity (nothing left to make an invoice of), not the amount.
      expect(await line(drafted)).toMatchObject({ untaxed_amount_to_invoice: 200, qty_invoiced: 2 });
      expect(await r.read('sale.order', drafted, ['invoice_status'])).toMatchObject({ invoice_status: 'invoiced' });
      // The skill lists the order with nothing invoiced yet, and only it: the draft's 200 is in no total.
      const withDraft = await skill();
      expect(withDraft).toMatchObject({ count: 1, to_invoice: 200 });
      expect(withDraft.rows.map((x) => [x.id, x.to_invoice])).toEqual([[open, 200]]);

      await r.client.callButton('account.move', 'action_post', [invoice]);
      expect(await line(drafted)).toMatchObject({ untaxed_amount_to_invoice: 0, qty_invoiced: 2 });
      expect(await skill()).toMatchObject({ count: 1, to_invoice: 200 });

      // A credit note of the whole invoice: in draft it changes nothing; posted, the amount is to invoice again.
      const credit = await r.run({ kind: 'action', model: 'account.move', ids: [invoice], method: 'action_reverse', values: { reason: 'Weft strict' } });
      const note = credit.entry.created!.ids[0]!;
      expect(await line(drafted)).toMatchObject({ untaxed_amount_to_invoice: 0 });
      await r.client.callButton('account.move', 'action_post', [note]);
      expect(await line(drafted)).toMatchObject({ untaxed_amount_to_invoice: 200 });
    });
  });
}
