import { expect, it } from 'vitest';
import { toInvoice } from './foresee-invoicing';

it("what is left to invoice carries each line's own taxes; a down payment deducted carries its own", () => {
  expect(toInvoice([
    { order_id: [1, 'S1'], untaxed_amount_to_invoice: 100, price_subtotal: 100, price_total: 115 },
    { order_id: [1, 'S1'], untaxed_amount_to_invoice: 50, price_subtotal: 200, price_total: 200 },
    { order_id: [1, 'S1'], untaxed_amount_to_invoice: -20, price_subtotal: 0, price_total: 0 },
  ])).toEqual({ untaxed: 130, total: 145 });
  expect(toInvoice([])).toEqual({ untaxed: 0, total: 0 });
});
