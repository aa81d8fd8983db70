// The journal against the Odoo stand-in over real HTTP: every write, its undo, and what they cost.
import { english, inWords } from '@/lib/i18n';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OdooError } from '@/lib/odoo';
import type { JournalEntry, WriteSpec } from './types';
import { rig, turn, type Rig } from '../../test/journal-rig';

// Sentences are said in the reader's language; these tests read them in English.
const en = <T,>(value: T): T => inWords(value, english);

let r: Rig;
beforeEach(async () => {
  r = await rig(17);
});
afterEach(() => r.close());

const partner = (id: number) => r.odoo.db.get('res.partner', id)!;

describe('create', () => {
  it('creates the record, journals it done, and undo deletes it', async () => {
    const preview = await r.journal.preview({ kind: 'create', model: 'res.partner', values: { name: 'Acme Corp', email: 'hi@acme.test' } });
    expect(en(preview)).toMatchObject({ undoable: true, summary: 'Create a contact: Acme Corp.' });
    expect(en(preview.changes)).toContainEqual({ recordId: null, displayName: 'Acme Corp', field: 'email', label: 'Email', before: null, after: 'hi@acme.test' });

    const { operation } = await r.journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Acme Corp', email: 'hi@acme.test' } }, turn());
    const [id] = operation.recordIds;
    expect(en(operation)).toMatchObject({ status: 'done', kind: 'create', displayNames: { [id!]: 'Acme Corp' } });
    expect(en(operation.after[id!])).toMatchObject({ name: 'Acme Corp', email: 'hi@acme.test' });
    expect(partner(id!).name).toBe('Acme Corp');

    const undone = await r.journal.undo(operation.id);
    expect(en(undone)).toMatchObject({ status: 'undone', note: 'Deleted Acme Corp.' });
    expect(r.odoo.db.get('res.partner', id!)).toBeUndefined();
    const undo = (await r.db.operations.where('undoOf').equals(operation.id).toArray())[0];
    expect(en(undo)).toMatchObject({ kind: 'unlink', status: 'done', recordIds: [id] });
    expect(await r.db.operations.get(operation.id)).toMatchObject({ status: 'undone', undoneBy: undo!.id });
  });

  it('archives instead when Odoo refuses to delete, and says so', async () => {
    const { operation } = await r.journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Needed Ltd' } }, turn());
    const id = operation.recordIds[0]!;
    // Meanwhile someone makes a quotation for it: Odoo keeps partners that orders point to.
    r.odoo.db.create('sale.order', { name: 'S09999', partner_id: id, partner_invoice_id: id, partner_shipping_id: id, state: 'draft', company_id: 1, date_order: '2025-01-01 00:00:00', picking_policy: 'direct', currency_id: 1 });
    const undone = await r.journal.undo(operation.id);
    expect(undone.status).toBe('undone');
    expect(en(undone.status === 'undone' && undone.note)).toMatch(/^Odoo refused to delete Needed Ltd \(The operation cannot be completed: another model requires .*\), so it was archived instead\.$/);
    expect(partner(id).active).toBe(false);
  });
});

describe('write', () => {
  it('previews exactly what changes, writes, and undo restores it', async () => {
    const spec: WriteSpec = { kind: 'write', model: 'res.partner', ids: [5], values: { email: 'new@azure.test', phone: '+1 000', city: 'Fremont' } };
    const preview = await r.journal.preview(spec);
    expect(en(preview.summary)).toBe('Update Contact Azure Interior: Email and Phone.');
    expect(en(preview.changes)).toEqual([
      { recordId: 5, displayName: 'Azure Interior', field: 'email', label: 'Email', before: 'azure.Interior24@example.com', after: 'new@azure.test' },
      { recordId: 5, displayName: 'Azure Interior', field: 'phone', label: 'Phone', before: '+1 870-931-0505', after: '+1 000' },
    ]);
    const { operation } = await r.journal.run(spec, turn());
    expect(en(operation)).toMatchObject({ status: 'done', before: { 5: { email: 'azure.Interior24@example.com' } }, after: { 5: { email: 'new@azure.test' } } });
    expect(partner(5).email).toBe('new@azure.test');
    const undone = await r.journal.undo(operation.id);
    expect(en(undone)).toMatchObject({ status: 'undone', note: 'Restored Email and Phone on Azure Interior.' });
    expect(en(partner(5))).toMatchObject({ email: 'azure.Interior24@example.com', phone: '+1 870-931-0505', city: 'Fremont' });
  });

  it('reports a field someone changed since, writes nothing, then restores only what the user chose', async () => {
    const { operation } = await r.journal.run({ kind: 'write', model: 'res.partner', ids: [6], values: { email: 'ai@deco.test', phone: '999' } }, turn());
    r.odoo.db.write('res.partner', 6, { email: 'colleague@deco.test' }, 6);
    const calls = r.odoo.calls.length;
    const first = await r.journal.undo(operation.id);
    expect(en(first)).toMatchObject({
      status: 'conflict',
      conflicts: { 6: [{ field: 'email', label: 'Email', theirs: 'colleague@deco.test', before: 'deco.addict82@example.com', ai: 'ai@deco.test' }] },
    });
    expect(r.odoo.calls.slice(calls).map((c) => c.method)).toEqual(['web_read']);
    expect(en(partner(6))).toMatchObject({ email: 'colleague@deco.test', phone: '999' });
    expect((await r.db.operations.get(operation.id))?.status).toBe('conflict');

    const second = await r.journal.undo(operation.id, { 6: { email: 'theirs' } });
    expect(en(second)).toMatchObject({ status: 'undone', note: 'Restored Phone on Deco Addict. Kept Email as changed since.' });
    expect(en(partner(6))).toMatchObject({ email: 'colleague@deco.test', phone: '(603)-996-3829' });
  });

  it('puts the before value back over theirs when the user says so', async () => {
    const { operation } = await r.journal.run({ kind: 'write', model: 'res.partner', ids: [8], values: { email: 'ai@gemini.test' } }, turn());
    r.odoo.db.write('res.partner', 8, { email: 'colleague@gemini.test' }, 6);
    expect(en(await r.journal.undo(operation.id, { 8: { email: 'before' } }))).toMatchObject({ status: 'undone' });
    expect(partner(8).email).toBe('gemini.furniture39@example.com');
  });

  it('fails as Odoo says and journals it failed, with nothing to undo', async () => {
    const run = r.journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { name: false } }, turn('t-fail'));
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OdooError);
    const [entry] = await r.db.operations.where('turnId').equals('t-fail').toArray();
    expect(en(entry)).toMatchObject({ status: 'failed', error: expect.stringContaining('require') });
    expect(en(await r.journal.undo(entry!.id))).toMatchObject({ status: 'not_undoable', reason: expect.stringContaining('did not happen') });
  });

  it('refuses a missing record before journaling anything', async () => {
    await expect(en(r.journal.run({ kind: 'write', model: 'res.partner', ids: [999] , values: { name: 'x' } }, turn('t-miss')))).rejects.toMatchObject({ kind: 'missing_record' });
    expect(await r.db.operations.count()).toBe(0);
  });
});

describe('archive', () => {
  it('archives and undo brings it back', async () => {
    const preview = await r.journal.preview({ kind: 'archive', model: 'res.partner', ids: [9] });
    expect(en(preview)).toMatchObject({ summary: 'Archive Contact Ready Mat.', changes: [{ field: 'active', before: true, after: false }] });
    const { operation } = await r.journal.run({ kind: 'archive', model: 'res.partner', ids: [9] }, turn());
    expect(partner(9).active).toBe(false);
    expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'undone', note: 'Restored Ready Mat.' });
    expect(partner(9).active).toBe(true);
  });
});

describe('unlink', () => {
  it('deletes after a snapshot, and undo re-creates it with a new id, said plainly', async () => {
    const preview = await r.journal.preview({ kind: 'unlink', model: 'sale.order', ids: [9] });
    expect(en(preview)).toMatchObject({ undoable: true, summary: 'Delete Sales Order S00009.', undoNote: expect.stringContaining('new id') });
    const { operation } = await r.journal.run({ kind: 'unlink', model: 'sale.order', ids: [9] }, turn());
    expect(r.odoo.db.get('sale.order', 9)).toBeUndefined();
    expect(en(operation.before[9])).toMatchObject({ name: 'S00009', partner_id: { id: 10, display_name: 'Wood Corner' } });

    const undone = await r.journal.undo(operation.id);
    expect(undone.status).toBe('undone');
    const original: JournalEntry | undefined = await r.db.operations.get(operation.id);
    const undo = await r.db.operations.get(original!.undoneBy!);
    const newId = undo!.recordIds[0]!;
    expect(newId).not.toBe(9);
    expect(en(undone.status === 'undone' && undone.note)).toContain(`new id ${newId}; the deleted one was 9`);
    expect(r.odoo.db.get('sale.order', newId)).toMatchObject({ name: 'S00009', partner_id: 10, state: 'draft' });
  });
});

describe('workflow actions', () => {
  it('confirms a quotation, and undo cancels it and sets it back to quotation', async () => {
    const spec: WriteSpec = { kind: 'action', model: 'sale.order', ids: [1], method: 'action_confirm' };
    const preview = await r.journal.preview(spec);
    expect(en(preview)).toMatchObject({
      undoable: true,
      summary: 'Confirm: Sales Order S00001.',
      // The state change, then the fields the action table shows for a sales order.
      changes: [{ field: 'state', label: 'Status', before: 'Quotation', after: 'Sales Order' }, { label: 'Customer', note: 'Azure Interior' }, { label: 'Total' }],
    });
    const { operation } = await r.journal.run(spec, turn());
    expect(en(operation)).toMatchObject({ status: 'done', before: { 1: { state: 'draft' } }, after: { 1: { state: 'sale' } } });
    const calls = r.odoo.calls.length;
    const undone = await r.journal.undo(operation.id);
    expect(en(undone)).toMatchObject({ status: 'undone', note: expect.stringContaining('S00001 is back to Quotation') });
    // Then the delivery the confirm made, now cancelled, is deleted (its state read, the delete, the order's write date).
    expect(r.odoo.calls.slice(calls).map((c) => c.method)).toEqual(['web_read', 'action_unlock', 'action_cancel', 'action_draft', 'web_read', 'fields_get', 'web_read', 'unlink', 'web_read']);
    expect(r.odoo.db.get('sale.order', 1)!.state).toBe('draft');
  });

  it('posts an invoice, and undo resets it to draft', async () => {
    const { operation } = await r.journal.run({ kind: 'action', model: 'account.move', ids: [6], method: 'action_post' }, turn());
    expect(r.odoo.db.get('account.move', 6)!.state).toBe('posted');
    expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'undone' });
    expect(r.odoo.db.get('account.move', 6)!.state).toBe('draft');
  });

  it('asks first when the record moved on since (here: the order was cancelled by someone)', async () => {
    const { operation } = await r.journal.run({ kind: 'action', model: 'sale.order', ids: [1], method: 'action_confirm' }, turn());
    r.odoo.db.write('sale.order', 1, { state: 'cancel' }, 6);
    expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'conflict', conflicts: { 1: [{ field: 'state', theirs: 'cancel', before: 'draft', ai: 'sale' }] } });
    expect(en(await r.journal.undo(operation.id, { 1: { state: 'theirs' } }))).toMatchObject({ status: 'undone', note: expect.stringContaining('Left as it is') });
    expect(r.odoo.db.get('sale.order', 1)!.state).toBe('cancel');
  });

  it('cancels a confirmed order at once (no wizard) and says up front that it cannot be undone', async () => {
    const spec: WriteSpec = { kind: 'action', model: 'sale.order', ids: [3], method: 'action_cancel' };
    expect(en(await r.journal.preview(spec))).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('confirm the order again') });
    const { operation } = await r.journal.run(spec, turn());
    expect(en(operation)).toMatchObject({ status: 'done', after: { 3: { state: 'cancel' } }, undoable: false });
  });

  it('never journals as done a button that opened a dialog and changed nothing', async () => {
    const { operation } = await r.journal.run({ kind: 'action', model: 'sale.order', ids: [1], method: 'action_confirm' }, turn());
    // An Odoo where the cancel button asks through its wizard (as if the context were ignored).
    const stripped = r.restart((inner) => (path, params, opts) => {
      const kwargs = (params as { kwargs?: { context?: Record<string, unknown> } }).kwargs;
      if (kwargs?.context) delete kwargs.context.disable_cancel_warning;
      return inner(path, params, opts);
    });
    const undone = await stripped.journal.undo(operation.id);
    // Said to the user in words (the button's name, the dialog as Odoo names it), never the state's key.
    expect(en(undone)).toMatchObject({ status: 'failed', error: expect.stringMatching(/^Odoo did not complete .+ on S00001: they did not reach the expected status\. Odoo opened “Cancel Sales Order” instead/) });
    expect((en(undone) as { error?: string }).error).not.toMatch(/\bsale\b|draft|action_/);
    expect(await r.db.operations.get(operation.id)).toMatchObject({ status: 'done' });
    expect(r.odoo.db.get('sale.order', 1)!.state).toBe('sale');
  });

  it('refuses a method that is not on the allow-list, at preview and at run', async () => {
    const spec: WriteSpec = { kind: 'action', model: 'sale.order', ids: [1], method: 'action_update_prices' };
    await expect(en(r.journal.preview(spec))).rejects.toThrow(/does not run 'action_update_prices'/);
    await expect(en(r.journal.run(spec, turn()))).rejects.toThrow(/Allowed: action_confirm/);
  });
});

describe('messages', () => {
  it('an internal note can be undone by deleting it', async () => {
    const { operation } = await r.journal.run({ kind: 'message', model: 'sale.order', ids: [1], body: 'Checked stock', internal: true }, turn());
    const messageId = operation.after[1]!.message_id as number;
    expect(r.odoo.db.get('mail.message', messageId)).toMatchObject({ body: 'Checked stock', subtype_id: 2 });
    expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'undone', note: 'Deleted the internal note.' });
    expect(r.odoo.db.get('mail.message', messageId)).toBeUndefined();
  });

  it('on 19 (message_post answers [id]) the note is journaled with its id and undone', async () => {
    const r19 = await rig(19);
    try {
      const { operation } = await r19.journal.run({ kind: 'message', model: 'sale.order', ids: [1], body: 'Checked stock', internal: true }, turn());
      const messageId = operation.after[1]!.message_id;
      expect(typeof messageId).toBe('number');
      expect(en(await r19.journal.undo(operation.id))).toMatchObject({ status: 'undone' });
      expect(r19.odoo.db.get('mail.message', messageId as number)).toBeUndefined();
    } finally {
      await r19.close();
    }
  });

  it('a message to followers is said to be final before it is sent', async () => {
    const spec: WriteSpec = { kind: 'message', model: 'sale.order', ids: [1], body: 'Your order ships today', internal: false };
    expect(en(await r.journal.preview(spec))).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('sent') });
    const { operation } = await r.journal.run(spec, turn());
    expect(en(operation)).toMatchObject({ status: 'done', undoable: false });
    expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'not_undoable', reason: expect.stringContaining('sent') });
  });
});
