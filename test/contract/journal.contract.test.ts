// The operation journal (lib/ops) against a real Odoo (ODOO_URL, ODOO_DB, ODOO_LOGIN, ODOO_PASSWORD)
// or, without it, the stand-in in versions 17 and 18: every write is journaled and undone on
// scratch records made here, so the stand-in is held to what real Odoo does with them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, WeftDb, type Json } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { Journal } from '@/lib/ops/journal';
import type { TurnRef, WriteSpec } from '@/lib/ops/types';
import { loginClient } from '../odoo-login';
import { removeScratch, targets } from './target';
import { english, inWords, say } from '@/lib/i18n';

const turn = (turnId = newId()): TurnRef => ({ conversationId: 'c', turnId, skill: 'contract' });

for (const target of targets()) {
  describe(`journal contract: ${target.name}`, () => {
    let client: OdooClient;
    let db: WeftDb;
    let journal: Journal;
    const scratch: Array<[string, number]> = [];
    const stamp = Date.now();

    /** A scratch partner made directly (not journaled), removed in afterAll. */
    const partner = async (suffix: string, values: Record<string, Json> = {}) => {
      const id = await client.create('res.partner', { name: `Weft journal contract ${stamp} ${suffix}`, ...values });
      scratch.push(['res.partner', id]);
      return id;
    };
    const read = async (model: string, id: number, fields: string[]) => (await client.read(model, [id], fields))[0];
    /** Round trips `call` costs the client. */
    const trips = async <T>(call: () => Promise<T>): Promise<[T, number]> => {
      const from = client.rpcCount;
      const result = await call();
      return [result, client.rpcCount - from];
    };

    beforeAll(async () => {
      const login = await target.admin();
      client = (await loginClient(login)).client;
      db = new WeftDb('contract-' + newId());
      journal = new Journal({ client, db, origin: login.url });
    });
    afterAll(async () => {
      await removeScratch(client, scratch);
      db?.close();
      await target.close();
    });

    it('create, then undo deletes the record', async () => {
      const name = `Weft journal contract ${stamp} created`;
      const { operation } = await journal.run({ kind: 'create', model: 'res.partner', values: { name, email: 'created@weft.test' } }, turn());
      const id = operation.recordIds[0]!;
      scratch.push(['res.partner', id]);
      expect(operation).toMatchObject({ status: 'done', kind: 'create', undoable: true });
      expect(await read('res.partner', id, ['name', 'email'])).toMatchObject({ name, email: 'created@weft.test' });

      expect(inWords(await journal.undo(operation.id), english)).toMatchObject({ status: 'undone', note: `Deleted ${name}.` });
      expect(await client.read('res.partner', [id], ['name'])).toEqual([]);
    });

    it('write, then undo restores the before values', async () => {
      const id = await partner('write', { email: 'before@weft.test', phone: '+30 210 000 0001', city: 'Athens' });
      const { operation } = await journal.run({ kind: 'write', model: 'res.partner', ids: [id], values: { email: 'ai@weft.test', phone: '+30 210 999 9999' } }, turn());
      expect(operation).toMatchObject({ status: 'done', before: { [id]: { email: 'before@weft.test', phone: '+30 210 000 0001' } } });
      expect(await read('res.partner', id, ['email', 'phone'])).toMatchObject({ email: 'ai@weft.test', phone: '+30 210 999 9999' });

      expect((await journal.undo(operation.id)).status).toBe('undone');
      expect(await read('res.partner', id, ['email', 'phone', 'city'])).toMatchObject({ email: 'before@weft.test', phone: '+30 210 000 0001', city: 'Athens' });
    });

    it('write, someone edits a touched field, then undo reports the conflict and keeps their value', async () => {
      const id = await partner('conflict', { email: 'before@weft.test', phone: '+30 210 000 0002' });
      const { operation } = await journal.run({ kind: 'write', model: 'res.partner', ids: [id], values: { email: 'ai@weft.test', phone: '+30 210 999 9999' } }, turn());
      // A plain write outside the journal: "someone else" as far as the journal knows.
      await client.write('res.partner', [id], { email: 'colleague@weft.test' });

      const first = await journal.undo(operation.id);
      expect(first.status).toBe('conflict');
      const conflicts = first.status === 'conflict' ? first.conflicts[id] ?? [] : [];
      expect(conflicts).toEqual([expect.objectContaining({ field: 'email', theirs: 'colleague@weft.test', before: 'before@weft.test', ai: 'ai@weft.test' })]);
      // Nothing was written while asking.
      expect(await read('res.partner', id, ['email', 'phone'])).toMatchObject({ email: 'colleague@weft.test', phone: '+30 210 999 9999' });

      expect((await journal.undo(operation.id, { [id]: { email: 'theirs' } })).status).toBe('undone');
      expect(await read('res.partner', id, ['email', 'phone'])).toMatchObject({ email: 'colleague@weft.test', phone: '+30 210 000 0002' });
    });

    it('archive, then undo unarchives', async () => {
      const id = await partner('archive');
      const { operation } = await journal.run({ kind: 'archive', model: 'res.partner', ids: [id] }, turn());
      expect(await read('res.partner', id, ['active'])).toMatchObject({ active: false });
      expect((await journal.undo(operation.id)).status).toBe('undone');
      expect(await read('res.partner', id, ['active'])).toMatchObject({ active: true });
    });

    it('confirm a scratch quotation, then undo returns it to draft', async () => {
      const [customer] = (await client.searchRead('res.partner', { domain: [['is_company', '=', true]], fields: ['name'], limit: 1 })).records;
      const [product] = (await client.searchRead('product.product', { domain: [['sale_ok', '=', true]], fields: ['name'], limit: 1 })).records;
      const id = await client.create('sale.order', { partner_id: customer!.id, order_line: [[0, 0, { product_id: product!.id, product_uom_qty: 1 }]] });
      scratch.push(['sale.order', id]);

      const { operation } = await journal.run({ kind: 'action', model: 'sale.order', ids: [id], method: 'action_confirm' }, turn());
      expect(operation).toMatchObject({ status: 'done', undoable: true, before: { [id]: { state: 'draft' } }, after: { [id]: { state: 'sale' } } });
      expect(await read('sale.order', id, ['state'])).toMatchObject({ state: 'sale' });

      const undone = await journal.undo(operation.id);
      expect(inWords(undone, english)).toMatchObject({ status: 'undone', note: expect.stringContaining('is back to Quotation') });
      expect(await read('sale.order', id, ['state'])).toMatchObject({ state: 'draft' });
    });

    it('undoTurn undoes in reverse order: two writes to one field end at the original', async () => {
      const id = await partner('turn', { city: 'Original' });
      const t = turn();
      const w1 = (await journal.run({ kind: 'write', model: 'res.partner', ids: [id], values: { city: 'First' } }, t)).operation;
      const w2 = (await journal.run({ kind: 'write', model: 'res.partner', ids: [id], values: { city: 'Second' } }, t)).operation;
      expect(w2.before[id]).toMatchObject({ city: 'First' });

      expect(await journal.undoTurn(t.turnId)).toEqual({ undone: [w2.id, w1.id], skipped: [] });
      expect(await read('res.partner', id, ['city'])).toMatchObject({ city: 'Original' });
    });

    it('round trips: a journaled single-record write costs 2 on 17+, and so does its undo', async () => {
      const id = await partner('trips', { phone: '+30 210 000 0003' });
      const { version } = await client.session();
      const expected = version.major >= 17 ? 2 : 3; // 16: write + read, then read again
      const spec: WriteSpec = { kind: 'write', model: 'res.partner', ids: [id], values: { phone: '+30 210 000 0004' } };
      // As the approval pipeline does: planned once, shown, then run from the plan (its records read again).
      const plan = await journal.plan(spec);
      await journal.preview(plan);
      const [{ operation }, writeTrips] = await trips(() => journal.run(plan, turn()));
      expect(operation.status).toBe('done');
      expect(writeTrips).toBe(expected);
      const [undone, undoTrips] = await trips(() => journal.undo(operation.id));
      expect(undone.status).toBe('undone');
      expect(undoTrips).toBe(expected);
      expect(await read('res.partner', id, ['phone'])).toMatchObject({ phone: '+30 210 000 0003' });
    });
  });
}
