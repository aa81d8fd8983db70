// The buttons of the dialogs marking a manufacturing order done opens (manufacturing-questions.ts),
// as real 16-19 have them (wizard/mrp_production_backorder.py): "Create backorder" marks the orders
// done with those whose line is ticked split into a backorder; "No Backorder" marks them done as
// they are. 18+ add the orders their operation type always backorders (always_backorder_mo_ids).
// The Consumption Warning (wizard/mrp_consumption_warning.py): "Confirm" marks done skipping the
// check; "Set Quantities & Validate" sets each differing component to the bill's share first (16:
// what is left to produce times the move's unit factor; 17+: the line's expected quantity, picked).
import type { Rec } from './db.ts';
import { asIds, type Env } from './env.ts';
import { markDone, setMoveQuantity } from './manufacturing-buttons.ts';

type Button = (env: Env, recs: Rec[]) => unknown;

const ordersOf = (env: Env, wizard: Rec | undefined) => asIds(wizard?.mrp_production_ids).map((id) => env.db.get('mrp.production', id)).filter((o): o is Rec => !!o);

/** The wizard's context as the button passes it on, without its default_mrp_production_ids; 18+ take the always-backorder orders out of it. */
function passedOn(env: Env): { context: Record<string, unknown>; always: number[] } {
  const { default_mrp_production_ids: _, always_backorder_mo_ids: always, ...context } = env.context;
  return { context, always: asIds(always) };
}

function confirmConsumption(env: Env, wizard: Rec | undefined): unknown {
  const { default_mrp_production_ids: _, ...context } = env.context;
  return markDone({ ...env, context: { ...context, skip_consumption: true } }, ordersOf(env, wizard));
}

export const CONSUMPTION_BUTTONS: Record<string, Button> = {
  action_confirm: (env, [wizard]) => confirmConsumption(env, wizard),
  action_set_qty(env, [wizard]) {
    const lines = env.db.records('mrp.consumption.warning.line').filter((l) => l.mrp_consumption_warning_id === wizard?.id);
    for (const order of ordersOf(env, wizard)) {
      const produced = env.db.records('stock.move').filter((m) => m.production_id === order.id && m.state === 'done').reduce((t, m) => t + Number(m.quantity ?? 0), 0);
      for (const line of lines.filter((l) => l.mrp_production_id === order.id)) {
        for (const move of env.db.records('stock.move').filter((m) => m.raw_material_production_id === order.id && m.product_id === line.product_id && m.state !== 'done' && m.state !== 'cancel')) {
          const each = Number(move.product_uom_qty) / ((Number(order.product_qty) - produced) || 1);
          setMoveQuantity(env, move, env.version < 17 ? (Number(order.qty_producing) - produced) * each : Number(line.product_expected_qty_uom));
        }
      }
    }
    return confirmConsumption(env, wizard);
  },
};

export const MO_BACKORDER_BUTTONS: Record<string, Button> = {
  action_backorder(env, [wizard]) {
    const { context, always } = passedOn(env);
    const lines = env.db.records('mrp.production.backorder.line').filter((l) => l.mrp_production_backorder_id === wizard?.id && l.to_backorder);
    const toBackorder = [...lines.map((l) => Number(l.mrp_production_id)), ...always];
    return markDone({ ...env, context: { ...context, skip_backorder: true, mo_ids_to_backorder: toBackorder } }, ordersOf(env, wizard));
  },
  action_close_mo(env, [wizard]) {
    // 16 and 17 mark done with only skip_backorder (17 adds no_procurement); 18+ keep the context and the always-backorder orders.
    if (env.version < 18) return markDone({ ...env, context: { ...env.context, skip_backorder: true } }, ordersOf(env, wizard));
    const { context, always } = passedOn(env);
    return markDone({ ...env, context: { ...context, skip_backorder: true, mo_ids_to_backorder: always } }, ordersOf(env, wizard));
  },
};
