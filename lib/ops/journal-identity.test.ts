import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginClient } from '../../test/odoo-login';
import { identityKey } from '@/lib/db';
import { Journal } from './journal';
import { rig, turn, type Rig } from '../../test/journal-rig';

// Undo and reconcile run only under the identity that made a change, in the companies it was made in.
let r: Rig;
beforeEach(async () => (r = await rig(17)));
afterEach(() => r.close());

// fields_get is read once per model by the shared cache; field definitions do not depend on companies.
const companiesOf = (from: number) => r.odoo.calls.slice(from).filter((c) => c.model && c.method !== 'fields_get').map((c) => c.context?.allowed_company_ids);

async function asDemo(): Promise<Journal> {
  const { client } = await loginClient({ url: r.odoo.url, db: 'weft', login: 'demo', password: 'demo' });
  return new Journal({ client, db: r.db, origin: r.odoo.url });
}

describe('identity of journal entries', () => {
  it("stores who made a change; another user's undo is refused with who to sign in as, and nothing is sent", async () => {
    const { operation } = await r.journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { phone: '111' } }, turn());
    expect(operation).toMatchObject({ identity: identityKey({ origin: r.odoo.url, db: 'weft', uid: 2 }), by: { name: 'Mitchell Admin', db: 'weft' } });
    const demo = await asDemo();
    const from = r.odoo.calls.length;
    expect(await demo.undo(operation.id)).toMatchObject({ status: 'not_undoable', reason: 'Made by Mitchell Admin on db weft: sign in as them to undo.' });
    expect(r.odoo.calls.slice(from).filter((c) => c.model)).toEqual([]);
    expect(r.odoo.db.get('res.partner', 5)!.phone).toBe('111');
    expect(await r.db.operations.where('undoOf').equals(operation.id).count()).toBe(0);
    // Admin, signed in again, can.
    expect(await r.journal.undo(operation.id)).toMatchObject({ status: 'undone' });
  });

  it('refuses a write when someone else signed in since the turn started', async () => {
    const demo = await asDemo();
    const admin = identityKey({ origin: r.odoo.url, db: 'weft', uid: 2 });
    await expect(demo.run({ kind: 'write', model: 'res.partner', ids: [5], values: { phone: '222' } }, { ...turn(), identity: admin })).rejects.toThrow(
      /Someone else is signed in to Odoo now \(Marc Demo on db weft\)/,
    );
    expect(await r.db.operations.count()).toBe(0);
  });

  it("leaves another identity's pending entries pending on reconcile", async () => {
    const { operation } = await r.journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { phone: '333' } }, turn());
    await r.db.operations.update(operation.id, { status: 'pending' });
    expect(await (await asDemo()).reconcile()).toMatchObject({ checked: 0, done: 0, failed: 0 });
    expect(await r.restart().journal.reconcile()).toMatchObject({ checked: 1, done: 1, failed: 0 });
  });
});

describe('companies of journal entries', () => {
  it("sends the turn's companies on the write, and the entry's on undo and reconcile, whatever the client has", async () => {
    // Windy City Interiors belongs to the second company (Chicago).
    const from = r.odoo.calls.length;
    const { operation } = await r.journal.run({ kind: 'write', model: 'res.partner', ids: [19], values: { phone: '444' } }, { ...turn(), companyIds: [2, 1] });
    expect(operation.companyIds).toEqual([2, 1]);
    expect(new Set(companiesOf(from).map(String))).toEqual(new Set(['2,1']));

    // A restarted worker (no tab, no companies known) reconciles and undoes in the entry's companies.
    await r.db.operations.update(operation.id, { status: 'pending' });
    const restarted = r.restart();
    const mark = r.odoo.calls.length;
    expect(await restarted.journal.reconcile()).toMatchObject({ checked: 1, done: 1, failed: 0 });
    expect(await restarted.journal.undo(operation.id)).toMatchObject({ status: 'undone' });
    expect(new Set(companiesOf(mark).map(String))).toEqual(new Set(['2,1']));
    const undo = (await r.db.operations.where('undoOf').equals(operation.id).first())!;
    expect(undo.companyIds).toEqual([2, 1]);
  });

  it("records the session's current company when the turn names none", async () => {
    const { operation } = await r.journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { phone: '555' } }, turn());
    expect(operation.companyIds).toEqual([1]);
  });
});
