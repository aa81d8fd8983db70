import { describe, expect, it } from 'vitest';
import { registryFor } from './models.ts';
import { inSql, storedInOdoo } from './odoo-storage.ts';

describe("Odoo's storage on the stand-in's fields", () => {
  const field = (version: 16 | 17 | 18 | 19, model: string, name: string) => registryFor(version).get(model)!.fields[name]!;

  it('marks what Odoo computes, stores and relates, by version', () => {
    // Computed without a search: neither stored nor searched nor sorted.
    expect(field(17, 'sale.order', 'invoice_count')).toMatchObject({ store: false, searchable: false });
    // Computed here, stored by Odoo: sorted and grouped.
    expect(inSql(field(19, 'sale.order.line', 'qty_to_invoice'), 19)).toBe(true);
    expect(storedInOdoo(field(16, 'sale.order.line', 'qty_to_invoice'))).toBe(true);
    // Computed with a search: searched, never sorted.
    const debit = field(18, 'res.partner', 'debit');
    expect([storedInOdoo(debit), debit.searchable ?? true, inSql(debit, 18)]).toEqual([false, true, false]);
    // A related field: sorted from 18 only; a variant's name comes from its template (sorted on 16-17 too).
    expect([inSql(field(17, 'res.partner', 'country_code'), 17), inSql(field(19, 'res.partner', 'country_code'), 19)]).toEqual([false, true]);
    expect([storedInOdoo(field(17, 'product.product', 'name')), inSql(field(17, 'product.product', 'name'), 17)]).toEqual([false, true]);
  });
});
