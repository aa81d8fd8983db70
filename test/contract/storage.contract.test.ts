// Whether Odoo stores a field decides what Weft may search, order and group by (its domain and order
// checks read fields_get's searchable and sortable). The stand-in once called ~130 of its fields
// stored that Odoo computes, and ~25 computed that Odoo stores (odoo-storage.ts holds Odoo's word).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooClient } from '@/lib/odoo';
import { loginClient } from '../odoo-login';
import { standIns, targets } from './target';

type Described = Record<string, { store: boolean; searchable: boolean; sortable: boolean }>;

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`storage by version: ${target.name}`, () => {
    let odoo: OdooClient;
    let major: number;
    const said = (p: Promise<unknown>) => p.then((x) => x, (e: Error) => e.message);
    const describeFields = (model: string, names: string[]) => odoo.callKw<Described>(model, 'fields_get', [names], { attributes: ['store', 'searchable', 'sortable'] });

    beforeAll(async () => {
      odoo = (await loginClient(await target.admin())).client;
      major = (await odoo.version()).major;
    });
    afterAll(() => target.close());

    it('what fields_get says of stored, computed and searchable fields', async () => {
      expect(await describeFields('sale.order', ['invoice_count', 'amount_untaxed'])).toEqual({
        invoice_count: { store: false, searchable: false, sortable: false },
        amount_untaxed: { store: true, searchable: true, sortable: true },
      });
      expect(await describeFields('sale.order.line', ['qty_to_invoice', 'untaxed_amount_to_invoice'])).toEqual({
        qty_to_invoice: { store: true, searchable: true, sortable: true },
        untaxed_amount_to_invoice: { store: true, searchable: true, sortable: true },
      });
      expect(await describeFields('res.partner', ['debit', 'commercial_partner_id'])).toEqual({
        debit: { store: false, searchable: true, sortable: false },
        commercial_partner_id: { store: true, searchable: true, sortable: true },
      });
    });

    it('a computed field without search: 16-18 drop a condition on it, 19 refuses; ordering by it 16-17 drop, 18+ refuse', async () => {
      const all = await odoo.callKw<number>('sale.order', 'search_count', [[]]);
      const counted = await said(odoo.callKw('sale.order', 'search_count', [[['invoice_count', '>', 1000]]]));
      if (major >= 19) expect(counted).toMatch('Cannot convert sale.order.invoice_count to SQL because it is not stored');
      else expect(counted).toBe(all);
      const ordered = await said(odoo.callKw('sale.order', 'search', [[]], { order: 'invoice_count desc', limit: 1 }));
      if (major >= 18) expect(ordered).toMatch('Cannot convert sale.order.invoice_count to SQL because it is not stored');
      else expect(ordered).toEqual([expect.any(Number)]);
    });

    it('a computed field with a search (res.partner debit) is searched, not ordered by (16-17 drop the term, 18+ refuse)', async () => {
      expect(await said(odoo.callKw('res.partner', 'search_count', [[['debit', '>', 0]]]))).toEqual(expect.any(Number));
      const ordered = await said(odoo.callKw('res.partner', 'search', [[]], { order: 'debit desc', limit: 1 }));
      if (major >= 18) expect(ordered).toMatch('Cannot convert res.partner.debit to SQL because it is not stored');
      else expect(ordered).toEqual([expect.any(Number)]);
    });

    it('a field Odoo stores though it is computed (a line quantity to invoice) orders every version', async () => {
      const ids = await odoo.callKw<number[]>('sale.order.line', 'search', [[]], { order: 'qty_to_invoice desc, id', limit: 2 });
      expect(ids).toHaveLength(2);
    });
  });
}
