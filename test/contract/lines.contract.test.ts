// An order with its lines in one read (real Odoo via ODOO_URL etc., else the stand-in in 17 and 18):
// 17+ nest the lines in web_read/web_search_read's specification, with a 'limit' past which Odoo
// still lists each line as {id} alone; 16 has no specification and reads the lines after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionAtLeast, type OdooClient, type OdooRecord } from '@/lib/odoo';
import { loginClient } from '../odoo-login';
import { targets } from './target';

for (const target of targets()) {
  describe(`lines contract: ${target.name}`, () => {
    let client: OdooClient;
    let order: OdooRecord;
    let stored: OdooRecord[];
    const lineFields = ['product_id', 'product_uom_qty', 'price_subtotal'];

    beforeAll(async () => {
      client = (await loginClient(await target.admin())).client;
      const { records } = await client.searchRead('sale.order', { fields: ['name', 'order_line'], limit: 80, order: 'id' });
      order = records.find((r) => (r.order_line as number[]).length >= 2)!;
      expect(order, 'an order with two lines or more').toBeDefined();
      stored = (await client.searchRead('sale.order.line', { domain: [['order_id', '=', order.id]], fields: lineFields, limit: 500 })).records;
    });
    afterAll(() => target.close());

    const asRows = (lines: unknown) => (lines as OdooRecord[]).map((l) => [l.id, (l.product_id as { id: number } | false) || false, l.product_uom_qty, l.price_subtotal]);
    const expected = () => stored.map((l) => [l.id, (l.product_id as { id: number } | false) || false, l.product_uom_qty, l.price_subtotal]);

    it('read and searchRead with lines give each line with its fields, in the order the record lists them', async () => {
      for (const model of ['sale.order', 'sale.order.line']) await client.fieldsGet(model); // cached in a running worker
      const before = client.rpcCount;
      const [read] = await client.read('sale.order', [order.id], ['name'], {}, { order_line: lineFields });
      const nested = versionAtLeast(await client.version(), 17);
      expect(client.rpcCount - before).toBe(nested ? 1 : 2);
      expect((read!.order_line as OdooRecord[]).map((l) => l.id)).toEqual(order.order_line);
      const byId = (rows: unknown[][]) => [...rows].sort((a, b) => Number(a[0]) - Number(b[0]));
      expect(byId(asRows(read!.order_line)).map((r) => JSON.stringify(r))).toEqual(byId(expected()).map((r) => JSON.stringify(r)));
      const { records: [found] } = await client.searchRead('sale.order', { domain: [['id', '=', order.id]], fields: ['name'], lines: { order_line: lineFields } });
      expect(asRows(found!.order_line)).toEqual(asRows(read!.order_line));
    });

    it("17+: past the specification's limit each line is still listed, as {id} alone", async () => {
      if (!versionAtLeast(await client.version(), 17)) return; // 16: no web_read
      const [raw] = await client.callKw<Array<{ order_line: Array<Record<string, unknown>> }>>('sale.order', 'web_read', [[order.id]], {
        specification: { order_line: { fields: { price_subtotal: {} }, limit: 1 } },
      });
      expect(raw!.order_line.map((l) => l.id)).toEqual(order.order_line);
      expect(Object.keys(raw!.order_line[0]!).sort()).toEqual(['id', 'price_subtotal']);
      for (const rest of raw!.order_line.slice(1)) expect(rest).toEqual({ id: rest.id });
    });
  });
}
