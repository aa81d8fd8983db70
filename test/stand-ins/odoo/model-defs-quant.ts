// stock.quant with stock_account's value (group Inventory / Administrator) and inventory mode, as
// real 16-19 have them: an inventory count (inventory_quantity) becomes the quantity on
// action_apply_inventory, by a stock manager only.
import type { Rec, StandInDb } from './db.ts';
import { isAdmin } from './access.ts';
import type { Env } from './env.ts';
import { userError } from './errors.ts';
import { date, float, many2one, monetary, type ModelDef } from './model-types.ts';

const MANAGERS = 'Inventory / Administrator';

// Odoo: quantity × the product's average cost (value_svl / quantity_svl, 19: total_value /
// qty_available), in valued locations only (internal, or transit of a company). The stand-in's
// stock is all at standard cost, so the average is the product's cost.
function value(db: StandInDb, quant: Rec): number {
  const location = db.get('stock.location', Number(quant.location_id));
  const valued = location?.usage === 'internal' || (location?.usage === 'transit' && !!location.company_id);
  if (!valued) return 0;
  const template = db.get('product.template', Number(db.get('product.product', Number(quant.product_id))?.product_tmpl_id));
  return Number(quant.quantity ?? 0) * Number(template?.standard_price ?? 0);
}

export const quant: ModelDef = {
  name: 'stock.quant',
  description: 'Quants',
  order: 'id',
  demo: 'read',
  groups: ['Inventory/Administrator'],
  notNull: ['product_id', 'location_id'],
  fields: {
    product_id: many2one('product.product', 'Product', { required: true }),
    location_id: many2one('stock.location', 'Location', { required: true }),
    warehouse_id: many2one('stock.warehouse', 'Warehouse', { related: ['location_id', 'warehouse_id'], unstored: true }),
    product_categ_id: many2one('product.category', 'Product Category', { related: ['product_id', 'categ_id'], unstored: true }),
    company_id: many2one('res.company', 'Company', { related: ['location_id', 'company_id'] }),
    quantity: float('Quantity', { readonly: true }),
    reserved_quantity: float('Reserved Quantity', { readonly: true }),
    available_quantity: float('Available Quantity', {
      searchable: false,
      compute: (_db, r) => Number(r.quantity ?? 0) - Number(r.reserved_quantity ?? 0),
    }),
    inventory_quantity: float('Counted Quantity'),
    accounting_date: date('Accounting Date'),
    value: monetary('Value', { compute: value, groups: MANAGERS, overrideSum: true, searchable: false }),
    currency_id: many2one('res.currency', 'Currency', {
      groups: MANAGERS,
      compute: (db, r) => db.get('res.company', Number(db.get('stock.location', Number(r.location_id))?.company_id ?? 1))?.currency_id ?? false,
    }),
  },
};

export const QUANT_BUTTONS = {
  // Returns nothing (Odoo's JSON-RPC answer then has no result), unless a wizard is needed.
  action_apply_inventory(env: Env, recs: Rec[]): undefined {
    if (env.version < 18 && !isAdmin(env)) throw userError('Only a stock manager can validate an inventory adjustment.');
    for (const rec of recs) env.db.write('stock.quant', rec.id, { quantity: Number(rec.inventory_quantity ?? 0), inventory_quantity: 0 }, env.uid);
    return undefined;
  },
};
