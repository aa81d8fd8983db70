// Odoo orders and cuts a grouping (lib/business/top.ts: ORDER BY the first sum desc, then the
// groupby fields; LIMIT) exactly as reading every group and sorting them here did: the same rows,
// the same totals, the same count of rows left out, ties in the many2one's own order (the
// comodel's _order, as its search gives). Real Odoo 16-19 via ODOO_URL, else the stand-in in 16-19.
// Scratch orders (named after this file) are made for four customers and four products, with ties
// that the cut falls between, and removed at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, present, topBuckets } from '@/lib/business';
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
