// Before the card of a manufacturing order's Produce All (16: Mark as Done): whether Odoo will ask
// "You produced less than initial demand" (mrp.production.backorder), read from the orders as
// Odoo's pre_button_mark_done decides it on 16-19, and the question for the user with Odoo's two
// answers in words. Never marks anything done to find out.
import type { Json } from '@/lib/db';
import { said, type Said } from '@/lib/i18n';
import { traitsOf, type OdooClient, type OdooTraits } from '@/lib/odoo';
import type { CardQuestion } from './consequence-types';
import type { Plan } from './plan';
import { choosing } from './wizard-choices';
import { many2oneId, many2oneName } from './values';

export const MO_BACKORDER_WIZARD = 'mrp.production.backorder';

/** One order as Odoo weighs it: planned, being produced (0: nothing entered), already produced. */
export interface OrderRow {
  name: string;
  product: string;
  unit: string;
  planned: number;
  producing: number;
  produced: number;
  /** Its operation type's create_backorder ('ask', 'always', 'never'); read on 17+ only. */
  policy?: string;
}

/** What one order leaves to make: produced now of planned, and the rest. */
export interface Left {
  name: string;
  product: string;
  unit: string;
  done: number;
  demand: number;
  missing: number;
}

// Quantities are compared at the unit's rounding; 0.001 is finer than any unit Odoo ships.
const round = (n: number) => Math.round(n * 1000) / 1000;
const EPSILON = 1e-6;
const nameOf = (v: Json | undefined): string => many2oneName(v) ?? '';
const idOf = (v: Json | undefined): number | undefined => many2oneId(v);

/**
 * The orders Odoo asks about (empty: it will not ask). Pure. Nothing entered: Odoo produces all
 * that is left first (16's immediate dialog, 17+'s _set_quantities), so nothing is left over. 17+
 * ask only for an operation type on 'ask'.
 */
export function leftOf(orders: OrderRow[], style: OdooTraits['moBackorder']): Left[] {
  return orders
    .map((o) => {
      const done = o.producing > EPSILON ? o.producing : o.planned - o.produced;
      return { name: o.name, product: o.product, unit: o.unit, done: round(done), demand: round(o.planned), missing: round(Math.max(0, o.planned - done)), policy: o.policy };
    })
    .filter((l) => l.missing > EPSILON && (style === 'always_asks' || l.policy === 'ask'))
    .map(({ policy: _, ...l }) => l);
}

/** The card's question: what is left to make, and Odoo's two answers with what Undo leaves after each. */
export function moBackorderQuestion(left: Left[], undo: Record<string, Said>): CardQuestion {
  const count = round(left.reduce((n, l) => n + l.missing, 0));
  return {
    wizard: MO_BACKORDER_WIZARD,
    asks: said('moBackorder.asks', { count }),
    details: left.map((l) => said('moBackorder.line', { names: l.name, product: l.product, done: l.done, demand: l.demand, unit: l.unit, missing: l.missing })),
    options: [
      { button: 'action_backorder', label: said('moBackorder.create', { count }), ...(undo.action_backorder ? { undo: undo.action_backorder } : {}) },
      { button: 'action_close_mo', label: said('moBackorder.close', { count }), ...(undo.action_close_mo ? { undo: undo.action_close_mo } : {}) },
    ],
  };
}

/** The question, when marking these orders done will ask it. One read of the orders (and, 17+, one of their operation types). */
export async function foreseeMoBackorder(client: OdooClient, plan: Plan): Promise<CardQuestion | undefined> {
  const { spec, action } = plan;
  const buttons = choosing(action)[MO_BACKORDER_WIZARD];
  if (spec.kind !== 'action' || !buttons) return undefined;
  const style = traitsOf(await client.version()).moBackorder;
  const rows = (await client.read('mrp.production', spec.ids, ['product_id', 'product_qty', 'qty_producing', 'qty_produced', 'product_uom_id', 'picking_type_id'])) as Array<Record<string, Json>>;
  const typeIds = [...new Set(rows.flatMap((r) => idOf(r.picking_type_id) ?? []))];
  const types = style === 'operation_type' && typeIds.length ? await client.callKw<Array<{ id: number; create_backorder: string }>>('stock.picking.type', 'read', [typeIds, ['create_backorder']]) : [];
  const num = (v: Json | undefined) => (typeof v === 'number' ? v : 0);
  const orders: OrderRow[] = rows.map((r) => ({
    name: plan.before.names[Number(r.id)] ?? `#${String(r.id)}`,
    product: nameOf(r.product_id),
    unit: nameOf(r.product_uom_id),
    planned: num(r.product_qty),
    producing: num(r.qty_producing),
    produced: num(r.qty_produced),
    policy: types.find((t) => t.id === idOf(r.picking_type_id))?.create_backorder,
  }));
  const left = leftOf(orders, style);
  if (!left.length) return undefined;
  return moBackorderQuestion(left, Object.fromEntries(Object.entries(buttons).map(([button, choice]) => [button, choice.undo])));
}
