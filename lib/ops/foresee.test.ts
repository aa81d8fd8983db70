// Cards with Odoo's own figures, against the Odoo stand-in (16 and 18: the two onchange signatures
// and tax totals shapes): what the card shows is what the write stores, and what it costs.
import { english, say } from '@/lib/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rig, turn, type Rig } from '../../test/journal-rig';
import { OdooError } from '@/lib/odoo';
import type { WriteSpec } from './types';

for (const version of [16, 18] as const) {
  describe(`Odoo ${version}`, () => {
    let r: Rig;
    beforeAll(async () => {
      r = await rig(version);
      for (const model of ['sale.order', 'sale.order.line', 'res.partner', 'account.move', 'account.move.line']) await r.client.fieldsGet(model);
    });
    afterAll(() => r.close());

    const quotation: WriteSpec = { kind: 'create', model: 'sale.order', values: { partner_id: 5, order_line: [[0, 0, { product_id: 2, product_uom_qty: 3 }]] } };
    const onchanges = () => r.odoo.calls.filter((c) => c.method === 'onchange').length;

    it('a quotation: totals and the line price the card shows are what Approve stores; three onchanges, nothing written', async () => {
      const orders = r.odoo.db.records('sale.order').length;
      const calls = onchanges();
      const [preview, trips] = await r.trips(() => r.journal.preview(quotation));
      expect(onchanges() - calls).toBe(3);
      expect(r.odoo.db.records('sale.order').length).toBe(orders);
      const { operation } = await r.journal.run(quotation, turn());
      const stored = r.odoo.db.get('sale.order', operation.recordIds[0]!)!;
      const line = r.odoo.db.records('sale.order.line').find((l) => l.order_id === stored.id)!;
      expect(preview.consequences).toMatchObject({
        currency: 'USD',
        totals: { untaxed: stored.amount_untaxed, tax: stored.amount_tax, total: stored.amount_total },
        lines: [{ quantity: 3, price: line.price_unit, subtotal: line.price_subtotal }],
        warnings: [],
      });
      // The card without Odoo's figures cost trips - 3 (measured here, reported in the commit).
      expect(trips).toBeGreaterThan(3);
    });

    it("a customer's sale warning is Odoo's warning on the card", async () => {
      r.odoo.db.write('res.partner', 6, { sale_warn: 'warning', sale_warn_msg: 'Pays only by bank transfer' }, 2);
      const preview = await r.journal.preview({ ...quotation, values: { ...quotation.values, partner_id: 6 } } as WriteSpec);
      expect(preview.consequences?.warnings).toEqual(['Warning for Deco Addict: Pays only by bank transfer']);
    });

    it('a vendor bill is titled as one; an update shows its totals before and after', async () => {
      const bill: WriteSpec = { kind: 'create', model: 'account.move', values: { move_type: 'in_invoice', partner_id: 11, invoice_date: '2026-11-20', invoice_line_ids: [[0, 0, { name: 'Paper', quantity: 2, price_unit: 55, tax_ids: [[6, 0, []]] }]] } };
      const preview = await r.journal.preview(bill);
      expect(say(english, preview.summary)).toBe('Create a vendor bill.');
      expect(preview.consequences).toMatchObject({ totals: { untaxed: 110, tax: 0, total: 110 }, facts: [{ label: 'Journal', value: 'Vendor Bills' }, { label: 'Due Date', value: '2026-11-20', type: 'date' }] });
      // Copies: the stand-in's onchange changes its rows in place before it rolls back.
      const line = { ...r.odoo.db.records('sale.order.line').find((l) => l.order_id === 1)! };
      const before = { ...r.odoo.db.get('sale.order', 1)! };
      const update = await r.journal.preview({ kind: 'write', model: 'sale.order', ids: [1], values: { order_line: [[1, line.id, { product_uom_qty: Number(line.product_uom_qty) + 1 }]] } });
      expect(update.consequences?.totalsBefore).toEqual({ untaxed: before.amount_untaxed, tax: before.amount_tax, total: before.amount_total });
      expect(update.consequences?.totals?.untaxed).toBe(Number(before.amount_untaxed) + Number(line.price_unit));
    });

    it('a contact asks Odoo nothing more; a refused onchange leaves the card with a sentence, not an error', async () => {
      const calls = onchanges();
      expect((await r.journal.preview({ kind: 'create', model: 'res.partner', values: { name: 'Acme' } })).consequences).toBeUndefined();
      expect(onchanges()).toBe(calls);
      const refusing = r.restart((inner) => async (path, params, opts) => {
        if (path.endsWith('/onchange')) throw new OdooError({ kind: 'validation', serverMessage: 'The pricelist is archived.' });
        return inner(path, params, opts);
      });
      const preview = await refusing.journal.preview(quotation);
      expect(say(english, preview.consequences?.unavailable)).toBe('Odoo rejected the values (Odoo said: The pricelist is archived.).');
      expect(preview.changes.length).toBeGreaterThan(0);
    });

    it("a line onchange Odoo refuses: the totals stay, the card says the products' warnings alone are not known, and a blocked product is still refused at run", async () => {
      r.odoo.db.write('product.template', 2, { sale_line_warn: 'block', sale_line_warn_msg: 'Recalled' }, 2);
      const lineRefused = r.restart((inner) => async (path, params, opts) => {
        if (path.includes('/sale.order.line/onchange')) throw new OdooError({ kind: 'access_denied', serverMessage: 'You may not read the product warnings.' });
        return inner(path, params, opts);
      });
      const c = (await lineRefused.journal.preview(quotation)).consequences!;
      expect(c.unavailable).toBeUndefined();
      expect(c.totals?.total).toBeGreaterThan(0);
      expect(c.lines).toHaveLength(1);
      expect(say(english, c.warningsUnavailable)).toMatch(/product warnings/);
      expect(c.refusal).toBeUndefined();
      await expect(r.journal.run(quotation, turn())).rejects.toThrow(/cannot be sold: Odoo blocks it on sales orders with the message “Recalled”/);
      // The other way round: an update whose form Odoo refuses keeps the product's warning, asked on its own.
      r.odoo.db.write('product.template', 2, { sale_line_warn: 'warning', sale_line_warn_msg: 'Fragile' }, 2);
      const formRefused = r.restart((inner) => async (path, params, opts) => {
        if (path.includes('/sale.order/onchange')) throw new OdooError({ kind: 'validation', serverMessage: 'The pricelist is archived.' });
        return inner(path, params, opts);
      });
      const u = (await formRefused.journal.preview({ kind: 'write', model: 'sale.order', ids: [1], values: { order_line: [[0, 0, { product_id: 2, product_uom_qty: 1 }]] } })).consequences!;
      expect(say(english, u.unavailable)).toMatch(/pricelist is archived/);
      expect(u.productWarnings).toEqual([{ product: '[FURN_0269] Office Chair Black', message: 'Fragile' }]);
      expect(u.warningsUnavailable).toBeUndefined();
      r.odoo.db.write('product.template', 2, { sale_line_warn: 'no-message', sale_line_warn_msg: '' }, 2);
    });
  });
}
