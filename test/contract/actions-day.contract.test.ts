// The action table's rows for the rest of the day on a real Odoo (ODOO_URL...) or the stand-in:
// locking a sales order (16: action_done, 17+: action_lock), a cancelled purchase order back to
// draft, and a delivery before it is validated (Mark as To Do, Unreserve, Check Availability).
// Each runs through the journal as run_action does; the card's state change is what Odoo did, and
// the undo restores it or is refused before the click.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '@/lib/db';
import { english, inWords, say } from '@/lib/i18n';
import { findAction } from '@/lib/ops/actions';
import { actionRig, type ActionRig } from './action-rig';
import { standIns, targets } from './target';

const idOf = (value: Json | undefined) => (Array.isArray(value) ? value[0] : value && typeof value === 'object' && 'id' in value ? value.id : value);

// Locking differs on 16: the stand-in is held to all four versions.
for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`the day's further actions: ${target.name}`, () => {
    let r: ActionRig;
    let partner: number;

    beforeAll(async () => {
      r = await actionRig(target);
      partner = await r.make('res.partner', { name: `${r.stamp} partner` });
    });
    afterAll(() => r?.close());

    /** The card's state change for the one record, in English: [before, after]. */
    const stateChange = (preview: Awaited<ReturnType<ActionRig['run']>>['preview'], field: string) => {
      const change = preview.changes.find((c) => c.field === field);
      return change ? [say(english, change.before as never), say(english, change.after as never)] : undefined;
    };

    it('locks a confirmed sales order with the version\'s own button, unlocks it; each undone through the other', async () => {
      const service = await r.product('service');
      const so = await r.make('sale.order', { partner_id: partner, order_line: [[0, 0, { product_id: service, product_uom_qty: 1, price_unit: 100 }]] });
      await r.client.callButton('sale.order', 'action_confirm', [so]);
      const lock = r.major >= 17 ? 'action_lock' : 'action_done';
      // The other version's method is not offered: Odoo has no such button there.
      expect(findAction('sale.order', r.major >= 17 ? 'action_done' : 'action_lock', r.major)).toBeUndefined();
      const locked = () => r.read('sale.order', so, r.major >= 17 ? ['state', 'locked'] : ['state']);

      const first = await r.run({ kind: 'action', model: 'sale.order', ids: [so], method: lock });
      expect(first.preview.undoable).toBe(true);
      expect(first.entry.status).toBe('done');
      expect(await locked()).toMatchObject(r.major >= 17 ? { state: 'sale', locked: true } : { state: 'done' });
      expect(await r.journal.undo(first.entry.id)).toMatchObject({ status: 'undone' });
      expect(await locked()).toMatchObject(r.major >= 17 ? { state: 'sale', locked: false } : { state: 'sale' });

      await r.client.callButton('sale.order', lock, [so]);
      const unlock = await r.run({ kind: 'action', model: 'sale.order', ids: [so], method: 'action_unlock' });
      expect(unlock.preview.undoable).toBe(true);
      expect(await locked()).toMatchObject(r.major >= 17 ? { locked: false } : { state: 'sale' });
      expect(await r.journal.undo(unlock.entry.id)).toMatchObject({ status: 'undone' });
      expect(await locked()).toMatchObject(r.major >= 17 ? { locked: true } : { state: 'done' });
      await r.client.callButton('sale.order', 'action_unlock', [so]);
    });

    it('sets a cancelled purchase order back to draft (card: Cancelled → RFQ); undo cancels it again', async () => {
      const goods = await r.product('goods');
      const po = await r.make('purchase.order', { partner_id: partner, order_line: [[0, 0, { product_id: goods, name: 'Weft contract goods', product_qty: 1, price_unit: 10 }]] });
      await r.client.callButton('purchase.order', 'button_cancel', [po]);
      const { preview, entry } = await r.run({ kind: 'action', model: 'purchase.order', ids: [po], method: 'button_draft' });
      expect(preview.undoable).toBe(true);
      expect(stateChange(preview, 'state')).toEqual(['Cancelled', 'RFQ']);
      expect(entry.status).toBe('done');
      expect(await r.read('purchase.order', po, ['state'])).toMatchObject({ state: 'draft' });
      expect(await r.journal.undo(entry.id)).toMatchObject({ status: 'undone' });
      expect(await r.read('purchase.order', po, ['state'])).toMatchObject({ state: 'cancel' });
    });

    it('marks a draft delivery as to do (not undoable, said before), unreserves it (undo reserves again) and checks availability (undo unreserves)', async () => {
      // Stocked goods: 18+ flag them (is_storable), 16-17 give them their own type.
      const storable: Record<string, Json> = 'is_storable' in (await r.client.fieldsGet('product.product')) ? { type: 'consu', is_storable: true } : { type: 'product' };
      const product = await r.make('product.product', { name: `${r.stamp} stocked`, ...storable });
      const first = async (model: string, domain: Json[]) => (await r.client.callKw<number[]>(model, 'search', [domain], { limit: 1, order: 'id' }))[0]!;
      const stock = await first('stock.location', [['usage', '=', 'internal'], ['company_id', '=', 1]]);
      const customers = await first('stock.location', [['usage', '=', 'customer']]);
      const type = await first('stock.picking.type', [['code', '=', 'outgoing'], ['company_id', '=', 1]]);
      // 5 on hand, counted as the Inventory app counts them (inventory mode), by the admin.
      const inventory = { context: { inventory_mode: true } };
      const quant = await r.client.callKw<number>('stock.quant', 'create', [{ product_id: product, location_id: stock, inventory_quantity: 5 }], inventory);
      await r.client.callButton('stock.quant', 'action_apply_inventory', [quant], inventory);
      const picking = await r.make('stock.picking', { picking_type_id: type, partner_id: partner, location_id: stock, location_dest_id: customers });
      await r.client.create('stock.move', {
        ...(r.major < 19 ? { name: 'Weft contract delivery' } : {}), picking_id: picking, product_id: product, product_uom_qty: 3, location_id: stock, location_dest_id: customers,
      });
      const state = async () => (await r.read('stock.picking', picking, ['state'])).state;
      const reserved = async () => (await r.read('stock.quant', quant, ['reserved_quantity'])).reserved_quantity;

      const todo = await r.run({ kind: 'action', model: 'stock.picking', ids: [picking], method: 'action_confirm' });
      expect(inWords(todo.preview, english)).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('back to draft') });
      expect(todo.entry.status).toBe('done');
      // The operation type reserves at confirmation (Odoo's default): 3 of the 5 are held for it.
      expect(stateChange(todo.preview, 'state')).toEqual(['Draft', 'Ready']);
      expect(await state()).toBe('assigned');
      expect(await reserved()).toBe(3);

      const unreserve = await r.run({ kind: 'action', model: 'stock.picking', ids: [picking], method: 'do_unreserve' });
      expect(unreserve.preview.undoable).toBe(true);
      expect(stateChange(unreserve.preview, 'state')).toEqual(['Ready', 'Waiting']);
      expect(await state()).toBe('confirmed');
      expect(await reserved()).toBe(0);
      expect(await r.journal.undo(unreserve.entry.id)).toMatchObject({ status: 'undone' });
      expect(await state()).toBe('assigned');
      expect(await reserved()).toBe(3);

      await r.client.callButton('stock.picking', 'do_unreserve', [picking]);
      const check = await r.run({ kind: 'action', model: 'stock.picking', ids: [picking], method: 'action_assign' });
      expect(check.preview.undoable).toBe(true);
      expect(stateChange(check.preview, 'state')).toEqual(['Waiting', 'Ready']);
      expect(await state()).toBe('assigned');
      expect(await reserved()).toBe(3);
      // Checking a ready transfer again is refused as an undo: unreserving would release what was there before.
      const again = await r.journal.preview({ kind: 'action', model: 'stock.picking', ids: [picking], method: 'action_assign' });
      expect(inWords(again, english)).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('reserved before') });
      expect(await r.journal.undo(check.entry.id)).toMatchObject({ status: 'undone' });
      expect(await state()).toBe('confirmed');
      expect(await reserved()).toBe(0);

      // Leave nothing reserved or waiting on a real Odoo: the delivery is cancelled, the count put back to zero.
      await r.client.callButton('stock.picking', 'action_cancel', [picking]).catch(() => undefined);
      await r.client.callKw('stock.quant', 'write', [[quant], { inventory_quantity: 0 }], inventory);
      await r.client.callButton('stock.quant', 'action_apply_inventory', [quant], inventory);
      expect(idOf((await r.read('stock.picking', picking, ['partner_id'])).partner_id)).toBe(partner);
    });

    it('returns a validated delivery in full (17: create_returns, 18+: Return All): a ready return of its quantities; undo cancels it (16: not offered, said)', async () => {
      const method = r.major >= 18 ? 'action_create_returns_all' : 'create_returns';
      if (r.major < 17) {
        expect(findAction('stock.picking', 'create_returns', r.major)).toBeUndefined();
        expect(findAction('stock.picking', 'action_create_returns_all', r.major)).toBeUndefined();
        return;
      }
      expect(findAction('stock.picking', r.major >= 18 ? 'create_returns' : 'action_create_returns_all', r.major)).toBeUndefined();
      const first = async (model: string, domain: Json[]) => (await r.client.callKw<number[]>(model, 'search', [domain], { limit: 1, order: 'id' }))[0]!;
      const storable: Record<string, Json> = 'is_storable' in (await r.client.fieldsGet('product.product')) ? { type: 'consu', is_storable: true } : { type: 'product' };
      const product = await r.make('product.product', { name: `${r.stamp} returned`, ...storable });
      const stock = await first('stock.location', [['usage', '=', 'internal'], ['company_id', '=', 1]]);
      const customers = await first('stock.location', [['usage', '=', 'customer']]);
      const type = await first('stock.picking.type', [['code', '=', 'outgoing'], ['company_id', '=', 1]]);
      const inventory = { context: { inventory_mode: true } };
      const quant = await r.client.callKw<number>('stock.quant', 'create', [{ product_id: product, location_id: stock, inventory_quantity: 5 }], inventory);
      await r.client.callButton('stock.quant', 'action_apply_inventory', [quant], inventory);
      const picking = await r.make('stock.picking', { picking_type_id: type, partner_id: partner, location_id: stock, location_dest_id: customers });
      await r.client.create('stock.move', {
        ...(r.major < 19 ? { name: 'Weft contract return' } : {}), picking_id: picking, product_id: product, product_uom_qty: 3, location_id: stock, location_dest_id: customers,
      });
      await r.client.callButton('stock.picking', 'action_confirm', [picking]);
      await r.run({ kind: 'action', model: 'stock.picking', ids: [picking], method: 'button_validate' });
      expect((await r.read('stock.picking', picking, ['state'])).state).toBe('done');

      const { preview, entry } = await r.run({ kind: 'action', model: 'stock.picking', ids: [picking], method });
      expect(preview.undoable).toBe(true);
      expect(preview.changes.find((c) => c.field === 'action')?.note).toBeDefined();
      expect(entry).toMatchObject({ status: 'done', created: { model: 'stock.picking', ids: [expect.any(Number)] } });
      const [back] = entry.created!.ids;
      expect(await r.read('stock.picking', back!, ['state'])).toMatchObject({ state: 'assigned' });
      const moves = await r.client.callKw<Array<{ product_uom_qty: number; location_id: Json; location_dest_id: Json }>>('stock.move', 'search_read', [[['picking_id', '=', back]], ['product_uom_qty', 'location_id', 'location_dest_id']]);
      expect(moves).toHaveLength(1);
      expect(moves[0]!.product_uom_qty).toBe(3);
      expect(idOf(moves[0]!.location_id)).toBe(customers);
      expect(await r.journal.undo(entry.id)).toMatchObject({ status: 'undone' });
      expect(await r.read('stock.picking', back!, ['state'])).toMatchObject({ state: 'cancel' });
      await r.client.callKw('stock.quant', 'write', [[quant], { inventory_quantity: 0 }], inventory);
      await r.client.callButton('stock.quant', 'action_apply_inventory', [quant], inventory);
    });
  });
}
