// "Produce All"'s card against the Odoo stand-in (16: the immediate-production dialog; 18: Produce
// All sets the quantities itself): what it says is consumed and produced is what Odoo then posts,
// and an order where the user entered a smaller quantity says Odoo will ask about the rest.
import { english, say } from '@/lib/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rig, turn, type Rig } from '../../test/journal-rig';

for (const version of [16, 18] as const) {
  describe(`Produce All on Odoo ${version}`, () => {
    let r: Rig;
    let order: (qty: number) => Promise<number>;
    beforeAll(async () => {
      r = await rig(version);
      const make = (model: string, values: Record<string, unknown>) => r.client.create(model, values as never);
      // A table of 4 legs; product 3 (Office Lamp, 60 in stock) stands in for the legs.
      const table = await make('product.product', { name: 'mrp-test table', type: 'consu' });
      const template = r.odoo.db.get('product.product', table)!.product_tmpl_id;
      const bom = await make('mrp.bom', { product_tmpl_id: template, bom_line_ids: [[0, 0, { product_id: 3, product_qty: 4 }]] });
      order = async (qty) => {
        const id = await make('mrp.production', { product_id: table, product_qty: qty, bom_id: bom });
        await r.client.callButton('mrp.production', 'action_confirm', [id]);
        return id;
      };
    });
    afterAll(() => r.close());

    const spec = (id: number) => ({ kind: 'action' as const, model: 'mrp.production', ids: [id], method: 'button_mark_done' });
    const lamps = () => r.odoo.db.records('stock.quant').filter((q) => q.product_id === 3 && q.location_id === 8).reduce((t, q) => t + Number(q.quantity), 0);

    it('names what is produced and each component consumed; Odoo then posts exactly that', async () => {
      const id = await order(3);
      const preview = await r.journal.preview(spec(id));
      expect(say(english, preview.summary)).toMatch(/^Produce 3 Units of mrp-test table \(WH\/MO\/\d+\); the components below/);
      expect(preview.consequences?.facts).toEqual([{ label: '[FURN_8888] Office Lamp (Units)', value: 12 }]);
      expect(preview.undoable).toBe(false);
      const before = lamps();
      const { operation } = await r.journal.run(spec(id), turn());
      expect(operation.status).toBe('done');
      expect(before - lamps()).toBe(12);
      expect(r.odoo.db.get('mrp.production', id)).toMatchObject({ state: 'done', qty_producing: 3 });
    });

    it('an order with a smaller quantity entered says how much of what is left it produces, and that Odoo asks about the rest', async () => {
      const id = await order(5);
      r.odoo.db.write('mrp.production', id, { qty_producing: 2 }, 2);
      for (const move of r.odoo.db.records('stock.move').filter((m) => m.raw_material_production_id === id)) r.odoo.db.write('stock.move', move.id, { quantity: 8, picked: true }, 2);
      const preview = await r.journal.preview(spec(id));
      expect(say(english, preview.summary)).toContain('Produce 2 Units of mrp-test table');
      expect(say(english, preview.summary)).toContain('of 5 still to make');
      expect(preview.consequences?.facts).toEqual([{ label: '[FURN_8888] Office Lamp (Units)', value: 8 }]);
      // What becomes of the 3 left is the user's answer to Odoo's question, asked on the card.
      expect(preview.consequences?.questions?.map((q) => q.wizard)).toEqual(['mrp.production.backorder']);
    });
  });
}
