// A quotation line edited by the assistant, against a real Odoo (or the stand-in in 16-19): the
// journal keeps Odoo's own label of each edited line field (fields_get of the line model, in the
// user's language as Odoo gives it), so Changes and the trail read "Quantity: 3 → 4", never the
// technical name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '@/lib/i18n';
import { newId, WeftDb } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { Journal } from '@/lib/ops/journal';
import { trailRows } from '@/lib/ops/trail';
import type { JournalEntry } from '@/lib/ops/types';
import { loginClient } from '../odoo-login';
import { removeScratch, standIns, targets } from './target';

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`line journal contract: ${target.name}`, () => {
    let client: OdooClient;
    let db: WeftDb;
    let journal: Journal;
    const scratch: Array<[string, number]> = [];

    beforeAll(async () => {
      const login = await target.admin();
      client = (await loginClient(login)).client;
      db = new WeftDb('contract-line-journal-' + newId());
      journal = new Journal({ client, db, origin: login.url });
    });
    afterAll(async () => {
      await removeScratch(client, scratch);
      db?.close();
      await target.close();
    });

    it('an edited line is journaled with Odoo’s labels of its fields, and the trail says them', async () => {
      const [customer] = await client.callKw<number[]>('res.partner', 'search', [[['is_company', '=', true]]], { limit: 1 });
      const [product] = await client.callKw<number[]>('product.product', 'search', [[['sale_ok', '=', true]]], { limit: 1, order: 'id' });
      const order = await client.callKw<number>('sale.order', 'create', [{ partner_id: customer!, client_order_ref: 'cards line journal', order_line: [[0, 0, { product_id: product!, product_uom_qty: 3 }]] }]);
      scratch.push(['sale.order', order]);
      const [read] = await client.read('sale.order', [order], ['order_line']);
      const line = (read!.order_line as number[])[0];
      const ref = { conversationId: 'c', turnId: newId(), skill: 'update_records' };
      const { operation } = await journal.run({ kind: 'write', model: 'sale.order', ids: [order], values: { order_line: [[1, line!, { product_uom_qty: 4 }]] } }, ref);
      const entry = operation as JournalEntry;
      const label = (await client.fieldsGet('sale.order.line')).product_uom_qty!.string;
      expect(label).toBeTruthy();
      expect(label).not.toMatch(/_/);
      expect(entry.lines?.order_line).toMatchObject({ model: 'sale.order.line', before: { [line!]: { product_uom_qty: 3 } }, after: { [line!]: { product_uom_qty: 4 } }, labels: { product_uom_qty: label } });
      const rows = trailRows(entry, order, await client.fieldsGet('sale.order'), english);
      expect(rows.some((r) => r.endsWith(`· ${label}: 3 → 4`)), rows.join('\n')).toBe(true);
      expect(await journal.undo(entry.id)).toMatchObject({ status: 'undone' });
      console.info(`${target.name}: the line's quantity is journaled as "${label}"`);
    });
  });
}
