// A change set of creates (issue 28 item 3) against a real Odoo or the stand-in: five contacts from
// a pasted table, one of which Odoo refuses (a contact without a name: 'Contacts require a name',
// 16-19), run a row at a time: the four others are made, the result says which row was not and
// why, and one undo of the set removes the four made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, WeftDb } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { setReport } from '@/lib/ops/change-set';
import { Journal } from '@/lib/ops/journal';
import type { TurnRef } from '@/lib/ops/types';
import { loginClient } from '../odoo-login';
import { removeScratch, standIns, targets } from './target';

const turn = (): TurnRef => ({ conversationId: 'c', turnId: newId(), skill: 'create_record' });

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`create set contract: ${target.name}`, () => {
    let client: OdooClient;
    let db: WeftDb;
    let journal: Journal;
    const scratch: Array<[string, number]> = [];
    const stamp = `cardedit ${Date.now()}`;

    beforeAll(async () => {
      const login = await target.admin();
      client = (await loginClient(login)).client;
      db = new WeftDb('contract-create-set-' + newId());
      journal = new Journal({ client, db, origin: login.url });
    });
    afterAll(async () => {
      await removeScratch(client, scratch);
      db?.close();
      await target.close();
    });

    it('five creates, one refused by Odoo: four made, the report names the row not made, one undo removes the four', async () => {
      const rows = [1, 2, 3, 4, 5].map((n): Record<string, string> => (n === 3 ? { email: `weft-${n}@example.com`, type: 'contact' } : { name: `Weft ${stamp} ${n}`, email: `weft-${n}@example.com` }));
      const ref = turn();
      const plan = await journal.plan({ kind: 'creates', model: 'res.partner', rows });
      expect(plan.effects).toEqual(['create']);
      const preview = await journal.preview(plan);
      expect(preview.changes.filter((c) => c.row === 2).map((c) => c.after)).toEqual([`Weft ${stamp} 2`, 'weft-2@example.com']);
      const { set, operation } = await journal.run(plan, ref);
      scratch.push(...operation.recordIds.map((id): [string, number] => ['res.partner', id]));
      expect(set?.rows.map((r) => [r.id, r.status])).toEqual([[1, 'done'], [2, 'done'], [3, 'failed'], [4, 'done'], [5, 'done']]);
      expect(set?.rows[2]?.error).toMatch(/name/i);
      const report = setReport(set!);
      expect(report).toMatchObject({ status: 'partly_done', not_done: [{ row: 3, status: 'failed' }] });
      expect(report.done).toEqual(operation.recordIds);
      const made = await client.read('res.partner', operation.recordIds, ['name']);
      expect(made.map((p) => p.name)).toEqual([1, 2, 4, 5].map((n) => `Weft ${stamp} ${n}`));
      const entries = await db.operations.where('turnId').equals(ref.turnId).sortBy('createdAt');
      expect(entries.map((e) => [e.kind, e.status, e.setId === set!.setId])).toEqual([
        ['create', 'done', true], ['create', 'done', true], ['create', 'failed', true], ['create', 'done', true], ['create', 'done', true],
      ]);

      const undone = await journal.undoSet(ref.turnId, set!.setId);
      expect(undone.map((u) => u.status)).toEqual(['undone', 'undone', 'undone', 'undone']);
      const left = await client.callKw<number[]>('res.partner', 'search', [[['id', 'in', operation.recordIds]]], { context: { active_test: false } });
      expect(left).toEqual([]);
      console.info(`${target.name}: 5 creates, row 3 refused (${set?.rows[2]?.error?.slice(0, 60)}), 4 made and undone`);
    });
  });
}
