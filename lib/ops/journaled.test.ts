// The journal's one discipline, as values: journaled() stores a pending entry, runs the RPC, and
// stores what came of it, without touching the entry it was given (frozen here, so a write into it throws).
import { afterAll, describe, expect, it } from 'vitest';
import { newId, WeftDb } from '@/lib/db';
import { OdooError, type OdooClient } from '@/lib/odoo';
import { journaled, type OpsContext } from './journaled';
import { EntryStore } from './store';

const db = new WeftDb(`journaled-${newId()}`);
afterAll(() => db.close());
const store = new EntryStore(db, 'https://odoo.test', () => 1_000);
// No read-back happens on an answer Odoo gave: the client is never called.
const ctx: OpsContext = { client: {} as OdooClient, store, inflight: new Set() };
const draft = () =>
  Object.freeze(store.draft({ conversationId: 'c', turnId: 't', skill: 's' }, 'write', 'res.partner', { identity: { origin: 'https://odoo.test', db: 'd', uid: 2, name: 'Admin' }, companyIds: undefined }));

describe('journaled', () => {
  it('returns the entry as stored, done with the outcome, and leaves its argument as it was', async () => {
    const entry = draft();
    const seen: string[] = [];
    const { entry: done, error } = await journaled(ctx, entry, async () => {
      seen.push((await store.get(entry.id))!.status);
      return { after: { 7: { name: 'Azure' } } };
    });
    expect(seen).toEqual(['pending']);
    expect(error).toBeUndefined();
    expect(done).toMatchObject({ id: entry.id, status: 'done', after: { 7: { name: 'Azure' } } });
    expect(await store.get(entry.id)).toEqual(done);
    expect(entry).toMatchObject({ status: 'pending', after: {} });
    expect(ctx.inflight.size).toBe(0);
  });

  it("an Odoo refusal: stored failed, and the error handed back, not thrown; a step's patch is kept", async () => {
    const entry = draft();
    const refusal = new OdooError({ kind: 'user_error', serverMessage: 'Not in this state.' });
    const ended = await journaled(ctx, entry, async (record) => {
      await record({ kind: 'archive' });
      throw refusal;
    });
    expect(ended.error).toBe(refusal);
    expect(ended.entry).toMatchObject({ status: 'failed', kind: 'archive', error: 'Not in this state.' });
    expect(entry.kind).toBe('write');
  });
});
