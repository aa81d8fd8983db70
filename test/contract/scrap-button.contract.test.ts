// The Scrap button of a transfer and of a manufacturing order, on a real Odoo (ODOO_URL...) or the
// stand-in (16-19), run as run_action runs it: the card names the product and quantity in words, the
// scrap order it makes and that it cannot be undone (before the click); Odoo then holds a done
// scrap order linked to the record and the quantity has left stock. More than is there is Odoo's
// "Insufficient Quantity To Scrap": reported, nothing scrapped. Scratch products and counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '@/lib/db';
import { english, inWords, say } from '@/lib/i18n';
import type { WritePreview } from '@/lib/ops/types';
import { actionRig, type ActionRig } from './action-rig';
import { standIns, targets } from './target';

const INVENTORY = { context: { inventory_mode: true } };
const idOf = (value: Json | undefined) => (Array.isArray(value) ? value[0] : value && typeof value === 'object' && 'id' in value ? value.id : value);
const notes = (preview: WritePreview) =>
  Object.fromEntries(preview.changes.filter((c) => c.field === 'action').map((c) => [say(english, c.label as never), say(english, c.note as never)]));

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`the Scrap button of a transfer and of a manufacturing order: ${target.name}`, () => {
    let r: ActionRig;
    let leg: number;
    let table: number;
    let stock: number;
    const quants: number[] = [];
    const opened: Array<[string, number]> = [];

    beforeAll(async () => {
      r = await actionRig(target);
      const storable: Record<string, Json> = 'is_storable' in (await r.client.fieldsGet('product.product')) ? { type: 'consu', is_storable: true } : { type: 'product' };
      leg = await r.make('product.product', { name: `scrap-button ${r.stamp} leg`, ...storable });
      table = await r.make('product.product', { name: `scrap-button ${r.stamp} table`, ...storable });
      const [warehouse] = await r.client.callKw<number[]>('stock.warehouse', 'search', [[['company_id', '=', 1]]], { limit: 1, order: 'id' });
      stock = idOf((await r.read('stock.warehouse', warehouse!, ['lot_stock_id'])).lot_stock_id) as number;
      const quant = await r.client.callKw<number>('stock.quant', 'create', [{ product_id: leg, location_id: stock, inventory_quantity: 20 }], INVENTORY);
      await r.client.callButton('stock.quant', 'action_apply_inventory', [quant], INVENTORY);
      quants.push(quant);
    });
    afterAll(async () => {
      for (const [model, id] of opened) await r.client.callButton(model, 'action_cancel', [id]).catch(() => undefined);
      for (const quant of quants) {
        await r.client.callKw('stock.quant', 'write', [[quant], { inventory_quantity: 0 }], INVENTORY).catch(() => undefined);
        await r.client.callButton('stock.quant', 'action_apply_inventory', [quant], INVENTORY).catch(() => undefined);
      }
      await r?.close();
    });

    const onHand = async () => Number((await r.read('product.product', leg, ['qty_available'])).qty_available);

    async function delivery(): Promise<number> {
      const [type] = await r.client.callKw<number[]>('stock.picking.type', 'search', [[['code', '=', 'outgoing'], ['company_id', '=', 1]]], { limit: 1, order: 'id' });
      const [customers] = await r.client.callKw<number[]>('stock.location', 'search', [[['usage', '=', 'customer']]], { limit: 1, order: 'id' });
      const picking = await r.make('stock.picking', { picking_type_id: type!, location_id: stock, location_dest_id: customers! });
      await r.client.create('stock.move', { ...(r.major < 19 ? { name: `${r.stamp} leg` } : {}), picking_id: picking, product_id: leg, product_uom_qty: 5, location_id: stock, location_dest_id: customers! });
      await r.client.callButton('stock.picking', 'action_confirm', [picking]);
      opened.push(['stock.picking', picking]);
      return picking;
    }

    it('scraps 2 legs from a delivery: the card names them and says it cannot be undone; Odoo holds a done scrap of the delivery', async () => {
      const picking = await delivery();
      const before = await onHand();
      const spec = { kind: 'action' as const, model: 'stock.picking', ids: [picking], method: 'button_scrap', values: { product_id: leg, scrap_qty: 2 } };
      const { preview, entry } = await r.run(spec);
      expect(inWords(preview, english)).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('cannot undo a scrap') });
      expect(notes(preview)).toMatchObject({ 'Product to scrap': `scrap-button ${r.stamp} leg`, 'Quantity to scrap': '2', Creates: expect.stringContaining('scrap order') });
      expect(entry).toMatchObject({ status: 'done', created: { model: 'stock.scrap', ids: [expect.any(Number)] } });
      const scrap = await r.read('stock.scrap', entry.created!.ids[0]!, ['state', 'picking_id', 'scrap_qty', 'product_id']);
      expect(scrap).toMatchObject({ state: 'done', scrap_qty: 2 });
      expect(idOf(scrap.picking_id)).toBe(picking);
      expect(idOf(scrap.product_id)).toBe(leg);
      expect(before - (await onHand())).toBe(2);
    });

    it('scraps a leg from a manufacturing order the same way, linked to the order', async () => {
      const template = idOf((await r.read('product.product', table, ['product_tmpl_id'])).product_tmpl_id) as number;
      const bom = await r.make('mrp.bom', { product_tmpl_id: template, product_qty: 1, bom_line_ids: [[0, 0, { product_id: leg, product_qty: 4 }]] });
      const mo = await r.make('mrp.production', { product_id: table, product_qty: 1, bom_id: bom });
      await r.client.callButton('mrp.production', 'action_confirm', [mo]);
      opened.push(['mrp.production', mo]);
      const before = await onHand();
      const { preview, entry } = await r.run({ kind: 'action', model: 'mrp.production', ids: [mo], method: 'button_scrap', values: { product_id: leg, scrap_qty: 1 } });
      expect(notes(preview)).toMatchObject({ 'Product to scrap': `scrap-button ${r.stamp} leg`, 'Quantity to scrap': '1' });
      expect(preview.undoable).toBe(false);
      expect(entry.status).toBe('done');
      const scrap = await r.read('stock.scrap', entry.created!.ids[0]!, ['state', 'production_id']);
      expect(scrap.state).toBe('done');
      expect(idOf(scrap.production_id)).toBe(mo);
      expect(before - (await onHand())).toBe(1);
    });

    it("more than is on hand is Odoo's question, reported; nothing is scrapped", async () => {
      const picking = await delivery();
      const before = await onHand();
      const refused = await r.run({ kind: 'action', model: 'stock.picking', ids: [picking], method: 'button_scrap', values: { product_id: leg, scrap_qty: 1000 } }).then(() => '', (e: unknown) => String(e));
      expect(refused).toContain('Insufficient Quantity To Scrap');
      expect(await onHand()).toBe(before);
    });
  });
}
