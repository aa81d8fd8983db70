// Before the card of a down payment on a sales order: the invoice Odoo will make (its amount before
// taxes, the taxes, the total), from the order as it is now (down-payment.ts works out the lines as
// each version builds them) and Odoo's own tax computation (account.tax compute_all) on them.
// Never creates anything to find out: the dialog is asked by onchange only, as the web client opens it.
import { said, type Said } from '@/lib/i18n';
import type { Json } from '@/lib/db';
import { traitsOf, type OdooClient } from '@/lib/odoo';
import type { Consequences } from './consequence-types';
import { downPaymentPlan, downPaymentTotals, type DownPaymentMethod, type TaxInfo } from './down-payment';
import { downPaymentAccounts } from './down-payment-accounts';
import type { Plan } from './plan';
import { listArg } from './summary';
import { many2oneId, many2oneName } from './values';

export const DOWN_PAYMENT = { model: 'sale.order', method: 'create_down_payment', wizard: 'sale.advance.payment.inv' } as const;

const idOf = many2oneId;
const nameOf = many2oneName;
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** What the down payment asks for: the method and its amount, as the write's dialog values give them. */
export function downPaymentAsked(values: Record<string, Json> | undefined): { method: DownPaymentMethod; amount: number } {
  const method: DownPaymentMethod = values?.advance_payment_method === 'fixed' ? 'fixed' : 'percentage';
  return { method, amount: num(method === 'fixed' ? values?.fixed_amount : values?.amount) };
}

/**
 * The card's title, totals and notes for a down payment on one order; undefined for any other
 * write. Round trips: 3 reads (order, lines, taxes), the dialog's onchange on 16-17, one to three
 * reads of the products' accounts on 18, one tax computation per invoice line on 16-18.
 */
export async function foreseeDownPayment(client: OdooClient, plan: Plan): Promise<Consequences | undefined> {
  const { spec } = plan;
  if (spec.kind !== 'action' || spec.model !== DOWN_PAYMENT.model || spec.method !== DOWN_PAYMENT.method || spec.ids.length !== 1) return undefined;
  const { method, amount } = downPaymentAsked(spec.values);
  const id = spec.ids[0]!;
  const name = plan.before.names[id] ?? `#${id}`;
  if (!(amount > 0)) return { lines: [], facts: [], warnings: [], notes: [said('conseq.downPaymentNone')] };
  const traits = traitsOf(await client.version());
  const style = traits.downPayment;
  const by = traits.downPaymentGroup.by;
  const lineFields = await client.fieldsGet('sale.order.line');
  const taxField = 'tax_ids' in lineFields && !('tax_id' in lineFields) ? 'tax_ids' : 'tax_id';
  // What the version groups the invoice's lines by, besides their taxes.
  const groupFields = by === 'analytic' ? ['analytic_distribution'] : by === 'income_account' ? ['product_id'] : [];
  const [[order], rows, wizardFields] = await Promise.all([
    client.read('sale.order', [id], ['amount_untaxed', 'amount_tax', 'amount_total', 'currency_id', 'fiscal_position_id', 'company_id']),
    client.callKw<Array<Record<string, unknown>>>('sale.order.line', 'search_read', [[['order_id', '=', id]], ['product_uom_qty', 'price_unit', 'discount', taxField, 'display_type', 'is_downpayment', ...groupFields]]),
    client.fieldsGet(DOWN_PAYMENT.wizard),
  ]);
  if (!order) return undefined;
  const currency = nameOf(order.currency_id);
  const notes: Said[] = [];
  // 16-17 invoice through a down-payment product, which Odoo creates (without taxes) the first time.
  let productTaxes: number[] = [];
  if ('product_id' in wizardFields) {
    const context = { active_model: 'sale.order', active_ids: [id], active_id: id };
    const opened = await client.onchange(DOWN_PAYMENT.wizard, [], {}, [], { fields: ['product_id', 'sale_order_ids'] }, { context });
    const product = idOf(opened.value.product_id);
    if (!product) notes.push(said('conseq.downPaymentProduct'));
    else if (style === 'product') productTaxes = await mappedTaxes(client, product, idOf(order.fiscal_position_id));
  }
  const accounts = by === 'income_account'
    ? await downPaymentAccounts(client, [...new Set(rows.flatMap((r) => idOf(r.product_id) ?? []))], idOf(order.company_id), idOf(order.fiscal_position_id))
    : {};
  const lines = rows.map((r) => ({
    quantity: num(r.product_uom_qty), price: num(r.price_unit), discount: num(r.discount),
    taxes: Array.isArray(r[taxField]) ? (r[taxField] as unknown[]).filter((t): t is number => typeof t === 'number') : [],
    skip: !!r.display_type || !!r.is_downpayment,
    ...(by === 'analytic' ? { analytic: r.analytic_distribution } : {}),
    ...(by === 'income_account' ? { account: accounts[idOf(r.product_id) ?? 0] ?? false } : {}),
  }));
  const taxIds = [...new Set([...lines.flatMap((l) => l.taxes), ...productTaxes])];
  const taxRows = taxIds.length ? await client.read('account.tax', taxIds, ['amount_type', 'price_include']) : [];
  const taxes: Record<number, TaxInfo> = Object.fromEntries(taxRows.map((t) => [t.id, { fixed: t.amount_type === 'fixed', included: t.price_include === true }]));
  const planned = downPaymentPlan(traits, method, amount, { untaxed: num(order.amount_untaxed), tax: num(order.amount_tax), total: num(order.amount_total), lines }, taxes, productTaxes);
  const base = { ...(currency ? { currency } : {}), lines: [], facts: [], warnings: [] };
  if (planned.fixedTaxes) return { ...base, notes: [...notes, said('conseq.downPaymentFixedTaxes')] };
  const totals = planned.totals ?? downPaymentTotals(await Promise.all(planned.lines.map((l) => taxed(client, l.taxes, l.price))), planned.exactTotal);
  const money = { amount: totals.total, ...(currency ? { currency } : {}) };
  const title = method === 'percentage'
    ? said('conseq.downPaymentPercent', { amount: money, names: listArg([name]), percent: amount })
    : said('conseq.downPaymentFixed', { amount: money, names: listArg([name]) });
  return { ...base, totals, title, ...(notes.length ? { notes } : {}) };
}

/** A price with its taxes, as Odoo computes them (one call; none without taxes). */
async function taxed(client: OdooClient, taxes: number[], price: number): Promise<{ untaxed: number; total: number }> {
  if (!taxes.length) return { untaxed: price, total: price };
  const result = await client.callKw<{ total_excluded: number; total_included: number }>('account.tax', 'compute_all', [taxes, price]);
  return { untaxed: result.total_excluded, total: result.total_included };
}

/** 16: the down-payment product's sales taxes as the order's fiscal position maps them (its tax rows; a tax mapped to none is dropped). */
async function mappedTaxes(client: OdooClient, product: number, fiscalPosition: number | undefined): Promise<number[]> {
  const [row] = await client.read('product.product', [product], ['taxes_id']);
  const own = (Array.isArray(row?.taxes_id) ? (row.taxes_id as unknown[]) : []).flatMap((t) => idOf(t) ?? []);
  if (!fiscalPosition || !own.length) return own;
  const maps = await client.callKw<Array<{ tax_src_id: [number, string] | false; tax_dest_id: [number, string] | false }>>(
    'account.fiscal.position.tax', 'search_read', [[['position_id', '=', fiscalPosition]], ['tax_src_id', 'tax_dest_id']],
  );
  return [...new Set(own.flatMap((tax) => {
    const mapped = maps.filter((m) => m.tax_src_id && m.tax_src_id[0] === tax);
    return mapped.length ? mapped.flatMap((m) => (m.tax_dest_id ? [m.tax_dest_id[0]] : [])) : [tax];
  }))];
}
