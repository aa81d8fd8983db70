// The action table's purchase, inventory and CRM rows on a real Odoo (ODOO_URL...) or the
// stand-in, through the journal as run_action runs them, on scratch records. A validated receipt
// cannot be deleted in Odoo: it stays, on an archived scratch product and vendor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '@/lib/db';
import { english, inWords } from '@/lib/i18n';
import type { WriteSpec } from '@/lib/ops/types';
import { actionRig, type ActionRig } from './action-rig';
import { targets } from './target';

const idOf = (value: Json | undefined) => (Array.isArray(value) ? value[0] : value && typeof value === 'object' && 'id' in value ? value.id : value);

for (const target of targets()) {
  describe(`purchase, inventory and CRM actions: ${target.name}`, () => {
    let r: ActionRig;
    let vendor: number;

    beforeAll(async () => {
      r = await actionRig(target);
      vendor = await r.make('res.partner', { name: `${r.stamp} vendor` });
    });
    afterAll(() => r?.close());

    it('confirms a purchase order (undo: cancel, back to RFQ), then validates its receipt: short → the backorder the user chose; the rest (16: immediate transfer)', async () => {
      const goods = await r.product('goods');
      const po = await r.make('purchase.order', { partner_id: vendor, order_line: [[0, 0, { product_id: goods, name: 'Weft contract goods', product_qty: 2, price_unit: 10 }]] });
      const first = await r.run({ kind: 'action', model: 'purchase.order', ids: [po], method: 'button_confirm' });
      expect(first.preview.undoable).toBe(true);
      expect(first.entry.status).toBe('done');
      expect((await r.read('purchase.order', po, ['state'])).state).toBe('purchase');
      expect(await r.journal.undo(first.entry.id)).toMatchObject({ status: 'undone' });
      expect((await r.read('purchase.order', po, ['state'])).state).toBe('draft');
      await r.run({ kind: 'action', model: 'purchase.order', ids: [po], method: 'button_confirm' });

      const pickings = (await r.read('purchase.order', po, ['picking_ids'])).picking_ids as number[];
      // The first receipt was cancelled with the order by the undo; the second confirm made a new one.
      const open = await r.client.callKw<number[]>('stock.picking', 'search', [[['id', 'in', pickings], ['state', '=', 'assigned']]]);
      expect(open).toHaveLength(1);
      const receipt = open[0]!;
      // Receive 1 of 2, as a user types it on the receipt (16: done quantity; 17+: quantity, then picked).
      const [move] = await r.client.callKw<number[]>('stock.move', 'search', [[['picking_id', '=', receipt]]]);
      await r.client.write('stock.move', [move!], r.major >= 17 ? { quantity: 1 } : { quantity_done: 1 });

      const validate: WriteSpec = { kind: 'action', model: 'stock.picking', ids: [receipt], method: 'button_validate' };
      // Short: the card asks whether to make a backorder, and the user's answer runs (here: make it).
      const { preview, entry } = await r.approve(validate, (card) => {
        expect(card.consequences?.questions?.map((q) => q.wizard)).toEqual(['stock.backorder.confirmation']);
        return { choices: { 'stock.backorder.confirmation': 'process' } };
      });
      expect(inWords(preview, english)).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('Return') });
      expect(entry.status).toBe('done');
      expect((await r.read('stock.picking', receipt, ['state'])).state).toBe('done');
      const [backorder] = await r.client.callKw<number[]>('stock.picking', 'search', [[['backorder_id', '=', receipt]]]);
      expect(backorder).toBeGreaterThan(0);
      // Nothing typed on the backorder: 16 answers stock.immediate.transfer first; 17+ take the reserved quantity.
      const rest = await r.run({ ...validate, ids: [backorder!] });
      expect(rest.entry.status).toBe('done');
      expect(await r.read('stock.picking', backorder!, ['state'])).toMatchObject({ state: 'done' });
      const [done] = await r.client.callKw<Array<{ product_qty: number; state: string }>>('stock.move', 'search_read', [[['picking_id', '=', backorder]], ['product_qty', 'state']]);
      expect(done).toMatchObject({ product_qty: 1, state: 'done' });
    });

    it('marks an opportunity won (undo puts its stage and probability back) and lost with a reason (undo restores it)', async () => {
      const lead = await r.make('crm.lead', { name: `${r.stamp} opportunity`, type: 'opportunity', partner_id: vendor, expected_revenue: 1000 });
      const before = await r.read('crm.lead', lead, ['stage_id', 'probability']);
      const won = await r.run({ kind: 'action', model: 'crm.lead', ids: [lead], method: 'action_set_won' });
      expect(won.preview.undoable).toBe(true);
      expect(await r.read('crm.lead', lead, ['probability'])).toMatchObject({ probability: 100 });
      expect(await r.journal.undo(won.entry.id)).toMatchObject({ status: 'undone' });
      const back = await r.read('crm.lead', lead, ['stage_id', 'probability']);
      expect(idOf(back.stage_id)).toBe(idOf(before.stage_id));
      expect(back.probability).toBe(before.probability);

      const [reason] = await r.client.callKw<number[]>('crm.lost.reason', 'search', [[]], { limit: 1 });
      const lost = await r.run({ kind: 'action', model: 'crm.lead', ids: [lead], method: 'action_lost_reason_apply', values: { lost_reason_id: reason! } });
      expect(lost.preview.undoable).toBe(true);
      expect(lost.entry.status).toBe('done');
      const gone = await r.read('crm.lead', lead, ['active', 'probability', 'lost_reason_id']);
      expect(gone).toMatchObject({ active: false, probability: 0 });
      expect(idOf(gone.lost_reason_id)).toBe(reason);
      expect(await r.journal.undo(lost.entry.id)).toMatchObject({ status: 'undone' });
      const restored = await r.read('crm.lead', lead, ['active', 'lost_reason_id']);
      expect(restored).toMatchObject({ active: true, lost_reason_id: false });
    });

    it('refuses a dialog field the table does not let a caller set, before anything is sent', async () => {
      const lead = await r.make('crm.lead', { name: `${r.stamp} other`, type: 'opportunity' });
      await expect(r.journal.preview({ kind: 'action', model: 'crm.lead', ids: [lead], method: 'action_lost_reason_apply', values: { lead_ids: [1] } })).rejects.toThrow(/takes no value lead_ids/);
      expect(await r.read('crm.lead', lead, ['active'])).toMatchObject({ active: true });
    });
  });
}
