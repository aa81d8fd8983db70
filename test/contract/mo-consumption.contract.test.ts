// A manufacturing order whose components are consumed otherwise than its bill of materials says,
// on a real Odoo (ODOO_URL...) or the stand-in (16-19): 2 tables of 4 legs entered as producing,
// 10 legs entered as consumed instead of 8 (17+: set_qty_producing, then the leg's quantity; 16:
// the done quantities). A bill whose rule is 'warning': before the card Weft foresees Odoo's
// Consumption Warning, the card says which component differs, and the user's answer is the
// dialog's button that runs ("Confirm": 10 legs consumed; "Set Quantities & Validate": 8). A
// 'strict' bill: refused before the card with a sentence, nothing done. Scratch products and
// counts; done orders cannot be deleted in Odoo and stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '@/lib/db';
import { english, inWords, say } from '@/lib/i18n';
import type { WritePreview, WriteSpec } from '@/lib/ops/types';
import { actionRig, type ActionRig } from './action-rig';
import { standIns, targets } from './target';

const WIZARD = 'mrp.consumption.warning';
const INVENTORY = { context: { inventory_mode: true } };
const idOf = (value: Json | undefined) => (Array.isArray(value) ? value[0] : value && typeof value === 'object' && 'id' in value ? value.id : value);
const questionOf = (preview: WritePreview) => inWords(preview.consequences?.questions ?? [], english);

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`components consumed otherwise than the bill of materials: ${target.name}`, () => {
    let r: ActionRig;
    let table: number;
    let leg: number;
    const bom: Record<'warning' | 'strict', number> = { warning: 0, strict: 0 };
    const quants: number[] = [];

    beforeAll(async () => {
      r = await actionRig(target);
      // Stocked goods: 18+ flag them (is_storable), 16-17 give them their own type.
      const storable: Record<string, Json> = 'is_storable' in (await r.client.fieldsGet('product.product')) ? { type: 'consu', is_storable: true } : { type: 'product' };
      table = await r.make('product.product', { name: `mrp-consumption ${r.stamp} table`, ...storable });
      leg = await r.make('product.product', { name: `mrp-consumption ${r.stamp} leg`, ...storable });
      const template = idOf((await r.read('product.product', table, ['product_tmpl_id'])).product_tmpl_id) as number;
      for (const rule of ['warning', 'strict'] as const) {
        bom[rule] = await r.make('mrp.bom', { product_tmpl_id: template, product_qty: 1, consumption: rule, bom_line_ids: [[0, 0, { product_id: leg, product_qty: 4 }]] });
      }
    });
    afterAll(async () => {
      const open = await r.client.callKw<number[]>('mrp.production', 'search', [[['product_id', '=', table], ['state', 'not in', ['done', 'cancel']]]]).catch(() => []);
      if (open.length) await r.client.callButton('mrp.production', 'action_cancel', open).catch(() => undefined);
      for (const quant of quants) {
        await r.client.callKw('stock.quant', 'write', [[quant], { inventory_quantity: 0 }], INVENTORY).catch(() => undefined);
        await r.client.callButton('stock.quant', 'action_apply_inventory', [quant], INVENTORY).catch(() => undefined);
      }
      await r?.close();
    });

    const onHand = async (product: number) => Number((await r.read('product.product', product, ['qty_available'])).qty_available);

    /** A confirmed order of 2 tables under `rule`'s bill, 2 entered as producing and 10 legs as consumed (20 counted first). */
    async function differing(rule: 'warning' | 'strict'): Promise<number> {
      const id = await r.make('mrp.production', { product_id: table, product_qty: 2, bom_id: bom[rule] });
      const stock = idOf((await r.read('mrp.production', id, ['location_src_id'])).location_src_id) as number;
      const quant = await r.client.callKw<number>('stock.quant', 'create', [{ product_id: leg, location_id: stock, inventory_quantity: 20 }], INVENTORY);
      await r.client.callButton('stock.quant', 'action_apply_inventory', [quant], INVENTORY);
      quants.push(quant);
      await r.client.callButton('mrp.production', 'action_confirm', [id]);
      await r.client.write('mrp.production', [id], { qty_producing: 2 });
      const moves = await r.client.callKw<number[]>('stock.move', 'search', [[['raw_material_production_id', '=', id]]]);
      if (r.major >= 17) {
        await r.client.callButton('mrp.production', 'set_qty_producing', [id]);
        await r.client.write('stock.move', moves, { quantity: 10 });
      } else {
        const done = 'quantity_done' in (await r.client.fieldsGet('stock.move')) ? 'quantity_done' : 'quantity';
        await r.client.write('stock.move', moves, { [done]: 10 });
      }
      return id;
    }
    const produce = (id: number): Extract<WriteSpec, { kind: 'action' }> => ({ kind: 'action', model: 'mrp.production', ids: [id], method: 'button_mark_done' });
    const state = async (id: number) => (await r.read('mrp.production', id, ['state'])).state;

    it('a warning bill: the card names the leg that differs and offers both answers; "Confirm" consumes the 10 entered', async () => {
      const id = await differing('warning');
      const name = String((await r.read('mrp.production', id, ['name'])).name);
      const before = await onHand(leg);
      const { preview, entry } = await r.approve(produce(id), (card) => {
        const [question, more] = questionOf(card);
        expect(more).toBeUndefined();
        expect(question).toMatchObject({
          wizard: WIZARD,
          asks: 'A component is consumed in another quantity than the bill of materials says. Is that on purpose?',
          details: `${name}, mrp-consumption ${r.stamp} leg: 10 Units consumed, 8 Units by the bill of materials`,
          options: [
            { button: 'action_confirm', label: 'Yes: produce with the quantities consumed as they are', undo: expect.stringContaining('inventory adjustment') },
            { button: 'action_set_qty', label: 'No: set the quantities the bill of materials says, then produce' },
          ],
        });
        return { choices: { [WIZARD]: 'action_confirm' } };
      });
      expect(inWords(preview, english)).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('cannot be reopened') });
      expect(entry).toMatchObject({ status: 'done', spec: { choices: { [WIZARD]: 'action_confirm' } } });
      expect(inWords(entry.notUndoableReason, english)).toContain('You confirmed the quantities consumed');
      expect(await state(id)).toBe('done');
      expect(before - (await onHand(leg))).toBe(10);
      expect(await onHand(table)).toBe(2);
    });

    it('"Set the quantities the bill says" consumes the 8 of the bill', async () => {
      const id = await differing('warning');
      const before = await onHand(leg);
      const { entry } = await r.approve(produce(id), (card) => {
        expect(questionOf(card).map((q) => q.wizard)).toEqual([WIZARD]);
        return { choices: { [WIZARD]: 'action_set_qty' } };
      });
      expect(entry).toMatchObject({ status: 'done', spec: { choices: { [WIZARD]: 'action_set_qty' } } });
      expect(await state(id)).toBe('done');
      expect(before - (await onHand(leg))).toBe(8);
    });

    it('a strict bill is refused before the card, with a sentence saying why and what to do; nothing is done', async () => {
      const id = await differing('strict');
      const preview = await r.journal.preview(produce(id));
      expect(say(english, preview.consequences!.refusal!)).toMatch(/blocks consuming other quantities than it says \(mrp-consumption .* leg: 10 \/ 8 Units\)\. Nothing was done/);
      await expect(r.approve(produce(id), () => true)).rejects.toThrow(/Not run: refused/);
      expect(await state(id)).not.toBe('done');
    });
  });
}
