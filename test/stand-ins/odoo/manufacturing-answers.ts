// The buttons of the dialogs marking a manufacturing order done opens (manufacturing-questions.ts),
// as real 16-19 have them (wizard/mrp_production_backorder.py): "Create backorder" marks the orders
// done with those whose line is ticked split into a backorder; "No Backorder" marks them done as
// they are. 18+ add the orders their operation type always backorders (always_backorder_mo_ids).
import type { Rec } from './db.ts';
import { asIds, type Env } from './env.ts';
import { markDone } from './manufacturing-buttons.ts';

type Button = (env: Env, recs: Rec[]) => unknown;

const ordersOf = (env: Env, wizard: Rec | undefined) => asIds(wizard?.mrp_production_ids).map((id) => env.db.get('mrp.production', id)).filter((o): o is Rec => !!o);

/** The wizard's context as the button passes it on, without its default_mrp_production_ids; 18+ take the always-backorder orders out of it. */
function passedOn(env: Env): { context: Record<string, unknown>; always: number[] } {
  const { default_mrp_production_ids: _, always_backorder_mo_ids: always, ...context } = env.context;
  return { context, always: asIds(always) };
}

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
