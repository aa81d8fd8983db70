import { expect, it } from 'vitest';
import { invoiceable, toInvoice } from './foresee-invoicing';

it("what is left to invoice carries each line's own taxes; a down payment deducted carries its own", () => {
  expect(toInvoice([
    { qty_to_invoice: 1, price_unit: 100, discount: 0, price_subtotal: 100, price_total: 115 },
    { qty_to_invoice: 1, price_unit: 100, discount: 50, price_subtotal: 200, price_total: 200 },
    { qty_to_invoice: -1, price_unit: 20, discount: 0, price_subtotal: 0, price_total: 0 },
    { qty_to_invoice: 0, price_unit: 100, discount: 0, price_subtotal: 100, price_total: 115 },
  ])).toEqual({ untaxed: 130, total: 145 });
  expect(toInvoice([])).toEqual({ untaxed: 0, total: 0 });
});

it('the orders Odoo would invoice: a line with a quantity to invoice (a down payment to deduct too); sections and notes do not count', () => {
  expect(invoiceable([
    { order_id: [1, 'S1'], qty_to_invoice: 0, display_type: false },
    { order_id: [1, 'S1'], qty_to_invoice: 0, display_type: 'line_note' },
    { order_id: [2, 'S2'], qty_to_invoice: 2, display_type: false },
    { order_id: [3, 'S3'], qty_to_invoice: -1, display_type: false },
    { order_id: [4, 'S4'], qty_to_invoice: 0.001, display_type: false },
  ])).toEqual(new Set([2, 3]));
  expect(invoiceable([])).toEqual(new Set());
});
