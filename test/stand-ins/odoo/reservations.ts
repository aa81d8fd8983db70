// A transfer before it is validated, as real 17-19 do it (stock_picking.py action_confirm,
// action_assign, do_unreserve, _compute_state; stock_move.py _action_assign, _do_unreserve): moves
// are confirmed, then reserved from the quants of their source location; a transfer whose goods
// come from a partner (a receipt) needs no reservation and is ready as soon as it is confirmed.
// Locking a sales order (17+: the locked flag; 16: the state 'done') sits here too: small buttons.
import type { Rec } from './db.ts';
import type { Env } from './env.ts';
import { attributeError, userError } from './errors.ts';

type Button = (env: Env, recs: Rec[]) => unknown;

const BYPASS = ['supplier', 'customer', 'inventory', 'production'];
const bypasses = (env: Env, location: unknown) => BYPASS.includes(String(env.db.get('stock.location', Number(location))?.usage ?? ''));
const movesOf = (env: Env, picking: number) => env.db.records('stock.move').filter((m) => m.picking_id === picking);

/** _compute_state for the default shipping policy (as soon as possible). */
function recompute(env: Env, picking: Rec): void {
  const moves = movesOf(env, picking.id);
  const states = moves.map((m) => String(m.state));
  let state: string;
  if (!moves.length || states.includes('draft')) state = 'draft';
  else if (states.every((s) => s === 'cancel')) state = 'cancel';
  else if (states.every((s) => s === 'cancel' || s === 'done')) state = 'done';
  else if (bypasses(env, picking.location_id)) state = 'assigned';
  else if (states.some((s) => s === 'assigned' || s === 'partially_available')) state = 'assigned';
  else state = states.includes('waiting') ? 'waiting' : 'confirmed';
  env.db.write('stock.picking', picking.id, { state }, env.uid);
}

const quantsFor = (env: Env, move: Rec) => env.db.records('stock.quant').filter((q) => q.product_id === move.product_id && q.location_id === move.location_id);

/** stock.move _action_assign: what the source location still has, up to the demand. */
export function reserve(env: Env, move: Rec): void {
  if (bypasses(env, move.location_id)) {
    env.db.write('stock.move', move.id, { quantity: move.product_uom_qty, state: 'assigned' }, env.uid);
    return;
  }
  let need = Number(move.product_uom_qty) - Number(move.quantity ?? 0);
  for (const quant of quantsFor(env, move)) {
    const free = Number(quant.quantity ?? 0) - Number(quant.reserved_quantity ?? 0);
    const take = Math.max(0, Math.min(free, need));
    if (!take) continue;
    env.db.write('stock.quant', quant.id, { reserved_quantity: Number(quant.reserved_quantity ?? 0) + take }, env.uid);
    need -= take;
  }
  const quantity = Number(move.product_uom_qty) - need;
  const state = need <= 0 ? 'assigned' : quantity > 0 ? 'partially_available' : 'confirmed';
  env.db.write('stock.move', move.id, { quantity, state }, env.uid);
}

/** stock.move _do_unreserve: a picked move keeps its quantity; the rest goes back to the quants. */
export function release(env: Env, move: Rec): void {
  if (move.picked || move.state === 'cancel') return;
  if (move.state === 'done') throw userError('You can not unreserve a stock move that has been set to \'Done\'.');
  let held = bypasses(env, move.location_id) ? 0 : Number(move.quantity ?? 0);
  for (const quant of quantsFor(env, move)) {
    const back = Math.min(Number(quant.reserved_quantity ?? 0), held);
    if (back) env.db.write('stock.quant', quant.id, { reserved_quantity: Number(quant.reserved_quantity) - back }, env.uid);
    held -= back;
  }
  env.db.write('stock.move', move.id, { quantity: 0, state: 'confirmed' }, env.uid);
}

// Operation types reserve at confirmation by default (reservation_method 'at_confirm'), as _action_confirm then assigns.
const confirm = (env: Env, picking: Rec) => {
  for (const move of movesOf(env, picking.id).filter((m) => m.state === 'draft')) {
    env.db.write('stock.move', move.id, { state: 'confirmed' }, env.uid);
    reserve(env, env.db.get('stock.move', move.id)!);
  }
  recompute(env, env.db.get('stock.picking', picking.id)!);
};

export const RESERVATION_BUTTONS: Record<string, Button> = {
  action_confirm(env, recs) {
    recs.forEach((picking) => confirm(env, picking));
    return true;
  },
  action_assign(env, recs) {
    recs.filter((p) => p.state === 'draft').forEach((picking) => confirm(env, picking));
    const moves = recs.flatMap((p) => movesOf(env, p.id)).filter((m) => !['draft', 'cancel', 'done'].includes(String(m.state)));
    if (!moves.length) throw userError('Nothing to check the availability for.');
    moves.filter((m) => m.state !== 'assigned').forEach((move) => reserve(env, move));
    recs.forEach((picking) => recompute(env, env.db.get('stock.picking', picking.id)!));
    return true;
  },
  // stock.move _action_cancel: a done move cannot be cancelled; the others release what they hold.
  action_cancel(env, recs) {
    const moves = recs.flatMap((p) => movesOf(env, p.id));
    if (moves.some((m) => m.state === 'done')) throw userError('You cannot cancel a stock move that has been set to \'Done\'. Create a return in order to reverse the moves which took place.');
    for (const move of moves.filter((m) => m.state !== 'cancel')) {
      release(env, move);
      env.db.write('stock.move', move.id, { state: 'cancel', quantity: 0 }, env.uid);
    }
    recs.forEach((picking) => recompute(env, env.db.get('stock.picking', picking.id)!));
    return true;
  },
  do_unreserve(env, recs) {
    recs.flatMap((p) => movesOf(env, p.id)).forEach((move) => release(env, move));
    recs.forEach((picking) => recompute(env, env.db.get('stock.picking', picking.id)!));
    return undefined;
  },
};

// The method is not there on that version: Odoo's call_kw answers as for any missing method.
const missing = (env: Env, method: string) =>
  attributeError(env.version >= 18 ? `The method 'sale.order.${method}' does not exist` : `The method '${method}' does not exist on the model 'sale.order'`);

export const LOCK_BUTTONS: Record<string, Button> = {
  action_lock(env, recs) {
    if (env.version < 17) throw missing(env, 'action_lock');
    for (const order of recs) env.db.write('sale.order', order.id, { locked: true }, env.uid);
    return undefined;
  },
  action_done(env, recs) {
    if (env.version >= 17) throw missing(env, 'action_done');
    for (const order of recs) env.db.write('sale.order', order.id, { state: 'done' }, env.uid);
    return undefined;
  },
  action_unlock(env, recs) {
    for (const order of recs) env.db.write('sale.order', order.id, env.version < 17 ? { state: 'sale' } : { locked: false }, env.uid);
    return undefined;
  },
};
