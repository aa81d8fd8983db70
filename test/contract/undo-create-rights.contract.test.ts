// A quotation made for a user who may not delete quotations (real 17-19's demo user is a
// salesperson; 16's a Sales Administrator): the card says how Undo takes it back before Approve,
// and Undo does it with the user's own rights, leaving no live quotation behind. The stand-in's
// demo user is held to the same rights per version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english, inWords } from '@/lib/i18n';
import { newId, WeftDb } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { hasAccess } from '@/lib/odoo/access';
import { Journal } from '@/lib/ops/journal';
import type { WriteSpec } from '@/lib/ops/types';
import { loginClient } from '../odoo-login';
import { removeScratch, targets } from './target';

for (const target of targets()) {
  describe(`undo of a create without the right to delete: ${target.name}`, () => {
    let admin: OdooClient;
    let db: WeftDb;
    const scratch: Array<[string, number]> = [];

    beforeAll(async () => {
      admin = (await loginClient(await target.admin())).client;
      db = new WeftDb(`undo-rights-${newId()}`);
    });
    afterAll(async () => {
      await removeScratch(admin, scratch);
      db?.close();
      await target.close();
    });

    it("the restricted user's quotation: the card says Undo deletes or cancels it, as their rights allow, and Undo leaves no live quotation", async () => {
      const login = await target.restricted();
      if (!login) return;
      const demo = (await loginClient(login)).client;
      const journal = new Journal({ client: demo, db, origin: login.url });
      const mayDelete = await hasAccess(demo, 'sale.order', 'unlink');
      const partner = await admin.create('res.partner', { name: `Weft undo rights ${Date.now()}` });
      scratch.push(['res.partner', partner]);
      const spec: WriteSpec = { kind: 'create', model: 'sale.order', values: { partner_id: partner, client_order_ref: 'weft undo rights' } };

      const preview = inWords(await journal.preview(spec), english);
      expect(preview).toMatchObject({ undoable: true, undoNote: mayDelete ? expect.stringContaining('Undo deletes the record') : 'Undo cancels it: your Odoo access rights do not allow deleting it.' });
      // As a card runs it: planned, shown, then run from the plan (its undo decided again the same).
      const { operation } = await journal.run(await journal.plan(spec), { conversationId: 'c', turnId: newId(), skill: 'contract' });
      const id = operation.recordIds[0]!;
      scratch.push(['sale.order', id]);
      expect(operation).toMatchObject({ status: 'done', undoable: true });

      expect(await journal.undo(operation.id)).toMatchObject({ status: 'undone' });
      const left = await admin.read('sale.order', [id], ['state']);
      expect(left).toEqual(mayDelete ? [] : [expect.objectContaining({ state: 'cancel' })]);
      journal.close();
    });

    it("the restricted user's set of two quotations: each row keeps the undo the card said, and undoing the set leaves no live quotation", async () => {
      const login = await target.restricted();
      if (!login) return;
      const demo = (await loginClient(login)).client;
      const journal = new Journal({ client: demo, db, origin: login.url });
      const mayDelete = await hasAccess(demo, 'sale.order', 'unlink');
      const partner = await admin.create('res.partner', { name: `Weft undo rights set ${Date.now()}` });
      scratch.push(['res.partner', partner]);
      const spec: WriteSpec = { kind: 'creates', model: 'sale.order', rows: [{ partner_id: partner, client_order_ref: 'weft review set 1' }, { partner_id: partner, client_order_ref: 'weft review set 2' }] };
      const turnId = newId();
      const { set } = await journal.run(await journal.plan(spec), { conversationId: 'c', turnId, skill: 'contract' });
      const rows = await db.operations.where('turnId').equals(turnId).toArray();
      const ids = rows.map((e) => e.recordIds[0]!);
      for (const id of ids) scratch.push(['sale.order', id]);
      expect(rows.map((e) => e.status)).toEqual(['done', 'done']);

      const undone = await journal.undoSet(turnId, set!.setId);
      expect(undone.map((u) => u.status)).toEqual(['undone', 'undone']);
      const left = await admin.read('sale.order', ids, ['state']);
      expect(left).toEqual(mayDelete ? [] : [expect.objectContaining({ state: 'cancel' }), expect.objectContaining({ state: 'cancel' })]);
      journal.close();
    });
  });
}
