// The "Scrap" button of a transfer's and of a manufacturing order's form (stock_picking.py and
// mrp_production.py button_scrap on 16-19): it opens a scrap order prefilled with the record
// (default_picking_id / default_production_id), whose Done button is action_validate. Weft fills
// the product and quantity the user named and presses it; the scrap made is the entry's record.
// Not enough at the source: Odoo asks "Insufficient Quantity To Scrap", reported, nothing
// scrapped (the draft scrap order stays, as it does in Odoo's own form). The source location is
// Odoo's: 17+ compute it from the transfer (18+ also from the order); 16 (and 17 for an order)
// take the warehouse's stock, where the form's onchange would take the record's.
import { said } from '@/lib/i18n';
import type { WorkflowAction } from './action-types';

const scrapFrom = (model: string, link: string, from: string[], show: string[]): WorkflowAction => ({
  model, method: 'button_scrap', label: 'Scrap', risk: 'destructive',
  description: "Scrap a quantity of one of this record's products (values: product_id, scrap_qty): it leaves stock for the scrap location.",
  // The record's own state does not change: the scrap order it makes is checked (creates).
  from, to: [],
  wizards: { 'stock.scrap': { confirm: 'action_validate' } },
  options: { product_id: 'product.product id to scrap', scrap_qty: 'Quantity to scrap (default 1)' },
  creates: { model: 'stock.scrap', label: 'Scrap', link: [[link, 'in', '$ids']] },
  undo: { '*': said('act.scrapDone') },
  watch: ['state'], show,
});

export const SCRAP_ROWS: WorkflowAction[] = [
  // The form shows it from Waiting on (not on a draft or cancelled transfer).
  scrapFrom('stock.picking', 'picking_id', ['waiting', 'confirmed', 'assigned', 'done'], ['partner_id', 'picking_type_id', 'origin']),
  scrapFrom('mrp.production', 'production_id', ['confirmed', 'progress', 'to_close', 'done'], ['product_id', 'product_qty', 'product_uom_id']),
];
