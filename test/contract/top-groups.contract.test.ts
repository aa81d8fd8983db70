// Odoo orders and cuts a grouping (lib/business/top.ts: ORDER BY the first sum desc, then the
// groupby fields; LIMIT) exactly as reading every group and sorting them here did: the same rows,
// the same totals, the same count of rows left out, ties in the many2one's own order (the
// comodel's _order, as its search gives). Real Odoo 16-19 via ODOO_URL, else the stand-in in 16-19.
// Scratch orders (named after this file) are made for four customers and four products, with ties
// that the cut falls between, and removed at the end. Then purchases by supplier, payments by
// partner (one without a partner: the "None" row counts), and invoices net of credit notes, whose
// signed nets Odoo orders from both ends (amount_residual_signed, amount_untaxed_signed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, present, refundSign, signedByMoveType, topBuckets, type TopInput } from '@/lib/business';
import type { OdooClient } from '@/lib/odoo';
import { loginClient } from '../odoo-login';
import { removeScratch, standIns, targets } from './target';

const NOTE = 'weft-perf top-groups contract';
const CAP = 3;

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`top groups contract: ${target.name}`, () => {
    let client: OdooClient;
    const scratch: Array<[string, number]> = [];
    let orders: number[] = [];
    let partners: number[] = [];
    let products: number[] = [];

    beforeAll(async () => {
      client = (await loginClient(await target.admin())).client;
      partners = (await client.searchRead('res.partner', { domain: [['type', '=', 'contact'], ['parent_id', '=', false]], fields: ['id'], limit: 4, order: 'id' })).records.map((r) => r.id as number);
      products = (await client.searchRead('product.product', { domain: [['sale_ok', '=', true]], fields: ['id'], limit: 4, order: 'id' })).records.map((r) => r.id as number);
      expect(partners).toHaveLength(4);
      expect(products).toHaveLength(4);
      // Customer sums: 300 (#4), 150 (#3: two orders), then #1 and #2 tied at 100, cut between them.
      // Product sums: 300 (#4), 150 (#3: two lines), #1 and #2 tied at 100.
      const make = [[0, 0, 100], [1, 1, 100], [2, 2, 100], [2, 2, 50], [3, 3, 300]] as const;
      for (const [p, q, price] of make) {
        const id = await client.create('sale.order', { partner_id: partners[p], note: NOTE, order_line: [[0, 0, { product_id: products[q], product_uom_qty: 1, price_unit: price }]] });
        scratch.push(['sale.order', id]);
      }
      orders = scratch.map(([, id]) => id);
    });
    afterAll(async () => {
      if (client) await removeScratch(client, scratch);
      await target.close();
    });

    it.each([
      ['sale.order', 'partner_id', 'res.partner', { untaxed: 'amount_untaxed:sum', total: 'amount_total:sum' }, () => [['id', 'in', orders]]],
      ['sale.order.line', 'product_id', 'product.product', { untaxed: 'price_subtotal:sum', qty: 'product_uom_qty:sum' }, () => [['order_id', 'in', orders]]],
    ] as const)('%s by %s: the top rows, totals and rows left out as the whole grouping sorted here', async (model, group, comodel, measures, domainOf) => {
      const domain = domainOf() as unknown[];
      const everyGroup = await client.readGroup(model, { domain, groupby: [group, 'currency_id'], aggregates: Object.values(measures) });
      const before = present(collect(everyGroup, { group, currency: 'currency_id', measures }), { name: 'row', count: 'n', cap: CAP });
      const top = await topBuckets(client, model, { domain, group, currency: 'currency_id', measures, cap: CAP });
      const after = present(top.rows, { name: 'row', count: 'n', cap: CAP, whole: top });
      expect(after).toEqual(before);
      expect(after.more_rows).toBe(1);
      expect(top.groups).toBe(4);
      // The tie at 100 is broken by the comodel's own order: the first of the two in its search.
      const [first] = (await client.searchRead(comodel, { domain: [['id', 'in', (group === 'partner_id' ? partners : products).slice(0, 2)]], fields: ['display_name'] })).records;
      expect((after.rows as Array<{ row: string; untaxed: number }>).map((r) => r.untaxed)).toEqual([300, 150, 100]);
      expect((after.rows as Array<{ row: string }>)[2]!.row).toBe(first!.display_name);
    });
  });
}

/** What the skills gave before: every group read, netted and sorted here. */
async function everyGroup(client: OdooClient, model: string, input: TopInput, cap: number) {
  const by = input.signed ? [input.signed.by] : [];
  const rows = await client.readGroup(model, { domain: input.domain, groupby: [input.group, ...by, input.currency], aggregates: Object.values(input.measures) });
  return present(collect(rows, { group: input.group, currency: input.currency, measures: input.measures, sign: input.signed ? refundSign : undefined }), { name: 'row', count: 'n', cap });
}

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`top groups contract, purchases, payments and invoices: ${target.name}`, () => {
    let client: OdooClient;
    const scratch: Array<[string, number]> = [];
    const made = (model: string) => scratch.filter(([m]) => m === model).map(([, id]) => id);
    const rows = (out: Record<string, unknown>) => out.rows as Array<{ row: string; n: number } & Record<string, number>>;

    beforeAll(async () => {
      client = (await loginClient(await target.admin())).client;
      const partners = (await client.searchRead('res.partner', { domain: [['type', '=', 'contact'], ['parent_id', '=', false]], fields: ['id'], limit: 5, order: 'id' })).records.map((r) => r.id as number);
      const [product] = (await client.searchRead('product.product', { domain: [['purchase_ok', '=', true]], fields: ['id'], limit: 1, order: 'id' })).records.map((r) => r.id as number);
      expect(partners).toHaveLength(5);
      const add = async (model: string, values: Record<string, unknown>) => scratch.push([model, await client.create(model, values)]);
      // Suppliers: 300, 150 (two orders), then two tied at 100.
      for (const [p, price] of [[0, 100], [1, 100], [2, 100], [2, 50], [3, 300]] as const) {
        await add('purchase.order', { partner_id: partners[p], origin: NOTE, order_line: [[0, 0, { product_id: product, product_qty: 1, price_unit: price }]] });
      }
      // Payments: 300, then 200 with no partner, then 120 (two) and 100.
      for (const [p, amount] of [[0, 100], [1, 60], [1, 60], [undefined, 200], [3, 300]] as const) {
        await add('account.payment', { payment_type: 'inbound', partner_type: 'customer', amount, ...(p === undefined ? {} : { partner_id: partners[p] }) });
      }
      // Nets: +300, -250 (a credit note alone), +50 (400 invoiced, 350 credited), and two tied at +100.
      for (const [p, type, price] of [[0, 'out_invoice', 300], [1, 'out_refund', 250], [2, 'out_invoice', 400], [2, 'out_refund', 350], [3, 'out_invoice', 100], [4, 'out_invoice', 100]] as const) {
        await add('account.move', { move_type: type, partner_id: partners[p], ref: NOTE, invoice_line_ids: [[0, 0, { name: NOTE, quantity: 1, price_unit: price, tax_ids: [[6, 0, []]] }]] });
      }
    });
    afterAll(async () => {
      if (client) await removeScratch(client, scratch);
      await target.close();
    });

    it('purchases by supplier and payments by partner (a "None" row too): the top rows, totals and rows left out as before', async () => {
      const cases: Array<[string, TopInput, number[], number]> = [
        ['purchase.order', { domain: [['id', 'in', made('purchase.order')]], group: 'partner_id', currency: 'currency_id', measures: { untaxed: 'amount_untaxed:sum', total: 'amount_total:sum' } }, [300, 150, 100], 1],
        ['account.payment', { domain: [['id', 'in', made('account.payment')]], group: 'partner_id', currency: 'currency_id', measures: { amount: 'amount:sum' } }, [300, 200, 120], 1],
      ];
      for (const [model, input, firsts, left] of cases) {
        const before = await everyGroup(client, model, input, CAP);
        const top = await topBuckets(client, model, { ...input, cap: CAP });
        const after = present(top.rows, { name: 'row', count: 'n', cap: CAP, whole: top });
        expect(after).toEqual(before);
        expect(rows(after).map((r) => r[Object.keys(input.measures)[0]!])).toEqual(firsts);
        expect(after.more_rows).toBe(left);
      }
    });

    it.each([
      ['amount due', { due: 'amount_residual:sum' }, 'amount_residual_signed:sum'],
      ['untaxed, total and due', { untaxed: 'amount_untaxed:sum', total: 'amount_total:sum', due: 'amount_residual:sum' }, 'amount_untaxed_signed:sum'],
    ] as const)('invoices net of credit notes by partner (%s): the largest nets either way, as every group netted and sorted here gave', async (_name, measures, order) => {
      const input: TopInput = { domain: [['id', 'in', made('account.move')]], group: 'commercial_partner_id', currency: 'currency_id', measures, signed: signedByMoveType(order) };
      for (const cap of [2, CAP]) {
        const before = await everyGroup(client, 'account.move', input, cap);
        const top = await topBuckets(client, 'account.move', { ...input, cap });
        const after = present(top.rows, { name: 'row', count: 'n', cap, whole: top });
        expect(after).toEqual(before);
        expect(rows(after).map((r) => r[Object.keys(measures)[0]!])).toEqual([300, -250, 100].slice(0, cap));
        expect(after.more_rows).toBe(5 - cap);
        expect(top.groups).toBe(5);
      }
    });
  });
}

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`top groups contract, stock by product: ${target.name}`, () => {
    afterAll(() => target.close());

    it.each([3, 25])('the %i products with the most on hand, as every product sorted here gave (ties in product order)', async (cap) => {
      const client = (await loginClient(await target.admin())).client;
      const domain = [['location_id.usage', '=', 'internal']];
      const aggregates = ['quantity:sum', 'reserved_quantity:sum'];
      const qty = (row: { aggregates: Record<string, unknown> }) => Math.round(Number(row.aggregates['quantity:sum'] ?? 0) * 1000) / 1000;
      const every = await client.readGroup('stock.quant', { domain, groupby: ['product_id'], aggregates });
      const before = [...every].sort((a, b) => qty(b) - qty(a)).slice(0, cap);
      const [top, [all]] = await Promise.all([
        client.readGroup('stock.quant', { domain, groupby: ['product_id'], aggregates, orderby: 'quantity:sum desc, product_id', limit: cap }),
        client.readGroup('stock.quant', { domain, groupby: [], aggregates: ['product_id:count_distinct'] }),
      ]);
      expect(every.length).toBeGreaterThan(3);
      expect(top).toEqual(before);
      expect(all!.aggregates['product_id:count_distinct']).toBe(every.length);
    });
  });
}
