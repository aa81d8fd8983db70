// Confirming a quotation: the card says the delivery Odoo will make, and Odoo makes that delivery
// (real Odoo via ODOO_URL etc., else the stand-in in 16-19). Goods lines (a consumable, and a
// stocked product as each version types it: 16-17 'product', 18+ 'consu' tracked in inventory) are
// delivered from the order's warehouse; a service makes no move, and an order of services alone no
// delivery. Run as the salesperson (Odoo's demo user), who confirms quotations; the products are
// the admin's scratch, removed with the orders and their deliveries after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english, say, type Said } from '@/lib/i18n';
import { newId, WeftDb } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
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
