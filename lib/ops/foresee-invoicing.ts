// Before the card of "Create Invoice" on sales orders and "Credit Note" on an invoice: the amount
// the document Odoo makes will have, and a title that names it ("Create the invoice of S00042 for
// $1,250.00"). The invoice: what the order lines have left to invoice (their quantities to invoice,
// with each line's taxes in proportion); the credit note: the invoice reversed in full, its reason.
import { said } from '@/lib/i18n';
import type { OdooClient } from '@/lib/odoo';
import type { Consequences } from './consequence-types';
import type { Plan } from './plan';
import { listArg } from './summary';

interface LineRow {
  order_id: [number, string] | false;
  /** Odoo invoices the lines with a quantity to invoice (down payments to deduct are negative); sections and notes ride along. */
  qty_to_invoice: number;
  display_type: string | false;
  price_unit: number;
  discount: number;
  price_subtotal: number;
  price_total: number;
}

const round = (n: number) => Math.round(n * 100) / 100;
const nameOf = (v: unknown): string | undefined =>
  Array.isArray(v) ? String(v[1]) : v && typeof v === 'object' && typeof (v as { display_name?: unknown }).display_name === 'string' ? (v as { display_name: string }).display_name : undefined;

/**
 * What the invoice will hold: each line's quantity to invoice at its price and discount (Odoo's
 * invoice line), taxes in proportion as the line's own. Not untaxed_amount_to_invoice: Odoo lowers
 * it only when an invoice is posted, while a draft invoice already takes the quantity (seen on real
 * 16-19: an order invoiced in draft still said 100 to invoice, and a second invoice made none). Pure.
 */
export function toInvoice(lines: Array<Pick<LineRow, 'qty_to_invoice' | 'price_unit' | 'discount' | 'price_subtotal' | 'price_total'>>): { untaxed: number; total: number } {
  let untaxed = 0;
  let total = 0;
  for (const l of lines) {
    const amount = round(l.qty_to_invoice * l.price_unit * (1 - (l.discount || 0) / 100));
    untaxed += amount;
    total += amount * (l.price_subtotal ? l.price_total / l.price_subtotal : 1);
  }
  return { untaxed: round(untaxed), total: round(total) };
}

/**
 * The orders Odoo would invoice: those with a line that has a quantity to invoice, as sale's
 * _get_invoiceable_lines (the wizard deducts down payments, so a negative quantity counts too;
 * zero at the quantities' 2 digits). An order with none is left out, and with none at all Odoo
 * refuses ("No items are available to invoice"). Pure.
 */
export function invoiceable(lines: Array<Pick<LineRow, 'order_id' | 'qty_to_invoice' | 'display_type'>>): Set<number> {
  const ids = lines.filter((l) => !l.display_type && Math.round(l.qty_to_invoice * 100) !== 0 && l.order_id).map((l) => (l.order_id as [number, string])[0]);
  return new Set(ids);
}

/** The card's amount and title for these two buttons; undefined for any other. One read (the invoice: none). */
export async function foreseeInvoicing(client: OdooClient, plan: Plan): Promise<Consequences | undefined> {
  const { spec, before } = plan;
  if (spec.kind !== 'action') return undefined;
  const names = spec.ids.map((id) => before.names[id] ?? `#${id}`);
  const currency = nameOf(before.values[spec.ids[0]!]?.currency_id);
  const money = (amount: number) => ({ amount, ...(currency ? { currency } : {}) });
  const base = { ...(currency ? { currency } : {}), lines: [], warnings: [] };
  if (spec.model === 'sale.order' && spec.method === 'create_invoices') {
    const lines = await client.callKw<LineRow[]>('sale.order.line', 'search_read', [[['order_id', 'in', spec.ids]], ['order_id', 'qty_to_invoice', 'display_type', 'price_unit', 'discount', 'price_subtotal', 'price_total']]);
    const some = invoiceable(lines);
    const nameOfId = (id: number) => before.names[id] ?? `#${id}`;
    // Odoo would refuse it whatever the user answers: no card, the reason instead (approve.ts).
    if (!some.size) return { ...base, facts: [], refusal: said('conseq.nothingToInvoice', { names: listArg(names) }) };
    const skipped = spec.ids.filter((id) => !some.has(id)).map(nameOfId);
    const { untaxed, total } = toInvoice(lines);
    const title = said('conseq.invoiceOf', { names: listArg(spec.ids.filter((id) => some.has(id)).map(nameOfId)), amount: money(total) });
    return { ...base, facts: [], totals: { untaxed, tax: round(total - untaxed), total }, title, ...(skipped.length ? { notes: [said('conseq.nothingToInvoiceSome', { names: listArg(skipped) })] } : {}) };
  }
  if (spec.model === 'account.move' && spec.method === 'action_reverse') {
    const total = spec.ids.reduce((n, id) => n + Number(before.values[id]?.amount_total ?? 0), 0);
    const reason = typeof spec.values?.reason === 'string' && spec.values.reason ? spec.values.reason : undefined;
    const args = { names: listArg(names), amount: money(round(total)) };
    return { ...base, facts: [], title: reason ? said('conseq.creditNoteWhy', { ...args, reason }) : said('conseq.creditNoteOf', args) };
  }
  return undefined;
}
