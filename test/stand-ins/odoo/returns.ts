// The Return dialog of a done transfer, as real 17-19 do it (stock_picking_return.py): created
// with the transfer as active record, it returns every done move in full as a new transfer from
// where the goods went back to where they came from, of the return operation type (a delivery's:
// Receipts), linked by return_id, confirmed and ready. 17 confirms with create_returns (its lines
// hold the done quantities); 18+ leave the lines at 0 and "Return All" (action_create_returns_all)
// fills them; each version lacks the other's method, as on real Odoo.
import type { Rec } from './db.ts';
import type { Env } from './env.ts';
import { attributeError, userError } from './errors.ts';
import { many2one, type ModelDef } from './model-types.ts';
import { RESERVATION_BUTTONS } from './reservations.ts';

type Button = (env: Env, recs: Rec[]) => unknown;

export const RETURN_WIZARD: ModelDef = {
  name: 'stock.return.picking',
  description: 'Return Picking',
  order: 'id',
  transient: true,
  fields: { picking_id: many2one('stock.picking', 'Picking') },
  defaults: (env) => {
    const ids = Array.isArray(env.context?.active_ids) ? env.context.active_ids : [];
    if (ids.length > 1) throw userError('You may only return one picking at a time.');
    return env.context?.active_model === 'stock.picking' && typeof env.context.active_id === 'number' ? { picking_id: env.context.active_id } : {};
  },
};

function createReturn(env: Env, wizard: Rec): number {
  const picking = env.db.get('stock.picking', Number(wizard.picking_id));
  if (!picking || picking.state !== 'done') throw userError('You may only return Done pickings.');
  const moves = env.db.records('stock.move').filter((m) => m.picking_id === picking.id && m.state === 'done' && Number(m.product_uom_qty) > 0);
  if (!moves.length) throw userError('No products to return (only lines in Done state and not fully returned yet can be returned).');
  const type = env.db.get('stock.picking.type', Number(picking.picking_type_id));
  const back = env.db.records('stock.picking.type').find((t) => t.code === 'incoming' && t.company_id === type?.company_id) ?? type!;
  const prefix = `${back.warehouse_id === 2 ? 'CHIC' : 'WH'}/${String(back.sequence_code)}/`;
  const taken = env.db.records('stock.picking').filter((p) => String(p.name).startsWith(prefix)).length;
  const created = env.db.create('stock.picking', {
    name: `${prefix}${String(taken + 1).padStart(5, '0')}`, picking_type_id: back.id, partner_id: picking.partner_id, origin: `Return of ${String(picking.name)}`,
    location_id: picking.location_dest_id, location_dest_id: picking.location_id, return_id: picking.id, state: 'draft', scheduled_date: env.db.timestamp(),
  }, env.uid);
  for (const move of moves) {
    env.db.create('stock.move', {
      name: move.name, picking_id: created.id, product_id: move.product_id, product_uom_qty: move.product_uom_qty, quantity: 0, picked: false,
      location_id: picking.location_dest_id, location_dest_id: picking.location_id, company_id: move.company_id, state: 'draft',
    }, env.uid);
  }
  // _create_return(s): new_picking.action_confirm(); new_picking.action_assign()
  RESERVATION_BUTTONS.action_confirm!(env, [env.db.get('stock.picking', created.id)!]);
  return created.id;
}

const opened = (id: number) => ({ name: 'Returned Picking', view_mode: 'form', res_model: 'stock.picking', res_id: id, type: 'ir.actions.act_window' });
const missing = (env: Env, method: string) =>
  attributeError(env.version >= 18 ? `The method 'stock.return.picking.${method}' does not exist` : `The method '${method}' does not exist on the model 'stock.return.picking'`);

export const RETURN_BUTTONS: Record<string, Button> = {
  create_returns(env, recs) {
    if (env.version >= 18) throw missing(env, 'create_returns');
    return opened(createReturn(env, recs[0]!));
  },
  action_create_returns_all(env, recs) {
    if (env.version < 18) throw missing(env, 'action_create_returns_all');
    return opened(createReturn(env, recs[0]!));
  },
};
