// The action table's sales and invoicing rows on a real Odoo (ODOO_URL...) or the stand-in: each
// runs through the journal as run_action does (preview, run, undo) on scratch records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAction } from '@/lib/ops/actions';
import { runAction } from '@/lib/ops/buttons';
import type { WriteSpec } from '@/lib/ops/types';
import { actionRig, type ActionRig } from './action-rig';
import { targets } from './target';
import { english, inWords, say } from '@/lib/i18n';

for (const target of targets()) {
  describe(`sales and invoicing actions: ${target.name}`, () => {
    let r: ActionRig;
    let partner: number;
    let service: number;
    const order = async () =>
      r.make('sale.order', { partner_id: partner, order_line: [[0, 0, { product_id: service, product_uom_qty: 1, price_unit: 100 }]] });
    const state = async (model: string, id: number, field = 'state') => (await r.read(model, id, [field]))[field];

    beforeAll(async () => {
      r = await actionRig(target);
      partner = await r.make('res.partner', { name: `${r.stamp} customer`, email: 'customer@weft.test' });
      service = await r.product('service');
    });
    afterAll(() => r?.close());

    it('create_invoices answers sale.advance.payment.inv with the order as active record; undo deletes the draft invoice', async () => {
      const so = await order();
      await r.run({ kind: 'action', model: 'sale.order', ids: [so], method: 'action_confirm' });
      expect(await state('sale.order', so, 'invoice_status')).toBe('to invoice');
      const { preview, entry } = await r.run({ kind: 'action', model: 'sale.order', ids: [so], method: 'create_invoices' });
      expect(preview.undoable).toBe(true);
      expect(preview.changes.map((c) => say(english, c.label))).toContain('Creates');
      expect(entry).toMatchObject({ status: 'done', created: { model: 'account.move' } });
      const [invoice] = entry.created!.ids;
      expect(await r.read('account.move', invoice!, ['state', 'move_type', 'amount_untaxed'])).toMatchObject({ state: 'draft', move_type: 'out_invoice', amount_untaxed: 100 });
      // The card said the amount of the invoice Odoo made, and named the order.
      const made = await r.read('account.move', invoice!, ['amount_untaxed', 'amount_total']);
      expect(preview.consequences?.totals).toEqual({ untaxed: made.amount_untaxed, tax: Math.round(((made.amount_total as number) - (made.amount_untaxed as number)) * 100) / 100, total: made.amount_total });
      const orderName = (await r.read('sale.order', so, ['display_name'])).display_name as string;
      expect(say(english, preview.summary)).toBe(`Create the invoice of ${orderName} for ${english.fmt.amount(made.amount_total as number, 'USD')}.`);
      // Invoiced in full (the draft counts): Odoo would refuse a second invoice, and the card is refused before it shows.
      const again = await r.journal.preview({ kind: 'action', model: 'sale.order', ids: [so], method: 'create_invoices' });
      expect(again.consequences?.refusal && say(english, again.consequences.refusal)).toBe(`Nothing is left to invoice on ${orderName}: Odoo would refuse to create an invoice.`);
      const active = { context: { active_model: 'sale.order', active_ids: [so], active_id: so } };
      const refused = await r.client.callKw('sale.advance.payment.inv', 'create', [{ advance_payment_method: 'delivered' }], active)
        .then((id) => r.client.callButton('sale.advance.payment.inv', 'create_invoices', [id as number], active))
        .then(() => 'invoiced', (e: Error) => e.message);
      expect(refused).toMatch(/invoice/i);
      expect(refused).not.toBe('invoiced');
      // With an order that has something left, the one without is named as left out, and the title names the other.
      const other = await order();
      await r.run({ kind: 'action', model: 'sale.order', ids: [other], method: 'action_confirm' });
      const both = await r.journal.preview({ kind: 'action', model: 'sale.order', ids: [so, other], method: 'create_invoices' });
      const otherName = (await r.read('sale.order', other, ['display_name'])).display_name as string;
      expect(both.consequences?.refusal).toBeUndefined();
      expect(say(english, both.summary)).toBe(`Create the invoice of ${otherName} for ${english.fmt.amount(made.amount_total as number, 'USD')}.`);
      expect(both.consequences?.notes?.map((n) => say(english, n))).toEqual([`Nothing is left to invoice on ${orderName}: Odoo leaves it out.`]);
      expect(await r.journal.undo(entry.id)).toMatchObject({ status: 'undone' });
      expect(await r.client.callKw<number>('account.move', 'search_count', [[['id', '=', invoice]]])).toBe(0);
      expect(await state('sale.order', so, 'invoice_status')).toBe('to invoice');
    });


    it('register payment answers account.payment.register; undo cancels the payment and the invoice is open again', async () => {
      const so = await order();
      await r.run({ kind: 'action', model: 'sale.order', ids: [so], method: 'action_confirm' });
      const invoice = (await r.run({ kind: 'action', model: 'sale.order', ids: [so], method: 'create_invoices' })).entry.created!.ids[0]!;
      await r.run({ kind: 'action', model: 'account.move', ids: [invoice], method: 'action_post' });
      const { preview, entry } = await r.run({ kind: 'action', model: 'account.move', ids: [invoice], method: 'action_register_payment' });
      expect(preview.undoable).toBe(true);
      expect(entry).toMatchObject({ status: 'done', created: { model: 'account.payment', ids: [expect.any(Number)] } });
      expect(['paid', 'in_payment']).toContain(await state('account.move', invoice, 'payment_state'));
      expect(await r.journal.undo(entry.id)).toMatchObject({ status: 'undone' });
      expect(await state('account.move', invoice, 'payment_state')).toBe('not_paid');
      expect(await state('account.payment', entry.created!.ids[0]!)).toBe(r.major >= 18 ? 'canceled' : 'cancel');

      // A credit note for it, with a reason: a draft reversing it; undo deletes it.
      const credit = await r.run({ kind: 'action', model: 'account.move', ids: [invoice], method: 'action_reverse', values: { reason: 'Weft contract' } });
      expect(credit.preview.changes.find((c) => say(english, c.label) === 'Reason')?.note).toBe('Weft contract');
      const [note] = credit.entry.created!.ids;
      expect(await r.read('account.move', note!, ['state', 'move_type', 'reversed_entry_id'])).toMatchObject({ state: 'draft', move_type: 'out_refund' });
      // The card said the credit note's amount (the invoice in full), the invoice it credits and the reason.
      const refund = (await r.read('account.move', note!, ['amount_total'])).amount_total as number;
      // As Odoo names it (19 adds the order: "INV/2026/00010 (S00113)").
      const invoiceName = (await r.read('account.move', invoice, ['display_name'])).display_name as string;
      expect(say(english, credit.preview.summary)).toBe(`Create a credit note of ${english.fmt.amount(refund, 'USD')} for ${invoiceName}: Weft contract.`);
      expect(await r.journal.undo(credit.entry.id)).toMatchObject({ status: 'undone' });
      expect(await r.client.callKw<number>('account.move', 'search_count', [[['id', '=', note]]])).toBe(0);
    });

    it('cancels a bill (16: a draft one; 17+: posted ones too), and undo brings it back', async () => {
      const vendor = await r.make('res.partner', { name: `${r.stamp} vendor` });
      const bill = await r.make('account.move', {
        move_type: 'in_invoice', partner_id: vendor, invoice_date: new Date().toISOString().slice(0, 10),
        invoice_line_ids: [[0, 0, { name: 'Weft contract line', quantity: 1, price_unit: 50 }]],
      });
      if (r.major >= 17) await r.run({ kind: 'action', model: 'account.move', ids: [bill], method: 'action_post' });
      const { preview, entry } = await r.run({ kind: 'action', model: 'account.move', ids: [bill], method: 'button_cancel' });
      expect(preview.undoable).toBe(true);
      expect(entry.status).toBe('done');
      expect(await state('account.move', bill)).toBe('cancel');
      expect(await r.journal.undo(entry.id)).toMatchObject({ status: 'undone' });
      expect(await state('account.move', bill)).toBe(r.major >= 17 ? 'posted' : 'draft');
    });

    it("sends a quotation with Odoo's template: the card says it cannot be undone, then it is marked sent", async () => {
      const so = await order();
      const spec: WriteSpec = { kind: 'action', model: 'sale.order', ids: [so], method: 'action_quotation_send' };
      expect(inWords(await r.journal.preview(spec), english)).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('cannot be called back') });
      const sent = await r.run(spec).catch((error: Error) => error);
      if (sent instanceof Error && /Wkhtmltopdf/.test(sent.message)) {
        // This server cannot print the quotation's PDF, which the template attaches: Odoo refuses the
        // whole send (as it does to its own button) and nothing changed. The composer was answered.
        console.warn(`${target.name}: no wkhtmltopdf, the e-mail with its PDF cannot be sent here`);
        expect(await state('sale.order', so)).toBe('draft');
        return;
      }
      if (sent instanceof Error) throw sent;
      expect(sent.entry.status).toBe('done');
      expect(await state('sale.order', so)).toBe('sent');
      const [message] = await r.client.callKw<Array<{ subject: string | false }>>('mail.message', 'search_read', [[['model', '=', 'sale.order'], ['res_id', '=', so], ['message_type', '=', 'comment']], ['subject']]);
      expect(message?.subject).toMatch(/Quotation|Order/);
    });

    // What the send puts in the e-mail, on every version: the composer filled from the template (16
    // asks the dialog's onchange, as its form does; 17+ compute on create). A scratch template
    // without the PDF report, so a server without wkhtmltopdf sends it too.
    it('Send by Email fills subject, body and recipient from the template (16 through the form onchange)', async () => {
      const so = await order();
      const [saleModel] = await r.client.callKw<number[]>('ir.model', 'search', [[['model', '=', 'sale.order']]]);
      const template = await r.make('mail.template', {
        name: `${r.stamp} template`, model_id: saleModel!, subject: 'Weft {{ object.name }}',
        body_html: '<p>Hello <t t-out="object.partner_id.name"/></p>', partner_to: '{{ object.partner_id.id }}',
      });
      const action = findAction('sale.order', 'action_quotation_send', r.major)!;
      await runAction(r.client, action, [so], ['state'], { template_id: template });
      expect(await state('sale.order', so)).toBe('sent');
      const [name] = (await r.client.read('sale.order', [so], ['name'])).map((o) => String(o.name));
      const messages = await r.client.callKw<Array<{ subject: string | false; body: string; partner_ids: number[] }>>(
        'mail.message', 'search_read', [[['model', '=', 'sale.order'], ['res_id', '=', so], ['message_type', '=', 'comment']], ['subject', 'body', 'partner_ids']],
      );
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ subject: `Weft ${name}`, partner_ids: [partner] });
      expect(messages[0]!.body).toContain(`Hello ${r.stamp} customer`);
    });

    it('a wrong context is refused as Odoo refuses it: the invoice wizard without active records', async () => {
      const refused = r.client.callKw('sale.advance.payment.inv', 'create', [{ advance_payment_method: 'delivered' }], { context: {} })
        .then((id) => r.client.callButton('sale.advance.payment.inv', 'create_invoices', [id as number], { context: {} }));
      await expect(refused).rejects.toThrow();
    });
  });
}
