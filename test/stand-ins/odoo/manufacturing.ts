// Manufacturing as real 16-19 have it (mrp/models/mrp_production.py, mrp_bom.py, mrp_unbuild.py,
// 16's wizard/mrp_immediate_production.py): units, bills of materials, manufacturing orders with
// their component and finished moves, unbuild orders and 16's "Immediate production?" dialog.
// What the buttons do is in manufacturing-buttons.ts.
import type { Rec, StandInDb } from './db.ts';
import { boolean, char, datetime, float, integer, many2many, many2one, one2many, selection, type ModelDef } from './model-types.ts';

/** The production location (Virtual Locations/Production) components go to and products come from. */
export const PRODUCTION_LOCATION = 15;
/** The seeded unit of measure every product and move here uses. */
export const UNITS = 1;

const stockOf = (db: StandInDb, company: number) => Number(db.records('stock.warehouse').find((w) => w.company_id === company)?.lot_stock_id ?? 8);

const uom: ModelDef = {
  name: 'uom.uom',
  description: 'Product Unit of Measure',
  order: 'name, id',
  demo: 'read',
  groups: ['Inventory/Administrator'],
  notNull: ['name'],
  fields: { name: char('Unit of Measure', { required: true }), active: boolean('Active') },
  defaults: () => ({ active: true }),
};

const bom: ModelDef = {
  name: 'mrp.bom',
  description: 'Bill of Material',
  order: 'sequence, id',
  notNull: ['product_tmpl_id', 'product_qty'],
  fields: {
    product_tmpl_id: many2one('product.template', 'Product', { required: true }),
    product_id: many2one('product.product', 'Product Variant'),
    product_qty: float('Quantity', { required: true }),
    product_uom_id: many2one('uom.uom', 'Unit'),
    bom_line_ids: one2many('mrp.bom.line', 'bom_id', 'BoM Lines'),
    type: selection([['normal', 'Manufacture this product'], ['phantom', 'Kit']], 'BoM Type', { required: true }),
    consumption: selection([['flexible', 'Allowed'], ['warning', 'Allowed with warning'], ['strict', 'Blocked']], 'Flexible Consumption', { required: true }),
    sequence: float('Sequence'),
    active: boolean('Active'),
    company_id: many2one('res.company', 'Company'),
  },
  defaults: (env) => ({ product_qty: 1, product_uom_id: UNITS, type: 'normal', consumption: 'warning', sequence: 0, active: true, company_id: env.companyId }),
};

const bomLine: ModelDef = {
  name: 'mrp.bom.line',
  description: 'Bill of Material Line',
  order: 'sequence, id',
  notNull: ['product_id', 'product_qty', 'bom_id'],
  fields: {
    bom_id: many2one('mrp.bom', 'Parent BoM', { required: true }),
    product_id: many2one('product.product', 'Component', { required: true }),
    product_qty: float('Quantity', { required: true }),
    product_uom_id: many2one('uom.uom', 'Product Unit of Measure'),
    sequence: float('Sequence'),
  },
  defaults: () => ({ product_qty: 1, product_uom_id: UNITS, sequence: 1 }),
};

const movesOf = (db: StandInDb, field: string, id: number) => db.records('stock.move').filter((m) => m[field] === id);

/** _compute_reservation_state: Ready when every component is reserved, Waiting otherwise; none before confirmation or after. */
function reservationState(db: StandInDb, order: Rec): string | false {
  if (['draft', 'done', 'cancel'].includes(String(order.state))) return false;
  const open = movesOf(db, 'raw_material_production_id', order.id).filter((m) => !['done', 'cancel'].includes(String(m.state)));
  return open.every((m) => m.state === 'assigned') ? 'assigned' : 'confirmed';
}

const produced = (db: StandInDb, order: Rec) =>
  movesOf(db, 'production_id', order.id).filter((m) => m.state === 'done').reduce((t, m) => t + Number(m.quantity ?? 0), 0);

const production: ModelDef = {
  name: 'mrp.production',
  description: 'Manufacturing Order',
  order: 'priority desc, date_start asc, id',
  mail: true,
  notNull: ['product_id', 'product_qty', 'location_src_id', 'location_dest_id'],
  fields: {
    name: char('Reference'),
    origin: char('Source'),
    product_id: many2one('product.product', 'Product', { required: true }),
    product_qty: float('Quantity To Produce', { required: true }),
    product_uom_id: many2one('uom.uom', 'Product Unit of Measure'),
    bom_id: many2one('mrp.bom', 'Bill of Material'),
    state: selection([['draft', 'Draft'], ['confirmed', 'Confirmed'], ['progress', 'In Progress'], ['to_close', 'To Close'], ['done', 'Done'], ['cancel', 'Cancelled']], 'State', { readonly: true }),
    reservation_state: selection([['confirmed', 'Waiting'], ['assigned', 'Ready'], ['waiting', 'Waiting Another Operation']], 'MO Readiness', { readonly: true, compute: reservationState }),
    qty_producing: float('Quantity Producing'),
    qty_produced: float('Quantity Produced', { readonly: true, compute: produced }),
    move_raw_ids: one2many('stock.move', 'raw_material_production_id', 'Components'),
    move_finished_ids: one2many('stock.move', 'production_id', 'Finished Products'),
    location_src_id: many2one('stock.location', 'Components Location', { required: true }),
    location_dest_id: many2one('stock.location', 'Finished Products Location', { required: true }),
    // Its create_backorder decides on 17+ whether a short order asks about a backorder.
    picking_type_id: many2one('stock.picking.type', 'Operation Type'),
    backorder_sequence: integer('Backorder Sequence'),
    consumption: selection([['flexible', 'Allowed'], ['warning', 'Allowed with warning'], ['strict', 'Blocked']], 'Consumption', { required: true }),
    date_start: datetime('Start'),
    priority: selection([['0', 'Normal'], ['1', 'Urgent']], 'Priority'),
    is_locked: boolean('Is Locked'),
    company_id: many2one('res.company', 'Company'),
    user_id: many2one('res.users', 'Responsible'),
  },
  // The name comes from the operation type's sequence on create (WH/MO/00001).
  defaults: (env) => ({
    name: `WH/MO/${String(env.db.records('mrp.production').length + 1).padStart(5, '0')}`,
    state: 'draft', product_qty: 1, qty_producing: 0, product_uom_id: UNITS, priority: '0', is_locked: true, company_id: env.companyId,
    location_src_id: stockOf(env.db, env.companyId), location_dest_id: stockOf(env.db, env.companyId), date_start: env.now, user_id: env.uid,
    picking_type_id: env.db.records('stock.picking.type').find((t) => t.code === 'mrp_operation' && t.company_id === env.companyId)?.id ?? false,
    backorder_sequence: 0, consumption: 'flexible',
  }),
};

const unbuild: ModelDef = {
  name: 'mrp.unbuild',
  description: 'Unbuild Order',
  order: 'id desc',
  mail: true,
  notNull: ['product_id', 'product_qty', 'location_id', 'location_dest_id'],
  fields: {
    name: char('Reference'),
    product_id: many2one('product.product', 'Product', { required: true }),
    product_qty: float('Quantity', { required: true }),
    product_uom_id: many2one('uom.uom', 'Unit of Measure'),
    bom_id: many2one('mrp.bom', 'Bill of Material'),
    mo_id: many2one('mrp.production', 'Manufacturing Order'),
    location_id: many2one('stock.location', 'Source Location', { required: true }),
    location_dest_id: many2one('stock.location', 'Destination Location', { required: true }),
    state: selection([['draft', 'Draft'], ['done', 'Done']], 'Status', { readonly: true }),
    company_id: many2one('res.company', 'Company'),
  },
  // 16/17: the quantity starts at 1 whatever the order made; 18+ compute it from the order (qty_produced).
  defaults: (env) => {
    const mo = env.db.get('mrp.production', Number(env.context?.default_mo_id));
    const qty = mo && (env.version ?? 17) >= 18 ? produced(env.db, mo) : 1;
    return { name: `UB/${String(env.db.records('mrp.unbuild').length + 1).padStart(5, '0')}`, state: 'draft', product_qty: qty, product_uom_id: UNITS, company_id: env.companyId, ...(mo ? { bom_id: mo.bom_id } : {}) };
  },
};

const immediate: ModelDef = {
  name: 'mrp.immediate.production',
  description: 'Immediate Production',
  order: 'id',
  transient: true,
  fields: { mo_ids: many2many('mrp.production', 'Mo') },
  // default_mo_ids comes as (4, id) commands from the button's answer.
  defaults: (env) => {
    const given = Array.isArray(env.context?.default_mo_ids) ? env.context.default_mo_ids : [];
    return { mo_ids: [[6, 0, given.map((c: unknown) => (Array.isArray(c) ? Number(c[1]) : Number(c)))]] };
  },
};

export const MANUFACTURING_MODELS: ModelDef[] = [uom, bom, bomLine, production, unbuild, immediate];

/** Units, and the production location of the stand-in's company 1. */
export function seedManufacturing(db: StandInDb): void {
  db.create('uom.uom', { id: UNITS, name: 'Units', active: true });
  db.create('stock.location', { id: PRODUCTION_LOCATION, name: 'Production', complete_name: 'Virtual Locations/Production', usage: 'production', active: true, company_id: 1 });
  // Scrap (stock.scrap's scrap_location_id): an inventory-loss location, as on real 16-19.
  db.create('stock.location', { id: 16, name: 'Scrap', complete_name: 'Virtual Locations/Scrap', usage: 'inventory', active: true, company_id: 1 });
  // The warehouse's Manufacturing operation type (mrp_operation), asking about backorders as Odoo's does.
  db.create('stock.picking.type', { name: 'Manufacturing', code: 'mrp_operation', sequence_code: 'MO', warehouse_id: 1, company_id: 1, sequence: 6, active: true, create_backorder: 'ask' });
}
