// What a manufacturing order's buttons do, as real 16-19 do it (mrp_production.py action_confirm,
// action_assign, do_unreserve, button_mark_done, pre_button_mark_done, _post_inventory,
// action_cancel, button_unbuild; mrp_unbuild.py action_validate; 16's mrp.immediate.production
// process): components are reserved at confirmation from the components' location, "Produce All"
// sets the quantities to the bill of materials' and posts them (16 asks "Immediate production?"
// first), an unbuild gives the components back.
import type { Rec } from './db.ts';
import type { Env } from './env.ts';
import { userError } from './errors.ts';
import { PRODUCTION_LOCATION, UNITS } from './manufacturing.ts';
import { release, reserve } from './reservations.ts';

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
  env.db.write('mrp.production', order.id, { state: 'done', is_locked: true }, env.uid);
}

function markDone(env: Env, recs: Rec[]): unknown {
  if (recs.some((o) => !['confirmed', 'progress', 'to_close'].includes(String(o.state)))) throw userError('The manufacturing order must be confirmed to be produced.');
  // 16: nothing entered yet asks "Immediate production?" and changes nothing.
  if (env.version < 17 && !env.context.skip_immediate && recs.some((o) => !Number(o.qty_producing))) {
    return {
      name: 'Immediate Production?', type: 'ir.actions.act_window', view_mode: 'form', res_model: 'mrp.immediate.production', views: [[false, 'form']], target: 'new',
      context: { ...env.context, button_mark_done_production_ids: recs.map((o) => o.id), default_mo_ids: recs.map((o) => [4, o.id]) },
    };
  }
  for (const order of recs) if (!Number(order.qty_producing)) setQuantities(env, order);
  for (const order of recs) post(env, fresh(env, order));
  return true;
}

export const PRODUCTION_BUTTONS: Record<string, Button> = {
  action_confirm(env, recs) {
    for (const order of recs.filter((o) => o.state === 'draft')) {
      makeMoves(env, order);
      env.db.write('mrp.production', order.id, { state: 'confirmed' }, env.uid);
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
    return validating.length ? markDone({ ...env, context: { ...env.context, skip_immediate: true } }, validating) : true;
  },
};
