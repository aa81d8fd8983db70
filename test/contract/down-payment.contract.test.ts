// A down payment on a sales order (issue 28: "invoice amounts from an order … down payment"), on a
// real Odoo (ODOO_URL…) or the stand-in in each version it imitates: the card's total and taxes,
// worked out before the click, are what Odoo's invoice holds after Approve; the percentage edited on
// the card is what ran; Undo deletes the draft invoice and Odoo takes its line off the order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfirmGate } from '@/lib/agent/confirm-gate';
import { approveAndRun } from '@/lib/agent/approve';
import { newId } from '@/lib/db';
import { english, say } from '@/lib/i18n';
import type { WorkerEvent } from '@/lib/messaging/protocol';
import type { WriteSpec } from '@/lib/ops/types';
import { cardEditing } from '@/lib/skills/card-editing';
import { actionRig, type ActionRig } from './action-rig';
import { keptDownPaymentProduct, removeMadeDownPaymentProduct } from './down-payment-product';
import { standIns, targets } from './target';

type Request = Extract<WorkerEvent, { type: 'confirm/request' }>;

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`down payment: ${target.name}`, () => {
    let r: ActionRig;
    let partner: number;
    let product: number;
    // The down-payment product kept before the run (16-17): one the run creates is removed after.
    let keptProduct: number | false = false;

    const confirmedOrder = async () => {
      const so = await r.make('sale.order', {
        partner_id: partner,
        order_line: [[0, 0, { product_id: product, product_uom_qty: 3, price_unit: 33.33 }], [0, 0, { product_id: product, product_uom_qty: 1, price_unit: 17.77, discount: 10 }]],
      });
      await r.client.callButton('sale.order', 'action_confirm', [so]);
      return so;
    };
    const downPaymentLines = async (so: number) =>
      r.client.callKw<Array<{ display_type: string | false; price_unit: number }>>('sale.order.line', 'search_read', [[['order_id', '=', so], ['is_downpayment', '=', true]], ['display_type', 'price_unit']]);

    beforeAll(async () => {
      r = await actionRig(target);
      keptProduct = await keptDownPaymentProduct(r);
      partner = await r.make('res.partner', { name: `${r.stamp} down payment customer` });
      product = await r.product('service');
    });
    afterAll(async () => {
      await removeMadeDownPaymentProduct(r, keptProduct);
      await r?.close();
    });

    for (const [method, values, title] of [
      ['percentage', { advance_payment_method: 'percentage', amount: 30 }, /^Invoice a down payment of 30% of S\d+: \$[\d.]+\.$/],
      ['fixed', { advance_payment_method: 'fixed', fixed_amount: 50 }, /^Invoice a down payment of \$50\.00 on S\d+\.$/],
    ] as const) {
      it(`${method}: the card's totals are the invoice Odoo makes; Undo deletes it and its line on the order`, async () => {
        const so = await confirmedOrder();
        const { preview, entry } = await r.run({ kind: 'action', model: 'sale.order', ids: [so], method: 'create_down_payment', values });
        expect(say(english, preview.summary)).toMatch(title);
        expect(entry).toMatchObject({ status: 'done', created: { model: 'account.move' } });
        const [invoice] = entry.created!.ids;
        const made = await r.read('account.move', invoice!, ['state', 'move_type', 'amount_untaxed', 'amount_tax', 'amount_total']);
        expect(made).toMatchObject({ state: 'draft', move_type: 'out_invoice' });
        expect(preview.consequences?.totals).toEqual({ untaxed: made.amount_untaxed, tax: made.amount_tax, total: made.amount_total });
        expect((await downPaymentLines(so)).filter((l) => !l.display_type)).toHaveLength(1);
        console.info(`${target.name} ${method}: card ${JSON.stringify(preview.consequences?.totals)}; Odoo ${made.amount_untaxed} + ${made.amount_tax} = ${made.amount_total}`);

        expect(await r.journal.undo(entry.id)).toMatchObject({ status: 'undone' });
        expect(await r.client.callKw<number>('account.move', 'search_count', [[['id', '=', invoice]]])).toBe(0);
        // The line is gone with the invoice; the "Down Payments" heading stays, as the card's undo note says.
        expect((await downPaymentLines(so)).map((l) => l.display_type)).toEqual(['line_section']);
      });
    }

    it('the percentage edited on the card (30 → 40): the card follows, and Odoo invoices the edited one', async () => {
      const so = await confirmedOrder();
      const spec: WriteSpec = { kind: 'action', model: 'sale.order', ids: [so], method: 'create_down_payment', values: { advance_payment_method: 'percentage', amount: 30 } };
      const events: Request[] = [];
      const gate = new ConfirmGate((e) => void (e.type === 'confirm/request' && events.push(e)));
      const signal = new AbortController().signal;
      const ref = { conversationId: 'c', turnId: newId(), skill: 'run_action' };
      const running = approveAndRun({
        plan: await r.journal.plan(spec),
        signal,
        decide: async () => ({ to: 'ask' }),
        preview: (plan) => r.journal.preview(plan),
        ask: (plan, preview, editor) => gate.ask(ref.turnId, ref.skill, plan.spec, preview, signal, editor),
        edit: { ...cardEditing(r.client, undefined, signal), plan: (s) => r.journal.plan(s) },
        narrow: (plan, exclude) => r.journal.without(plan, exclude),
        recheck: async () => undefined,
        run: (plan, asked) => r.journal.run(plan, ref, { asked }),
      });
      const shown = async (n: number) => {
        for (let i = 0; i < 2000 && events.length < n; i++) await new Promise((resolve) => setTimeout(resolve, 5));
        return events[n - 1]!;
      };
      const first = await shown(1);
      expect(first.edit!.fields.map((f) => [f.field, f.kind, f.value])).toEqual([['amount', 'number', 30]]);
      expect(await gate.revise({ pendingId: first.pendingId, argsHash: first.argsHash, edits: { amount: 40 } })).toBe(true);
      const second = await shown(2);
      expect(second.edit?.error).toBeUndefined();
      expect(say(english, second.preview.summary)).toMatch(/down payment of 40% of/);
      const totals = second.preview.consequences!.totals!;
      expect(totals.total).toBeGreaterThan(first.preview.consequences!.totals!.total);
      expect(gate.answer({ pendingId: second.pendingId, argsHash: second.argsHash, approve: true })).toBe(true);
      const approved = await running;
      expect(approved.status).toBe('done');
      if (approved.status !== 'done') return;
      expect(approved.outcome.userEdits).toMatch(/Down Payment( Amount)? 30 → 40/);
      const entry = await r.entry(approved.outcome.operation.id);
      const made = await r.read('account.move', entry.created!.ids[0]!, ['amount_untaxed', 'amount_tax', 'amount_total']);
      expect(totals).toEqual({ untaxed: made.amount_untaxed, tax: made.amount_tax, total: made.amount_total });
      expect(await r.journal.undo(entry.id)).toMatchObject({ status: 'undone' });
    });
  });
}
