// A short delivery on a real Odoo (ODOO_URL...) or the stand-in: 3 of 5 done. Before the card Weft
// foresees Odoo's "Create Backorder?" and the card asks it; the user's answer, through the one
// approval pipeline, is the dialog's button that runs: "process" leaves a backorder of 2,
// "process_cancel_backorder" none (the 2 are cancelled). A full delivery asks nothing; a run the
// user was not asked stops at the question. Scratch deliveries of a scratch consumable; a done
// transfer cannot be deleted in Odoo and stays, on the archived product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '@/lib/db';
import { english, inWords } from '@/lib/i18n';
import type { WritePreview, WriteSpec } from '@/lib/ops/types';
import { actionRig, type ActionRig } from './action-rig';
import { targets } from './target';

const WIZARD = 'stock.backorder.confirmation';
const INVENTORY = { context: { inventory_mode: true } };
const idOf = (value: Json | undefined) => (Array.isArray(value) ? value[0] : value && typeof value === 'object' && 'id' in value ? value.id : value);
const questionOf = (preview: WritePreview) => inWords(preview.consequences?.questions ?? [], english);

for (const target of targets()) {
  describe(`a short delivery's backorder, chosen on the card: ${target.name}`, () => {
    let r: ActionRig;
    let customer: number;
    const quants: number[] = [];

    beforeAll(async () => {
      r = await actionRig(target);
      customer = await r.make('res.partner', { name: `${r.stamp} customer` });
    });
    afterAll(async () => {
      // Nothing of this run left waiting or on hand: open transfers cancelled, the counts put back to zero.
      const open = await r.client.callKw<number[]>('stock.picking', 'search', [[['partner_id', '=', customer], ['state', 'not in', ['done', 'cancel']]]]).catch(() => []);
      if (open.length) await r.client.callButton('stock.picking', 'action_cancel', open).catch(() => undefined);
      for (const quant of quants) {
        await r.client.callKw('stock.quant', 'write', [[quant], { inventory_quantity: 0 }], INVENTORY).catch(() => undefined);
        await r.client.callButton('stock.quant', 'action_apply_inventory', [quant], INVENTORY).catch(() => undefined);
      }
      await r?.close();
    });

    /**
     * A ready delivery of 5 of a stocked scratch product (5 counted on hand, as the Inventory app
     * counts them), with `done` typed as done as a user types it (16: done quantity; 17+: quantity).
     */
    async function delivery(done: number): Promise<number> {
      const first = async (model: string, domain: Json[]) => (await r.client.callKw<number[]>(model, 'search', [domain], { limit: 1, order: 'id' }))[0]!;
      // Stocked goods: 18+ flag them (is_storable), 16-17 give them their own type.
      const storable: Record<string, Json> = 'is_storable' in (await r.client.fieldsGet('product.product')) ? { type: 'consu', is_storable: true } : { type: 'product' };
      const product = await r.make('product.product', { name: `${r.stamp} goods`, ...storable });
      const stock = await first('stock.location', [['usage', '=', 'internal'], ['company_id', '=', 1]]);
      const customers = await first('stock.location', [['usage', '=', 'customer']]);
      const type = await first('stock.picking.type', [['code', '=', 'outgoing'], ['company_id', '=', 1]]);
      const quant = await r.client.callKw<number>('stock.quant', 'create', [{ product_id: product, location_id: stock, inventory_quantity: 5 }], INVENTORY);
      await r.client.callButton('stock.quant', 'action_apply_inventory', [quant], INVENTORY);
      quants.push(quant);
      const picking = await r.make('stock.picking', { picking_type_id: type, partner_id: customer, location_id: stock, location_dest_id: customers });
      const move = await r.client.create('stock.move', {
        ...(r.major < 19 ? { name: `${r.stamp} goods` } : {}), picking_id: picking, product_id: product, product_uom_qty: 5, location_id: stock, location_dest_id: customers,
      });
      await r.client.callButton('stock.picking', 'action_confirm', [picking]);
      expect(await r.read('stock.picking', picking, ['state'])).toMatchObject({ state: 'assigned' });
      await r.client.write('stock.move', [move], r.major >= 17 ? { quantity: done } : { quantity_done: done });
      return picking;
    }
    const validate = (picking: number): Extract<WriteSpec, { kind: 'action' }> => ({ kind: 'action', model: 'stock.picking', ids: [picking], method: 'button_validate' });
    const backordersOf = (picking: number) => r.client.callKw<number[]>('stock.picking', 'search', [[['backorder_id', '=', picking]]]);
    const movesOf = (picking: number) =>
      r.client.callKw<Array<{ product_uom_qty: number; state: string; quantity?: number; quantity_done?: number }>>('stock.move', 'search_read', [[['picking_id', '=', picking]], ['product_uom_qty', 'state', r.major >= 17 ? 'quantity' : 'quantity_done']], { order: 'id' });

    it('the card says 2 of 5 are missing and offers both answers; "Create a backorder" leaves a backorder of 2', async () => {
      const picking = await delivery(3);
      // The unit the move is in, as Odoo names it: the card says quantities in it, not "units".
      const [move] = await r.client.callKw<Array<{ product_uom: [number, string] }>>('stock.move', 'search_read', [[['picking_id', '=', picking]], ['product_uom']]);
      const unit = move!.product_uom[1];
      const { preview, entry } = await r.approve(validate(picking), (card) => {
        const [question, more] = questionOf(card);
        expect(more).toBeUndefined();
        expect(question).toMatchObject({
          wizard: WIZARD,
          asks: `Not everything is done: 2 ${unit} missing. What should Odoo do with what is missing?`,
          details: `${r.stamp} goods: 3 of 5 ${unit} done, 2 missing`,
          options: [
            { button: 'process', label: `Create a backorder for what is missing (2 ${unit})`, undo: expect.stringContaining('backorder') },
            { button: 'process_cancel_backorder', label: `No backorder: what is missing (2 ${unit}) is cancelled`, undo: expect.stringContaining('cancelled') },
          ],
        });
        return { choices: { [WIZARD]: 'process' } };
      });
      expect(preview.undoable).toBe(false);
      expect(entry).toMatchObject({ status: 'done', spec: { choices: { [WIZARD]: 'process' } } });
      expect(inWords(entry.notUndoableReason, english)).toContain('You chose a backorder');
      expect(await r.read('stock.picking', picking, ['state'])).toMatchObject({ state: 'done' });
      const backorders = await backordersOf(picking);
      expect(backorders).toHaveLength(1);
      expect(await movesOf(backorders[0]!)).toEqual([expect.objectContaining({ product_uom_qty: 2 })]);
      expect((await movesOf(picking)).filter((m) => m.state === 'done').map((m) => m.product_uom_qty)).toEqual([3]);
    });

    it('"No backorder" makes none: the 2 missing are cancelled, 3 are delivered', async () => {
      const picking = await delivery(3);
      const { entry } = await r.approve(validate(picking), (card) => {
        expect(questionOf(card).map((q) => q.wizard)).toEqual([WIZARD]);
        return { choices: { [WIZARD]: 'process_cancel_backorder' } };
      });
      expect(entry).toMatchObject({ status: 'done', spec: { choices: { [WIZARD]: 'process_cancel_backorder' } } });
      expect(inWords(entry.notUndoableReason, english)).toContain('You chose no backorder');
      expect(await r.read('stock.picking', picking, ['state'])).toMatchObject({ state: 'done' });
      expect(await backordersOf(picking)).toEqual([]);
      const moves = await movesOf(picking);
      // 3 delivered and nothing left to do; 16 splits the 2 off as a cancelled move, 17+ keep the demand of 5 on the done move.
      expect(moves.filter((m) => m.state === 'done').map((m) => m.quantity_done ?? m.quantity)).toEqual([3]);
      expect(moves.filter((m) => m.state !== 'done' && m.state !== 'cancel')).toEqual([]);
      if (r.major === 16) expect(moves.filter((m) => m.state === 'cancel').map((m) => m.product_uom_qty)).toEqual([2]);
      else expect(moves).toEqual([expect.objectContaining({ product_uom_qty: 5, quantity: 3, state: 'done' })]);
    });

    it('two short deliveries on one card, one left out: only the other is asked and validated with its answer; the left one stays ready', async () => {
      const [kept, left] = [await delivery(3), await delivery(3)];
      const { entry } = await r.approve({ ...validate(kept), ids: [kept, left] }, (card) => {
        // One question per transfer, each keyed by it.
        expect(questionOf(card).map((q) => q.wizard)).toEqual([`${WIZARD}@${kept}`, `${WIZARD}@${left}`]);
        return { exclude: [left], choices: { [`${WIZARD}@${kept}`]: 'process_cancel_backorder' } };
      });
      expect(entry).toMatchObject({ status: 'done', recordIds: [kept], spec: { ids: [kept], choices: { [WIZARD]: 'process_cancel_backorder' } } });
      expect(await r.read('stock.picking', kept, ['state'])).toMatchObject({ state: 'done' });
      expect(await backordersOf(kept)).toEqual([]);
      expect(await r.read('stock.picking', left, ['state'])).toMatchObject({ state: 'assigned' });
      expect(await backordersOf(left)).toEqual([]);
    });

    it('a full delivery asks nothing and validates as before', async () => {
      const picking = await delivery(5);
      const { preview, entry } = await r.approve(validate(picking), () => true);
      expect(preview.consequences?.questions).toBeUndefined();
      expect(entry).toMatchObject({ status: 'done' });
      expect(await backordersOf(picking)).toEqual([]);
    });

    it('never answers for the user: a choice in the write is refused, and a run nobody was asked about stops at the question', async () => {
      const picking = await delivery(3);
      await expect(r.journal.plan({ ...validate(picking), choices: { [WIZARD]: 'process' } })).rejects.toThrow(/Only the user answers/);
      await expect(r.run(validate(picking))).rejects.toThrow(/only the user answers on the confirm card/);
      expect(await r.read('stock.picking', picking, ['state'])).toMatchObject({ state: 'assigned' });
      expect(await backordersOf(picking)).toEqual([]);
      expect(idOf((await r.read('stock.picking', picking, ['partner_id'])).partner_id)).toBe(customer);
    });
  });
}
