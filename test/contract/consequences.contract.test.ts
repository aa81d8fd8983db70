// What the card says Odoo will compute is what Odoo stores after Approve (real Odoo via ODOO_URL
// etc., else the stand-in in 16-19): a quotation with lines and taxes, a vendor bill, an update of
// a line's quantity. The card's figures come from Odoo's own form onchange, asked before the write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '@/lib/i18n';
import { newId, WeftDb } from '@/lib/db';
import { say } from '@/lib/i18n';
import type { OdooClient } from '@/lib/odoo';
import { Journal } from '@/lib/ops/journal';
import type { WriteSpec } from '@/lib/ops/types';
import { loginClient } from '../odoo-login';
import { removeScratch, standIns, targets } from './target';

const all = process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19]);

for (const target of all) {
  describe(`consequences contract: ${target.name}`, () => {
    let client: OdooClient;
    let db: WeftDb;
    let journal: Journal;
    const scratch: Array<[string, number]> = [];
    const ref = () => ({ conversationId: 'c', turnId: newId(), skill: 'contract' });
    const stamp = Date.now();

    beforeAll(async () => {
      const login = await target.admin();
      client = (await loginClient(login)).client;
      db = new WeftDb('contract-conseq-' + newId());
      journal = new Journal({ client, db, origin: login.url });
    });
    afterAll(async () => {
      await removeScratch(client, scratch);
      db?.close();
      await target.close();
    });

    /** Previews `spec` (counting its round trips), runs it, and reads back what Odoo stored. */
    async function previewThenRun(spec: WriteSpec, model: string) {
      for (const m of [model, 'sale.order.line', 'account.move.line']) await client.fieldsGet(m).catch(() => undefined); // cached in a running worker
      const before = client.rpcCount;
      const preview = await journal.preview(spec);
      const trips = client.rpcCount - before;
      const { operation } = await journal.run(spec, ref());
      if (spec.kind === 'create') for (const id of operation.recordIds) scratch.push([model, id]);
      const [stored] = await client.read(model, operation.recordIds, ['amount_untaxed', 'amount_tax', 'amount_total', 'currency_id']);
      return { preview, stored: stored!, trips, ids: operation.recordIds };
    }

    it('a quotation with lines: the card’s untaxed, taxes, total and line prices are what Odoo stores', async () => {
      const [customer] = await client.callKw<number[]>('res.partner', 'search', [[['customer_rank', '>', 0]]], { limit: 1 }).then((ids) => ids.length ? ids : client.callKw<number[]>('res.partner', 'search', [[['is_company', '=', true]]], { limit: 1 }));
      const products = await client.callKw<number[]>('product.product', 'search', [[['sale_ok', '=', true], ['list_price', '>', 1]]], { limit: 2, order: 'id' });
      expect(products.length).toBe(2);
      const spec: WriteSpec = {
        kind: 'create', model: 'sale.order',
        values: { partner_id: customer!, order_line: [[0, 0, { product_id: products[0]!, product_uom_qty: 3 }], [0, 0, { product_id: products[1]!, product_uom_qty: 2, discount: 10 }]] },
      };
      const { preview, stored, trips, ids } = await previewThenRun(spec, 'sale.order');
      const c = preview.consequences!;
      expect(c.unavailable).toBeUndefined();
      expect(c.totals).toEqual({ untaxed: stored.amount_untaxed, tax: stored.amount_tax, total: stored.amount_total });
      expect(c.currency).toBe((stored.currency_id as { display_name: string }).display_name);
      const [order] = await client.read('sale.order', ids, ['order_line']);
      const lines = await client.read('sale.order.line', order!.order_line as number[], ['price_unit', 'price_subtotal']);
      expect(c.lines.map((l) => [l.price, l.subtotal])).toEqual(lines.map((l) => [l.price_unit, l.price_subtotal]));
      // Each line's quantity in its own unit of measure, named as Odoo names it (product_uom on 16-18, product_uom_id on 19).
      const lineFields = await client.fieldsGet('sale.order.line');
      const unitField = ['product_uom_id', 'product_uom'].find((f) => lineFields[f]?.relation === 'uom.uom');
      if (unitField) {
        const units = await client.read('sale.order.line', order!.order_line as number[], [unitField]);
        expect(c.lines.map((l) => l.unit)).toEqual(units.map((l) => (l[unitField] as { display_name: string }).display_name));
        expect(c.lines[0]!.unit).toBeTruthy();
      }
      console.info(`${target.name}: quotation card with 2 lines: ${trips} round trips for the preview; units ${c.lines.map((l) => `${l.quantity} ${l.unit}`).join(', ')}`);
    });

    it('a vendor bill: titled as one, its total with the 15% tax is what Odoo stores', async () => {
      const [vendor] = await client.callKw<number[]>('res.partner', 'search', [[['is_company', '=', true]]], { limit: 1 });
      const [tax] = await client.callKw<number[]>('account.tax', 'search', [[['type_tax_use', '=', 'purchase'], ['amount_type', '=', 'percent'], ['amount', '=', 15], ['price_include', '=', false]]], { limit: 1 });
      const taxes = tax ? [[6, 0, [tax]]] : [[6, 0, []]];
      const spec: WriteSpec = {
        kind: 'create', model: 'account.move',
        values: {
          move_type: 'in_invoice', partner_id: vendor!, invoice_date: '2026-11-20', ref: `WEFT-C-${stamp}`,
          invoice_line_ids: [[0, 0, { name: 'Paper', quantity: 2, price_unit: 55, tax_ids: taxes }], [0, 0, { name: 'Ink', quantity: 1, price_unit: 55, tax_ids: taxes }]],
        },
      };
      const { preview, stored, trips } = await previewThenRun(spec, 'account.move');
      expect(say(english, preview.summary)).toBe('Create a vendor bill.');
      const c = preview.consequences!;
      expect(c.totals).toEqual({ untaxed: 165, tax: tax ? 24.75 : 0, total: tax ? 189.75 : 165 });
      expect(c.totals).toEqual({ untaxed: stored.amount_untaxed, tax: stored.amount_tax, total: stored.amount_total });
      expect(c.facts.map((f) => f.label)).toEqual(expect.arrayContaining([expect.stringMatching(/Journal/)]));
      console.info(`${target.name}: vendor bill card with 2 lines: ${trips} round trips for the preview`);
    });

    it('an update of a line’s quantity: the card’s totals before and after are what Odoo held and holds', async () => {
      const [customer] = await client.callKw<number[]>('res.partner', 'search', [[['is_company', '=', true]]], { limit: 1 });
      const [product] = await client.callKw<number[]>('product.product', 'search', [[['sale_ok', '=', true], ['list_price', '>', 1]]], { limit: 1, order: 'id' });
      const id = await client.create('sale.order', { partner_id: customer!, order_line: [[0, 0, { product_id: product!, product_uom_qty: 1 }]] });
      scratch.push(['sale.order', id]);
      const [order] = await client.read('sale.order', [id], ['order_line', 'amount_untaxed', 'amount_tax', 'amount_total']);
      const spec: WriteSpec = { kind: 'write', model: 'sale.order', ids: [id], values: { order_line: [[1, (order!.order_line as number[])[0]!, { product_uom_qty: 4 }]] } };
      const { preview, stored, trips } = await previewThenRun(spec, 'sale.order');
      const c = preview.consequences!;
      expect(c.totalsBefore).toEqual({ untaxed: order!.amount_untaxed, tax: order!.amount_tax, total: order!.amount_total });
      expect(c.totals).toEqual({ untaxed: stored.amount_untaxed, tax: stored.amount_tax, total: stored.amount_total });
      expect(stored.amount_total).not.toBe(order!.amount_total);
      console.info(`${target.name}: quantity update card: ${trips} round trips for the preview`);
    });
  });
}

// Fresh targets: the cases above close theirs.
for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`payment card contract: ${target.name}`, () => {
    let client: OdooClient;
    let db: WeftDb;
    let journal: Journal;
    beforeAll(async () => {
      const login = await target.admin();
      client = (await loginClient(login)).client;
      db = new WeftDb('contract-pay-' + newId());
      journal = new Journal({ client, db, origin: login.url });
    });
    afterAll(async () => {
      db?.close();
      await target.close();
    });

    it('Register Payment names the journal, the amount due and the date from the dialog, before anything is made', async () => {
      const [invoice] = (await client.searchRead('account.move', {
        domain: [['move_type', '=', 'out_invoice'], ['state', '=', 'posted'], ['payment_state', '=', 'not_paid'], ['amount_residual', '>', 0]],
        fields: ['name', 'amount_residual', 'currency_id'], limit: 1,
      })).records;
      expect(invoice, 'an open posted invoice').toBeDefined();
      const payments = await client.count('account.payment');
      const before = client.rpcCount;
      const preview = await journal.preview({ kind: 'action', model: 'account.move', ids: [invoice!.id], method: 'action_register_payment' });
      const trips = client.rpcCount - before;
      expect(await client.count('account.payment')).toBe(payments);
      const c = preview.consequences!;
      const bank = c.facts.find((f) => f.label === 'Journal');
      expect(typeof bank?.value).toBe('string');
      expect(c.facts.find((f) => f.label === 'Amount')?.value).toBe(invoice!.amount_residual);
      const currency = (invoice!.currency_id as { display_name: string }).display_name;
      const amount = english.fmt.amount(invoice!.amount_residual as number, currency);
      expect(say(english, preview.summary)).toBe(`Register a payment of ${amount} on ${String(invoice!.name)} to ${String(bank!.value)}.`);
      console.info(`${target.name}: payment card: ${trips} round trips for the preview; ${say(english, preview.summary)}`);
    });
  });
}
