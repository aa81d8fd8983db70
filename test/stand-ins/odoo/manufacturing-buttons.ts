// What a manufacturing order's buttons do, as real 16-19 do it (mrp_production.py action_confirm,
// action_assign, do_unreserve, button_mark_done, pre_button_mark_done, _post_inventory,
// action_cancel, button_unbuild; mrp_unbuild.py action_validate; 16's mrp.immediate.production
// process): components are reserved at confirmation from the components' location, "Produce All"
// sets the quantities to the bill of materials' and posts them (16 asks "Immediate production?"
// first), an unbuild gives the components back.
import type { Rec } from './db.ts';
import type { Env } from './env.ts';
import { attributeError, userError } from './errors.ts';
import { PRODUCTION_LOCATION, UNITS } from './manufacturing.ts';
import { release, reserve } from './reservations.ts';
import { asIds } from './env.ts';
import { backorderQuestion, consumptionQuestion } from './manufacturing-questions.ts';

type Button = (env: Env, recs: Rec[]) => unknown;

const rawOf = (env: Env, order: Rec) => env.db.records('stock.move').filter((m) => m.raw_material_production_id === order.id);
const finishedOf = (env: Env, order: Rec) => env.db.records('stock.move').filter((m) => m.production_id === order.id);
const open = (moves: Rec[]) => moves.filter((m) => m.state !== 'done' && m.state !== 'cancel');
const fresh = (env: Env, order: Rec) => env.db.get('mrp.production', order.id)!;

/** Moves `delta` of `product` in or out of `location`'s quant (made when missing), releasing `reserved` of it. */
export function adjustQuant(env: Env, product: unknown, location: unknown, delta: number, reserved = 0): void {
  let quant = env.db.records('stock.quant').find((q) => q.product_id === product && q.location_id === location);
  quant ??= env.db.create('stock.quant', { product_id: product, location_id: location, quantity: 0, reserved_quantity: 0, inventory_quantity: 0 }, env.uid);
  const held = Number(quant.reserved_quantity ?? 0);
  env.db.write('stock.quant', quant.id, { quantity: Number(quant.quantity ?? 0) + delta, reserved_quantity: Math.max(0, held - reserved) }, env.uid);
}

/** The bill of materials' components for `qty` of its product: [product, quantity]. */
function components(env: Env, bomId: unknown, qty: number): Array<[unknown, number]> {
  const bom = env.db.get('mrp.bom', Number(bomId));
  if (!bom) return [];
  return env.db.records('mrp.bom.line').filter((l) => l.bom_id === bom.id).map((l) => [l.product_id, (Number(l.product_qty) * qty) / Number(bom.product_qty || 1)]);
}

/** The moves a confirmed order has (real Odoo makes them as the order is created): one per component, one for the product. */
function makeMoves(env: Env, order: Rec): void {
  if (rawOf(env, order).length || finishedOf(env, order).length) return;
  const common = { name: order.name, product_uom: UNITS, company_id: order.company_id, state: 'draft', quantity: 0, picked: false };
  for (const [product, qty] of components(env, order.bom_id, Number(order.product_qty))) {
    env.db.create('stock.move', { ...common, product_id: product, product_uom_qty: qty, raw_material_production_id: order.id, location_id: order.location_src_id, location_dest_id: PRODUCTION_LOCATION }, env.uid);
  }
  env.db.create('stock.move', { ...common, product_id: order.product_id, product_uom_qty: order.product_qty, production_id: order.id, location_id: PRODUCTION_LOCATION, location_dest_id: order.location_dest_id }, env.uid);
}

/** A move's quantity set by hand and picked: the quants' reservation follows it (more taken from what is free, or given back). */
export function setMoveQuantity(env: Env, move: Rec, qty: number): void {
  let delta = qty - Number(move.quantity ?? 0);
  for (const quant of env.db.records('stock.quant').filter((q) => q.product_id === move.product_id && q.location_id === move.location_id)) {
    const reserved = Number(quant.reserved_quantity ?? 0);
    const change = delta > 0 ? Math.min(delta, Number(quant.quantity ?? 0) - reserved) : Math.max(delta, -reserved);
    if (change) env.db.write('stock.quant', quant.id, { reserved_quantity: reserved + change }, env.uid);
    delta -= change;
  }
  env.db.write('stock.move', move.id, { quantity: qty, picked: true }, env.uid);
}

/** _set_quantities (17+ in pre_button_mark_done; 16 in the immediate dialog): all that is left, components at the bill's ratio. */
function setQuantities(env: Env, order: Rec): void {
  const left = Number(order.product_qty) - finishedDone(env, order);
  env.db.write('mrp.production', order.id, { qty_producing: left }, env.uid);
  for (const move of open(rawOf(env, order))) env.db.write('stock.move', move.id, { quantity: Number(move.product_uom_qty), picked: true }, env.uid);
}

const finishedDone = (env: Env, order: Rec) => finishedOf(env, order).filter((m) => m.state === 'done').reduce((t, m) => t + Number(m.quantity ?? 0), 0);

/** _post_inventory: what each component move holds leaves its location; what is produced arrives. */
function post(env: Env, order: Rec): void {
  for (const move of open(rawOf(env, order))) {
    const qty = Number(move.quantity ?? 0);
    // Reserved stock is what it takes first (a move reserved at confirmation holds its quantity).
    adjustQuant(env, move.product_id, move.location_id, -qty, move.state === 'assigned' || move.state === 'partially_available' ? qty : 0);
    env.db.write('stock.move', move.id, { state: 'done' }, env.uid);
  }
  const qty = Number(order.qty_producing);
  for (const move of open(finishedOf(env, order))) {
    adjustQuant(env, move.product_id, move.location_dest_id, qty);
    env.db.write('stock.move', move.id, { quantity: qty, state: 'done' }, env.uid);
  }
  // 16 writes what was produced as the order's quantity; 17+ keep the planned one.
  env.db.write('mrp.production', order.id, { state: 'done', is_locked: true, ...(env.version < 17 ? { product_qty: qty } : {}) }, env.uid);
}

/**
 * button_mark_done: 16 asks "Immediate production?" when nothing is entered; 17+ produce all that
 * is left; then the backorder question for orders producing less than planned
 * (manufacturing-questions.ts), the backorders the answer asks for, and the posting.
 */
export function markDone(env: Env, recs: Rec[]): unknown {
  if (recs.some((o) => !['confirmed', 'progress', 'to_close'].includes(String(o.state)))) throw userError('The manufacturing order must be confirmed to be produced.');
  // 16: nothing entered yet asks "Immediate production?" and changes nothing.
  if (env.version < 17 && !env.context.skip_immediate && recs.some((o) => !Number(o.qty_producing))) {
    return {
      name: 'Immediate Production?', type: 'ir.actions.act_window', view_mode: 'form', res_model: 'mrp.immediate.production', views: [[false, 'form']], target: 'new',
      context: { ...env.context, button_mark_done_production_ids: recs.map((o) => o.id), default_mo_ids: recs.map((o) => [4, o.id]) },
    };
  }
  if (env.version >= 17) for (const order of recs) if (!Number(order.qty_producing)) setQuantities(env, order);
  // 16's _pre_button_mark_done: something must be consumed.
  if (env.version < 17 && recs.some((o) => rawOf(env, o).length && !rawOf(env, o).some((m) => Number(m.quantity ?? 0)))) {
    throw userError('You must indicate a non-zero amount consumed for at least one of your components');
  }
  const differs = consumptionQuestion(env, recs.map((o) => fresh(env, o)));
  if (differs) return differs;
  const asked = backorderQuestion(env, recs.map((o) => fresh(env, o)), (next) => markDone(next, recs));
  if (asked !== undefined) return asked;
  const toBackorder = new Set(asIds(env.context.mo_ids_to_backorder));
  const backorders = recs.filter((o) => toBackorder.has(o.id)).map((o) => split(env, fresh(env, o)));
  for (const order of recs) post(env, fresh(env, order));
  // One backorder: Odoo opens it (in the main window, not a dialog).
  if (backorders.length === 1) return { type: 'ir.actions.act_window', res_model: 'mrp.production', views: [[false, 'form']], view_mode: 'form', res_id: backorders[0], context: { ...env.context, mo_ids_to_backorder: null } };
  if (backorders.length) return { type: 'ir.actions.act_window', res_model: 'mrp.production', name: 'Backorder MO', domain: [['id', 'in', backorders]], views: [[false, 'list'], [false, 'form']], view_mode: 'tree,form', context: { ...env.context, mo_ids_to_backorder: null } };
  return true;
}

/**
 * _split_productions: the order keeps what is produced now (its name gets -001), a new confirmed
 * order (-002) takes the rest with its share of each move, reserved from what is free.
 */
function split(env: Env, order: Rec): number {
  const keep = Number(order.qty_producing);
  const rest = Number(order.product_qty) - keep;
  const base = String(order.name);
  const name = (n: number) => `${base}-${String(n).padStart(3, '0')}`;
  env.db.write('mrp.production', order.id, { product_qty: keep, backorder_sequence: 1, name: name(1) }, env.uid);
  for (const move of open([...rawOf(env, order), ...finishedOf(env, order)])) {
    env.db.write('stock.move', move.id, { product_uom_qty: (Number(move.product_uom_qty) * keep) / Number(order.product_qty), name: name(1) }, env.uid);
  }
  const { id: _, name: __, qty_producing: ___, ...copied } = order;
  const backorder = env.db.create('mrp.production', { ...copied, name: name(2), product_qty: rest, qty_producing: 0, backorder_sequence: 2, state: 'draft' }, env.uid);
  PRODUCTION_BUTTONS.action_confirm!(env, [backorder]);
  return backorder.id;
}

export const PRODUCTION_BUTTONS: Record<string, Button> = {
  action_confirm(env, recs) {
    for (const order of recs.filter((o) => o.state === 'draft')) {
      makeMoves(env, order);
      // The order takes its bill of materials' consumption rule at confirmation.
      const bom = env.db.get('mrp.bom', Number(order.bom_id));
      env.db.write('mrp.production', order.id, { state: 'confirmed', ...(bom ? { consumption: bom.consumption } : {}) }, env.uid);
      for (const move of [...rawOf(env, order), ...finishedOf(env, order)]) env.db.write('stock.move', move.id, { state: 'confirmed' }, env.uid);
      // The manufacturing operation type reserves at confirmation.
      for (const move of rawOf(env, order)) reserve(env, env.db.get('stock.move', move.id)!);
    }
    return false;
  },
  action_assign(env, recs) {
    for (const order of recs) for (const move of open(rawOf(env, order)).filter((m) => m.state !== 'assigned')) reserve(env, move);
    return true;
  },
  do_unreserve(env, recs) {
    for (const order of recs) open(rawOf(env, order)).forEach((move) => release(env, move));
    return false;
  },
  button_mark_done: markDone,
  // 17+: what the form's onchange of the quantity producing does (_set_qty_producing), callable.
  set_qty_producing(env, recs) {
    if (env.version < 17) throw attributeError("The method 'set_qty_producing' does not exist on the model 'mrp.production'");
    if (recs.length !== 1) throw userError(`Expected singleton: mrp.production(${recs.map((r) => `${r.id},`).join(' ')})`);
    const order = recs[0]!;
    const left = Number(order.product_qty) - finishedDone(env, order);
    for (const move of open(rawOf(env, order))) {
      const each = Number(move.product_uom_qty) / (left || 1);
      setMoveQuantity(env, move, (Number(order.qty_producing) - finishedDone(env, order)) * each);
    }
    return true;
  },
  action_cancel(env, recs) {
    if (recs.some((o) => o.state === 'done')) throw userError('You cannot cancel a manufacturing order that is done.');
    for (const order of recs) {
      for (const move of open([...rawOf(env, order), ...finishedOf(env, order)])) {
        release(env, move);
        env.db.write('stock.move', move.id, { state: 'cancel', quantity: 0 }, env.uid);
      }
      env.db.write('mrp.production', order.id, { state: 'cancel' }, env.uid);
    }
    return true;
  },
  // A window action: the unbuild order's form, filled from the order.
  button_unbuild(env, recs) {
    if (recs.length !== 1) throw userError(`Expected singleton: mrp.production(${recs.map((r) => `${r.id},`).join(' ')})`);
    const order = recs[0]!;
    return {
      name: `Unbuild: ${String(order.name)}`, type: 'ir.actions.act_window', view_mode: 'form', res_model: 'mrp.unbuild', target: 'new',
      context: { default_product_id: order.product_id, default_mo_id: order.id, default_company_id: order.company_id, default_location_id: order.location_dest_id, default_location_dest_id: order.location_src_id, create: false, edit: false },
    };
  },
};

export const UNBUILD_BUTTONS: Record<string, Button> = {
  // Not enough of the product where it is unbuilt from: Odoo asks "Insufficient Quantity To Unbuild" and does nothing yet.
  action_validate(env, recs) {
    const unbuild = recs[0]!;
    const mo = env.db.get('mrp.production', Number(unbuild.mo_id));
    if (mo && mo.state !== 'done') throw userError('You cannot unbuild a undone manufacturing order.');
    const free = env.db.records('stock.quant').filter((q) => q.product_id === unbuild.product_id && q.location_id === unbuild.location_id)
      .reduce((t, q) => t + Number(q.quantity ?? 0) - Number(q.reserved_quantity ?? 0), 0);
    const qty = Number(unbuild.product_qty);
    if (free < qty) {
      return { name: 'Insufficient Quantity To Unbuild', type: 'ir.actions.act_window', view_mode: 'form', res_model: 'stock.warn.insufficient.qty.unbuild', target: 'new', context: { default_unbuild_id: unbuild.id, default_quantity: qty } };
    }
    adjustQuant(env, unbuild.product_id, unbuild.location_id, -qty);
    for (const [product, each] of components(env, unbuild.bom_id, qty)) adjustQuant(env, product, unbuild.location_dest_id, each);
    env.db.write('mrp.unbuild', unbuild.id, { state: 'done' }, env.uid);
    return true;
  },
};

export const IMMEDIATE_BUTTONS: Record<string, Button> = {
  // Sets every order of the dialog to all that is left, then validates what the button was validating.
  process(env, recs) {
    const ids = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);
    const orders = ids(recs[0]?.mo_ids).map((id) => env.db.get('mrp.production', id)).filter((o): o is Rec => !!o);
    orders.forEach((order) => setQuantities(env, order));
    const validating = ids(env.context.button_mark_done_production_ids).map((id) => env.db.get('mrp.production', id)).filter((o): o is Rec => !!o);
    if (!validating.length) return true;
    // The Consumption Warning is weighed before the orders are marked done (skip_immediate then skips it).
    return consumptionQuestion(env, validating) ?? markDone({ ...env, context: { ...env.context, skip_immediate: true } }, validating);
  },
};
