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

describe('undo of a create changed since, by anyone', () => {
  /** Odoo's clock a second on: write dates have whole seconds. */
  const aSecondLater = () => {
    const at = r.odoo.db.now().getTime() + 1_000;
    r.odoo.db.now = () => new Date(at);
  };

  it('another user: shows who and when; keep leaves it, archive archives it with their work', async () => {
    const { operation } = await r.journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Quote Target Ltd' } }, turn());
    const [id] = operation.recordIds;
    // A salesperson adds a note; the fields the assistant set are untouched.
    r.odoo.db.write('res.partner', id!, { comment: 'Call back on Monday' }, DEMO);
    const result = await r.journal.undo(operation.id);
    expect(en(result)).toMatchObject({ status: 'conflict', conflicts: { [id!]: [{ field: 'write_date', by: 'Marc Demo', label: expect.stringContaining('Changed since the assistant made it, by Marc Demo on'), keep: 'Keep it as it is now', restore: 'Delete it anyway, with the changes made since', archive: 'Archive it (the changes stay, hidden with it)' }] } });
    expect(r.odoo.db.get('res.partner', id!)).toBeDefined();

    expect(en(await r.journal.undo(operation.id, { [id!]: { write_date: 'theirs' } }))).toMatchObject({ status: 'not_undoable' });
    expect(en(await r.journal.undo(operation.id, { [id!]: { write_date: 'archive' } }))).toMatchObject({ status: 'undone', note: expect.stringContaining('Archived Quote Target Ltd instead of deleting it: you chose to archive it') });
    expect(r.odoo.db.get('res.partner', id!)).toMatchObject({ active: false, comment: 'Call back on Monday' });
  });

  it('the same user, in Odoo, a second later: asked too; "delete anyway" deletes', async () => {
    const { operation } = await r.journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Own Edit Ltd', phone: '1' } }, turn());
    const [id] = operation.recordIds;
    aSecondLater();
    // A field the assistant did not set, saved as the form saves it (plain RPC): only the write date tells.
    await r.client.write('res.partner', [id!], { comment: 'Mine' });
    const result = en(await r.journal.undo(operation.id));
    expect(result).toMatchObject({ status: 'conflict', conflicts: { [id!]: [{ field: 'write_date', by: 'Mitchell Admin' }] } });
    expect(r.odoo.db.get('res.partner', id!)).toBeDefined();
    expect(en(await r.journal.undo(operation.id, { [id!]: { write_date: 'before' } }))).toMatchObject({ status: 'undone', note: 'Deleted Own Edit Ltd.' });
    expect(r.odoo.db.get('res.partner', id!)).toBeUndefined();
  });

  it("a note the user posted counts (it does not move the write date); the journal's own later write and note do not", async () => {
    const { operation } = await r.journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Chatter Ltd' } }, turn());
    const [id] = operation.recordIds;
    await r.client.callKw('res.partner', 'message_post', [[id!]], { body: 'Called them', message_type: 'comment', subtype_xmlid: 'mail.mt_note' });
    expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'conflict', conflicts: { [id!]: [{ field: 'write_date' }, { field: 'message_ids', label: '1 note or message posted on it since', info: true }] } });

    const own = (await r.journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Own Notes Ltd' } }, turn())).operation;
    const [mine] = own.recordIds;
    aSecondLater();
    await r.journal.run({ kind: 'write', model: 'res.partner', ids: [mine!], values: { phone: '7' } }, turn());
    await r.journal.run({ kind: 'message', model: 'res.partner', ids: [mine!], body: 'Logged by the assistant', internal: true }, turn());
    expect(en(await r.journal.undo(own.id))).toMatchObject({ status: 'undone', note: 'Deleted Own Notes Ltd.' });
  });

  it('deletes as before when only the assistant touched it', async () => {
    const { operation } = await r.journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Untouched Ltd' } }, turn());
    expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'undone' });
    expect(r.odoo.db.get('res.partner', operation.recordIds[0]!)).toBeUndefined();
  });
});
