// Undoing a whole turn, and undoing once however often Undo is clicked.
import { english, inWords } from '@/lib/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Journal } from './journal';
import { rig, turn, type Rig } from '../../test/journal-rig';

// Sentences are said in the reader's language; these tests read them in English.
const en = <T,>(value: T): T => inWords(value, english);

let r: Rig;
beforeEach(async () => {
  r = await rig(17);
});
afterEach(() => r.close());

const methods = (from: number) => r.odoo.calls.slice(from).map((c) => c.method ?? c.path);

describe('undoTurn', () => {
  it('answers when an undo throws: the run stops there with a failure instead of hanging', async () => {
    const t = turn('TX');
    const a = (await r.journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { name: 'Azure X' } }, t)).operation;
    const b = (await r.journal.run({ kind: 'write', model: 'res.partner', ids: [6], values: { phone: '9' } }, t)).operation;
    const real = r.journal.undo.bind(r.journal);
    vi.spyOn(r.journal, 'undo').mockImplementation((id, res) => (id === b.id ? Promise.reject(new Error('The database was closed.')) : real(id, res)));
    expect(en(await r.journal.undoTurn('TX'))).toMatchObject({ undone: [], skipped: [a.id], stoppedAt: { status: 'failed', error: 'The database was closed.', operation: { id: b.id } } });
  });

  it('undoes in reverse order, skips what cannot be undone, and stops at a conflict', async () => {
    const t = turn('T1');
    const w1 = (await r.journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { name: 'Azure A' } }, t)).operation;
    const w2 = (await r.journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { name: 'Azure B' } }, t)).operation;
    const msg = (await r.journal.run({ kind: 'message', model: 'sale.order', ids: [1], body: 'Done', internal: false }, t)).operation;
    const w3 = (await r.journal.run({ kind: 'write', model: 'res.partner', ids: [6], values: { phone: '111' } }, t)).operation;
    const w4 = (await r.journal.run({ kind: 'write', model: 'res.partner', ids: [8], values: { email: 'ai@gemini.test' } }, t)).operation;
    r.odoo.db.write('res.partner', 6, { phone: '222' }, 6);

    const first = await r.journal.undoTurn('T1');
    expect(en(first)).toMatchObject({ undone: [w4.id], skipped: [msg.id, w2.id, w1.id], stoppedAt: { status: 'conflict', operation: { id: w3.id } } });
    expect(r.odoo.db.get('res.partner', 8)!.email).toBe('gemini.furniture39@example.com');
    expect(r.odoo.db.get('res.partner', 5)!.name).toBe('Azure B');

    // The user keeps the colleague's phone; the rest of the turn can then be undone.
    expect(en(await r.journal.undo(w3.id, { 6: { phone: 'theirs' } }))).toMatchObject({ status: 'undone', note: expect.stringContaining('Kept Phone') });
    const second = await r.journal.undoTurn('T1');
    expect(en(second)).toEqual({ undone: [w2.id, w1.id], skipped: [msg.id] });
    // Reverse order matters: the same field written twice ends at its first value.
    expect(r.odoo.db.get('res.partner', 5)!.name).toBe('Azure Interior');
    expect(r.odoo.db.get('res.partner', 6)!.phone).toBe('222');
  });

  it('stops at a failure and reports it', async () => {
    const t = turn('T2');
    const created = (await r.journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Temp' } }, t)).operation;
    const w = (await r.journal.run({ kind: 'write', model: 'res.partner', ids: [9], values: { city: 'Elsewhere' } }, t)).operation;
    r.odoo.db.delete('res.partner', 9);
    const result = await r.journal.undoTurn('T2');
    expect(en(result)).toMatchObject({ undone: [], skipped: [created.id], stoppedAt: { status: 'failed', operation: { id: w.id }, error: expect.stringContaining('no longer exists') } });
  });
});

describe('double undo', () => {
  it('performs once: concurrent clicks share one undo, later clicks cost no RPC', async () => {
    const { operation } = await r.journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { phone: '000' } }, turn());
    const from = r.odoo.calls.length;
    const [a, b] = await Promise.all([r.journal.undo(operation.id), r.journal.undo(operation.id)]);
    expect(a).toBe(b);
    expect(a.status).toBe('undone');
    expect(en(methods(from))).toEqual(['web_read', 'web_save']);

    const again = await r.journal.undo(operation.id);
    const elsewhere = await r.restart().journal.undo(operation.id);
    expect(en(again)).toMatchObject({ status: 'undone', note: 'It was already undone.' });
    expect(en(elsewhere)).toMatchObject({ status: 'undone', note: 'It was already undone.' });
    expect(en(methods(from))).toHaveLength(2);
    expect(await r.db.operations.where('undoOf').equals(operation.id).count()).toBe(1);
  });

  it('performs once when two journals on the same database undo at the same time', async () => {
    const { operation } = await r.journal.run({ kind: 'write', model: 'res.partner', ids: [6], values: { phone: '000' } }, turn());
    const from = r.odoo.calls.length;
    const results = await Promise.all([r.journal.undo(operation.id), r.restart().journal.undo(operation.id)]);
    expect(en(results.map((x) => x.status).sort())).toEqual(['not_undoable', 'undone']);
    // The second journal is a restarted worker's: it first reads who is signed in (undo runs only
    // under the identity that made the change).
    const session = '/web/session/get_session_info';
    expect(en(methods(from).filter((m) => m !== session))).toEqual(['web_read', 'web_save']);
    expect(en(methods(from).filter((m) => m === session))).toHaveLength(1);
    expect(await r.db.operations.where('undoOf').equals(operation.id).count()).toBe(1);
  });

  it('a conflict leaves no undo entry behind', async () => {
    const { operation } = await r.journal.run({ kind: 'write', model: 'res.partner', ids: [6], values: { phone: '000' } }, turn());
    r.odoo.db.write('res.partner', 6, { phone: '123' }, 6);
    expect((await r.journal.undo(operation.id)).status).toBe('conflict');
    expect(await r.db.operations.where('undoOf').equals(operation.id).count()).toBe(0);
  });

  it('an undo is journaled but is not itself undoable', async () => {
    const { operation } = await r.journal.run({ kind: 'archive', model: 'res.partner', ids: [9] }, turn());
    await r.journal.undo(operation.id);
    const undo = (await r.db.operations.where('undoOf').equals(operation.id).first())!;
    expect(en(undo)).toMatchObject({ kind: 'unarchive', status: 'done', skill: 'undo', turnId: operation.turnId, undoable: false });
    expect(en(await r.journal.undo(undo.id))).toMatchObject({ status: 'not_undoable' });
  });
});

describe('retention and export', () => {
  it('prunes finished entries older than N days and exports the rest', async () => {
    let now = Date.UTC(2025, 0, 1);
    const journal = new Journal({ client: r.client, db: r.db, origin: r.odoo.url, now: () => now });
    await journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { phone: '1' } }, turn('old'));
    now = Date.UTC(2025, 2, 1);
    await journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { phone: '2' } }, turn('new'));
    expect(en(await journal.prune(30))).toBe(1);
    const csv = await journal.exportCsv();
    expect(csv).toContain('2025-03-01 00:00:00,c1,new,test,');
    expect(csv).toContain(',Phone,phone,1,2,done,');
    expect(csv).not.toContain(',old,');
    expect(en(JSON.parse(await journal.exportJson()).operations)).toHaveLength(1);
  });
});

describe('undo when Odoo cannot be read', () => {
  it('fails plainly, writes nothing, and can be tried again', async () => {
    const { operation } = await r.journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { phone: '000' } }, turn());
    r.odoo.faults.failNext('http500');
    expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'failed', error: expect.stringContaining('HTTP 500') });
    expect(await r.db.operations.where('undoOf').equals(operation.id).count()).toBe(0);
    expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'undone' });
  });
});
