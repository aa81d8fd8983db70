// What a down-payment invoice of a sales order holds, worked out before the click from the order as
// Odoo reads it (versions.ts `downPayment` says how each version builds it). Pure: the amounts
// before taxes come from here; the taxes on them are Odoo's to compute (foresee-down-payment.ts
// asks account.tax compute_all), except on 19, which takes each tax at the percentage too. Which
// order lines share an invoice line is the version's (versions.ts `downPaymentGroup`): each group is
// rounded to the cent on its own, so a grouping other than Odoo's can be a cent off.
import type { DownPaymentGroup, OdooTraits } from '@/lib/odoo';
import { floatRound } from './values';

export type DownPaymentMethod = 'percentage' | 'fixed';

/** An order line as read: quantity, price, discount, its taxes (ids), whether it is a section or a down payment. */
export interface DownPaymentOrderLine {
  quantity: number;
  price: number;
  discount: number;
  taxes: number[];
  /** A section or a note, or a down payment already asked: not a base of the new one. */
  skip: boolean;
  /** 17: the line's analytic distribution as read (false when it has none). */
  analytic?: unknown;
  /** 18: the income account its down payment goes to (none: false). */
  account?: number | false;
}

export interface DownPaymentOrder {
  untaxed: number;
  tax: number;
  total: number;
  lines: DownPaymentOrderLine[];
}

/** A tax as read: whether it is a fixed amount, whether the price includes it. */
export interface TaxInfo {
  fixed: boolean;
  included: boolean;
}

/** One line of the invoice Odoo will make: its price and the taxes it carries. */
export interface DownPaymentLine {
  price: number;
  taxes: number[];
}

/** The invoice's lines, or its totals outright (19), and what the card cannot foresee. */
export interface DownPaymentPlan {
  lines: DownPaymentLine[];
  /** 19: the totals as Odoo makes them, with no tax computation asked. */
  totals?: { untaxed: number; tax: number; total: number };
  /** The total Odoo makes exact (17-18, a fixed amount): the taxes give way to it. */
  exactTotal?: number;
  /** An order line has a fixed-amount tax: Odoo adds a line of its own for it, not worked out here. */
  fixedTaxes: boolean;
}

const round = (n: number) => floatRound(n, 2);

/** An analytic distribution as a key: equal when Odoo's dicts are equal (the order of the accounts aside). */
function analyticKey(value: unknown): string {
  if (!value || typeof value !== 'object') return 'none';
  return JSON.stringify(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** What keeps `line` apart from the others on this version, besides its taxes (kept: without fixed ones, sorted). */
function groupKey(by: DownPaymentGroup['by'], kept: number[], line: DownPaymentOrderLine): string {
  const extra = by === 'analytic' ? analyticKey(line.analytic) : by === 'income_account' ? String(line.account || 'none') : '';
  return `${kept.join(',')}|${extra}`;
}

/**
 * The invoice a down payment of `amount` (a percentage, or a fixed amount) makes on `order`.
 * `productTaxes` (16): the down-payment product's taxes as the order's fiscal position maps them
 * (none when Odoo will create the product, which it makes without taxes).
 */
export function downPaymentPlan(
  { downPayment: style, downPaymentGroup: grouping }: Pick<OdooTraits, 'downPayment' | 'downPaymentGroup'>,
  method: DownPaymentMethod,
  amount: number,
  order: DownPaymentOrder,
  taxes: Record<number, TaxInfo>,
  productTaxes: number[] = [],
): DownPaymentPlan {
  const lines = order.lines.filter((l) => !l.skip);
  const fixedTaxes = lines.some((l) => l.taxes.some((t) => taxes[t]?.fixed));
  if (style === 'product') {
    // All of the product's taxes included in the price (or none at all): the percentage of the total.
    const base = productTaxes.every((t) => taxes[t]?.included) ? order.total : order.untaxed;
    return { lines: [{ price: round(method === 'percentage' ? (base * amount) / 100 : amount), taxes: productTaxes }], fixedTaxes: false };
  }
  const ratio = method === 'percentage' ? amount / 100 : order.total ? amount / order.total : 1;
  if (style === 'target') {
    const total = method === 'percentage' ? round(order.total * ratio) : round(amount);
    const tax = round(order.tax * ratio);
    return { lines: [], totals: { untaxed: round(total - tax), tax, total }, fixedTaxes };
  }
  // One line per group (taxes without the fixed ones, and what the version adds), at the ratio of its lines' amounts before tax.
  const groups = new Map<string, { taxes: number[]; amount: number }>();
  for (const line of lines) {
    const kept = line.taxes.filter((t) => !taxes[t]?.fixed).sort((a, b) => a - b);
    const key = groupKey(grouping.by, kept, line);
    const group = groups.get(key) ?? { taxes: kept, amount: 0 };
    const amount = line.quantity * line.price * (1 - line.discount / 100);
    group.amount += grouping.lineAmount === 'rounded' ? round(amount) : amount;
    groups.set(key, group);
  }
  const out = [...groups.values()].map((g) => ({ price: round(g.amount * ratio), taxes: g.taxes })).filter((l) => l.price !== 0);
  return { lines: out, ...(method === 'fixed' ? { exactTotal: round(amount) } : {}), fixedTaxes };
}

/** The invoice's totals from its lines' amounts with and without taxes; a total made exact takes the difference from the taxes. */
export function downPaymentTotals(lines: Array<{ untaxed: number; total: number }>, exactTotal?: number): { untaxed: number; tax: number; total: number } {
  const untaxed = round(lines.reduce((n, l) => n + l.untaxed, 0));
  const total = exactTotal ?? round(lines.reduce((n, l) => n + l.total, 0));
  return { untaxed, tax: round(total - untaxed), total };
}
