// A user who works in French, against a real Odoo with French loaded: the journal keeps Odoo's own
// labels in that user's language (Odoo answers fields_get in the session's language), so Changes
// reads "Quantité : 3 → 4" for them, while an English user of the same database reads "Quantity".
// The user is made for the case and archived after it. It runs where French is loaded (Settings >
// Languages; real 17 and 19 here): elsewhere Odoo refuses a French user, so the case skips, as it
// does on the stand-ins, which keep no res.lang (their labels in each language: labels-translated.contract.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { newId, WeftDb } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { Journal } from '@/lib/ops/journal';
import { trailRows } from '@/lib/ops/trail';
import type { JournalEntry } from '@/lib/ops/types';
import { loginClient } from '../odoo-login';
import { removeScratch, standIns, targets } from './target';

for (const target of process.env.ODOO_URL ? targets() : standIns([17, 19])) {
  describe(`labels in the user's language: ${target.name}`, () => {
    let admin: OdooClient;
    let french: OdooClient | undefined;
    let db: WeftDb;
    const scratch: Array<[string, number]> = [];
    let userId: number | undefined;

    beforeAll(async () => {
      const login = await target.admin();
      admin = (await loginClient(login)).client;
      db = new WeftDb('contract-labels-language-' + newId());
      const loaded = await admin.callKw<number[]>('res.lang', 'search', [[['code', '=', 'fr_FR']]]).catch(() => []);
      if (!loaded.length) return;
      // The demo user's groups (a salesperson), under the field's name in this version (19: group_ids).
      const users = await admin.fieldsGet('res.users');
      const groups = 'group_ids' in users ? 'group_ids' : 'groups_id';
      const [demo] = await admin.callKw<Array<Record<string, number[]>>>('res.users', 'search_read', [[['login', '=', 'demo']]], { fields: [groups] });
      const name = `weft-fr-${newId().slice(0, 8)}`;
      userId = await admin.callKw<number>('res.users', 'create', [{ name: `Weft French ${name}`, login: name, password: `${name}-pw`, lang: 'fr_FR', [groups]: [[6, 0, demo![groups]]] }]);
      french = (await loginClient({ ...login, login: name, password: `${name}-pw` })).client;
    });
    afterAll(async () => {
      await removeScratch(admin, scratch);
      if (userId) await admin.callKw('res.users', 'write', [[userId], { active: false }]).catch(() => undefined);
      db?.close();
      await target.close();
    });

    it('an edited line is journaled with the French label, and the French trail says it', async (ctx) => {
      if (!french) return ctx.skip();
      const [customer] = await french.callKw<number[]>('res.partner', 'search', [[['is_company', '=', true]]], { limit: 1 });
      const [product] = await french.callKw<number[]>('product.product', 'search', [[['sale_ok', '=', true]]], { limit: 1, order: 'id' });
      const order = await french.callKw<number>('sale.order', 'create', [{ partner_id: customer!, client_order_ref: 'weft labels language', order_line: [[0, 0, { product_id: product!, product_uom_qty: 3 }]] }]);
      scratch.push(['sale.order', order]);
      const [read] = await french.read('sale.order', [order], ['order_line']);
      const line = (read!.order_line as number[])[0]!;
      const journal = new Journal({ client: french, db, origin: (await target.admin()).url });
      const { operation } = await journal.run({ kind: 'write', model: 'sale.order', ids: [order], values: { order_line: [[1, line, { product_uom_qty: 4 }]] } }, { conversationId: 'c', turnId: newId(), skill: 'update_records' });
      const entry = operation as JournalEntry;
      const english = (await admin.fieldsGet('sale.order.line')).product_uom_qty!.string;
      const label = entry.lines?.order_line?.labels?.product_uom_qty;
      // Odoo's own French word, not the English one and not the technical name.
      expect(label).toBe((await french.fieldsGet('sale.order.line')).product_uom_qty!.string);
      expect(label).not.toBe(english);
      expect(label).toMatch(/^Quantit/);
      const rows = trailRows(entry, order, await french.fieldsGet('sale.order'), i18nFor('fr_FR', []));
      expect(rows.some((r) => r.includes(`${label}`) && /3 → 4/.test(r)), rows.join('\n')).toBe(true);
      expect(rows.join('\n')).not.toMatch(/product_uom_qty|order_line/);
      expect(await journal.undo(entry.id)).toMatchObject({ status: 'undone' });
      console.info(`${target.name}: the line's quantity is journaled as "${label}" for a French user ("${english}" in English)`);
    });
  });
}
