// Scrap orders as real 16-19 have them (stock/models/stock_scrap.py): made as a draft with the
// product and quantity, the source location from the transfer (its destination once done) or the
// company's stock, the scrap location Odoo's; Validate takes the quantity out of stock, or, for a
// stocked product short at the source, answers "Insufficient Quantity To Scrap" and does nothing.
import type { Rec } from './db.ts';
import type { Env } from './env.ts';
import { userError } from './errors.ts';
import { adjustQuant } from './manufacturing-buttons.ts';
import { UNITS } from './manufacturing.ts';
import { char, float, many2one, selection, type ModelDef } from './model-types.ts';

/** Virtual Locations/Scrap. */
export const SCRAP_LOCATION = 16;

export const SCRAP_MODEL: ModelDef = {
  name: 'stock.scrap',
  description: 'Scrap',
  order: 'id desc',
  mail: true,
  notNull: ['name', 'product_id', 'product_uom_id', 'location_id', 'scrap_location_id', 'scrap_qty', 'company_id'],
  fields: {
    name: char('Reference', { required: true }),
    product_id: many2one('product.product', 'Product', { required: true }),
    product_uom_id: many2one('uom.uom', 'Unit of Measure', { required: true }),
    scrap_qty: float('Quantity', { required: true }),
    picking_id: many2one('stock.picking', 'Picking'),
    production_id: many2one('mrp.production', 'Manufacturing Order'),
    location_id: many2one('stock.location', 'Source Location', { required: true }),
    scrap_location_id: many2one('stock.location', 'Scrap Location', { required: true }),
    state: selection([['draft', 'Draft'], ['done', 'Done']], 'Status', { readonly: true }),
    company_id: many2one('res.company', 'Company', { required: true }),
  },
  defaults: (env) => {
    const picking = env.db.get('stock.picking', Number(env.context?.default_picking_id));
    const stock = env.db.records('stock.warehouse').find((w) => w.company_id === env.companyId)?.lot_stock_id ?? 8;
    // 17+ compute the source from the transfer; 16 takes the warehouse's stock (its form's onchange takes the transfer's).
    const location = picking && (env.version ?? 17) >= 17 ? (picking.state === 'done' ? picking.location_dest_id : picking.location_id) : stock;
    return { name: 'New', state: 'draft', scrap_qty: 1, product_uom_id: UNITS, location_id: location, scrap_location_id: SCRAP_LOCATION, company_id: env.companyId };
  },
};

const stocked = (env: Env, product: unknown) => {
  const template = env.db.get('product.template', Number(env.db.get('product.product', Number(product))?.product_tmpl_id));
  return template?.type === 'product' || template?.is_storable === true;
};

export const SCRAP_BUTTONS: Record<string, (env: Env, recs: Rec[]) => unknown> = {
  action_validate(env, recs) {
    if (recs.length !== 1) throw userError(`Expected singleton: stock.scrap(${recs.map((r) => `${r.id},`).join(' ')})`);
    const scrap = recs[0]!;
    const qty = Number(scrap.scrap_qty);
    if (!(qty > 0)) throw userError('You can only enter positive quantities.');
    const here = env.db.records('stock.quant').filter((q) => q.product_id === scrap.product_id && q.location_id === scrap.location_id).reduce((t, q) => t + Number(q.quantity ?? 0), 0);
    if (stocked(env, scrap.product_id) && here < qty) {
      return {
        name: 'Insufficient Quantity To Scrap', type: 'ir.actions.act_window', view_mode: 'form',
        res_model: 'stock.warn.insufficient.qty.scrap', target: 'new', context: { ...env.context, default_scrap_id: scrap.id, default_quantity: qty },
      };
    }
    adjustQuant(env, scrap.product_id, scrap.location_id, -qty);
    adjustQuant(env, scrap.product_id, scrap.scrap_location_id, qty);
    const done = env.db.records('stock.scrap').filter((s) => s.state === 'done').length;
    env.db.write('stock.scrap', scrap.id, { state: 'done', name: `SP/${String(done + 1).padStart(5, '0')}` }, env.uid);
    return true;
  },
};

/**
 * The Scrap button of a transfer's and a manufacturing order's form (button_scrap): the scrap form
 * in a dialog, prefilled with the record, the products it may scrap and its company.
 */
function openScrap(field: 'picking_id' | 'production_id') {
  return (env: Env, recs: Rec[]): unknown => {
    if (recs.length !== 1) throw userError(`Expected singleton: ${field === 'picking_id' ? 'stock.picking' : 'mrp.production'}(${recs.map((r) => `${r.id},`).join(' ')})`);
    const record = recs[0]!;
    const moves = env.db.records('stock.move').filter((m) => (field === 'picking_id' ? m.picking_id === record.id : m.raw_material_production_id === record.id || m.production_id === record.id));
    return {
      name: env.version < 17 && field === 'production_id' ? 'Scrap' : 'Scrap Products', view_mode: 'form', res_model: 'stock.scrap', type: 'ir.actions.act_window', target: 'new',
      context: { [`default_${field}`]: record.id, product_ids: [...new Set(moves.map((m) => m.product_id))], default_company_id: record.company_id ?? 1 },
    };
  };
}

export const PICKING_SCRAP_BUTTONS = { button_scrap: openScrap('picking_id') };
export const PRODUCTION_SCRAP_BUTTONS = { button_scrap: openScrap('production_id') };
