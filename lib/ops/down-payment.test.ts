import { describe, expect, it } from 'vitest';
import { parseVersion, traitsOf } from '@/lib/odoo';
import { downPaymentPlan, downPaymentTotals, type DownPaymentOrder, type DownPaymentOrderLine } from './down-payment';

// The order of the probe on real 16-19: 3 × 33.33 and 1 × 17.77 at 10% off, both at 15% tax
// (untaxed 115.98, tax 17.40, total 133.38). What Odoo invoiced is in each expectation.
const order: DownPaymentOrder = {
  untaxed: 115.98, tax: 17.4, total: 133.38,
  lines: [
    { quantity: 3, price: 33.33, discount: 0, taxes: [1], skip: false },
    { quantity: 1, price: 17.77, discount: 10, taxes: [1], skip: false },
    { quantity: 0, price: 0, discount: 0, taxes: [], skip: true },
  ],
};
const on = (major: number) => traitsOf(parseVersion(`${major}.0`));
const taxes = { 1: { fixed: false, included: false }, 2: { fixed: true, included: false }, 3: { fixed: false, included: true } };

describe('downPaymentPlan', () => {
  it('16: one line at the percentage of the total when the product has no taxes (real 16: 40.01, no tax), of the untaxed amount when its taxes are added', () => {
    expect(downPaymentPlan(on(16), 'percentage', 30, order, taxes)).toEqual({ lines: [{ price: 40.01, taxes: [] }], fixedTaxes: false });
    expect(downPaymentPlan(on(16), 'percentage', 30, order, taxes, [1]).lines).toEqual([{ price: 34.79, taxes: [1] }]);
    expect(downPaymentPlan(on(16), 'percentage', 30, order, taxes, [3]).lines).toEqual([{ price: 40.01, taxes: [3] }]);
    expect(downPaymentPlan(on(16), 'fixed', 50, order, taxes).lines).toEqual([{ price: 50, taxes: [] }]);
  });

  it("17-18: one line per set of the lines' taxes at the ratio of their amounts; a fixed amount's total is made exact (real 17, 18: 34.79 and 43.48 at 15%)", () => {
    expect(downPaymentPlan(on(17), 'percentage', 30, order, taxes)).toEqual({ lines: [{ price: 34.79, taxes: [1] }], fixedTaxes: false });
    expect(downPaymentPlan(on(17), 'fixed', 50, order, taxes)).toEqual({ lines: [{ price: 43.48, taxes: [1] }], exactTotal: 50, fixedTaxes: false });
    const mixed = { ...order, lines: [order.lines[0]!, { ...order.lines[1]!, taxes: [] }] };
    expect(downPaymentPlan(on(17), 'percentage', 50, mixed, taxes).lines).toEqual([{ price: 50, taxes: [1] }, { price: 8, taxes: [] }]);
    expect(downPaymentPlan(on(17), 'percentage', 30, { ...order, lines: [{ ...order.lines[0]!, taxes: [1, 2] }] }, taxes).fixedTaxes).toBe(true);
  });

  it('19: the total and the taxes at the percentage, rounded once (real 19: 34.79 + 5.22 = 40.01; 43.48 + 6.52 = 50)', () => {
    expect(downPaymentPlan(on(19), 'percentage', 30, order, taxes).totals).toEqual({ untaxed: 34.79, tax: 5.22, total: 40.01 });
    expect(downPaymentPlan(on(19), 'fixed', 50, order, taxes).totals).toEqual({ untaxed: 43.48, tax: 6.52, total: 50 });
  });
});

describe('downPaymentPlan: which lines share an invoice line', () => {
  // Two lines of 1 × 10.05 at 15%, each with its own analytic account and income account: at 10%,
  // one invoice line is 2.01, two are 1.01 + 1.01 (each group is rounded on its own).
  const line = (analytic: unknown, account: number | false): DownPaymentOrderLine => ({ quantity: 1, price: 10.05, discount: 0, taxes: [1], skip: false, analytic, account });
  const order = (lines: DownPaymentOrderLine[]): DownPaymentOrder => ({ untaxed: 20.1, tax: 3.02, total: 23.12, lines });
  const apart = order([line({ 1: 100 }, 10), line({ 2: 100 }, 11)]);
  const sameAnalytic = order([line({ 1: 60, 2: 40 }, 10), line({ 2: 40, 1: 60 }, 11)]);
  const sameAccount = order([line({ 1: 100 }, 10), line(false, 10)]);
  const prices = (major: number, o: DownPaymentOrder) => downPaymentPlan(on(major), 'percentage', 10, o, taxes).lines.map((l) => l.price);

  it('16: one line whatever the lines hold', () => {
    expect(prices(16, apart)).toEqual([2.31]);
  });

  it('17: apart by analytic distribution (the order of its accounts aside), not by account', () => {
    expect(prices(17, apart)).toEqual([1.01, 1.01]);
    expect(prices(17, sameAnalytic)).toEqual([2.01]);
    expect(prices(17, sameAccount)).toEqual([1.01, 1.01]);
  });

  it('18: apart by income account, not by analytic distribution', () => {
    expect(prices(18, apart)).toEqual([1.01, 1.01]);
    expect(prices(18, sameAnalytic)).toEqual([1.01, 1.01]);
    expect(prices(18, sameAccount)).toEqual([2.01]);
  });

  it('19: the totals at the percentage, however the lines differ', () => {
    expect(downPaymentPlan(on(19), 'percentage', 10, apart, taxes).totals).toEqual({ untaxed: 2.01, tax: 0.3, total: 2.31 });
  });

  it("17 rounds each line's amount before the sum, 18 sums them raw (three lines of 0.5 × 2.01, all of it)", () => {
    const halves = order([0, 1, 2].map(() => ({ quantity: 0.5, price: 2.01, discount: 0, taxes: [1], skip: false, analytic: false, account: 10 })));
    expect(downPaymentPlan(on(17), 'percentage', 100, halves, taxes).lines).toEqual([{ price: 3.03, taxes: [1] }]);
    expect(downPaymentPlan(on(18), 'percentage', 100, halves, taxes).lines).toEqual([{ price: 3.02, taxes: [1] }]);
  });
});

describe('downPaymentTotals', () => {
  it('sums the lines as taxed by Odoo; an exact total takes the difference from the taxes', () => {
    expect(downPaymentTotals([{ untaxed: 34.79, total: 40.01 }])).toEqual({ untaxed: 34.79, tax: 5.22, total: 40.01 });
    expect(downPaymentTotals([{ untaxed: 43.48, total: 50.0 }], 50)).toEqual({ untaxed: 43.48, tax: 6.52, total: 50 });
    expect(downPaymentTotals([{ untaxed: 10, total: 11.51 }], 11.5)).toEqual({ untaxed: 10, tax: 1.5, total: 11.5 });
  });
});
