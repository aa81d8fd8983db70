// Deliveries of sales orders (sale_stock), as real 16-19 make them (sale_order_line.py
// _action_launch_stock_rule, stock_rule.py): confirming an order procures each line whose product
// is goods (16-17 type 'consu' or 'product', 18+ 'consu'; services and 18's combos make no move)
// with a positive quantity, from the order's warehouse: one picking per order and per step of the
// warehouse's delivery_steps; cancelling the order cancels what is not done.
// Routes and their rules, as the card reads them: Buy and Manufacture (make to stock), the
// replenish-on-order route archived as on a fresh database.
import type { Rec, StandInDb } from './db.ts';
import type { Env } from './env.ts';
import { boolean, char, integer, many2many, many2one, one2many, selection, type FieldDef, type ModelDef, type OdooVersion } from './model-types.ts';
import { UNITS } from './manufacturing.ts';

const route: ModelDef = {
  name: 'stock.route',
  description: 'Inventory Routes',
  order: 'sequence, id',
  demo: 'read',
  groups: ['Inventory/Administrator'],
  notNull: ['name'],
  fields: {
    name: char('Route', { required: true }),
    sequence: integer('Sequence'),
    active: boolean('Active'),
    product_selectable: boolean('Applicable on Product'),
    sale_selectable: boolean('Selectable on Sales Order Line'),
    rule_ids: one2many('stock.rule', 'route_id', 'Rules'),
    company_id: many2one('res.company', 'Company'),
  },
  defaults: () => ({ active: true, sequence: 0, product_selectable: true, sale_selectable: false }),
};

const rule: ModelDef = {
  name: 'stock.rule',
  description: 'Stock Rule',
  order: 'sequence, id',
  demo: 'read',
  groups: ['Inventory/Administrator'],
  notNull: ['name', 'action', 'location_dest_id', 'procure_method'],
  fields: {
    name: char('Name', { required: true }),
    sequence: integer('Sequence'),
    active: boolean('Active'),
    action: selection([['pull', 'Pull From'], ['push', 'Push To'], ['pull_push', 'Pull & Push'], ['buy', 'Buy'], ['manufacture', 'Manufacture']], 'Action', { required: true }),
    procure_method: selection([['make_to_stock', 'Take From Stock'], ['make_to_order', 'Trigger Another Rule'], ['mts_else_mto', 'Take From Stock, if unavailable, Trigger Another Rule']], 'Supply Method', { required: true }),
    route_id: many2one('stock.route', 'Route', { required: true }),
    location_src_id: many2one('stock.location', 'Source Location'),
    location_dest_id: many2one('stock.location', 'Destination Location', { required: true }),
    picking_type_id: many2one('stock.picking.type', 'Operation Type'),
    company_id: many2one('res.company', 'Company'),
  },
  defaults: () => ({ active: true, sequence: 20, procure_method: 'make_to_stock' }),
};

export const DELIVERY_MODELS: ModelDef[] = [route, rule];

/** The fields sale_stock and stock add to products (`via`: a variant's, read through its template) and sale_project's service tracking. */
export function productRouteFields(via?: (f: string, def: FieldDef) => FieldDef): Record<string, FieldDef> {
  const wrap = via ?? ((_f: string, def: FieldDef) => def);
  return {
    route_ids: wrap('route_ids', many2many('stock.route', 'Routes')),
    // Related to the category's routes; the stand-in's categories have none.
    route_from_categ_ids: { ...many2many('stock.route', 'Category Routes'), readonly: true, compute: () => [] },
    service_tracking: wrap('service_tracking', selection([['no', 'Nothing'], ['task_global_project', 'Task'], ['task_in_project', 'Project & Task'], ['project_only', 'Project']], 'Create on Order')),
  };
}

/** A sales order line's unit and routes: 16-18 product_uom and route_id, 19 product_uom_id and route_ids. */
export function saleLineStockFields(version: OdooVersion): Record<string, FieldDef | null> {
  const unit = many2one('uom.uom', 'Unit of Measure');
  return version >= 19
    ? { product_uom_id: { ...unit, string: 'Unit' }, route_ids: many2many('stock.route', 'Routes') }
    : { product_uom: unit, route_id: many2one('stock.route', 'Route') };
}

export const WAREHOUSE_STEPS = selection([['ship_only', 'Deliver goods directly (1 step)'], ['pick_ship', 'Send goods in output and then deliver (2 steps)'], ['pick_pack_ship', 'Pack goods, send goods in output and then deliver (3 steps)']], 'Outgoing Shipments', { required: true });

/** The order's deliveries (sale_stock's picking_ids): the transfers made for it. */
export const deliveriesOf = (db: StandInDb, order: Rec): number[] => db.records('stock.picking').filter((p) => p.sale_id === order.id).map((p) => p.id);

const isGoods = (env: Env, product: Rec | undefined): boolean => {
  const type = env.db.get('product.template', Number(product?.product_tmpl_id))?.type;
  return env.version >= 18 ? type === 'consu' : type === 'consu' || type === 'product';
};

/**
 * The transfers each step of a warehouse's delivery_steps makes, first to last (real 17: WH/PICK,
 * WH/PACK, then WH/OUT, all with the order's sale_id). 18+ make the first on confirm and each next
 * one when the one before is validated (push rules; real 19 made one): the stand-in makes the first.
 */
const STEPS: Record<string, string[]> = { ship_only: ['OUT'], pick_ship: ['PICK', 'OUT'], pick_pack_ship: ['PICK', 'PACK', 'OUT'] };

/** _action_launch_stock_rule on a confirmed order: a delivery from its warehouse per step of its delivery_steps, a move per goods line in each. */
export function createDelivery(env: Env, order: Rec): void {
  const lines = env.db.records('sale.order.line').filter((l) => l.order_id === order.id && !l.display_type && Number(l.product_uom_qty) > 0 && isGoods(env, env.db.get('product.product', Number(l.product_id))));
  if (!lines.length) return;
  const warehouse = env.db.get('stock.warehouse', Number(order.warehouse_id));
  const types = env.db.records('stock.picking.type').filter((t) => t.warehouse_id === warehouse?.id);
  const out = types.find((t) => t.code === 'outgoing');
  if (!warehouse || !out) return;
  const stock = Number(warehouse.lot_stock_id);
  // The stand-in has no pick or pack operation types nor output locations: the steps before the last are internal transfers of the warehouse named as real ones.
  const all = STEPS[String(warehouse.delivery_steps)] ?? STEPS.ship_only!;
  const steps = env.version >= 18 ? all.slice(0, 1) : all;
  steps.forEach((step, i) => {
    const last = i === all.length - 1;
    const type = last ? out : (types.find((t) => t.code === 'internal') ?? out);
    const prefix = `${String(warehouse.code)}/${last ? String(type.sequence_code) : step}/`;
    const taken = env.db.records('stock.picking').filter((p) => String(p.name).startsWith(prefix)).length;
    const dest = last ? 5 : stock;
    const state = i === 0 ? 'confirmed' : 'waiting';
    const picking = env.db.create('stock.picking', {
      name: `${prefix}${String(taken + 1).padStart(5, '0')}`, picking_type_id: type.id, partner_id: order.partner_shipping_id || order.partner_id,
      origin: order.name, sale_id: order.id, state, location_id: stock, location_dest_id: dest, scheduled_date: order.commitment_date || env.db.timestamp(),
    }, env.uid).id;
    for (const line of lines) {
      env.db.create('stock.move', {
        name: line.name, picking_id: picking, product_id: line.product_id, product_uom_qty: line.product_uom_qty, quantity: 0, sale_line_id: last ? line.id : false,
        state, location_id: stock, location_dest_id: dest, product_uom: line.product_uom ?? line.product_uom_id ?? UNITS, company_id: order.company_id ?? 1,
      }, env.uid);
    }
  });
}

/** _action_cancel: the order's deliveries not done are cancelled with their moves. */
export function cancelDeliveries(env: Env, order: Rec): void {
  for (const id of deliveriesOf(env.db, order)) {
    if (env.db.get('stock.picking', id)?.state === 'done') continue;
    for (const move of env.db.records('stock.move').filter((m) => m.picking_id === id && m.state !== 'done')) env.db.write('stock.move', move.id, { state: 'cancel' }, env.uid);
    env.db.write('stock.picking', id, { state: 'cancel' }, env.uid);
  }
}

/** Buy and Manufacture as a fresh database has them (make to stock: confirming an order orders nothing), MTO archived. */
export function seedRoutes(db: StandInDb): void {
  const routes: Array<[number, string, boolean]> = [[1, 'Replenish on Order (MTO)', false], [5, 'Buy', true], [6, 'Manufacture', true]];
  for (const [id, name, active] of routes) db.create('stock.route', { id, name, active, sequence: id, product_selectable: true });
  const rules: Array<[number, string, string, string, number, number]> = [
    [1, 'WH: Stock → Customers (MTO)', 'pull', 'mts_else_mto', 1, 5],
    [2, 'WH: Vendors → Stock', 'buy', 'make_to_stock', 5, 8],
    [3, 'WH: Production → Stock', 'manufacture', 'make_to_stock', 6, 8],
  ];
  for (const [id, name, action, procure_method, route_id, location_dest_id] of rules) db.create('stock.rule', { id, name, action, procure_method, route_id, location_dest_id, active: route_id !== 1 });
  // Real demo data puts the chair and the lamp on Buy.
  for (const product of [2, 3]) db.write('product.template', product, { route_ids: [5] }, 2);
}
