// Before the card of a manufacturing order's Produce All: whether Odoo will open its Consumption
// Warning (mrp.consumption.warning), read as its _get_consumption_issues weighs it on 16-19: for an
// order whose rule is 'warning' or 'strict' and where a quantity producing was entered, each
// component's consumed quantity (16: done; 17+: picked) against its bill of materials' share. A
// 'warning' is the user's question (confirm what was consumed, or set the bill's quantities); a
// 'strict' one only a manufacturing manager may force in Odoo, so Weft refuses it before the card.
// Never marks anything done to find out. The bill's lines are taken in their own unit (a line in
// another unit than its component's, or a kit inside the bill, is not converted).
import type { Json } from '@/lib/db';
import { said, type Said } from '@/lib/i18n';
import { traitsOf, type OdooClient, type OdooTraits } from '@/lib/odoo';
import type { Blocked, CardQuestion } from './consequence-types';
import type { Plan } from './plan';
import { choosing } from './wizard-choices';
import { many2oneId, many2oneName } from './values';

export const CONSUMPTION_WIZARD = 'mrp.consumption.warning';

/** A component that differs: consumed and expected, in the component's unit. */
export interface Differs {
  order: string;
  product: string;
  unit: string;
  consumed: number;
  expected: number;
}

/** A raw move as read (16: quantity_done; 17+: quantity and picked). */
export interface RawMove {
  product: number;
  name: string;
  unit: string;
  quantity: number;
  picked: boolean;
}

const EPSILON = 1e-6;
const round = (n: number) => Math.round(n * 1000) / 1000;
const nameOf = (v: Json | undefined): string => many2oneName(v) ?? '';
const idOf = (v: Json | undefined): number => many2oneId(v) ?? 0;
const num = (v: Json | undefined) => (typeof v === 'number' ? v : 0);
const ids = (v: Json | undefined): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

/**
 * The components of one order that differ from its bill (pure): `expected` by component id, for
 * the quantity producing; extra components count where something is consumed (17+: picked).
 */
export function differing(order: string, expected: Map<number, { name: string; unit: string; qty: number }>, moves: RawMove[], style: OdooTraits['moveDone']): Differs[] {
  const counted = (m: RawMove) => (style === 'quantity_done' || m.picked ? m.quantity : 0);
  const out: Differs[] = [];
  const consumed = new Map<number, number>();
  for (const m of moves) {
    if (!expected.has(m.product)) {
      if (counted(m) > EPSILON) out.push({ order, product: m.name, unit: m.unit, consumed: round(counted(m)), expected: 0 });
      continue;
    }
    consumed.set(m.product, (consumed.get(m.product) ?? 0) + counted(m));
  }
  for (const [product, e] of expected) {
    const got = consumed.get(product) ?? 0;
    if (Math.abs(round(got) - round(e.qty)) > EPSILON) out.push({ order, product: e.name, unit: e.unit, consumed: round(got), expected: round(e.qty) });
  }
  return out;
}

/** The card's question for a 'warning' bill: which components differ, and Odoo's two answers. */
export function consumptionQuestion(differs: Differs[], undo: Record<string, Said>): CardQuestion {
  return {
    wizard: CONSUMPTION_WIZARD,
    asks: said('consumption.asks', { count: differs.length }),
    details: differs.map((d) => said('consumption.line', { order: d.order, product: d.product, consumed: d.consumed, expected: d.expected, unit: d.unit })),
    options: [
      { button: 'action_confirm', label: said('consumption.confirm'), ...(undo.action_confirm ? { undo: undo.action_confirm } : {}) },
      { button: 'action_set_qty', label: said('consumption.setQty'), ...(undo.action_set_qty ? { undo: undo.action_set_qty } : {}) },
    ],
  };
}

/** The question, or the refusal of a strict bill; undefined when Odoo will not warn. Four reads at most (and the moves' fields once per worker). */
export async function foreseeConsumption(client: OdooClient, plan: Plan): Promise<CardQuestion | Blocked | undefined> {
  const { spec, action } = plan;
  const buttons = choosing(action)[CONSUMPTION_WIZARD];
  if (spec.kind !== 'action' || !buttons) return undefined;
  const style = traitsOf(await client.version()).moveDone;
  const orders = (await client.read('mrp.production', spec.ids, ['bom_id', 'consumption', 'product_qty', 'qty_producing', 'move_raw_ids'])) as Array<Record<string, Json>>;
  // Nothing entered as producing: Odoo sets every quantity to the bill's first, so nothing differs.
  const weighed = orders.filter((o) => o.consumption !== 'flexible' && idOf(o.bom_id) && num(o.qty_producing) > EPSILON);
  if (!weighed.length) return undefined;
  // 16 keeps what is consumed in quantity_done, 17+ in quantity (asked of the fields, as foresee-production.ts does).
  const consumedField = 'quantity_done' in (await client.fieldsGet('stock.move')) ? 'quantity_done' : 'quantity';
  const moveFields = ['product_id', 'product_uom', consumedField, 'raw_material_production_id', ...(style === 'picked' ? ['picked'] : [])];
  const [boms, moves] = await Promise.all([
    client.read('mrp.bom', [...new Set(weighed.map((o) => idOf(o.bom_id)))], ['product_qty', 'bom_line_ids']) as Promise<Array<Record<string, Json>>>,
    client.read('stock.move', weighed.flatMap((o) => ids(o.move_raw_ids)), moveFields) as Promise<Array<Record<string, Json>>>,
  ]);
  const lines = (await client.read('mrp.bom.line', boms.flatMap((b) => ids(b.bom_line_ids)), ['bom_id', 'product_id', 'product_qty', 'product_uom_id'])) as Array<Record<string, Json>>;
  const differs: Differs[] = [];
  for (const o of weighed) {
    const bom = boms.find((b) => b.id === idOf(o.bom_id));
    if (!bom) continue;
    const name = plan.before.names[Number(o.id)] ?? `#${String(o.id)}`;
    const expected = new Map<number, { name: string; unit: string; qty: number }>();
    for (const l of lines.filter((x) => idOf(x.bom_id) === bom.id)) {
      const product = idOf(l.product_id);
      const was = expected.get(product);
      const qty = (num(l.product_qty) * num(o.qty_producing)) / (num(bom.product_qty) || 1);
      expected.set(product, { name: nameOf(l.product_id), unit: nameOf(l.product_uom_id), qty: (was?.qty ?? 0) + qty });
    }
    const raw: RawMove[] = moves
      .filter((m) => idOf(m.raw_material_production_id) === Number(o.id))
      .map((m) => ({ product: idOf(m.product_id), name: nameOf(m.product_id), unit: nameOf(m.product_uom), quantity: num(m[consumedField]), picked: m.picked === true }));
    const found = differing(name, expected, raw, style);
    if (found.length && o.consumption === 'strict') {
      return { refusal: said('consumption.strict', { names: name, lines: found.map((d) => `${d.product}: ${d.consumed} / ${d.expected} ${d.unit}`).join('; ') }) };
    }
    differs.push(...found);
  }
  if (!differs.length) return undefined;
  return consumptionQuestion(differs, Object.fromEntries(Object.entries(buttons).map(([button, choice]) => [button, choice.undo])));
}
