// The questions marking a manufacturing order done asks, as real 16-19 ask them
// (mrp_production.py pre_button_mark_done / 16's _pre_button_mark_done, _get_quantity_produced_issues,
// _action_generate_backorder_wizard; wizard/mrp_production_backorder.py): less produced than
// planned opens "You produced less than initial demand" (16: always; 17+: where the order's
// operation type says 'ask'; 'always' makes the backorder without asking, 'never' closes the
// order). Mixed policies within one call are not modelled. The dialogs' buttons are in
// manufacturing-answers.ts.
import type { Rec } from './db.ts';
import type { Env } from './env.ts';
import { boolean, many2many, many2one, one2many, type ModelDef } from './model-types.ts';

const EPSILON = 1e-6;

const backorderWizard: ModelDef = {
  name: 'mrp.production.backorder',
  description: 'Wizard to mark as done or create back order',
  order: 'id',
  transient: true,
  fields: {
    mrp_production_ids: many2many('mrp.production', 'Mrp Production'),
    mrp_production_backorder_line_ids: one2many('mrp.production.backorder.line', 'mrp_production_backorder_id', 'Backorder Confirmation Lines'),
  },
};

const backorderLine: ModelDef = {
  name: 'mrp.production.backorder.line',
  description: 'Backorder Confirmation Line',
  order: 'id',
  transient: true,
  notNull: ['mrp_production_backorder_id', 'mrp_production_id'],
  fields: {
    mrp_production_backorder_id: many2one('mrp.production.backorder', 'MO Backorder', { required: true }),
    mrp_production_id: many2one('mrp.production', 'Manufacturing Order', { required: true }),
    to_backorder: boolean('To Backorder'),
  },
};

export const MANUFACTURING_QUESTION_MODELS: ModelDef[] = [backorderWizard, backorderLine];

const policyOf = (env: Env, order: Rec) => String(env.db.get('stock.picking.type', Number(order.picking_type_id))?.create_backorder ?? 'ask');

/**
 * The backorder question for `recs` (read fresh), or what Odoo does without asking: undefined
 * when nothing is short, skip_backorder is set, or 17+'s operation types never make backorders;
 * on 'always', the orders go on with mo_ids_to_backorder set (`goOn`).
 */
export function backorderQuestion(env: Env, recs: Rec[], goOn: (env: Env) => unknown): unknown {
  if (env.context.skip_backorder) return undefined;
  const short = recs.filter((o) => Number(o.product_qty) - Number(o.qty_producing) > EPSILON);
  if (!short.length) return undefined;
  const ask = env.version < 17 ? short : short.filter((o) => policyOf(env, o) === 'ask');
  const always = env.version < 17 ? [] : short.filter((o) => policyOf(env, o) === 'always').map((o) => o.id);
  if (ask.length) {
    return {
      name: 'You produced less than initial demand', type: 'ir.actions.act_window', res_model: 'mrp.production.backorder', view_mode: 'form', target: 'new',
      context: {
        ...env.context, ...(env.version >= 18 ? { always_backorder_mo_ids: always } : {}),
        default_mrp_production_ids: recs.map((o) => o.id),
        default_mrp_production_backorder_line_ids: ask.map((o) => [0, 0, { mrp_production_id: o.id, to_backorder: true }]),
      },
    };
  }
  if (always.length) return goOn({ ...env, context: { ...env.context, skip_backorder: true, mo_ids_to_backorder: always } });
  return undefined;
}
