// What "Produce All" will consume and produce, read from the manufacturing order before the click
// (two reads, nothing written): as Odoo's pre_button_mark_done decides it on 16-19, an order with
// no quantity entered produces all that is left and consumes its components' demand; one where the
// user entered a quantity produces that and consumes what was entered, and Odoo then asks about a
// backorder for the rest.
import type { Json } from '@/lib/db';
import { said } from '@/lib/i18n';
import type { OdooClient } from '@/lib/odoo';
import type { Consequences, Fact } from './consequence-types';
import type { Plan } from './plan';

const nameOf = (v: Json | undefined): string => (Array.isArray(v) ? String(v[1] ?? '') : v && typeof v === 'object' && 'display_name' in v ? String(v.display_name) : '');
const num = (v: Json | undefined): number => (typeof v === 'number' ? v : 0);
// Quantities are compared to Odoo's unit rounding; 0.001 is finer than any unit Odoo ships.
const EPSILON = 1e-6;

/** Undefined for anything but Produce All on one order (several orders: the card lists them, Odoo decides each). */
export async function foreseeProduction(client: OdooClient, plan: Plan): Promise<Consequences | undefined> {
  const { spec } = plan;
  if (spec.kind !== 'action' || spec.model !== 'mrp.production' || spec.method !== 'button_mark_done' || spec.ids.length !== 1) return undefined;
  const [order] = await client.read('mrp.production', spec.ids, ['product_id', 'product_qty', 'qty_producing', 'qty_produced', 'product_uom_id', 'move_raw_ids']);
  if (!order) return undefined;
  const o = order as Record<string, Json>;
  // 16 keeps what is consumed in quantity_done; 17+ in quantity.
  const moveFields = await client.fieldsGet('stock.move');
  const consumedField = 'quantity_done' in moveFields ? 'quantity_done' : 'quantity';
  const moveIds = Array.isArray(o.move_raw_ids) ? (o.move_raw_ids as number[]) : [];
  const moves = moveIds.length ? ((await client.read('stock.move', moveIds, ['product_id', 'product_uom_qty', 'product_uom', 'state', consumedField])) as Array<Record<string, Json>>) : [];
  const left = num(o.product_qty) - num(o.qty_produced);
  const entered = num(o.qty_producing);
  const producing = entered > EPSILON ? entered : left;
  const facts: Fact[] = moves
    .filter((m) => m.state !== 'done' && m.state !== 'cancel')
    .map((m) => ({ label: `${nameOf(m.product_id)} (${nameOf(m.product_uom)})`, value: entered > EPSILON ? num(m[consumedField]) : num(m.product_uom_qty) }));
  const args = { qty: producing, unit: nameOf(o.product_uom_id), product: nameOf(o.product_id), names: plan.before.names[spec.ids[0]!] ?? `#${spec.ids[0]}` };
  const title = entered > EPSILON && left - entered > EPSILON ? said('conseq.producePart', { ...args, total: left }) : said('conseq.produce', args);
  return { lines: [], facts, warnings: [], title };
}
