// Before the card of "Create Invoice" on sales orders and "Credit Note" on an invoice: the amount
// the document Odoo makes will have, and a title that names it ("Create the invoice of S00042 for
// $1,250.00"). The invoice: what the order lines have left to invoice (untaxed_amount_to_invoice,
// with each line's taxes in proportion); the credit note: the invoice reversed in full, its reason.
import { said } from '@/lib/i18n';
import type { OdooClient } from '@/lib/odoo';
import type { Consequences } from './consequence-types';
import type { Plan } from './plan';
import { listArg } from './summary';

interface LineRow {
  order_id: [number, string] | false;
  untaxed_amount_to_invoice: number;
  price_subtotal: number;
  price_total: number;
}

const round = (n: number) => Math.round(n * 100) / 100;
const nameOf = (v: unknown): string | undefined =>
  Array.isArray(v) ? String(v[1]) : v && typeof v === 'object' && typeof (v as { display_name?: unknown }).display_name === 'string' ? (v as { display_name: string }).display_name : undefined;

/** What is left to invoice on order lines, taxes included as each line's are. Pure. */
export function toInvoice(lines: LineRow[]): { untaxed: number; total: number } {
  const untaxed = lines.reduce((n, l) => n + l.untaxed_amount_to_invoice, 0);
  const total = lines.reduce((n, l) => n + l.untaxed_amount_to_invoice * (l.price_subtotal ? l.price_total / l.price_subtotal : 1), 0);
  return { untaxed: round(untaxed), total: round(total) };
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
    const lines = await client.callKw<LineRow[]>('sale.order.line', 'search_read', [[['order_id', 'in', spec.ids]], ['order_id', 'untaxed_amount_to_invoice', 'price_subtotal', 'price_total']]);
    const { untaxed, total } = toInvoice(lines);
    return { ...base, facts: [], totals: { untaxed, tax: round(total - untaxed), total }, title: said('conseq.invoiceOf', { names: listArg(names), amount: money(total) }) };
  }
  if (spec.model === 'account.move' && spec.method === 'action_reverse') {
    const total = spec.ids.reduce((n, id) => n + Number(before.values[id]?.amount_total ?? 0), 0);
    const reason = typeof spec.values?.reason === 'string' && spec.values.reason ? spec.values.reason : undefined;
    const args = { names: listArg(names), amount: money(round(total)) };
    return { ...base, facts: [], title: reason ? said('conseq.creditNoteWhy', { ...args, reason }) : said('conseq.creditNoteOf', args) };
  }
  return undefined;
}
