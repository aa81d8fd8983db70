// The action table's manufacturing rows on a real Odoo (ODOO_URL...) or the stand-in: a
// manufacturing order of a table (4 legs each) confirmed, unreserved, checked for availability,
// produced, unbuilt, and another one cancelled. Each runs through the journal as run_action does;
// the card's state change and what it foresees are what Odoo then did, and the undo restores it or
// is refused before the click.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '@/lib/db';
import { english, inWords, say } from '@/lib/i18n';
import { findAction } from '@/lib/ops/actions';
import { actionRig, type ActionRig } from './action-rig';
import { standIns, targets } from './target';

type Preview = Awaited<ReturnType<ActionRig['run']>>['preview'];
const idOf = (value: Json | undefined) => (Array.isArray(value) ? value[0] : value && typeof value === 'object' && 'id' in value ? value.id : value);

// 16 asks "Immediate production?" first: the stand-in is held to all four versions.
for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`manufacturing orders: ${target.name}`, () => {
    let r: ActionRig;
    let table: number;
    let leg: number;
    let bom: number;
    let stock: number;
    const quants: number[] = [];
    const inventory = { context: { inventory_mode: true } };

    /** Counts `qty` of `product` at the stock location, as the Inventory app does (applied by the admin). */
    const count = async (product: number, qty: number) => {
      const quant = await r.client.callKw<number>('stock.quant', 'create', [{ product_id: product, location_id: stock, inventory_quantity: qty }], inventory);
      await r.client.callButton('stock.quant', 'action_apply_inventory', [quant], inventory);
      quants.push(quant);
    };
    const onHand = async (product: number) => (await r.read('product.product', product, ['qty_available'])).qty_available;
    const order = async (qty: number) => r.make('mrp.production', { product_id: table, product_qty: qty, bom_id: bom });
    const mo = (id: number) => r.read('mrp.production', id, ['state', 'reservation_state', 'qty_produced']);
    const stateChange = (preview: Preview, field: string) => {
      const change = preview.changes.find((c) => c.field === field);
      return change ? [say(english, change.before as never), say(english, change.after as never)] : undefined;
    };

    beforeAll(async () => {
      r = await actionRig(target);
      // Stocked goods: 18+ flag them (is_storable), 16-17 give them their own type.
      const storable: Record<string, Json> = 'is_storable' in (await r.client.fieldsGet('product.product')) ? { type: 'consu', is_storable: true } : { type: 'product' };
      table = await r.make('product.product', { name: `mrp-test ${r.stamp} table`, ...storable });
      leg = await r.make('product.product', { name: `mrp-test ${r.stamp} leg`, ...storable });
      const template = idOf((await r.read('product.product', table, ['product_tmpl_id'])).product_tmpl_id) as number;
      bom = await r.make('mrp.bom', { product_tmpl_id: template, product_qty: 1, bom_line_ids: [[0, 0, { product_id: leg, product_qty: 4 }]] });
    });
    afterAll(async () => {
      // Leave no stock behind on a real Odoo: every count made here back to zero.
      for (const quant of quants) {
        await r.client.callKw('stock.quant', 'write', [[quant], { inventory_quantity: 0 }], inventory).catch(() => undefined);
        await r.client.callButton('stock.quant', 'action_apply_inventory', [quant], inventory).catch(() => undefined);
      }
      await r?.close();
    });

    it('confirms (not undoable, said), unreserves (undo reserves again), checks availability (undo unreserves), produces all (the card names what is consumed; not undoable) and unbuilds', async () => {
      const id = await order(2);
      stock = idOf((await r.read('mrp.production', id, ['location_src_id'])).location_src_id) as number;
      await count(leg, 10);

      const confirm = await r.run({ kind: 'action', model: 'mrp.production', ids: [id], method: 'action_confirm' });
      expect(inWords(confirm.preview, english)).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('back to draft') });
      expect(stateChange(confirm.preview, 'state')).toEqual(['Draft', 'Confirmed']);
      expect(confirm.entry.status).toBe('done');
      // The operation type reserves at confirmation: 8 legs of the 10 are held for it.
      expect(await mo(id)).toMatchObject({ state: 'confirmed', reservation_state: 'assigned' });

      const unreserve = await r.run({ kind: 'action', model: 'mrp.production', ids: [id], method: 'do_unreserve' });
      expect(unreserve.preview.undoable).toBe(true);
      expect(stateChange(unreserve.preview, 'reservation_state')).toEqual(['Ready', 'Waiting']);
      expect(await mo(id)).toMatchObject({ reservation_state: 'confirmed' });
      expect(await r.journal.undo(unreserve.entry.id)).toMatchObject({ status: 'undone' });
      expect(await mo(id)).toMatchObject({ reservation_state: 'assigned' });

      await r.client.callButton('mrp.production', 'do_unreserve', [id]);
      const check = await r.run({ kind: 'action', model: 'mrp.production', ids: [id], method: 'action_assign' });
      expect(inWords(check.preview, english)).toMatchObject({ undoable: true, undoNote: expect.stringContaining('reserved before') });
      expect(stateChange(check.preview, 'reservation_state')).toEqual(['Waiting', 'Ready']);
      expect(await mo(id)).toMatchObject({ reservation_state: 'assigned' });
      expect(await r.journal.undo(check.entry.id)).toMatchObject({ status: 'undone' });
      expect(await mo(id)).toMatchObject({ reservation_state: 'confirmed' });

      const produce = await r.journal.preview({ kind: 'action', model: 'mrp.production', ids: [id], method: 'button_mark_done' });
      const card = inWords(produce, english);
      expect(card).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('cannot be reopened') });
      expect(card.summary).toContain('Produce 2 Units of');
      expect(produce.consequences?.facts).toEqual([{ label: `mrp-test ${r.stamp} leg (Units)`, value: 8 }]);
      const done = await r.run({ kind: 'action', model: 'mrp.production', ids: [id], method: 'button_mark_done' });
      expect(done.entry.status).toBe('done');
      // What the card foresaw is what Odoo did: 2 tables made, 8 legs consumed.
      expect(await mo(id)).toMatchObject({ state: 'done', qty_produced: 2 });
      expect(await onHand(table)).toBe(2);
      expect(await onHand(leg)).toBe(2);
      const quantsOf = async (product: number) => r.client.callKw<number[]>('stock.quant', 'search', [[['product_id', '=', product], ['location_id', '=', stock]]]);
      quants.push(...(await quantsOf(table)));

      const unbuild = await r.run({ kind: 'action', model: 'mrp.production', ids: [id], method: 'button_unbuild' });
      expect(inWords(unbuild.preview, english)).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('cannot reverse an unbuild') });
      expect(unbuild.entry).toMatchObject({ status: 'done', created: { model: 'mrp.unbuild', ids: [expect.any(Number)] } });
      expect(await r.read('mrp.unbuild', unbuild.entry.created!.ids[0]!, ['state'])).toMatchObject({ state: 'done' });
      expect(await onHand(table)).toBe(0);
      expect(await onHand(leg)).toBe(10);
    });

    it('scraps legs from stock (the card names product, quantity and location; not undoable, said before); more than is there is Odoo\'s question, reported, nothing scrapped', async () => {
      const before = Number(await onHand(leg));
      expect(before).toBeGreaterThanOrEqual(3);
      const scrap = await r.make('stock.scrap', { product_id: leg, scrap_qty: 3 });
      const { preview, entry } = await r.run({ kind: 'action', model: 'stock.scrap', ids: [scrap], method: 'action_validate' });
      const card = inWords(preview, english);
      expect(card).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('cannot undo a scrap') });
      const notes = Object.fromEntries(preview.changes.filter((c) => c.field === 'action').map((c) => [say(english, c.label as never), say(english, c.note as never)]));
      // 16-18 pick Virtual Locations/Scrap; 19 may pick another inventory-loss location ("Inventory adjustment"): the card names Odoo's.
      expect(notes).toMatchObject({ Product: `mrp-test ${r.stamp} leg`, Quantity: '3', 'Source Location': 'WH/Stock', 'Scrap Location': expect.any(String) });
      expect(entry.status).toBe('done');
      expect(await r.read('stock.scrap', scrap, ['state'])).toMatchObject({ state: 'done' });
      expect(await onHand(leg)).toBe(before - 3);

      const tooMany = await r.make('stock.scrap', { product_id: leg, scrap_qty: before + 100 });
      const refused = await r.run({ kind: 'action', model: 'stock.scrap', ids: [tooMany], method: 'action_validate' }).then(() => '', (e: unknown) => String(e));
      expect(refused).toContain('Insufficient Quantity To Scrap');
      expect(await r.read('stock.scrap', tooMany, ['state'])).toMatchObject({ state: 'draft' });
      expect(await onHand(leg)).toBe(before - 3);
    });

    it('cancels a confirmed order (not undoable, said before the click); 16 asks "Mark as Done" where 17+ say "Produce All"', async () => {
      const id = await order(1);
      await r.client.callButton('mrp.production', 'action_confirm', [id]);
      const cancel = await r.run({ kind: 'action', model: 'mrp.production', ids: [id], method: 'action_cancel' });
      expect(inWords(cancel.preview, english)).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('cancelled manufacturing order') });
      expect(stateChange(cancel.preview, 'state')).toEqual(['Confirmed', 'Cancelled']);
      expect(await mo(id)).toMatchObject({ state: 'cancel' });
      expect(findAction('mrp.production', 'button_mark_done', r.major)?.label).toBe(r.major === 16 ? 'Mark as Done' : 'Produce All');
    });
  });
}
