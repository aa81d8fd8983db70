// The records the card screenshots (screenshots-cards.e2e.ts) are shot on, made on the Odoo
// stand-in: the demo's own where they do, and manufacturing orders made as a user would through
// JSON-RPC (confirmed, quantities entered), so the cards ask what Odoo's Produce All asks.
import type { OdooStandIn } from '../stand-ins/odoo/server';
import { TestClient } from '../stand-ins/odoo/test-client';

export interface CardRecords {
  lineId: number;
  loose: number;
  lyon: number[];
  /** An order of 5 tables with 3 entered as producing: Produce All asks about the backorder. */
  shortOrder: number;
  /** An order of 2 tables whose legs are entered as 10 where its bill says 8 ('warning' bill). */
  overConsumed: number;
  leg: number;
}

export async function prepareCards(odoo: OdooStandIn): Promise<CardRecords> {
  // WH/OUT/00002 short: 3 of 5 done, so Validate asks about the backorder.
  odoo.db.create('stock.move', { name: 'Office Chair Black', picking_id: 3, product_id: 2, product_uom_qty: 5, quantity: 3, picked: false, state: 'assigned', location_id: 8, location_dest_id: 5, company_id: 1 });
  const lineId = Number(odoo.db.records('sale.order.line').find((l) => l.order_id === 1)!.id);
  // S00007's seeded lines carry the flat 15% without naming the tax: name it, as Odoo's lines do (the down payment's taxes follow them).
  for (const line of odoo.db.records('sale.order.line').filter((l) => l.order_id === 7)) odoo.db.write('sale.order.line', line.id, { tax_id: [1] }, 2);
  // A sales warning on Office Lamp, as its product form's "Warning when Selling this Product" sets it (16-18 the selection too).
  odoo.db.write('product.template', 3, { sale_line_warn_msg: 'Ships with a European plug only: tell the customer.', ...(odoo.version < 19 ? { sale_line_warn: 'warning' } : {}) }, 2);
  // The San Francisco warehouse picks, then ships (2 steps): the confirm-order card says the transfers it makes.
  odoo.db.write('stock.warehouse', 1, { delivery_steps: 'pick_ship' }, 2);
  const loose = Number(odoo.db.create('res.partner', { name: 'Old Supplier Ltd', active: true }).id);
  const lyon = Array.from({ length: 8 }, (_, i) => Number(odoo.db.create('res.partner', { name: `Lyon Contact ${i + 1}`, city: 'Lyon', active: true }).id));
  return { lineId, loose, lyon, ...(await manufacturing(odoo)) };
}

/** Two orders of an oak table (4 legs each, 40 legs counted), as the mrp contracts make them on 17+. */
async function manufacturing(odoo: OdooStandIn) {
  const admin = new TestClient(odoo.url);
  await admin.login();
  const storable = odoo.version >= 18 ? { type: 'consu', is_storable: true } : { type: 'product' };
  const table = await admin.ok('product.product', 'create', [{ name: 'Oak Dining Table', ...storable }]);
  const leg = await admin.ok('product.product', 'create', [{ name: 'Oak Table Leg', ...storable }]);
  const [{ product_tmpl_id: [template] }] = await admin.ok('product.product', 'read', [[table], ['product_tmpl_id']]);
  const bom = (consumption: string) => admin.ok('mrp.bom', 'create', [{ product_tmpl_id: template, product_qty: 1, consumption, bom_line_ids: [[0, 0, { product_id: leg, product_qty: 4 }]] }]);
  const [flexible, warning] = [await bom('flexible'), await bom('warning')];
  const order = async (bomId: number, planned: number, producing: number) => {
    const id = await admin.ok('mrp.production', 'create', [{ product_id: table, product_qty: planned, bom_id: bomId }]);
    await admin.ok('mrp.production', 'action_confirm', [[id]]);
    await admin.ok('mrp.production', 'write', [[id], { qty_producing: producing }]);
    await admin.ok('mrp.production', 'set_qty_producing', [[id]]);
    return id;
  };
  const [{ lot_stock_id: [stock] }] = await admin.ok('stock.warehouse', 'search_read', [[['company_id', '=', 1]], ['lot_stock_id']], { limit: 1, order: 'id' });
  const quant = await admin.ok('stock.quant', 'create', [{ product_id: leg, location_id: stock, inventory_quantity: 40 }], { context: { inventory_mode: true } });
  await admin.ok('stock.quant', 'action_apply_inventory', [[quant]], { context: { inventory_mode: true } });
  const shortOrder = await order(flexible, 5, 3);
  const overConsumed = await order(warning, 2, 2);
  const legs = await admin.ok('stock.move', 'search', [[['raw_material_production_id', '=', overConsumed]]]);
  await admin.ok('stock.move', 'write', [legs, { quantity: 10 }]);
  return { shortOrder, overConsumed, leg };
}
