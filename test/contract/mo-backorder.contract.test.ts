// A manufacturing order producing less than planned, on a real Odoo (ODOO_URL...) or the stand-in
// (16-19): 3 of 5 tables entered as producing, as the form's quantity does it (17+:
// set_qty_producing, the onchange's own method; 16: the quantities typed on the order and its
// components). Before the card Weft foresees Odoo's "You produced less than initial demand" and the
// card asks it; the user's answer, through the one approval pipeline, is the dialog's button that
// runs: "action_backorder" leaves a new order for the 2 left, "action_close_mo" none. Neither can be
// undone (said before the click, with what the choice leaves); a run nobody was asked about stops
// at the question. Scratch products and counts; done orders cannot be deleted in Odoo and stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '@/lib/db';
import { english, inWords } from '@/lib/i18n';
import type { WritePreview, WriteSpec } from '@/lib/ops/types';
import { actionRig, type ActionRig } from './action-rig';
import { standIns, targets } from './target';

const WIZARD = 'mrp.production.backorder';
const INVENTORY = { context: { inventory_mode: true } };
const idOf = (value: Json | undefined) => (Array.isArray(value) ? value[0] : value && typeof value === 'object' && 'id' in value ? value.id : value);
const questionOf = (preview: WritePreview) => inWords(preview.consequences?.questions ?? [], english);

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`a manufacturing order producing less than planned, the backorder chosen on the card: ${target.name}`, () => {
    let r: ActionRig;
    let table: number;
    let leg: number;
    let bom: number;
    const quants: number[] = [];

    beforeAll(async () => {
      r = await actionRig(target);
      // Stocked goods: 18+ flag them (is_storable), 16-17 give them their own type.
      const storable: Record<string, Json> = 'is_storable' in (await r.client.fieldsGet('product.product')) ? { type: 'consu', is_storable: true } : { type: 'product' };
      table = await r.make('product.product', { name: `mrp-backorder ${r.stamp} table`, ...storable });
      leg = await r.make('product.product', { name: `mrp-backorder ${r.stamp} leg`, ...storable });
      const template = idOf((await r.read('product.product', table, ['product_tmpl_id'])).product_tmpl_id) as number;
      bom = await r.make('mrp.bom', { product_tmpl_id: template, product_qty: 1, consumption: 'flexible', bom_line_ids: [[0, 0, { product_id: leg, product_qty: 4 }]] });
    });
    afterAll(async () => {
      // Nothing of this run left waiting or on hand: open orders (backorders too) cancelled, the counts back to zero.
      const open = await r.client.callKw<number[]>('mrp.production', 'search', [[['product_id', '=', table], ['state', 'not in', ['done', 'cancel']]]]).catch(() => []);
      if (open.length) await r.client.callButton('mrp.production', 'action_cancel', open).catch(() => undefined);
      for (const quant of quants) {
        await r.client.callKw('stock.quant', 'write', [[quant], { inventory_quantity: 0 }], INVENTORY).catch(() => undefined);
        await r.client.callButton('stock.quant', 'action_apply_inventory', [quant], INVENTORY).catch(() => undefined);
      }
      await r?.close();
    });

    /** A confirmed order of 5 tables with 3 entered as producing and their 12 legs as consumed, 20 legs counted first. */
    async function short(): Promise<number> {
      const id = await r.make('mrp.production', { product_id: table, product_qty: 5, bom_id: bom });
      const stock = idOf((await r.read('mrp.production', id, ['location_src_id'])).location_src_id) as number;
      const quant = await r.client.callKw<number>('stock.quant', 'create', [{ product_id: leg, location_id: stock, inventory_quantity: 20 }], INVENTORY);
      await r.client.callButton('stock.quant', 'action_apply_inventory', [quant], INVENTORY);
      quants.push(quant);
      await r.client.callButton('mrp.production', 'action_confirm', [id]);
      await r.client.write('mrp.production', [id], { qty_producing: 3 });
      if (r.major >= 17) await r.client.callButton('mrp.production', 'set_qty_producing', [id]);
      else {
        const moves = await r.client.callKw<number[]>('stock.move', 'search', [[['raw_material_production_id', '=', id]]]);
        const done = 'quantity_done' in (await r.client.fieldsGet('stock.move')) ? 'quantity_done' : 'quantity';
        await r.client.write('stock.move', moves, { [done]: 12 });
      }
      return id;
    }
    const produce = (id: number): Extract<WriteSpec, { kind: 'action' }> => ({ kind: 'action', model: 'mrp.production', ids: [id], method: 'button_mark_done' });
    const laterOrders = (id: number) =>
      r.client.callKw<Array<{ id: number; product_qty: number; state: string }>>('mrp.production', 'search_read', [[['product_id', '=', table], ['id', '>', id]], ['product_qty', 'state']], { order: 'id' });
    const mo = (id: number) => r.read('mrp.production', id, ['state', 'qty_produced', 'product_qty']);

    it('the card says 2 of 5 are left and offers both answers; "Create a backorder" leaves a new order of 2, the 3 produced', async () => {
      const id = await short();
      const name = String((await r.read('mrp.production', id, ['name'])).name);
      const { preview, entry } = await r.approve(produce(id), (card) => {
        const [question, more] = questionOf(card);
        expect(more).toBeUndefined();
        expect(question).toMatchObject({
          wizard: WIZARD,
          asks: 'Less is produced than planned: 2 units are left to make. Should Odoo make them in a backorder?',
          details: `${name}, mrp-backorder ${r.stamp} table: 3 of 5 Units produced, 2 go to a backorder if you create one`,
          options: [
            { button: 'action_backorder', label: 'Create a backorder: a new manufacturing order for the 2 units left', undo: expect.stringContaining('manufacturing order of its own') },
            { button: 'action_close_mo', label: 'No backorder: the order closes with what was produced; the 2 units left are not made', undo: expect.stringContaining('does not come back') },
          ],
        });
        return { choices: { [WIZARD]: 'action_backorder' } };
      });
      expect(inWords(preview, english)).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('cannot be reopened') });
      expect(entry).toMatchObject({ status: 'done', spec: { choices: { [WIZARD]: 'action_backorder' } } });
      expect(inWords(entry.notUndoableReason, english)).toContain('You chose a backorder');
      // What the card said is what Odoo did: 3 produced here, the 2 left in one new confirmed order.
      expect(await mo(id)).toMatchObject({ state: 'done', qty_produced: 3, product_qty: 3 });
      const later = await laterOrders(id);
      r.track('mrp.production', later.map((o) => o.id));
      expect(later).toEqual([expect.objectContaining({ product_qty: 2, state: 'confirmed' })]);
    });

    it('"No backorder" closes the order with the 3 produced and makes no new order', async () => {
      const id = await short();
      const { entry } = await r.approve(produce(id), (card) => {
        expect(questionOf(card).map((q) => q.wizard)).toEqual([WIZARD]);
        return { choices: { [WIZARD]: 'action_close_mo' } };
      });
      expect(entry).toMatchObject({ status: 'done', spec: { choices: { [WIZARD]: 'action_close_mo' } } });
      expect(inWords(entry.notUndoableReason, english)).toContain('You chose no backorder');
      // 16 writes the 3 produced as the order's quantity; 17+ keep the 5 planned.
      expect(await mo(id)).toMatchObject({ state: 'done', qty_produced: 3, product_qty: r.major === 16 ? 3 : 5 });
      expect(await laterOrders(id)).toEqual([]);
    });

    it('never answers for the user: a choice in the write is refused, and a run nobody was asked about stops at the question', async () => {
      const id = await short();
      await expect(r.journal.plan({ ...produce(id), choices: { [WIZARD]: 'action_backorder' } })).rejects.toThrow(/Only the user answers/);
      await expect(r.run(produce(id))).rejects.toThrow(/only the user answers on the confirm card/);
      expect(await mo(id)).toMatchObject({ state: expect.stringMatching(/^(confirmed|progress|to_close)$/), qty_produced: 0 });
      expect(await laterOrders(id)).toEqual([]);
    });
  });
}
