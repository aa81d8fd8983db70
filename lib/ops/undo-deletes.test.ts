// "Never delete" holds for undo: a record the assistant created is archived instead of deleted
// where its model can be; any other undo that would delete (a record that cannot be archived,
// lines a change added, a posted note) is refused, and the confirm card says so before the write.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rig, turn, type Rig } from '../../test/journal-rig';
import { Journal } from './journal';
import type { WriteSpec } from './types';
import { english, inWords } from '@/lib/i18n';

// Sentences are said in the reader's language; these tests read them in English.
const en = <T,>(value: T): T => inWords(value, english);

let r: Rig;
let neverDelete: boolean;
let journal: Journal;
beforeEach(async () => {
  r = await rig(17);
  neverDelete = true;
  journal = new Journal({ client: r.client, db: r.db, origin: r.odoo.url, limits: async () => ({ neverDelete }) });
});
afterEach(async () => {
  journal.close();
  await r.close();
});

const unlinks = (from: number) => r.odoo.calls.slice(from).filter((c) => c.method === 'unlink');

describe('undo under never delete', () => {
  it('archives a created record whose model can be archived, and the card says so before the write', async () => {
    const spec: WriteSpec = { kind: 'create', model: 'res.partner', values: { name: 'Policy Test Ltd' } };
    expect(en(await journal.preview(spec))).toMatchObject({ undoable: true, undoNote: expect.stringContaining('archives it instead of deleting it') });
    const { operation } = await journal.run(spec, turn());
    const [id] = operation.recordIds;
    const calls = r.odoo.calls.length;
    expect(en(await journal.undo(operation.id))).toMatchObject({ status: 'undone', note: expect.stringContaining('your organisation does not allow Weft to delete records') });
    expect(unlinks(calls)).toEqual([]);
    expect(r.odoo.db.get('res.partner', id!)).toMatchObject({ active: false, name: 'Policy Test Ltd' });
  });

  it('refuses to undo a create it cannot archive; the card says it cannot be undone', async () => {
    const spec: WriteSpec = { kind: 'create', model: 'sale.order', values: { partner_id: 10 } };
    expect(en(await journal.preview(spec))).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('does not allow Weft to delete') });
    // Written while deleting was allowed, then the policy changed: the policy now wins.
    neverDelete = false;
    const { operation } = await journal.run(spec, turn());
    expect(operation.undoable).toBe(true);
    neverDelete = true;
    const calls = r.odoo.calls.length;
    expect(en(await journal.undo(operation.id))).toMatchObject({ status: 'not_undoable', reason: expect.stringContaining('cannot be archived') });
    expect(unlinks(calls)).toEqual([]);
    expect(r.odoo.db.get('sale.order', operation.recordIds[0]!)).toBeDefined();
  });

  it('refuses to undo lines a change added (undo would delete them) and a posted note', async () => {
    neverDelete = false;
    const { operation: lines } = await journal.run({ kind: 'write', model: 'sale.order', ids: [2], values: { order_line: [[0, 0, { product_id: 2, product_uom_qty: 1 }]] } }, turn());
    const { operation: note } = await journal.run({ kind: 'message', model: 'res.partner', ids: [7], body: 'Called', internal: true }, turn());
    neverDelete = true;
    const calls = r.odoo.calls.length;
    expect(en(await journal.undo(lines.id))).toMatchObject({ status: 'not_undoable', reason: expect.stringContaining('the lines it added') });
    expect(en(await journal.undo(note.id))).toMatchObject({ status: 'not_undoable', reason: expect.stringContaining('the note') });
    expect(unlinks(calls)).toEqual([]);
    expect(r.odoo.calls.slice(calls).filter((c) => c.method === 'write')).toEqual([]);
  });

  it('without the policy, undo of a create deletes as before', async () => {
    neverDelete = false;
    const { operation } = await journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Plain Ltd' } }, turn());
    expect(await journal.undo(operation.id)).toMatchObject({ status: 'undone' });
    expect(r.odoo.db.get('res.partner', operation.recordIds[0]!)).toBeUndefined();
  });
});
