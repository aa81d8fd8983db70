// Before the card of a transfer's Validate: whether Odoo will ask "Create Backorder?", read from the
// transfer's moves as Odoo's own check reads them (stock_picking.py _check_backorder on 16-19,
// with each version's done quantity: versions.ts moveDone), and the question for the user with
// Odoo's two answers in words, quantities in each move's own unit of measure ("2 Dozens"). Several
// transfers validated at once run a row at a time, so each short one is asked about on its own row
// of the one card (its answer keyed by the transfer, wizard-choices.ts perRecord). Never validates
// anything to find out.
import { said, type Arg, type Said } from '@/lib/i18n';
import { traitsOf, type OdooClient, type OdooTraits } from '@/lib/odoo';
import type { CardQuestion } from './consequence-types';
import type { Plan } from './plan';
import { choosing, perRecord } from './wizard-choices';

export const BACKORDER_WIZARD = 'stock.backorder.confirmation';

/** A move as search_read answers it (many2one as [id, name]); 16 and 17+ fields. */
export interface MoveRow {
  picking_id: [number, string] | false;
  product_id: [number, string] | false;
  /** The move's unit of measure, as Odoo names it in the user's language ("Dozens"). */
  product_uom?: [number, string] | false;
  product_uom_qty: number;
  state: string;
  quantity?: number;
  picked?: boolean;
  quantity_done?: number;
  reserved_availability?: number;
}

/** What a transfer lacks, by product: asked for, counted as done, missing. */
export interface Short {
  product: string;
  /** The unit the quantities are in ("Units", "Dozens"), as Odoo names it; '' when it did not say. */
  unit: string;
  demand: number;
  done: number;
  missing: number;
}

const FIELDS: Record<OdooTraits['moveDone'], string[]> = {
  quantity_done: ['picking_id', 'product_id', 'product_uom', 'product_uom_qty', 'state', 'quantity_done', 'reserved_availability'],
  picked: ['picking_id', 'product_id', 'product_uom', 'product_uom_qty', 'state', 'quantity', 'picked'],
};

// Odoo compares at the unit of measure's precision (2 digits by default).
const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The products one transfer's Validate leaves short (empty: Odoo will not ask). Pure. 16: per
 * product, the done quantity, or the reserved one when nothing is done yet (the immediate transfer
 * Weft confirms first); 17+: per move, its quantity when picked (none picked: all count as picked).
 */
export function shortOf(moves: MoveRow[], style: OdooTraits['moveDone']): Short[] {
  const live = moves.filter((m) => m.state !== 'cancel');
  const noneDone = live.every((m) => !m.quantity_done);
  const nonePicked = !live.some((m) => m.picked) && live.some((m) => m.quantity);
  const doneOf = (m: MoveRow) =>
    style === 'quantity_done' ? (noneDone ? (['assigned', 'partially_available'].includes(m.state) ? m.reserved_availability ?? 0 : 0) : m.quantity_done ?? 0)
      : m.picked || nonePicked ? m.quantity ?? 0 : 0;
  const byProduct = new Map<string, Short & { shortMove: boolean }>();
  for (const m of live) {
    const product = m.product_id ? m.product_id[1] : '';
    const unit = m.product_uom ? m.product_uom[1] : '';
    const row = byProduct.get(product) ?? { product, unit, demand: 0, done: 0, missing: 0, shortMove: false };
    row.demand += m.product_uom_qty;
    row.done += doneOf(m);
    row.shortMove ||= round(m.product_uom_qty - doneOf(m)) > 0;
    byProduct.set(product, row);
  }
  const rows = [...byProduct.values()].map(({ shortMove, ...r }) => ({ ...r, demand: round(r.demand), done: round(r.done), missing: round(Math.max(0, r.demand - r.done)), shortMove }));
  // 16 compares the sums per product; 17+ each move.
  return rows.filter((r) => (style === 'quantity_done' ? r.missing > 0 : r.shortMove)).map(({ shortMove: _, ...r }) => r);
}

/** What is missing, summed per unit of measure and never across them: "2 Dozens and 3 Units". */
function missingArg(short: Short[]): Arg {
  const byUnit = new Map<string, number>();
  for (const s of short) byUnit.set(s.unit, round((byUnit.get(s.unit) ?? 0) + s.missing));
  return { list: [...byUnit].map(([unit, count]) => (unit ? said('backorder.qty', { count, unit }) : count)), max: 4 };
}

/**
 * The card's question for a short Validate: what is missing, and Odoo's two answers with what each
 * leaves. `transfer`: one of several transfers validated at once, asked about on its own.
 */
export function backorderQuestion(short: Short[], undo: Record<string, Said>, transfer?: { id: number; name: string }): CardQuestion {
  const qty = missingArg(short);
  return {
    wizard: transfer ? perRecord(BACKORDER_WIZARD, transfer.id) : BACKORDER_WIZARD,
    asks: transfer ? said('backorder.asksOf', { name: transfer.name, qty }) : said('backorder.asks', { qty }),
    details: short.map((s) => said(s.unit ? 'backorder.lineUnit' : 'backorder.line', { product: s.product, done: s.done, demand: s.demand, missing: s.missing, ...(s.unit ? { unit: s.unit } : {}) })),
    options: [
      { button: 'process', label: said('backorder.create', { qty }), ...(undo.process ? { undo: undo.process } : {}) },
      { button: 'process_cancel_backorder', label: said('backorder.cancel', { qty }), ...(undo.process_cancel_backorder ? { undo: undo.process_cancel_backorder } : {}) },
    ],
  };
}

/**
 * The question, when Validate on these transfers will ask it: only transfers whose operation type
 * asks (create_backorder 'ask'; 'always' and 'never' decide without asking). Several transfers: one
 * question per short transfer, each answered for that transfer alone. Three reads.
 */
export async function foreseeBackorder(client: OdooClient, plan: Plan): Promise<CardQuestion[] | undefined> {
  const { spec, action } = plan;
  const buttons = choosing(action)[BACKORDER_WIZARD];
  if (spec.kind !== 'action' || !buttons) return undefined;
  const style = traitsOf(await client.version()).moveDone;
  const [moves, pickings] = await Promise.all([
    client.callKw<MoveRow[]>('stock.move', 'search_read', [[['picking_id', 'in', spec.ids]], FIELDS[style]]),
    client.callKw<Array<{ id: number; name: string; picking_type_id: [number, string] | false }>>('stock.picking', 'read', [spec.ids, ['name', 'picking_type_id']]),
  ]);
  const typeIds = [...new Set(pickings.flatMap((p) => (p.picking_type_id ? [p.picking_type_id[0]] : [])))];
  const types = await client.callKw<Array<{ id: number; create_backorder: string }>>('stock.picking.type', 'read', [typeIds, ['create_backorder']]);
  const asking = new Set(pickings.filter((p) => p.picking_type_id && types.find((t) => t.id === (p.picking_type_id as [number, string])[0])?.create_backorder === 'ask').map((p) => p.id));
  // Odoo decides per transfer (17+: "none picked" too).
  const undo = Object.fromEntries(Object.entries(buttons).map(([button, choice]) => [button, choice.undo]));
  const shortBy = spec.ids.filter((id) => asking.has(id)).map((id) => [id, shortOf(moves.filter((m) => m.picking_id && m.picking_id[0] === id), style)] as const).filter(([, s]) => s.length);
  if (!shortBy.length) return undefined;
  // One transfer: the one question. Several: each short transfer's own, on the one card (a set runs a row at a time).
  if (spec.ids.length === 1) return [backorderQuestion(shortBy[0]![1], undo)];
  return shortBy.map(([id, short]) => backorderQuestion(short, undo, { id, name: pickings.find((p) => p.id === id)?.name ?? `#${id}` }));
}
