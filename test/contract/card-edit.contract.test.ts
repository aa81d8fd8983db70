// Edit before Approve on a quotation's line (issue 28 item 2), against a real Odoo or the stand-in:
// the card offers the line's quantity, the user's 3 → 4 goes through the same checks, plan and
// preview as the model's write (Odoo's own onchange computes the totals again, nothing saved), and
// after Approve Odoo stores exactly the edited line and the total the edited card showed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAndRun } from '@/lib/agent/approve';
import { ConfirmGate } from '@/lib/agent/confirm-gate';
import type { WorkerEvent } from '@/lib/messaging/protocol';
import { newId, WeftDb } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { Journal } from '@/lib/ops/journal';
import type { WriteSpec } from '@/lib/ops/types';
import { cardEditing } from '@/lib/skills/card-editing';
import { loginClient } from '../odoo-login';
import { removeScratch, standIns, targets } from './target';

type Request = Extract<WorkerEvent, { type: 'confirm/request' }>;

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`card edit contract: ${target.name}`, () => {
    let client: OdooClient;
    let db: WeftDb;
    let journal: Journal;
    const scratch: Array<[string, number]> = [];

    beforeAll(async () => {
      const login = await target.admin();
      client = (await loginClient(login)).client;
      db = new WeftDb('contract-card-edit-' + newId());
      journal = new Journal({ client, db, origin: login.url });
    });
    afterAll(async () => {
      await removeScratch(client, scratch);
      db?.close();
      await target.close();
    });

    it('a quotation line edited 3 → 4 on the card: the card’s new total is what Odoo stores after Approve', async () => {
      const [customer] = await client.callKw<number[]>('res.partner', 'search', [[['is_company', '=', true]]], { limit: 1 });
      const [product] = await client.callKw<number[]>('product.product', 'search', [[['sale_ok', '=', true], ['list_price', '>', 1]]], { limit: 1, order: 'id' });
      const spec: WriteSpec = { kind: 'create', model: 'sale.order', values: { partner_id: customer!, order_line: [[0, 0, { product_id: product!, product_uom_qty: 3 }]] } };
      const events: Request[] = [];
      const gate = new ConfirmGate((e) => void (e.type === 'confirm/request' && events.push(e)));
      const signal = new AbortController().signal;
      const ref = { conversationId: 'c', turnId: newId(), skill: 'create_record' };
      const running = approveAndRun({
        plan: await journal.plan(spec),
        signal,
        decide: async () => ({ to: 'ask' }),
        preview: (plan) => journal.preview(plan),
        ask: (plan, preview, editor) => gate.ask(ref.turnId, ref.skill, plan.spec, preview, signal, editor),
        edit: { ...cardEditing(client, undefined, signal), plan: (s) => journal.plan(s) },
        narrow: (plan, exclude) => journal.without(plan, exclude),
        recheck: async () => undefined,
        run: (plan, asked) => journal.run(plan, ref, { asked }),
      });
      const shown = async (n: number) => {
        for (let i = 0; i < 2000 && events.length < n; i++) await new Promise((r) => setTimeout(r, 5));
        return events[n - 1]!;
      };
      const first = await shown(1);
      const qty = first.edit!.fields.find((f) => f.line?.field === 'product_uom_qty');
      expect(qty).toMatchObject({ value: 3, line: { lines: 'order_line', index: 0 } });
      const before = first.preview.consequences!.totals!;
      expect(await gate.revise({ pendingId: first.pendingId, argsHash: first.argsHash, edits: { [qty!.field]: 4 } })).toBe(true);
      const second = await shown(2);
      expect(second.edit?.error).toBeUndefined();
      const after = second.preview.consequences!.totals!;
      expect(after.untaxed).toBeCloseTo((before.untaxed * 4) / 3, 1);
      expect(second.preview.consequences!.lines[0]?.quantity).toBe(4);
      expect(gate.answer({ pendingId: second.pendingId, argsHash: second.argsHash, approve: true })).toBe(true);
      const approved = await running;
      expect(approved.status).toBe('done');
      if (approved.status !== 'done') return;
      const ids = approved.outcome.operation.recordIds;
      scratch.push(...ids.map((id): [string, number] => ['sale.order', id]));
      expect(approved.outcome.userEdits).toMatch(/line 1 \(.+\) Quantity 3 → 4/);
      const [order] = await client.read('sale.order', ids, ['order_line', 'amount_untaxed', 'amount_tax', 'amount_total']);
      expect(after).toEqual({ untaxed: order!.amount_untaxed, tax: order!.amount_tax, total: order!.amount_total });
      const lines = await client.read('sale.order.line', order!.order_line as number[], ['product_uom_qty']);
      expect(lines.map((l) => l.product_uom_qty)).toEqual([4]);
      const entries = await db.operations.where('turnId').equals(ref.turnId).toArray();
      expect(entries.map((e) => [e.kind, e.status, e.recordIds])).toEqual([['create', 'done', ids]]);
      console.info(`${target.name}: card total ${before.total} → ${after.total}; Odoo stores ${order!.amount_total}`);
    });
  });
}
