// Undo's safety cases against a real Odoo (ODOO_URL...) or the stand-in: a create someone else has
// worked on since, line edits on a draft quotation, a float Odoo rounds, a posted invoice that was
// paid since. Scratch records only, removed afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, WeftDb } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { Journal } from '@/lib/ops/journal';
import type { TurnRef } from '@/lib/ops/types';
import { loginClient } from '../odoo-login';
import { removeScratch, targets } from './target';
import { english, inWords, say } from '@/lib/i18n';

const turn = (): TurnRef => ({ conversationId: 'c', turnId: newId(), skill: 'contract' });
const real = !!process.env.ODOO_URL;

for (const target of targets()) {
  describe(`journal safety contract: ${target.name}`, () => {
    let client: OdooClient;
    let other: OdooClient | undefined;
    let db: WeftDb;
    let journal: Journal;
    const scratch: Array<[string, number]> = [];
    const stamp = Date.now();
    const read = async (model: string, id: number, fields: string[]) => (await client.read(model, [id], fields))[0];

    /** A draft quotation with two lines, made directly (not journaled). */
    const quotation = async () => {
      const [customer] = (await client.searchRead('res.partner', { domain: [['is_company', '=', true]], fields: ['name'], limit: 1 })).records;
      const products = (await client.searchRead('product.product', { domain: [['sale_ok', '=', true]], fields: ['name'], limit: 3 })).records;
      const id = await client.create('sale.order', {
        partner_id: customer!.id,
        order_line: products.slice(0, 2).map((p) => [0, 0, { product_id: p.id, product_uom_qty: 2, price_unit: 40 }]),
      });
      scratch.push(['sale.order', id]);
      const lines = (await client.searchRead('sale.order.line', { domain: [['order_id', '=', id]], fields: ['price_unit', 'product_uom_qty'], order: 'id asc' })).records;
      return { id, lines, third: products[2]! };
    };

    beforeAll(async () => {
      const login = await target.admin();
      client = (await loginClient(login)).client;
      const restricted = await target.restricted();
      if (restricted) other = (await loginClient(restricted)).client;
      db = new WeftDb('contract-safety-' + newId());
      journal = new Journal({ client, db, origin: login.url });
    });
    afterAll(async () => {
      await removeScratch(client, scratch);
      journal?.close();
      db?.close();
      await target.close();
    });

    it('create, then another user edits it: undo names who and when, and archives when the user chooses it', async () => {
      expect(other).toBeDefined();
      const name = `Weft safety ${stamp} created`;
      const { operation } = await journal.run({ kind: 'create', model: 'res.partner', values: { name } }, turn());
      const id = operation.recordIds[0]!;
      scratch.push(['res.partner', id]);
      await other!.write('res.partner', [id], { comment: 'Called, wants a quote' });

      const asked = await journal.undo(operation.id);
      expect(asked.status).toBe('conflict');
      const [edited] = asked.status === 'conflict' ? asked.conflicts[id] ?? [] : [];
      expect(inWords(edited, english)).toMatchObject({ field: 'write_date', by: expect.stringMatching(/demo/i), label: expect.stringContaining('Changed since the assistant made it, by') });
      expect(await read('res.partner', id, ['active'])).toMatchObject({ active: true });

      expect(inWords(await journal.undo(operation.id, { [id]: { write_date: 'archive' } }), english)).toMatchObject({ status: 'undone', note: expect.stringContaining('instead of deleting') });
      const [kept] = await client.searchRead('res.partner', { domain: [['id', '=', id], ['active', 'in', [true, false]]], fields: ['active', 'comment'] }).then((r) => r.records);
      expect(kept).toMatchObject({ active: false });
      expect(String(kept!.comment)).toContain('Called, wants a quote');
    });

    it('create, then the same user edits it by plain RPC (as the form saves) and posts a note: undo asks, nothing is deleted', async () => {
      const { operation } = await journal.run({ kind: 'create', model: 'res.partner', values: { name: `Weft safety ${stamp} own edit` } }, turn());
      const id = operation.recordIds[0]!;
      scratch.push(['res.partner', id]);
      // Odoo's write date has whole seconds: the edit lands in a later one, as a person's would.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await client.write('res.partner', [id], { comment: 'My own notes' });
      const asked = await journal.undo(operation.id);
      expect(asked.status).toBe('conflict');
      const rows = asked.status === 'conflict' ? asked.conflicts[id] ?? [] : [];
      expect(inWords(rows[0], english)).toMatchObject({ field: 'write_date', by: expect.stringMatching(/admin/i), keep: 'Keep it as it is now', restore: 'Delete it anyway, with the changes made since' });
      expect(await read('res.partner', id, ['active', 'comment'])).toMatchObject({ active: true });

      // A note only (it does not move the write date) asks too, and saying keep leaves the record as it is.
      const noted = await journal.run({ kind: 'create', model: 'res.partner', values: { name: `Weft safety ${stamp} own note` } }, turn());
      const other = noted.operation.recordIds[0]!;
      scratch.push(['res.partner', other]);
      await client.callKw('res.partner', 'message_post', [[other]], { body: 'Called them', message_type: 'comment', subtype_xmlid: 'mail.mt_note' });
      const again = await journal.undo(noted.operation.id);
      expect(inWords(again, english)).toMatchObject({ status: 'conflict', conflicts: { [other]: [{ field: 'write_date' }, { field: 'message_ids', label: '1 note or message posted on it since' }] } });
      expect(inWords(await journal.undo(noted.operation.id, { [other]: { write_date: 'theirs' } }), english)).toMatchObject({ status: 'not_undoable' });
      expect(await read('res.partner', other, ['active'])).toMatchObject({ active: true });
    });

    it('line edits on a draft quotation are undone line by line, and an added line is removed', async () => {
      const { id, lines, third } = await quotation();
      const [a, b] = lines;
      const { operation } = await journal.run(
        { kind: 'write', model: 'sale.order', ids: [id], values: { order_line: [[1, a!.id, { price_unit: 55 }], [1, b!.id, { product_uom_qty: 5 }], [0, 0, { product_id: third.id, product_uom_qty: 1 }]] } },
        turn(),
      );
      expect(operation).toMatchObject({ status: 'done', undoable: true });
      expect(await read('sale.order.line', a!.id, ['price_unit'])).toMatchObject({ price_unit: 55 });

      expect(await journal.undo(operation.id)).toMatchObject({ status: 'undone' });
      expect(await read('sale.order.line', a!.id, ['price_unit'])).toMatchObject({ price_unit: 40 });
      expect(await read('sale.order.line', b!.id, ['product_uom_qty'])).toMatchObject({ product_uom_qty: 2 });
      const now = (await client.searchRead('sale.order.line', { domain: [['order_id', '=', id]], fields: ['id'] })).records.map((l) => l.id);
      expect(now.sort()).toEqual([a!.id, b!.id].sort());
    });

    it('a unit price with more digits than Odoo keeps is stored rounded (Product Price: 2 digits)', async () => {
      const { lines } = await quotation();
      await client.write('sale.order.line', [lines[0]!.id], { price_unit: 10.555 });
      expect(await read('sale.order.line', lines[0]!.id, ['price_unit'])).toMatchObject({ price_unit: 10.56 });
      await client.write('sale.order.line', [lines[0]!.id], { price_unit: 10.554 });
      expect(await read('sale.order.line', lines[0]!.id, ['price_unit'])).toMatchObject({ price_unit: 10.55 });
    });

    it.runIf(real)('posting an invoice that is paid since cannot be undone: "reverse it with a credit note instead"', async () => {
      const [customer] = (await client.searchRead('res.partner', { domain: [['is_company', '=', true]], fields: ['name'], limit: 1 })).records;
      const id = await client.create('account.move', {
        move_type: 'out_invoice',
        partner_id: customer!.id,
        invoice_line_ids: [[0, 0, { name: `Weft safety ${stamp}`, quantity: 1, price_unit: 100 }]],
      });
      scratch.push(['account.move', id]);
      const { operation } = await journal.run({ kind: 'action', model: 'account.move', ids: [id], method: 'action_post' }, turn());
      expect(operation).toMatchObject({ status: 'done', after: { [id]: { state: 'posted', payment_state: 'not_paid' } } });

      const wizard = await client.callKw<number>('account.payment.register', 'create', [{}], { context: { active_model: 'account.move', active_ids: [id] } });
      await client.callButton('account.payment.register', 'action_create_payments', [wizard], { context: { active_model: 'account.move', active_ids: [id] } });
      const paid = await read('account.move', id, ['payment_state', 'state']);
      expect(paid!.payment_state).not.toBe('not_paid');
      const payments = (await client.searchRead('account.payment', { domain: [['ref', 'ilike', String(paid!.name ?? '')]], fields: ['id'], limit: 5 }).catch(() => ({ records: [] }))).records;
      for (const p of payments) scratch.push(['account.payment', p.id]);

      expect(inWords(await journal.undo(operation.id), english)).toMatchObject({ status: 'not_undoable', reason: expect.stringContaining('credit note') });
      expect(await read('account.move', id, ['state', 'payment_state'])).toMatchObject({ state: 'posted', payment_state: paid!.payment_state });
    });
  });
}
