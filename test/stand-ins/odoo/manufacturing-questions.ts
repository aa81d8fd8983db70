// The questions marking a manufacturing order done asks, as real 16-19 ask them
// (mrp_production.py pre_button_mark_done / 16's _pre_button_mark_done, _get_quantity_produced_issues,
// _action_generate_backorder_wizard; wizard/mrp_production_backorder.py): less produced than
// planned opens "You produced less than initial demand" (16: always; 17+: where the order's
// operation type says 'ask'; 'always' makes the backorder without asking, 'never' closes the
// order). Mixed policies within one call are not modelled. Components consumed otherwise than the
// bill of materials says, on an order whose rule is 'warning' or 'strict', open its Consumption
// Warning first (_get_consumption_issues: 16 counts what is done, 17+ what is picked). The
// dialogs' buttons are in manufacturing-answers.ts.
import type { Rec } from './db.ts';
import type { Env } from './env.ts';
import { boolean, float, many2many, many2one, one2many, selection, type ModelDef } from './model-types.ts';

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

const CONSUMPTION = [['flexible', 'Allowed'], ['warning', 'Allowed with warning'], ['strict', 'Blocked']] as Array<[string, string]>;

const consumptionWizard: ModelDef = {
  name: 'mrp.consumption.warning',
  description: 'Wizard in case of consumption in warning/strict and more component has been used for a MO (related to the bom)',
  order: 'id',
  transient: true,
  fields: {
    mrp_production_ids: many2many('mrp.production', 'Mrp Production'),
    mrp_consumption_warning_line_ids: one2many('mrp.consumption.warning.line', 'mrp_consumption_warning_id', 'Mrp Consumption Warning Line'),
  },
};

const consumptionLine: ModelDef = {
  name: 'mrp.consumption.warning.line',
  description: 'Line of issue consumption',
  order: 'id',
  transient: true,
  notNull: ['mrp_consumption_warning_id', 'mrp_production_id', 'product_id'],
  fields: {
    mrp_consumption_warning_id: many2one('mrp.consumption.warning', 'Parent Wizard', { required: true }),
    mrp_production_id: many2one('mrp.production', 'Manufacturing Order', { required: true }),
    // Related to the order's rule in Odoo; kept as given here.
    consumption: selection(CONSUMPTION, 'Consumption'),
    product_id: many2one('product.product', 'Product', { required: true }),
    product_uom_id: many2one('uom.uom', 'Unit of Measure'),
    product_consumed_qty_uom: float('Consumed'),
    product_expected_qty_uom: float('To Consume'),
  },
};

export const MANUFACTURING_QUESTION_MODELS: ModelDef[] = [backorderWizard, backorderLine, consumptionWizard, consumptionLine];

/** The bill's share of each component for the quantity producing, by product id. */
export function expectedOf(env: Env, order: Rec): Map<number, number> {
  const bom = env.db.get('mrp.bom', Number(order.bom_id));
  const out = new Map<number, number>();
  if (!bom) return out;
  for (const line of env.db.records('mrp.bom.line').filter((l) => l.bom_id === bom.id)) {
    const product = Number(line.product_id);
    out.set(product, (out.get(product) ?? 0) + (Number(line.product_qty) * Number(order.qty_producing)) / Number(bom.product_qty || 1));
  }
  return out;
}

/** The Consumption Warning for `recs` (read fresh), or undefined when nothing differs or it is skipped. */
export function consumptionQuestion(env: Env, recs: Rec[]): unknown {
  if (env.context.skip_consumption || (env.version < 17 && env.context.skip_immediate)) return undefined;
  const issues: Array<[Rec, number, number, number]> = [];
  for (const order of recs) {
    const expected = expectedOf(env, order);
    if (order.consumption === 'flexible' || !expected.size) continue;
    const consumed = new Map<number, number>();
    for (const move of env.db.records('stock.move').filter((m) => m.raw_material_production_id === order.id)) {
      const qty = env.version < 17 || move.picked ? Number(move.quantity ?? 0) : 0;
      const product = Number(move.product_id);
      if (!expected.has(product)) {
        if (qty > EPSILON) issues.push([order, product, qty, 0]);
        continue;
      }
      consumed.set(product, (consumed.get(product) ?? 0) + qty);
    }
    for (const [product, qty] of expected) if (Math.abs((consumed.get(product) ?? 0) - qty) > 0.005) issues.push([order, product, consumed.get(product) ?? 0, qty]);
  }
  if (!issues.length) return undefined;
  return {
    name: 'Consumption Warning', type: 'ir.actions.act_window', res_model: 'mrp.consumption.warning', view_mode: 'form', target: 'new',
    context: {
      ...env.context, default_mrp_production_ids: recs.map((o) => o.id), form_view_ref: false,
      default_mrp_consumption_warning_line_ids: issues.map(([order, product, consumed, expected]) => [0, 0, {
        mrp_production_id: order.id, product_id: product, consumption: order.consumption, product_uom_id: 1, product_consumed_qty_uom: consumed, product_expected_qty_uom: expected,
      }]),
    },
  };
}

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
