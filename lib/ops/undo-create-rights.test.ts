// A record the user may create but not delete (a salesperson's quotation: real 17-19's demo user)
// is taken back the way they could take it back in Odoo: archived, or cancelled by its button; a
// record neither can be taken back from is said on the card before Approve, not found at Undo.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { english, inWords } from '@/lib/i18n';
import { rig, turn, type Rig } from '../../test/journal-rig';
import type { JournalEntry, WriteSpec } from './types';

const en = <T,>(value: T): T => inWords(value, english);
const ADMIN = 2;

let r: Rig;
beforeEach(async () => {
  r = await rig(17);
});
afterEach(async () => {
  await r.close();
});

const unlinks = (from: number) => r.odoo.calls.slice(from).filter((c) => c.method === 'unlink');

describe('undo of a create the user may not delete', () => {
  it('a quotation: the card says Undo cancels it, and Undo presses Cancel (nothing deleted)', async () => {
    r.odoo.db.revoke(ADMIN, 'sale.order', ['unlink']);
    const spec: WriteSpec = { kind: 'create', model: 'sale.order', values: { partner_id: 10 } };
    expect(en(await r.journal.preview(spec))).toMatchObject({ undoable: true, undoNote: 'Undo cancels it: your Odoo access rights do not allow deleting it.' });
    // As a card runs it: planned, shown, then run from the plan, its undo decided again the same.
    const { operation } = await r.journal.run(await r.journal.plan(spec), turn());
    const [id] = operation.recordIds;
    const calls = r.odoo.calls.length;
    expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'undone', note: expect.stringContaining('Cancelled') });
    expect(unlinks(calls)).toEqual([]);
    expect(r.odoo.db.get('sale.order', id!)).toMatchObject({ state: 'cancel' });
  });

  it('a set of quotations: each row keeps the right it was planned with, so Undo cancels them (none deleted, none refused)', async () => {
    r.odoo.db.revoke(ADMIN, 'sale.order', ['unlink']);
    const spec: WriteSpec = { kind: 'creates', model: 'sale.order', rows: [{ partner_id: 10 }, { partner_id: 11 }] };
    const ref = turn();
    const { set } = await r.journal.run(await r.journal.plan(spec), ref);
    const rows = await r.db.operations.where('turnId').equals(ref.turnId).toArray();
    expect(rows.map((e) => (e as JournalEntry).createUndo)).toEqual([expect.anything(), expect.anything()]);
    const calls = r.odoo.calls.length;
    const undone = await r.journal.undoSet(ref.turnId, set!.setId);
    expect(undone.map((u) => u.status)).toEqual(['undone', 'undone']);
    expect(unlinks(calls)).toEqual([]);
    expect(rows.map((e) => r.odoo.db.get('sale.order', e.recordIds[0]!)?.state)).toEqual(['cancel', 'cancel']);
  });

  it('a contact: the card says Undo archives it, and Undo archives it', async () => {
    r.odoo.db.revoke(ADMIN, 'res.partner', ['unlink']);
    const spec: WriteSpec = { kind: 'create', model: 'res.partner', values: { name: 'Rights Test Ltd' } };
    expect(en(await r.journal.preview(spec))).toMatchObject({ undoable: true, undoNote: 'Undo archives it: your Odoo access rights do not allow deleting it.' });
    const { operation } = await r.journal.run(spec, turn());
    expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'undone' });
    expect(r.odoo.db.get('res.partner', operation.recordIds[0]!)).toMatchObject({ active: false });
  });

  it('a record with neither: the card says it cannot be undone, before Approve', async () => {
    r.odoo.db.revoke(ADMIN, 'account.analytic.line', ['unlink']);
    const spec: WriteSpec = { kind: 'create', model: 'account.analytic.line', values: { name: 'qa', unit_amount: 1, account_id: 1 } };
    expect(en(await r.journal.preview(spec))).toMatchObject({ undoable: false, notUndoableReason: 'Your Odoo access rights do not allow deleting it, so Undo could not take it back.' });
  });

  it('a user who may delete: as before, one call more on the card', async () => {
    const spec: WriteSpec = { kind: 'create', model: 'sale.order', values: { partner_id: 10 } };
    // A quotation cannot be archived: the card does not offer what Undo could not do.
    expect(en(await r.journal.preview(spec))).toMatchObject({ undoable: true, undoNote: 'Undo deletes the record.' });
    expect(en(await r.journal.preview({ kind: 'create', model: 'res.partner', values: { name: 'Plain Ltd' } }))).toMatchObject({ undoNote: 'Undo deletes the record (or archives it if Odoo refuses to delete it).' });
    const { operation } = await r.journal.run(spec, turn());
    expect((operation as JournalEntry).createUndo).toBeUndefined();
    expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'undone' });
    expect(r.odoo.db.get('sale.order', operation.recordIds[0]!)).toBeUndefined();
  });
});
