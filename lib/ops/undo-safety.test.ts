// Undo refuses what it cannot do safely: a posted invoice that was paid since, a watched field that
// moved, a record the assistant created that someone else has worked on since.
import { english, inWords } from '@/lib/i18n';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rig, turn, type Rig } from '../../test/journal-rig';

// Sentences are said in the reader's language; these tests read them in English.
const en = <T,>(value: T): T => inWords(value, english);

let r: Rig;
beforeEach(async () => {
  r = await rig(17);
});
afterEach(() => r.close());

const DEMO = 6;

describe('undo of a posted invoice', () => {
  it('is refused once a payment was registered: "reverse it with a credit note instead", and nothing is sent', async () => {
    const { operation } = await r.journal.run({ kind: 'action', model: 'account.move', ids: [6], method: 'action_post' }, turn());
    r.odoo.db.write('account.move', 6, { payment_state: 'paid', amount_residual: 0 }, DEMO);
    const calls = r.odoo.calls.length;
    expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'not_undoable', reason: expect.stringContaining('Reverse it with a credit note instead') });
    expect(r.odoo.calls.slice(calls).map((c) => c.method)).toEqual(['web_read']);
    expect(r.odoo.db.get('account.move', 6)).toMatchObject({ state: 'posted', payment_state: 'paid' });
    expect(await r.db.operations.get(operation.id)).toMatchObject({ status: 'done' });
  });

  it('a conflict is stored on the entry, so the chooser renders it from the database after a reload', async () => {
    const { operation } = await r.journal.run({ kind: 'action', model: 'sale.order', ids: [1], method: 'action_confirm' }, turn());
    r.odoo.db.write('sale.order', 1, { state: 'cancel' }, DEMO);
    const result = await r.journal.undo(operation.id);
    expect(en(result)).toMatchObject({ status: 'conflict' });
    expect(await r.db.operations.get(operation.id)).toMatchObject({ status: 'conflict', conflicts: { 1: [{ field: 'state', theirs: 'cancel' }] } });
  });
});

describe('a conflict names the other user', () => {
  it('from write_uid, read in the same call (still 2 round trips)', async () => {
    const { operation } = await r.journal.run({ kind: 'write', model: 'res.partner', ids: [8], values: { phone: '42' } }, turn());
    r.odoo.db.write('res.partner', 8, { phone: '43' }, DEMO);
    const [result, trips] = await r.trips(() => r.journal.undo(operation.id));
    expect(en(result)).toMatchObject({ status: 'conflict', conflicts: { 8: [{ field: 'phone', by: 'Marc Demo', theirs: '43' }] } });
    expect(trips).toBe(1);
  });
});

describe('undo of a create that someone else changed since', () => {
  it('shows who and when, and archives instead of deleting when told to go on', async () => {
    const { operation } = await r.journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Quote Target Ltd' } }, turn());
    const [id] = operation.recordIds;
    // A salesperson adds a note; the fields the assistant set are untouched.
    r.odoo.db.write('res.partner', id!, { comment: 'Call back on Monday' }, DEMO);
    const result = await r.journal.undo(operation.id);
    expect(en(result)).toMatchObject({ status: 'conflict', conflicts: { [id!]: [{ field: 'write_date', by: 'Marc Demo', label: expect.stringContaining('Changed by Marc Demo on') }] } });
    expect(r.odoo.db.get('res.partner', id!)).toBeDefined();

    // Keeping it leaves it; going on archives it, never deletes their work.
    expect(en(await r.journal.undo(operation.id, { [id!]: { write_date: 'theirs' } }))).toMatchObject({ status: 'not_undoable' });
    expect(en(await r.journal.undo(operation.id, { [id!]: { write_date: 'before' } }))).toMatchObject({ status: 'undone', note: expect.stringContaining('Archived Quote Target Ltd instead of deleting it') });
    expect(r.odoo.db.get('res.partner', id!)).toMatchObject({ active: false, comment: 'Call back on Monday' });
  });

  it('deletes as before when only the assistant touched it', async () => {
    const { operation } = await r.journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Untouched Ltd' } }, turn());
    expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'undone' });
    expect(r.odoo.db.get('res.partner', operation.recordIds[0]!)).toBeUndefined();
  });
});
