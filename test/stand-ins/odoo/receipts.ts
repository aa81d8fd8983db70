// Receipts of purchase orders (purchase_stock) and validating transfers with the backorder dialog,
// as real 17/18 do (stock_picking.py button_validate, _pre_action_done_hook, _check_backorder;
// stock_backorder_confirmation.py process): confirming an order makes a ready receipt with one
// move per line; cancelling it cancels them; a short quantity asks "Create Backorder?" and the
// dialog's process validates with skip_backorder, moving what is left to a new, ready receipt.
import type { Rec } from './db.ts';
import { asIds, type Env } from './env.ts';
import { userError } from './errors.ts';
import { boolean, char, float, integer, many2many, many2one, selection, type ModelDef } from './model-types.ts';
import { UNITS } from './manufacturing.ts';

type Button = (env: Env, recs: Rec[]) => unknown;

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);

const stockMove: ModelDef = {
  name: 'stock.move',
  description: 'Stock Move',
  order: 'sequence, id',
  // Real demo may delete moves (a cancelled transfer with them) on 16, 18 and 19, not on 17 (Inventory / User only).
  demo: (version) => (version === 17 ? 'no-unlink' : undefined),
  groups: ['Inventory/Administrator'],
  notNull: ['name', 'product_id', 'product_uom_qty'],
  fields: {
    name: char('Description', { required: true }),
    sequence: integer('Sequence'),
    picking_id: many2one('stock.picking', 'Transfer'),
    product_id: many2one('product.product', 'Product', { required: true }),
    product_uom_qty: float('Demand', { required: true }),
    product_qty: float('Real Quantity', { readonly: true, compute: (_db, r) => Number(r.product_uom_qty ?? 0) }),
    quantity: float('Quantity'),
    picked: boolean('Picked'),
    state: selection([['draft', 'New'], ['waiting', 'Waiting Another Move'], ['confirmed', 'Waiting Availability'], ['partially_available', 'Partially Available'],
      ['assigned', 'Available'], ['done', 'Done'], ['cancel', 'Cancelled']], 'Status', { readonly: true }),
    location_id: many2one('stock.location', 'Source Location'),
    location_dest_id: many2one('stock.location', 'Destination Location'),
    purchase_line_id: many2one('purchase.order.line', 'Purchase Order Line'),
    sale_line_id: many2one('sale.order.line', 'Sale Line'),
    raw_material_production_id: many2one('mrp.production', 'Production Order for components'),
    production_id: many2one('mrp.production', 'Production Order for finished products'),
    product_uom: many2one('uom.uom', 'UoM'),
    company_id: many2one('res.company', 'Company'),
  },
  // Odoo fills a move's unit from its product (16-19: required, the product's uom_id); the stand-in's products are all in Units.
  defaults: (env) => ({ state: 'draft', quantity: 0, picked: false, sequence: 10, company_id: env.companyId, product_uom: UNITS }),
};

const backorderWizard: ModelDef = {
  name: 'stock.backorder.confirmation',
  transient: true,
  description: 'Backorder Confirmation',
  order: 'id',
  fields: { pick_ids: many2many('stock.picking', 'Pick'), show_transfers: boolean('Show Transfers') },
  // The dialog's action passes default_pick_ids as (4, id) commands.
  defaults: (env) => {
    const picks = (Array.isArray(env.context?.default_pick_ids) ? env.context.default_pick_ids : []).map((c: unknown) => (Array.isArray(c) ? c[1] : c));
    return { pick_ids: [[6, 0, ids(picks)]], show_transfers: !!env.context?.default_show_transfers };
  },
};

export const RECEIPT_MODELS: ModelDef[] = [stockMove, backorderWizard];

const movesOf = (env: Env, picking: number) => env.db.records('stock.move').filter((m) => m.picking_id === picking);

/** The purchase order's receipts: the transfers of its lines' moves (purchase_stock's picking_ids). */
export function pickingsOfOrder(db: Env['db'], order: Rec): number[] {
  const lines = new Set(db.records('purchase.order.line').filter((l) => l.order_id === order.id).map((l) => l.id));
  return [...new Set(db.records('stock.move').filter((m) => lines.has(Number(m.purchase_line_id)) && m.picking_id).map((m) => Number(m.picking_id)))];
}

/** A new transfer of this operation type, named by its warehouse's sequence (WH/IN/00003). */
function newPicking(env: Env, typeId: number, values: Record<string, unknown>): number {
  const type = env.db.get('stock.picking.type', typeId)!;
  const prefix = `${type.warehouse_id === 2 ? 'CHIC' : 'WH'}/${String(type.sequence_code)}/`;
  const taken = env.db.records('stock.picking').filter((p) => String(p.name).startsWith(prefix)).length;
  return env.db.create('stock.picking', { ...values, picking_type_id: typeId, name: `${prefix}${String(taken + 1).padStart(5, '0')}` }, env.uid).id;
}

/** purchase_stock _create_picking: one ready receipt from the vendor, a reserved move per product line. */
function createReceipt(env: Env, order: Rec): void {
  const lines = env.db.records('purchase.order.line').filter((l) => l.order_id === order.id && l.product_id && Number(l.product_qty) > 0);
  if (!lines.length) return;
  const type = env.db.records('stock.picking.type').find((t) => t.code === 'incoming' && t.company_id === (order.company_id ?? 1));
  if (!type) return;
  const stock = type.warehouse_id === 2 ? 19 : 8;
  const picking = newPicking(env, type.id, {
    partner_id: order.partner_id, origin: order.name, state: 'assigned', location_id: 4, location_dest_id: stock, scheduled_date: order.date_planned || env.db.timestamp(),
  });
  for (const line of lines) {
    env.db.create('stock.move', {
      name: line.name, picking_id: picking, product_id: line.product_id, product_uom_qty: line.product_qty, quantity: line.product_qty,
      state: 'assigned', location_id: 4, location_dest_id: stock, purchase_line_id: line.id, company_id: order.company_id ?? 1,
    }, env.uid);
  }
}

export const PURCHASE_BUTTONS: Record<string, Button> = {
  // Orders that are not RFQs are left as they are, as real Odoo's loop `continue`s past them.
  button_confirm(env, recs) {
    for (const order of recs.filter((r) => r.state === 'draft' || r.state === 'sent')) {
      env.db.write('purchase.order', order.id, { state: 'purchase'}, env.uid);
      createReceipt(env, order);
    }
    return true;
  },
  button_cancel(env, recs) {
    for (const order of recs) {
      const moves = env.db.records('stock.move').filter((m) => pickingsOfOrder(env.db, order).includes(Number(m.picking_id)));
      if (moves.some((m) => m.state === 'done')) throw userError(`Unable to cancel purchase order ${String(order.name)} as some receptions have already been done.`);
      for (const move of moves) env.db.write('stock.move', move.id, { state: 'cancel' }, env.uid);
      for (const id of pickingsOfOrder(env.db, order)) env.db.write('stock.picking', id, { state: 'cancel' }, env.uid);
      env.db.write('purchase.order', order.id, { state: 'cancel' }, env.uid);
    }
    return null;
  },
  button_draft(env, recs) {
    for (const order of recs) env.db.write('purchase.order', order.id, { state: 'draft' }, env.uid);
    return {};
  },
};

/**
 * _action_done: short moves split, their rest to a new ready transfer (backorder_id); not to
 * backorder (17+, seen on real 17): the move is done with what was done, its demand left as it was.
 */
function done(env: Env, picking: Rec, backorder: boolean): void {
  const moves = movesOf(env, picking.id).filter((m) => m.state !== 'cancel');
  const rest = moves.filter((m) => m.picked && Number(m.quantity) < Number(m.product_uom_qty)).map((m) => [m, Number(m.product_uom_qty) - Number(m.quantity)] as const);
  let next = 0;
  if (backorder && rest.length) {
    next = newPicking(env, Number(picking.picking_type_id), {
      partner_id: picking.partner_id, origin: picking.origin, state: 'assigned', backorder_id: picking.id,
      location_id: picking.location_id, location_dest_id: picking.location_dest_id, scheduled_date: picking.scheduled_date,
    });
  }
  for (const [move, left] of rest) {
    if (next) env.db.create('stock.move', {
      name: move.name, product_id: move.product_id, location_id: move.location_id, location_dest_id: move.location_dest_id,
      purchase_line_id: move.purchase_line_id, company_id: move.company_id, picking_id: next, product_uom_qty: left, quantity: left, picked: false, state: 'assigned' }, env.uid);
  }
  for (const move of moves) {
    const qty = Number(move.quantity);
    const kept = backorder ? { product_uom_qty: qty } : {};
    env.db.write('stock.move', move.id, qty > 0 && move.picked ? { state: 'done', ...kept } : { state: 'cancel', quantity: 0 }, env.uid);
  }
  env.db.write('stock.picking', picking.id, { state: 'done', date_done: env.db.timestamp() }, env.uid);
}

function validate(env: Env, recs: Rec[], skipBackorder: boolean): unknown {
  for (const picking of recs) {
    const moves = movesOf(env, picking.id).filter((m) => m.state !== 'cancel');
    if (!moves.length) throw userError('You can’t validate an empty transfer. Please add some products to move before proceeding.');
    if (picking.state !== 'done' && !moves.some((m) => Number(m.quantity) > 0)) {
      throw userError('You cannot validate a transfer if no quantities are reserved nor done. You can use the info button on the top right corner of your screen to learn more about this.');
    }
  }
  // _pre_action_done_hook: quantities typed but nothing picked: everything counts as picked.
  for (const picking of recs) {
    const moves = movesOf(env, picking.id);
    if (moves.some((m) => Number(m.quantity) > 0) && !moves.some((m) => m.picked)) moves.forEach((m) => env.db.write('stock.move', m.id, { picked: true }, env.uid));
  }
  const validating = ids(env.context.button_validate_picking_ids).length ? ids(env.context.button_validate_picking_ids) : recs.map((r) => r.id);
  // The operation type decides without asking when it always or never makes backorders.
  const policy = (p: Rec) => String(env.db.get('stock.picking.type', Number(p.picking_type_id))?.create_backorder ?? 'ask');
  if (!skipBackorder) {
    const short = recs.filter((p) => policy(p) === 'ask').filter((p) => movesOf(env, p.id).some((m) => m.state !== 'cancel' && ((Number(m.product_uom_qty) && !m.picked) || Number(m.picked ? m.quantity : 0) < Number(m.product_uom_qty))));
    if (short.length) {
      return {
        name: 'Create Backorder?', type: 'ir.actions.act_window', view_mode: 'form', res_model: 'stock.backorder.confirmation', views: [[false, 'form']], target: 'new',
        context: { ...env.context, button_validate_picking_ids: validating, default_show_transfers: false, default_pick_ids: short.map((p) => [4, p.id]) },
      };
    }
  }
  const notToBackorder = ids(env.context.picking_ids_not_to_backorder);
  const backorders = (p: Rec) => policy(p) === 'always' || (policy(p) === 'ask' && !notToBackorder.includes(p.id));
  for (const picking of recs) if (picking.state !== 'done') done(env, env.db.get('stock.picking', picking.id)!, backorders(picking));
  return true;
}

export const PICKING_BUTTONS: Record<string, Button> = {
  button_validate: (env, recs) => validate(env, recs, !!env.context.skip_backorder),
};

export const BACKORDER_BUTTONS: Record<string, Button> = {
  // Every line is to backorder (the dialog's default): validate what the button was validating, skipping the question.
  process(env) {
    const pickings = ids(env.context.button_validate_picking_ids).map((id) => env.db.get('stock.picking', id)).filter((p): p is Rec => !!p);
    if (!pickings.length) return true;
    return validate({ ...env, context: { ...env.context, skip_backorder: true } }, pickings, true);
  },
  // "No Backorder": validate what the button was validating, none of the dialog's transfers to backorder.
  process_cancel_backorder(env, recs) {
    const pickings = ids(env.context.button_validate_picking_ids).map((id) => env.db.get('stock.picking', id)).filter((p): p is Rec => !!p);
    if (!pickings.length) return true;
    const asked = recs.flatMap((wizard) => asIds(wizard.pick_ids));
    return validate({ ...env, context: { ...env.context, skip_backorder: true, picking_ids_not_to_backorder: asked } }, pickings, true);
  },
};
