import { describe, expect, it } from 'vitest';
import type { FieldsMap } from '@/lib/odoo';
import { consequencesOf, DOCUMENTS, formValues, hasLines, splitValues, totalsOf } from './consequences';

const fields: FieldsMap = {
  move_type: { type: 'selection', string: 'Type' },
  partner_id: { type: 'many2one', string: 'Partner', relation: 'res.partner' },
  journal_id: { type: 'many2one', string: 'Journal', relation: 'account.journal' },
  invoice_date: { type: 'date', string: 'Bill Date' },
  invoice_date_due: { type: 'date', string: 'Due Date' },
  currency_id: { type: 'many2one', string: 'Currency', relation: 'res.currency' },
  amount_total: { type: 'monetary', string: 'Total' },
  invoice_line_ids: { type: 'one2many', string: 'Invoice lines', relation: 'account.move.line' },
  line_ids: { type: 'one2many', string: 'Journal Items', relation: 'account.move.line' },
};
const bill = DOCUMENTS['account.move']!;
const lines = [[0, 0, { name: 'Paper', quantity: 2, price_unit: 55 }]];
const spec = { kind: 'create' as const, model: 'account.move', values: { move_type: 'in_invoice', partner_id: 9, invoice_date: '2026-11-20', invoice_line_ids: lines } };

describe('totalsOf', () => {
  it('reads 16-17 tax totals, rounded to the cent (17 answers 809.5500000000001)', () => {
    expect(totalsOf({ tax_totals: { amount_untaxed: 5397, amount_total: 6206.55 }, amount_tax: 809.5500000000001 }, 'amounts')).toEqual({ untaxed: 5397, tax: 809.55, total: 6206.55 });
  });
  it("reads 18+'s summary in the currency's precision", () => {
    expect(totalsOf({ tax_totals: { currency_pd: 0.01, base_amount_currency: 165, total_amount_currency: 189.75 } }, 'summary')).toEqual({ untaxed: 165, tax: 24.75, total: 189.75 });
    expect(totalsOf({ tax_totals: { currency_pd: 1, base_amount_currency: 1000, total_amount_currency: 1100.4 } }, 'summary')).toEqual({ untaxed: 1000, tax: 100, total: 1100 });
  });
  it('falls back to the amount fields, and knows nothing without them', () => {
    expect(totalsOf({ amount_untaxed: 10, amount_tax: 1.5, amount_total: 11.5 }, 'summary')).toEqual({ untaxed: 10, tax: 1.5, total: 11.5 });
    expect(totalsOf({}, 'amounts')).toBeUndefined();
  });
});

describe('consequencesOf', () => {
  it("a bill: the totals after the lines' change, the lines as priced, what Odoo set (not what was given), the kind", () => {
    const opened = { value: { move_type: 'in_invoice', journal_id: { id: 2, display_name: 'Vendor Bills' }, invoice_date: '2026-11-20', invoice_date_due: '2026-12-31', currency_id: { id: 1, display_name: 'USD' }, amount_total: 0 } };
    const priced = { value: { invoice_line_ids: [[0, 0, { name: 'Paper', quantity: 2, price_unit: 55, price_subtotal: 110 }]] } };
    const totals = { value: { tax_totals: { amount_untaxed: 110, amount_total: 126.5 } }, warning: { title: 'Careful', message: 'Vendor on hold' } };
    expect(consequencesOf(spec, bill, fields, { opened, priced, totals }, 'amounts')).toEqual({
      currency: 'USD',
      totals: { untaxed: 110, tax: 16.5, total: 126.5 },
      lines: [{ name: 'Paper', quantity: 2, price: 55, subtotal: 110 }],
      facts: [{ label: 'Journal', value: 'Vendor Bills' }, { label: 'Due Date', value: '2026-12-31', type: 'date' }],
      warnings: ['Careful: Vendor on hold'],
      kind: 'in_invoice',
    });
  });

  it('an update: totals before (the record now) and after (its change)', () => {
    const write = { kind: 'write' as const, model: 'account.move', ids: [5], values: { invoice_line_ids: [[1, 7, { quantity: 3 }]] } };
    const current = { amount_untaxed: 110, amount_tax: 16.5, amount_total: 126.5, currency_id: { id: 1, display_name: 'EUR' }, move_type: 'out_invoice' };
    const c = consequencesOf(write, bill, fields, { opened: { value: { tax_totals: { amount_untaxed: 165, amount_total: 189.75 } } }, current }, 'amounts');
    expect(c).toMatchObject({ currency: 'EUR', totalsBefore: { total: 126.5 }, totals: { untaxed: 165, tax: 24.75, total: 189.75 }, kind: 'out_invoice' });
  });
});

describe('the form values sent back', () => {
  it('split header from lines; the opened form as ids, the lines left to the write, the journal items sent empty', () => {
    expect(splitValues(spec.values, fields)).toEqual({ header: { move_type: 'in_invoice', partner_id: 9, invoice_date: '2026-11-20' }, lines: { invoice_line_ids: lines } });
    const opened = { value: { journal_id: { id: 2, display_name: 'Vendor Bills' }, line_ids: [[5]], partner_id: { id: 9, display_name: 'X' } } };
    expect(formValues(opened, spec.values, fields, bill)).toEqual({ journal_id: 2, line_ids: [], ...spec.values });
    expect(hasLines(spec, bill)).toBe(true);
    expect(hasLines({ ...spec, values: { move_type: 'in_invoice' } }, bill)).toBe(false);
  });
});
