// Before the card of Confirm on quotations: what Odoo will do beside the status, read with the
// user's rights. sale_stock (`_action_launch_stock_rule`, 16-19) makes a delivery of the lines whose
// product is goods (versions.ts deliveredTypes) from the order's warehouse; a route on the line, the
// product or its category that replenishes on order (a rule not 'make_to_stock'), or buys or makes
// straight for the customer (dropship), may also make a purchase or manufacturing order instead of
// or beside it; sale_project may make a task or a project for a service tracked in Project. Where
// Odoo decides from stock or settings Weft does not read, the card says "may".
import type { Json } from '@/lib/db';
import { said, type Arg, type Said } from '@/lib/i18n';
import { isOdooError, traitsOf, type Domain, type OdooClient } from '@/lib/odoo';
import type { Consequences } from './consequence-types';
import type { Plan } from './plan';
import { listArg } from './summary';

type Row = Record<string, Json>;
/** A warehouse's steps: how many, Odoo's words for them, and whether confirming makes the first transfer only (versions.ts stepTransfers). */
type Steps = { count: number; label: string; firstOnly: boolean };

/** How many transfers a warehouse's delivery_steps make for one delivery (stock_warehouse.py, 16-19): pick_ship a pick then the delivery, pick_pack_ship a pick, a pack, then the delivery. */
const DELIVERY_STEPS: Record<string, number> = { ship_only: 1, pick_ship: 2, pick_pack_ship: 3 };

/** A goods line as Odoo will procure it: its order, product, quantity and unit, and the routes that reach it. */
export interface ConfirmLine {
  order: number;
  product: number;
  qty: number;
  unit: string;
  routes: number[];
}

/** What the card's sentences are made of (read by foreseeConfirm, said by confirmNotes). */
export interface ConfirmFacts {
  /** Whether Inventory's sales part is installed (the order has a warehouse): else Odoo makes no delivery. */
  stock: boolean;
  /** Each order's warehouse: its name and, when it delivers in several steps, how many and Odoo's words for them (unsaid when the user may not read the warehouse). */
  warehouses: Record<number, { name: string; steps?: Steps }>;
  goods: ConfirmLine[];
  names: Record<number, string>;
  /** The routes that may order or make the goods (their names); a line with a dropship route is not delivered from stock. */
  ordering: Record<number, { name: string; direct: boolean }>;
  /** Services tracked in Project: the product and what Odoo makes for it, in Odoo's words ("Task"). */
  tracked: Array<{ product: number; what: string }>;
  /** Whether Odoo locks the orders once confirmed (Sales' "Lock Confirmed Sales"); unsaid when Odoo would not tell. */
  locks?: boolean;
}

const idOf = (v: Json | undefined): number | undefined => (typeof v === 'number' ? v : Array.isArray(v) ? (typeof v[0] === 'number' ? v[0] : undefined) : v && typeof v === 'object' && typeof (v as Row).id === 'number' ? ((v as Row).id as number) : undefined);
const nameOf = (v: Json | undefined): string => (Array.isArray(v) ? String(v[1] ?? '') : v && typeof v === 'object' && 'display_name' in v ? String((v as Row).display_name ?? '') : '');
const idsOf = (v: Json | undefined): number[] => (Array.isArray(v) ? v.map((x) => idOf(x as Json)).filter((x): x is number => x !== undefined) : (idOf(v) !== undefined ? [idOf(v)!] : []));

/** The sentences of the card, in the order Odoo acts. Pure. */
export function confirmNotes(f: ConfirmFacts): Said[] {
  const notes: Said[] = [];
  const products = (ids: number[]): Arg => listArg([...new Set(ids)].map((id) => f.names[id] ?? `#${id}`));
  if (f.stock) {
    const direct = new Set(Object.entries(f.ordering).filter(([, r]) => r.direct).map(([id]) => Number(id)));
    const delivered = f.goods.filter((l) => !l.routes.some((r) => direct.has(r)));
    // One sentence per warehouse: several orders shipping from one warehouse make one delivery each.
    const perWarehouse = new Map<string, { lines: ConfirmLine[]; orders: Set<number>; steps?: Steps }>();
    for (const line of delivered) {
      const wh = f.warehouses[line.order];
      const key = wh?.name ?? '';
      const entry = perWarehouse.get(key) ?? { lines: [], orders: new Set<number>(), ...(wh?.steps ? { steps: wh.steps } : {}) };
      entry.lines.push(line);
      entry.orders.add(line.order);
      perWarehouse.set(key, entry);
    }
    for (const [warehouse, { lines, orders, steps }] of perWarehouse) {
      const units = new Set(lines.map((l) => l.unit));
      // A sum only of one unit Odoo names (a line whose unit the user may not read leaves it out).
      const qty: Arg = units.size === 1 && [...units][0] ? { aside: said('confirmOrder.qty', { qty: lines.reduce((s, l) => s + l.qty, 0), unit: [...units][0]! }) } : { aside: '' };
      const count = new Set(lines.map((l) => l.product)).size;
      notes.push(orders.size > 1
        ? said('confirmOrder.deliveries', { count: orders.size, products: count, qty, warehouse })
        : said('confirmOrder.delivery', { count, qty, warehouse }));
      if (steps) notes.push(said(steps.firstOnly ? 'confirmOrder.deliveryStepsLater' : 'confirmOrder.deliverySteps', { warehouse, count: steps.count, steps: steps.label }));
    }
    if (!f.goods.length) notes.push(said('confirmOrder.noDelivery'));
    const ordered = f.goods.filter((l) => l.routes.some((r) => r in f.ordering));
    if (ordered.length) {
      const routes = [...new Set(ordered.flatMap((l) => l.routes.filter((r) => r in f.ordering)))].map((r) => f.ordering[r]!.name);
      notes.push(said('confirmOrder.mayOrder', { products: products(ordered.map((l) => l.product)), routes: listArg(routes) }));
    }
  }
  if (f.tracked.length) notes.push(said('confirmOrder.mayProject', { services: listArg(f.tracked.map((t) => `${f.names[t.product] ?? `#${t.product}`} (${t.what})`)) }));
  if (f.locks) notes.push(said('confirmOrder.locks'));
  return notes;
}

/** Undefined for anything but Confirm on sales orders. Round trips: the fields (cached), then 3, then 1 or 2 (3 with routes). */
export async function foreseeConfirm(client: OdooClient, plan: Plan): Promise<Consequences | undefined> {
  const { spec } = plan;
  if (spec.kind !== 'action' || spec.model !== 'sale.order' || spec.method !== 'action_confirm') return undefined;
  const [orderFields, lineFields, productFields, version] = await Promise.all([client.fieldsGet('sale.order'), client.fieldsGet('sale.order.line'), client.fieldsGet('product.product'), client.version()]);
  const { deliveredTypes, saleLine, saleLockBy, stepTransfers } = traitsOf(version);
  const stock = 'warehouse_id' in orderFields;
  // Fields the user's rights or the installed apps may leave out (routes need Multi-Step Routes on some versions).
  const has = (fields: Record<string, unknown>, names: string[]) => names.filter((n) => n in fields);
  const lineRead = ['order_id', 'product_id', 'product_uom_qty', 'display_type', ...has(lineFields, [saleLine.unit, saleLine.routes])];
  const [orders, { records: lines }, locks] = await Promise.all([
    stock ? client.read('sale.order', spec.ids, ['warehouse_id']) : Promise.resolve([]),
    client.searchRead('sale.order.line', { domain: [['order_id', 'in', spec.ids]], fields: lineRead }),
    client.hasGroup('sale.group_auto_done_setting', saleLockBy).catch(unread(undefined)),
  ]);
  const productIds = [...new Set(lines.flatMap((l) => (l.display_type ? [] : idsOf(l.product_id as Json))))];
  const whIds = [...new Set(orders.flatMap((o) => idsOf(o.warehouse_id as Json)))];
  const [products, warehouses, whFields] = await Promise.all([
    productIds.length ? client.read('product.product', productIds, ['display_name', 'type', ...has(productFields, stock ? ['route_ids', 'route_from_categ_ids', 'service_tracking'] : ['service_tracking'])]) : Promise.resolve([]),
    // A user who may not read the warehouse (a salesperson without Inventory rights): the card says less, never fails.
    whIds.length ? client.read('stock.warehouse', whIds, ['delivery_steps']).catch(unread([])) : Promise.resolve([]),
    whIds.length ? client.fieldsGet('stock.warehouse').catch(unread({})) : Promise.resolve({}),
  ]);
  const byId = new Map(products.map((p) => [p.id, p as Row]));
  const stepsOf = new Map(warehouses.map((w) => [w.id, typeof w.delivery_steps === 'string' ? w.delivery_steps : '']));
  const stepLabel = (key: string) => (whFields as Record<string, { selection?: Array<[string, string]> }>).delivery_steps?.selection?.find(([k]) => k === key)?.[1];
  const goods: ConfirmLine[] = [];
  for (const l of lines as Row[]) {
    const product = byId.get(idOf(l.product_id) ?? 0);
    // Odoo skips a line whose quantity procured is already its quantity (0 on a quotation).
    if (l.display_type || !product || !deliveredTypes.includes(String(product.type)) || !(Number(l.product_uom_qty) > 0)) continue;
    const routes = [...idsOf(l[saleLine.routes]), ...idsOf(product.route_ids), ...idsOf(product.route_from_categ_ids)];
    goods.push({ order: idOf(l.order_id)!, product: product.id as number, qty: Number(l.product_uom_qty), unit: nameOf(l[saleLine.unit]), routes });
  }
  const routeIds = [...new Set(goods.flatMap((g) => g.routes))];
  const ordering = stock && routeIds.length ? await orderingRoutes(client, routeIds) : {};
  const whOf = new Map(orders.map((o) => [o.id, o.warehouse_id as Json]));
  const facts: ConfirmFacts = {
    stock,
    warehouses: Object.fromEntries(spec.ids.flatMap((id) => {
      const wh = whOf.get(id);
      const key = stepsOf.get(idOf(wh) ?? 0) ?? '';
      const count = DELIVERY_STEPS[key] ?? 0;
      const label = stepLabel(key);
      return wh ? [[id, { name: nameOf(wh), ...(count > 1 && label ? { steps: { count, label, firstOnly: stepTransfers === 'next_on_validate' } } : {}) }]] : [];
    })),
    goods,
    names: Object.fromEntries(products.map((p) => [p.id, String(p.display_name ?? '')])),
    ordering,
    tracked: products.filter((p) => p.service_tracking && p.service_tracking !== 'no' && p.type === 'service').map((p) => ({ product: p.id as number, what: selectionLabel(productFields, 'service_tracking', String(p.service_tracking)) })),
    ...(locks ? { locks } : {}),
  };
  const notes = confirmNotes(facts);
  return notes.length ? { lines: [], facts: [], warnings: [], notes } : undefined;
}

/**
 * The routes among `ids` with a rule that orders or makes: replenish on order (procure_method not
 * 'make_to_stock'), or buy or manufacture straight to a customer (dropship, `direct`). A user who
 * may not read the rules: every route is said as one that may, rather than none.
 */
async function orderingRoutes(client: OdooClient, ids: number[]): Promise<ConfirmFacts['ordering']> {
  const domain: Domain = [['route_id', 'in', ids], '|', ['procure_method', '!=', 'make_to_stock'], '&', ['action', 'in', ['buy', 'manufacture']], ['location_dest_id.usage', '=', 'customer']];
  try {
    const { records } = await client.searchRead('stock.rule', { domain, fields: ['route_id', 'procure_method'] });
    const out: ConfirmFacts['ordering'] = {};
    for (const r of records) {
      const id = idOf(r.route_id as Json);
      if (id === undefined) continue;
      const direct = r.procure_method === 'make_to_stock';
      out[id] = { name: nameOf(r.route_id as Json), direct: (out[id]?.direct ?? false) || direct };
    }
    return out;
  } catch (error) {
    if (!isOdooError(error)) throw error;
    const routes = await client.read('stock.route', ids, ['display_name']).catch(() => []);
    return Object.fromEntries(routes.map((r) => [r.id, { name: String(r.display_name ?? ''), direct: false }]));
  }
}

/** Odoo refused a read the card could do without: the fallback; anything else (a bug of Weft's) is thrown on. */
const unread = <T>(fallback: T) => (error: unknown): T => {
  if (isOdooError(error)) return fallback;
  throw error;
};

function selectionLabel(fields: Record<string, { selection?: Array<[string, string]> }>, field: string, key: string): string {
  return fields[field]?.selection?.find(([k]) => k === key)?.[1] ?? key;
}
