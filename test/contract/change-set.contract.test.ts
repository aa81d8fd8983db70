// A change set (lib/ops/run-set.ts) against a real Odoo or the stand-in: the same write on several
// scratch contacts runs a row at a time, a row Odoo refuses (a contact made its own parent: Odoo's
// "recursive Partner hierarchies", 16-19) is rolled back alone while the others land, and one undo
// of the set restores every row that ran.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, WeftDb } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { Journal } from '@/lib/ops/journal';
import type { TurnRef } from '@/lib/ops/types';
import { loginClient } from '../odoo-login';
import { removeScratch, targets } from './target';

const turn = (): TurnRef => ({ conversationId: 'c', turnId: newId(), skill: 'contract' });

for (const target of targets()) {
  describe(`change set contract: ${target.name}`, () => {
    let client: OdooClient;
    let db: WeftDb;
    let journal: Journal;
    const scratch: Array<[string, number]> = [];
    const stamp = Date.now();
    const partners = async (count: number, values: Record<string, string> = {}) => {
      const ids: number[] = [];
      for (let i = 0; i < count; i++) ids.push(await client.create('res.partner', { name: `Weft set contract ${stamp} ${scratch.length + 1}`, ...values }));
      scratch.push(...ids.map((id): [string, number] => ['res.partner', id]));
      return ids;
    };
    const field = async (ids: number[], name: string) => {
      const rows = await client.read('res.partner', ids, [name]);
      return ids.map((id) => {
        const value = rows.find((r) => r.id === id)?.[name];
        // A many2one as its id, however the version reads it ([id, name] or {id, display_name}).
        return Array.isArray(value) ? value[0] : value && typeof value === 'object' && 'id' in value ? value.id : value;
      });
    };

    beforeAll(async () => {
      const login = await target.admin();
      client = (await loginClient(login)).client;
      db = new WeftDb('contract-set-' + newId());
      journal = new Journal({ client, db, origin: login.url });
    });
    afterAll(async () => {
      await removeScratch(client, scratch);
      db?.close();
      await target.close();
    });

    it('updates several records a row at a time and one undo of the set restores them all', async () => {
      const ids = await partners(4, { city: 'Before' });
      const ref = turn();
      const { set, operation } = await journal.run({ kind: 'write', model: 'res.partner', ids, values: { city: 'Weft set city' } }, ref);
      expect(set?.rows.map((r) => r.status)).toEqual(['done', 'done', 'done', 'done']);
      expect(operation.recordIds).toEqual(ids);
      expect(await field(ids, 'city')).toEqual(ids.map(() => 'Weft set city'));
      const undone = await journal.undoSet(ref.turnId, set!.setId);
      expect(undone.map((u) => u.status)).toEqual(['undone', 'undone', 'undone', 'undone']);
      expect(await field(ids, 'city')).toEqual(ids.map(() => 'Before'));
    });

    it('a row Odoo refuses is rolled back alone; the others land and are undone with the set', async () => {
      const [a, b, parent] = await partners(3);
      const ref = turn();
      // The third row makes the contact its own parent: Odoo refuses that row, and only it.
      const { set } = await journal.run({ kind: 'write', model: 'res.partner', ids: [a!, parent!, b!], values: { parent_id: parent! } }, ref);
      expect(set?.rows.map((r) => [r.id, r.status])).toEqual([[a, 'done'], [parent, 'failed'], [b, 'done']]);
      expect(set?.rows[1]?.error).toMatch(/recursive/i);
      expect(await field([a!, b!, parent!], 'parent_id')).toEqual([parent, parent, false]);
      const entries = await db.operations.where('turnId').equals(ref.turnId).sortBy('createdAt');
      expect(entries.map((e) => [e.recordIds[0], e.status, e.setId === set!.setId])).toEqual([[a, 'done', true], [parent, 'failed', true], [b, 'done', true]]);

      const undone = await journal.undoSet(ref.turnId, set!.setId);
      expect(undone.map((u) => [u.operation.recordIds[0], u.status])).toEqual([[b, 'undone'], [a, 'undone']]);
      expect(await field([a!, b!, parent!], 'parent_id')).toEqual([false, false, false]);
    });
  });
}
