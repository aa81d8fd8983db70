// Undo of a confirmed quotation, then of the quotation, on a real Odoo (ODOO_URL...) or the
// stand-in: confirming makes a delivery (sale_stock, 16-19); cancelling the order cancels it, and a
// cancelled delivery outlives the order unless someone deletes it. Weft's undo of the confirm
// deletes it where the user may (deleting a transfer deletes its moves: real 17's demo user may not,
// 16, 18 and 19's may), and the card says before Approve which it will be. Scratch quotations named
// "undochain …", removed afterwards with what they made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, WeftDb } from '@/lib/db';
import { english, inWords } from '@/lib/i18n';
import type { OdooClient } from '@/lib/odoo';
import { hasAccess } from '@/lib/odoo/access';
import { Journal } from '@/lib/ops/journal';
import type { JournalEntry, TurnRef, WriteSpec } from '@/lib/ops/types';
import { loginClient } from '../odoo-login';
import { standIns, targets, type Target } from './target';

const turn = (): TurnRef => ({ conversationId: 'c', turnId: newId(), skill: 'contract' });
const en = <T,>(value: T): T => inWords(value, english);

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`undo of a confirm and its delivery: ${target.name}`, () => {
    let admin: OdooClient;
    const orders: number[] = [];
    const purchases: number[] = [];
    const stamp = Date.now();
    const journals: Array<{ journal: Journal; db: WeftDb }> = [];

    beforeAll(async () => {
      admin = (await loginClient(await target.admin())).client;
    });
    afterAll(async () => {
      // What a case left (a run that failed half-way): the deliveries, then the orders, as the administrator.
      const { records } = await admin.searchRead('stock.picking', { domain: [['origin', 'in', (await admin.read('sale.order', orders, ['name']).catch(() => [])).map((o) => String(o.name))]], fields: ['state'] });
      for (const p of records) await admin.callButton('stock.picking', 'action_cancel', [p.id]).catch(() => undefined);
      if (records.length) await admin.unlink('stock.picking', records.map((p) => p.id)).catch(() => undefined);
      for (const id of orders) {
        await admin.callButton('sale.order', 'action_cancel', [id], { context: { disable_cancel_warning: true } }).catch(() => undefined);
        await admin.unlink('sale.order', [id]).catch(() => undefined);
      }
      for (const id of purchases) {
        const { records: left } = await admin.searchRead('stock.picking', { domain: [['purchase_id', '=', id]], fields: ['id'] });
        await admin.callButton('purchase.order', 'button_cancel', [id]).catch(() => undefined);
        if (left.length) await admin.unlink('stock.picking', left.map((p) => p.id)).catch(() => undefined);
        await admin.unlink('purchase.order', [id]).catch(() => undefined);
      }
      for (const { journal, db } of journals) {
        journal.close();
        db.close();
      }
      await target.close();
    });

    const as = async (login: Awaited<ReturnType<Target['admin']>>) => {
      const { client } = await loginClient(login);
      const db = new WeftDb('contract-confirm-' + newId());
      const journal = new Journal({ client, db, origin: login.url });
      journals.push({ journal, db });
      return { client, journal };
    };
    const confirmed = async (client: OdooClient, journal: Journal) => {
      const [customer] = (await client.searchRead('res.partner', { domain: [['is_company', '=', true]], fields: ['name'], limit: 1 })).records;
      const [product] = (await client.searchRead('product.product', { domain: [['sale_ok', '=', true], ['type', 'in', ['consu', 'product']]], fields: ['name'], limit: 1 })).records;
      const create: WriteSpec = { kind: 'create', model: 'sale.order', values: { partner_id: customer!.id, client_order_ref: `undochain ${stamp}`, order_line: [[0, 0, { product_id: product!.id, product_uom_qty: 1 }]] } };
      const made = (await journal.run(create, turn())).operation;
      const id = made.recordIds[0]!;
      orders.push(id);
      const confirm: WriteSpec = { kind: 'action', model: 'sale.order', ids: [id], method: 'action_confirm' };
      const card = en(await journal.preview(confirm));
      const entry = (await journal.run(await journal.plan(confirm), turn())).operation as JournalEntry;
      const [order] = await client.read('sale.order', [id], ['picking_ids', 'name']);
      return { made, id, card, entry, pickings: order!.picking_ids as number[] };
    };
    const pickingState = async (id: number) => (await admin.searchRead('stock.picking', { domain: [['id', '=', id]], fields: ['state'] })).records[0]?.state;

    it('the administrator: the delivery the confirm made is deleted by its undo; undoing the quotation then leaves nothing', async () => {
      const { client, journal } = await as(await target.admin());
      const { made, id, card, entry, pickings } = await confirmed(client, journal);
      expect(pickings.length).toBe(1);
      expect(entry.created).toEqual({ model: 'stock.picking', ids: pickings });
      expect(card.undoNote).toContain('Undo then also deletes any delivery Odoo made for it, once cancelled.');
      expect(en(await journal.undo(entry.id))).toMatchObject({ status: 'undone', note: expect.stringContaining('Deleted the cancelled delivery') });
      expect(await pickingState(pickings[0]!)).toBeUndefined();
      expect(en(await journal.undo(made.id))).toMatchObject({ status: 'undone' });
      expect((await admin.searchRead('sale.order', { domain: [['id', '=', id]], fields: ['id'] })).records).toEqual([]);
    });

    it("a purchase order: its confirm's undo deletes the receipt the confirm made, and says so as a receipt", async () => {
      const { client, journal } = await as(await target.admin());
      const [vendor] = (await client.searchRead('res.partner', { domain: [['is_company', '=', true]], fields: ['name'], limit: 1 })).records;
      const [product] = (await client.searchRead('product.product', { domain: [['purchase_ok', '=', true], ['type', 'in', ['consu', 'product']]], fields: ['name'], limit: 1 })).records;
      const po = await client.create('purchase.order', { partner_id: vendor!.id, partner_ref: `undochain ${stamp}`, order_line: [[0, 0, { product_id: product!.id, name: 'undochain goods', product_qty: 2, price_unit: 10 }]] });
      purchases.push(po);
      const confirm: WriteSpec = { kind: 'action', model: 'purchase.order', ids: [po], method: 'button_confirm' };
      expect(en(await journal.preview(confirm)).undoNote).toContain('Undo then also deletes any receipt Odoo made for it, once cancelled.');
      const entry = (await journal.run(await journal.plan(confirm), turn())).operation as JournalEntry;
      const receipts = (await client.read('purchase.order', [po], ['picking_ids']))[0]!.picking_ids as number[];
      expect(receipts.length).toBe(1);
      expect(entry.created).toEqual({ model: 'stock.picking', ids: receipts });
      expect(en(await journal.undo(entry.id))).toMatchObject({ status: 'undone', note: expect.stringContaining('Deleted the cancelled receipt') });
      expect(await pickingState(receipts[0]!)).toBeUndefined();
    });

    it('the demo user: the card says what Odoo will let them do with the delivery, and the undo does that', async () => {
      const login = await target.restricted();
      expect(login).toBeDefined();
      const { client, journal } = await as(login!);
      const may = (await hasAccess(client, 'stock.picking', 'unlink')) && (await hasAccess(client, 'stock.move', 'unlink'));
      // These servers' demo data: an Inventory user on 17 only, who may not delete moves.
      expect(may).toBe((await client.session()).version.major !== 17);
      const { card, entry, pickings } = await confirmed(client, journal);
      expect(card.undoNote).toContain(may ? 'Undo then also deletes any delivery' : 'Any delivery Odoo made for it stays in Inventory, cancelled: your access rights do not let you delete transfers.');
      const undone = en(await journal.undo(entry.id));
      expect(undone).toMatchObject({ status: 'undone', note: expect.stringContaining(may ? 'Deleted the cancelled delivery' : 'remains in Inventory: Odoo did not let you delete it') });
      expect(await pickingState(pickings[0]!)).toBe(may ? undefined : 'cancel');
    });
  });
}
