// Round trips per journaled write and per undo, on each Odoo version, counted by the client and
// by the stand-in's own call log.
import { afterEach, describe, expect, it } from 'vitest';
import type { OdooVersion } from '../../test/stand-ins/odoo/server';
import type { WriteSpec } from './types';
import { rig, turn, type Rig } from '../../test/journal-rig';

let r: Rig | undefined;
afterEach(() => r?.close());

const WRITE: WriteSpec = { kind: 'write', model: 'res.partner', ids: [5], values: { email: 'trip@azure.test' } };

describe.each([
  [16, ['read', 'write', 'read'], 3],
  [17, ['web_read', 'web_save'], 2],
  [18, ['web_read', 'web_save'], 2],
  [19, ['web_read', 'web_save'], 2],
] as Array<[OdooVersion, string[], number]>)('Odoo %i', (version, methods, trips) => {
  it(`a journaled write costs ${trips} round trips, and so does its undo`, async () => {
    r = await rig(version);
    // As the approval pipeline does: planned once, shown, then run from the plan (its records read again).
    const plan = await r.journal.plan(WRITE);
    await r.journal.preview(plan);
    let from = r.odoo.calls.length;
    const [{ operation }, writeTrips] = await r.trips(() => r!.journal.run(plan, turn()));
    expect(writeTrips).toBe(trips);
    expect(r.odoo.calls.slice(from).map((c) => c.method)).toEqual(methods);
    expect(operation.after[5]).toMatchObject({ email: 'trip@azure.test', display_name: 'Azure Interior' });

    from = r.odoo.calls.length;
    const [undone, undoTrips] = await r.trips(() => r!.journal.undo(operation.id));
    expect(undone.status).toBe('undone');
    expect(undoTrips).toBe(trips);
    expect(r.odoo.calls.slice(from).map((c) => c.method)).toEqual(methods);
  });
});

describe('preview', () => {
  it('reads the touched fields in one call', async () => {
    r = await rig(17);
    await r.client.fieldsGet('res.partner');
    const [, trips] = await r.trips(() => r!.journal.preview({ kind: 'write', model: 'res.partner', ids: [5, 6], values: { phone: '1' } }));
    expect(trips).toBe(1);
  });
});

describe.each([16, 17] as OdooVersion[])('what each kind costs on Odoo %i (caches warm)', (version) => {
  it('create, archive, unlink, action, message and their undos', async () => {
    r = await rig(version);
    for (const model of ['res.partner', 'sale.order', 'account.move', 'mail.message', 'stock.picking']) await r.client.fieldsGet(model);
    // A create asks once per session whether the user may delete the model's records (plan.ts withRights),
    // a confirm whether they may delete the delivery it makes (a transfer and its moves).
    await r.journal.plan({ kind: 'create', model: 'res.partner', values: { name: 'Warm Ltd' } });
    await r.journal.plan({ kind: 'action', model: 'sale.order', ids: [1], method: 'action_confirm' });
    const cost = async <T>(call: () => Promise<T>) => (await r!.trips(call))[1];
    const run = async (spec: WriteSpec) => {
      let id = '';
      const trips = await cost(async () => (id = (await r!.journal.run(spec, turn())).operation.id));
      return [trips, await cost(() => r!.journal.undo(id))];
    };
    const legacy = version === 16 ? 1 : 0;
    // Creating (a record, a re-created one, a note) first reads the model's highest id: what tells
    // the assistant's record apart from the user's if the answer is lost.
    // Its undo also reads the record's chatter: a note someone posted since is work not to delete unasked.
    expect(await run({ kind: 'create', model: 'res.partner', values: { name: 'Cost Ltd' } })).toEqual([2 + legacy, 3]);
    expect(await run({ kind: 'archive', model: 'res.partner', ids: [9] })).toEqual([2, 2]);
    expect(await run({ kind: 'unlink', model: 'sale.order', ids: [9] })).toEqual([2, 2 + legacy]);
    // A confirm also looks for the delivery it makes (the highest transfer id before, a search after); its undo
    // deletes that delivery once cancelled: its state read, the delete, the order's write date read again; and
    // 17+ unlock the order before cancelling it (they may lock it on confirm).
    expect(await run({ kind: 'action', model: 'sale.order', ids: [1], method: 'action_confirm' })).toEqual([5, 8 - legacy]);
    expect(await run({ kind: 'action', model: 'account.move', ids: [6], method: 'action_post' })).toEqual([3, 3]);
    expect(await run({ kind: 'message', model: 'sale.order', ids: [1], body: 'n', internal: true })).toEqual([3, 1]);
  });
});
