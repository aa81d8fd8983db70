// What a down-payment invoice of a sales order holds, worked out before the click from the order as
// Odoo reads it (versions.ts `downPayment` says how each version builds it). Pure: the amounts
// before taxes come from here; the taxes on them are Odoo's to compute (foresee-down-payment.ts
// asks account.tax compute_all), except on 19, which takes each tax at the percentage too.
import type { OdooTraits } from '@/lib/odoo';

export type DownPaymentMethod = 'percentage' | 'fixed';

/** An order line as read: quantity, price, discount, its taxes (ids), whether it is a section or a down payment. */
export interface DownPaymentOrderLine {
  quantity: number;
  price: number;
  discount: number;
  taxes: number[];
  /** A section or a note, or a down payment already asked: not a base of the new one. */
  skip: boolean;
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

const round = (n: number) => Math.round((n + Number.EPSILON * Math.sign(n)) * 100) / 100;

/**
 * The invoice a down payment of `amount` (a percentage, or a fixed amount) makes on `order`.
 * `productTaxes` (16): the down-payment product's taxes as the order's fiscal position maps them
 * (none when Odoo will create the product, which it makes without taxes).
 */
export function downPaymentPlan(
  style: OdooTraits['downPayment'],
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
  // One line per set of taxes (fixed ones left out), at the ratio of the lines' amounts before tax.
  const groups = new Map<string, { taxes: number[]; amount: number }>();
  for (const line of lines) {
    const kept = line.taxes.filter((t) => !taxes[t]?.fixed).sort((a, b) => a - b);
    const key = kept.join(',');
    const group = groups.get(key) ?? { taxes: kept, amount: 0 };
    group.amount += line.quantity * line.price * (1 - line.discount / 100);
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
