import { describe, expect, it } from 'vitest';
import { downPaymentPlan, downPaymentTotals, type DownPaymentOrder } from './down-payment';

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
const taxes = { 1: { fixed: false, included: false }, 2: { fixed: true, included: false }, 3: { fixed: false, included: true } };

describe('downPaymentPlan', () => {
  it('16: one line at the percentage of the total when the product has no taxes (real 16: 40.01, no tax), of the untaxed amount when its taxes are added', () => {
    expect(downPaymentPlan('product', 'percentage', 30, order, taxes)).toEqual({ lines: [{ price: 40.01, taxes: [] }], fixedTaxes: false });
    expect(downPaymentPlan('product', 'percentage', 30, order, taxes, [1]).lines).toEqual([{ price: 34.79, taxes: [1] }]);
    expect(downPaymentPlan('product', 'percentage', 30, order, taxes, [3]).lines).toEqual([{ price: 40.01, taxes: [3] }]);
    expect(downPaymentPlan('product', 'fixed', 50, order, taxes).lines).toEqual([{ price: 50, taxes: [] }]);
  });

  it("17-18: one line per set of the lines' taxes at the ratio of their amounts; a fixed amount's total is made exact (real 17, 18: 34.79 and 43.48 at 15%)", () => {
    expect(downPaymentPlan('per_tax', 'percentage', 30, order, taxes)).toEqual({ lines: [{ price: 34.79, taxes: [1] }], fixedTaxes: false });
    expect(downPaymentPlan('per_tax', 'fixed', 50, order, taxes)).toEqual({ lines: [{ price: 43.48, taxes: [1] }], exactTotal: 50, fixedTaxes: false });
    const mixed = { ...order, lines: [order.lines[0]!, { ...order.lines[1]!, taxes: [] }] };
    expect(downPaymentPlan('per_tax', 'percentage', 50, mixed, taxes).lines).toEqual([{ price: 50, taxes: [1] }, { price: 8, taxes: [] }]);
    expect(downPaymentPlan('per_tax', 'percentage', 30, { ...order, lines: [{ ...order.lines[0]!, taxes: [1, 2] }] }, taxes).fixedTaxes).toBe(true);
  });

  it('19: the total and the taxes at the percentage, rounded once (real 19: 34.79 + 5.22 = 40.01; 43.48 + 6.52 = 50)', () => {
    expect(downPaymentPlan('target', 'percentage', 30, order, taxes).totals).toEqual({ untaxed: 34.79, tax: 5.22, total: 40.01 });
    expect(downPaymentPlan('target', 'fixed', 50, order, taxes).totals).toEqual({ untaxed: 43.48, tax: 6.52, total: 50 });
  });
});

describe('downPaymentTotals', () => {
  it('sums the lines as taxed by Odoo; an exact total takes the difference from the taxes', () => {
    expect(downPaymentTotals([{ untaxed: 34.79, total: 40.01 }])).toEqual({ untaxed: 34.79, tax: 5.22, total: 40.01 });
    expect(downPaymentTotals([{ untaxed: 43.48, total: 50.0 }], 50)).toEqual({ untaxed: 43.48, tax: 6.52, total: 50 });
    expect(downPaymentTotals([{ untaxed: 10, total: 11.51 }], 11.5)).toEqual({ untaxed: 10, tax: 1.5, total: 11.5 });
  });
});
