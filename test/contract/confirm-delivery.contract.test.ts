// Confirming a quotation: the card says the delivery Odoo will make, and Odoo makes that delivery
// (real Odoo via ODOO_URL etc., else the stand-in in 16-19). Goods lines (a consumable, and a
// stocked product as each version types it: 16-17 'product', 18+ 'consu' tracked in inventory) are
// delivered from the order's warehouse; a service makes no move, and an order of services alone no
// delivery. Run as the salesperson (Odoo's demo user), who confirms quotations; the products are
// the admin's scratch, removed with the orders and their deliveries after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english, say, type Said } from '@/lib/i18n';
import { newId, WeftDb } from '@/lib/db';
import { traitsOf, type OdooClient } from '@/lib/odoo';
import { Journal } from '@/lib/ops/journal';
import type { WriteSpec } from '@/lib/ops/types';
import { loginClient } from '../odoo-login';
import { removeScratch, standIns, targets } from './target';

const all = process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19]);
const idOf = (v: unknown): number => (Array.isArray(v) ? Number(v[0]) : Number((v as { id: number }).id));

for (const target of all) {
  describe(`confirm-delivery contract: ${target.name}`, () => {
    let admin: OdooClient;
    let seller: OdooClient;
    let db: WeftDb;
    let journal: Journal;
    const scratch: Array<[string, number]> = [];
    const products: Record<'goods' | 'stocked' | 'service', number> = { goods: 0, stocked: 0, service: 0 };
    const stamp = `weft-cards-${Date.now()}`;
    const ref = () => ({ conversationId: 'c', turnId: newId(), skill: 'contract' });

    beforeAll(async () => {
      admin = (await loginClient(await target.admin())).client;
      const login = (await target.restricted()) ?? (await target.admin());
      seller = (await loginClient(login)).client;
      db = new WeftDb('contract-confirm-delivery-' + newId());
      journal = new Journal({ client: seller, db, origin: login.url });
      const major = (await admin.version()).major;
      const stocked = major >= 18 ? { type: 'consu', is_storable: true } : { type: 'product' };
      for (const [key, values] of [['goods', { type: 'consu' }], ['stocked', stocked], ['service', { type: 'service' }]] as const) {
        products[key] = await admin.create('product.product', { name: `${stamp} ${key}`, list_price: 10, sale_ok: true, ...values });
        scratch.push(['product.product', products[key]]);
      }
    });
    afterAll(async () => {
      // The deliveries first (their moves hold the products), then the orders, then the products.
      const orders = scratch.filter(([m]) => m === 'sale.order').map(([, id]) => id);
      if (orders.length) {
        for (const id of orders) await admin.callButton('sale.order', 'action_cancel', [id], { context: { disable_cancel_warning: true } }).catch(() => undefined);
        const [pickings] = [await admin.callKw<number[]>('stock.picking', 'search', [[['sale_id', 'in', orders]]])];
        scratch.push(...pickings.map((id): [string, number] => ['stock.picking', id]));
      }
      await removeScratch(admin, scratch);
      db?.close();
      await target.close();
    });

    async function quotation(lines: Array<[number, number]>): Promise<number> {
      const [customer] = await seller.callKw<number[]>('res.partner', 'search', [[['is_company', '=', true]]], { limit: 1 });
      const id = await seller.create('sale.order', { partner_id: customer!, client_order_ref: stamp, order_line: lines.map(([product, qty]) => [0, 0, { product_id: product, product_uom_qty: qty }]) });
      scratch.push(['sale.order', id]);
      return id;
    }

    const confirm = (id: number): WriteSpec => ({ kind: 'action', model: 'sale.order', ids: [id], method: 'action_confirm' });
    const notesOf = async (spec: WriteSpec): Promise<Said[]> => (await journal.preview(spec)).consequences?.notes ?? [];

    it('goods and a service: the card names the delivery of the goods from the warehouse, and Odoo makes exactly that', async () => {
      const id = await quotation([[products.goods, 3], [products.stocked, 2], [products.service, 1]]);
      const [order] = await seller.read('sale.order', [id], ['warehouse_id']);
      const warehouse = (order!.warehouse_id as { display_name: string }).display_name;
      const notes = await notesOf(confirm(id));
      const delivery = notes.find((n) => n.key === 'confirmOrder.delivery');
      expect(delivery?.params).toMatchObject({ count: 2, warehouse });
      expect(say(english, delivery)).toMatch(new RegExp(`^Odoo will create a delivery of 2 products \\(5 \\w+\\) from ${warehouse}\\.$`));
      expect(notes.map((n) => n.key)).not.toContain('confirmOrder.noDelivery');

      await journal.run(confirm(id), ref());
      const { records: moves } = await seller.searchRead('stock.move', { domain: [['picking_id.sale_id', '=', id]], fields: ['product_id', 'product_uom_qty', 'picking_id'] });
      expect(new Set(moves.map((m) => idOf(m.picking_id))).size).toBe(1);
      expect(Object.fromEntries(moves.map((m) => [idOf(m.product_id), m.product_uom_qty]))).toEqual({ [products.goods]: 3, [products.stocked]: 2 });
    });

    // The warehouse is the database's own (the salesperson's orders ship from it): its steps are changed for this case only, and put back.
    it('a warehouse that delivers in three steps: the card says which transfers confirming makes (16-17 all three, 18+ the first), Odoo makes those, and the undo takes them back', async () => {
      const later = traitsOf(await admin.version()).stepTransfers === 'next_on_validate';
      const id = await quotation([[products.goods, 2]]);
      const [order] = await seller.read('sale.order', [id], ['warehouse_id']);
      const warehouse = idOf(order!.warehouse_id);
      const [before] = await admin.read('stock.warehouse', [warehouse], ['delivery_steps']);
      await admin.write('stock.warehouse', [warehouse], { delivery_steps: 'pick_pack_ship' });
      let entryId: string;
      try {
        const notes = await notesOf(confirm(id));
        const steps = notes.find((n) => n.key === (later ? 'confirmOrder.deliveryStepsLater' : 'confirmOrder.deliverySteps'));
        expect(steps?.params).toMatchObject({ count: 3, warehouse: (order!.warehouse_id as { display_name: string }).display_name });
        expect(say(english, steps)).toMatch(later
          ? / delivers in 3 steps \(“.+”\): Odoo will create the first transfer now, and each next one when the one before it is validated\.$/
          : / delivers in 3 steps \(“.+”\): for each delivery Odoo will create 3 transfers, the one to the customer last\.$/);
        entryId = (await journal.run(confirm(id), ref())).operation.id;
      } finally {
        await admin.write('stock.warehouse', [warehouse], { delivery_steps: before!.delivery_steps });
      }
      const made = await admin.callKw<number[]>('stock.picking', 'search', [[['sale_id', '=', id]]]);
      scratch.push(...made.map((m): [string, number] => ['stock.picking', m]));
      expect(made).toHaveLength(later ? 1 : 3);
      expect((await journal.undo(entryId)).status).toBe('undone');
      // Deleted, or (a user Odoo does not let delete transfers) all three cancelled.
      const { records: left } = await admin.searchRead('stock.picking', { domain: [['id', 'in', made]], fields: ['state'] });
      expect(left.every((p) => p.state === 'cancel')).toBe(true);
    });

    // Sales' "Lock Confirmed Sales" is a group: given, for this case only, to whose groups the version asks
    // (17-18 the salesperson who made the quotation, 19 the superuser: everyone). The stand-in has no groups.
    it.skipIf(!process.env.ODOO_URL)('Lock Confirmed Sales on: the card says Odoo locks the order, Odoo locks it, and the undo unlocks it to bring the quotation back', async () => {
      const { saleLockBy } = traitsOf(await admin.version());
      const [group] = (await admin.searchRead('ir.model.data', { domain: [['module', '=', 'sale'], ['name', '=', 'group_auto_done_setting']], fields: ['res_id'] })).records;
      const user = saleLockBy === 'superuser' ? 1 : (await seller.session()).uid;
      const field = 'group_ids' in (await admin.fieldsGet('res.users')) ? 'group_ids' : 'groups_id';
      const id = await quotation([[products.goods, 1]]);
      await admin.write('res.users', [user], { [field]: [[4, Number(group!.res_id)]] });
      let entryId: string;
      try {
        const notes = await notesOf(confirm(id));
        expect(notes.at(-1)?.key).toBe('confirmOrder.locks');
        entryId = (await journal.run(confirm(id), ref())).operation.id;
      } finally {
        await admin.write('res.users', [user], { [field]: [[3, Number(group!.res_id)]] });
      }
      const [order] = await seller.read('sale.order', [id], ['state', 'locked']);
      expect(order).toMatchObject({ state: 'sale', locked: true });
      expect((await journal.undo(entryId)).status).toBe('undone');
      const [after] = await seller.read('sale.order', [id], ['state', 'locked']);
      expect(after).toMatchObject({ state: 'draft', locked: false });
      const made = await admin.callKw<number[]>('stock.picking', 'search', [[['sale_id', '=', id]]]);
      scratch.push(...made.map((m): [string, number] => ['stock.picking', m]));
    });

    it('Lock Confirmed Sales off (as these databases have it): the card says nothing of a lock', async () => {
      const id = await quotation([[products.goods, 1]]);
      expect((await notesOf(confirm(id))).map((n) => n.key)).not.toContain('confirmOrder.locks');
    });

    it('services alone: the card says Odoo makes no delivery, and it makes none', async () => {
      const id = await quotation([[products.service, 4]]);
      const notes = await notesOf(confirm(id));
      expect(notes.map((n) => n.key)).toEqual(['confirmOrder.noDelivery']);
      await journal.run(confirm(id), ref());
      const [order] = await seller.read('sale.order', [id], ['state', 'picking_ids']);
      expect(order).toMatchObject({ state: 'sale', picking_ids: [] });
    });
  });
}
