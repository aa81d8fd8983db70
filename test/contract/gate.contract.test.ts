// The permission gate against a real Odoo (ODOO_URL, ...) or the stand-in: workflow fields decided
// from Odoo's own fields_get, a refused state write that leaves the order untouched, run_action as
// what confirms, and confirm cards read from real records. Scratch records are removed afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, WeftDb } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { ConfirmGate } from '@/lib/agent/confirm-gate';
import { gatedWriter, type WriterOptions } from '@/lib/agent/gate';
import { workflowFields } from '@/lib/ops/effects';
import { Journal } from '@/lib/ops/journal';
import { modelName } from '@/lib/ops/preview-lines';
import type { WriteSpec } from '@/lib/ops/types';
import { loginClient } from '../odoo-login';
import { removeScratch, targets } from './target';
import { english, inWords, say } from '@/lib/i18n';

for (const target of targets()) {
  describe(`gate contract: ${target.name}`, () => {
    let client: OdooClient;
    let db: WeftDb;
    let journal: Journal;
    let order: number;
    const scratch: Array<[string, number]> = [];
    const stamp = Date.now();
    const state = async (id: number) => (await client.read('sale.order', [id], ['state', 'write_date']))[0]!;
    /** What a skill's writer is built from in auto-edit; a card that shows is declined at once. */
    const writerOptions = (through: Journal = journal, asked: string[] = []): WriterOptions => {
      const confirms: ConfirmGate = new ConfirmGate((e) => {
        if (e.type !== 'confirm/request') return;
        asked.push(say(english, e.preview.summary));
        queueMicrotask(() => confirms.denyAll());
      });
      return {
        mode: 'auto-edit',
        skill: { name: 'update_records', risk: 'write' },
        ref: { conversationId: 'c', turnId: newId(), skill: 'contract' },
        journal: through,
        confirms,
        signal: new AbortController().signal,
        checkBudget: () => undefined,
        countWrite: () => undefined,
        onDeclined: () => undefined,
      };
    };
    /** The writer a skill gets in auto-edit; nobody clicks here: a card that shows is recorded and declined. */
    const writer = (asked: string[]) => gatedWriter(writerOptions(journal, asked));

    beforeAll(async () => {
      const login = await target.admin();
      client = (await loginClient(login)).client;
      db = new WeftDb('gate-contract-' + newId());
      journal = new Journal({ client, db, origin: login.url });
      const partner = await client.create('res.partner', { name: `Weft gate contract ${stamp}` });
      scratch.push(['res.partner', partner]);
      const [product] = (await client.searchRead('product.product', { domain: [['sale_ok', '=', true]], fields: ['id'], limit: 1 })).records;
      order = await client.create('sale.order', { partner_id: partner, order_line: [[0, 0, { product_id: product!.id, product_uom_qty: 2 }]] });
      scratch.push(['sale.order', order]);
    });
    afterAll(async () => {
      await removeScratch(client, scratch);
      db?.close();
      await target.close();
    });

    it("reads the workflow fields from Odoo's fields_get: state on orders and invoices, never a lead's stage", async () => {
      expect(workflowFields(await client.fieldsGet('sale.order'))).toContain('state');
      expect(workflowFields(await client.fieldsGet('account.move'))).toContain('state');
      expect(workflowFields(await client.fieldsGet('res.partner'))).toEqual([]);
      const lead = await client.fieldsGet('crm.lead').catch(() => undefined);
      if (lead) expect(workflowFields(lead)).not.toContain('stage_id');
    });

    it('a state write is refused before anything is sent, and the order is untouched; run_action confirms it', async () => {
      const before = await state(order);
      expect(before.state).toBe('draft');
      const asked: string[] = [];
      const write = writer(asked);
      await expect(write({ kind: 'write', model: 'sale.order', ids: [order], values: { state: 'sale' } })).rejects.toThrow(/press its button with run_skill.*action_confirm \(Confirm\)/);
      expect(asked).toEqual([]); // refused outright: no card to click through
      expect(await state(order)).toEqual(before);
      expect(await db.operations.count()).toBe(0);

      const { operation } = await journal.run({ kind: 'action', model: 'sale.order', ids: [order], method: 'action_confirm' }, { conversationId: 'c', turnId: newId(), skill: 'contract' });
      expect(operation.status).toBe('done');
      expect((await state(order)).state).toBe('sale');
    });

    it('a create already confirmed is refused; one in the default state is a plain create', async () => {
      const partner = scratch[0]![1];
      await expect(journal.plan({ kind: 'create', model: 'sale.order', values: { partner_id: partner, state: 'sale' } })).rejects.toThrow(/Create the record without it/);
      expect((await journal.plan({ kind: 'create', model: 'sale.order', values: { partner_id: partner, state: 'draft' } })).effects).toEqual(['create']);
    });

    it("names a model Weft has no label for by Odoo's own description", async () => {
      expect(await modelName(client, 'stock.warehouse')).toBe('Warehouse');
      expect(await modelName(client, 'no.such.model')).toBeUndefined();
    });

    it('removing order lines is its own effect (they are deleted in Odoo), and the card names the line and says it cannot be undone', async () => {
      const spec: WriteSpec = { kind: 'write', model: 'sale.order', ids: [order], values: { order_line: [[5]] } };
      const plan = await journal.plan(spec);
      expect(plan.effects).toEqual(['delete-lines']);
      const preview = await journal.preview(plan);
      expect(preview.changes.map((c) => say(english, c.note))).toEqual([expect.stringMatching(/^remove line: .+ × 2$/)]);
      expect(preview.undoable).toBe(false);
    });

    it('never delete: removing the line is refused before anything is sent; undo of a created contact archives it', async () => {
      const line = (await client.read('sale.order', [order], ['order_line']))[0]!.order_line as number[];
      const limited = new Journal({ client, db, origin: client.origin, limits: async () => ({ neverDelete: true }) });
      try {
        const spec: WriteSpec = { kind: 'write', model: 'sale.order', ids: [order], values: { order_line: [[2, line[0]!]] } };
        const writes = await db.operations.count();
        await expect(gatedWriter({ ...writerOptions(limited), limits: { neverDelete: true } })(spec)).rejects.toThrow(/does not allow Weft to delete records or lines/);
        expect(await db.operations.count()).toBe(writes);
        expect((await client.read('sale.order', [order], ['order_line']))[0]!.order_line).toEqual(line);

        const create: WriteSpec = { kind: 'create', model: 'res.partner', values: { name: `Weft never-delete ${stamp}` } };
        expect(say(english, (await limited.preview(create)).undoNote)).toMatch(/archives it instead of deleting it/);
        const { operation } = await limited.run(create, { conversationId: 'c', turnId: newId(), skill: 'contract' });
        const [id] = operation.recordIds;
        scratch.push(['res.partner', id!]);
        expect(inWords(await limited.undo(operation.id), english)).toMatchObject({ status: 'undone', note: expect.stringContaining('Archived') });
        const [left] = await client.callKw<Array<{ active: boolean }>>('res.partner', 'read', [[id], ['active']], { context: { active_test: false } });
        expect(left).toMatchObject({ active: false });
      } finally {
        limited.close();
      }
    });
  });
}
