// A worker stopped between the pending entry and Odoo's answer: reconciled by reading, never re-sent.
import { english, i18nFor, inWords } from '@/lib/i18n';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANDING_WINDOW_MS } from './reconcile';
import { losingAnswers, rig, turn, until, type Rig } from '../../test/journal-rig';

// Sentences are said in the reader's language; these tests read them in English.
const en = <T,>(value: T): T => inWords(value, english);

let r: Rig;
beforeEach(async () => {
  r = await rig(17);
  // As in the worker: the session and the fields are known before the first write.
  await r.client.fieldsGet('res.partner');
});
afterEach(() => r.close());

const saves = () => r.odoo.calls.filter((c) => c.method === 'web_save').length;
const pendingCount = () => r.db.operations.where('status').anyOf(['pending', 'checking']).count();

describe('reconcile after the worker died', () => {
  it('a write that reached Odoo is marked done, not sent again, and can be undone', async () => {
    const dying = r.restart(losingAnswers((p) => p.endsWith('/web_save'), 'hang'));
    void dying.journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { email: 'landed@azure.test' } }, turn('T'));
    await until(async () => saves() === 1 && (await pendingCount()) === 1);
    expect(r.odoo.db.get('res.partner', 5)!.email).toBe('landed@azure.test');

    const fresh = r.restart();
    expect(en(await fresh.journal.reconcile())).toEqual({ checked: 1, done: 1, failed: 0, checking: 0 });
    const [entry] = await r.db.operations.where('turnId').equals('T').toArray();
    expect(en(entry)).toMatchObject({ status: 'done', after: { 5: { email: 'landed@azure.test' } }, note: expect.stringContaining('answer was lost') });
    expect(en(saves())).toBe(1);
    expect(en(await fresh.journal.reconcile())).toEqual({ checked: 0, done: 0, failed: 0, checking: 0 });
    expect(en(await fresh.journal.undo(entry!.id))).toMatchObject({ status: 'undone' });
    expect(r.odoo.db.get('res.partner', 5)!.email).toBe('azure.Interior24@example.com');
  });

  it('a write that never reached Odoo stays checking while it could still land, then is failed; nothing is sent', async () => {
    const dying = r.restart(losingAnswers((p) => p.endsWith('/web_save'), 'unsent'));
    void dying.journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { email: 'never@azure.test' } }, turn('T'));
    await until(async () => (await pendingCount()) === 1);
    // One early read proves nothing: the request may still be on its way.
    expect(en(await r.restart().journal.reconcile())).toEqual({ checked: 1, done: 0, failed: 0, checking: 1 });
    expect(en(await r.db.operations.where('turnId').equals('T').first())).toMatchObject({ status: 'checking', note: expect.stringContaining('Checking whether this change was saved') });
    r.later(LANDING_WINDOW_MS);
    expect(en(await r.restart().journal.reconcile())).toEqual({ checked: 1, done: 0, failed: 1, checking: 0 });
    expect(en(await r.db.operations.where('turnId').equals('T').first())).toMatchObject({ status: 'failed', error: expect.stringContaining('never reached Odoo') });
    expect(en(saves())).toBe(0);
    expect(r.odoo.db.get('res.partner', 5)!.email).toBe('azure.Interior24@example.com');
  });

  it('a create whose new id was never heard is found by its values and adopted once', async () => {
    const values = { name: 'Twin Ltd', email: 'twin@example.com' };
    // Two identical creates, both answers lost: each entry adopts its own record.
    for (const t of ['A', 'B']) {
      const dying = r.restart(losingAnswers((p) => p.endsWith('/web_save'), 'hang'));
      void dying.journal.run({ kind: 'create', model: 'res.partner', values }, turn(t));
      await until(async () => saves() === (t === 'A' ? 1 : 2) && (await pendingCount()) === (t === 'A' ? 1 : 2));
    }
    const twins = r.odoo.db.records('res.partner').filter((p) => p.name === 'Twin Ltd').map((p) => p.id);
    expect(twins).toHaveLength(2);
    const fresh = r.restart();
    expect(en(await fresh.journal.reconcile())).toEqual({ checked: 2, done: 2, failed: 0, checking: 0 });
    const a = await r.db.operations.where('turnId').equals('A').first();
    const b = await r.db.operations.where('turnId').equals('B').first();
    expect(en([...a!.recordIds, ...b!.recordIds].sort())).toEqual(twins.sort());
    expect(en(saves())).toBe(2);
    expect(en(await fresh.journal.undo(a!.id))).toMatchObject({ status: 'undone' });
    expect(r.odoo.db.get('res.partner', a!.recordIds[0]!)).toBeUndefined();
  });

  it('a create that never happened is failed once it can no longer land: no record was adopted', async () => {
    const dying = r.restart(losingAnswers((p) => p.endsWith('/web_save'), 'unsent'));
    void dying.journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Ghost' } }, turn('G'));
    await until(async () => (await pendingCount()) === 1);
    expect(en(await r.restart().journal.reconcile())).toMatchObject({ checking: 1, failed: 0 });
    r.later(LANDING_WINDOW_MS);
    expect(en(await r.restart().journal.reconcile())).toEqual({ checked: 1, done: 0, failed: 1, checking: 0 });
  });

  it('never adopts a record the user made by hand with the same values', async () => {
    // The user's own record, made by hand seconds before the assistant's create, same values, same user.
    const uid = (await r.client.session()).uid;
    const theirs = r.odoo.db.create('res.partner', { name: 'Hand Made', is_company: false }, uid);
    const dying = r.restart(losingAnswers((p) => p.endsWith('/web_save'), 'unsent'));
    void dying.journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Hand Made' } }, turn('H'));
    await until(async () => (await pendingCount()) === 1);
    r.later(LANDING_WINDOW_MS);
    expect(en(await r.restart().journal.reconcile())).toMatchObject({ done: 0, failed: 1 });
    expect(await r.db.operations.where('turnId').equals('H').first()).toMatchObject({ status: 'failed', recordIds: [] });
    expect(r.odoo.db.get('res.partner', theirs.id)).toBeDefined();
  });

  it('a note and a workflow action whose answers were lost are found and marked done', async () => {
    const note = r.restart(losingAnswers((p) => p.endsWith('/message_post'), 'hang'));
    void note.journal.run({ kind: 'message', model: 'sale.order', ids: [1], body: 'Lost answer', internal: true }, turn('N'));
    const button = r.restart(losingAnswers((p) => p === '/web/dataset/call_button', 'hang'));
    void button.journal.run({ kind: 'action', model: 'sale.order', ids: [1], method: 'action_confirm' }, turn('A'));
    await until(async () => (await pendingCount()) === 2 && r.odoo.db.get('sale.order', 1)!.state === 'sale');
    const fresh = r.restart();
    expect(en(await fresh.journal.reconcile())).toEqual({ checked: 2, done: 2, failed: 0, checking: 0 });
    const posted = r.odoo.db.records('mail.message').find((m) => m.body === 'Lost answer')!;
    const entry = await r.db.operations.where('turnId').equals('N').first();
    expect(en(entry!.after)).toEqual({ 1: { message: 'Lost answer', message_id: posted.id } });
    expect(en(await fresh.journal.undo(entry!.id))).toMatchObject({ status: 'undone' });
    expect(r.odoo.db.get('mail.message', posted.id)).toBeUndefined();
  });

  it('a value Odoo rounds (price 10.555 -> 10.56) reads as landed, not as "could not tell"', async () => {
    await r.client.fieldsGet('sale.order.line');
    const dying = r.restart(losingAnswers((p) => p.endsWith('/web_save'), 'hang'));
    void dying.journal.run({ kind: 'write', model: 'sale.order.line', ids: [1], values: { price_unit: 10.555 } }, turn('R'));
    await until(async () => saves() === 1 && (await pendingCount()) === 1);
    expect(r.odoo.db.get('sale.order.line', 1)!.price_unit).toBe(10.56);
    expect(en(await r.restart().journal.reconcile())).toMatchObject({ done: 1, failed: 0, checking: 0 });
  });

  it('an unreachable Odoo leaves entries pending for the next start-up', async () => {
    const dying = r.restart(losingAnswers((p) => p.endsWith('/web_save'), 'unsent'));
    void dying.journal.run({ kind: 'write', model: 'res.partner', ids: [6], values: { phone: '1' } }, turn('U'));
    await until(async () => (await pendingCount()) === 1);
    r.odoo.faults.failNext('http500', 4);
    expect(en(await r.restart().journal.reconcile())).toEqual({ checked: 1, done: 0, failed: 0, checking: 1 });
    expect(en(await pendingCount())).toBe(1);
  });

  it('an undo whose answer was lost is reconciled too, and marks the original undone', async () => {
    const { operation } = await r.journal.run({ kind: 'write', model: 'res.partner', ids: [8], values: { phone: '42' } }, turn('W'));
    const dying = r.restart(losingAnswers((p) => p.endsWith('/web_save'), 'hang'));
    void dying.journal.undo(operation.id);
    await until(async () => saves() === 2 && (await pendingCount()) === 1);
    // Until reconciled, a second undo is refused rather than risking a second write.
    expect(en(await r.restart().journal.undo(operation.id))).toMatchObject({ status: 'not_undoable', reason: expect.stringContaining('no answer from Odoo yet') });
    expect(en(await r.restart().journal.reconcile())).toEqual({ checked: 1, done: 1, failed: 0, checking: 0 });
    expect(await r.db.operations.get(operation.id)).toMatchObject({ status: 'undone' });
    expect(en(saves())).toBe(2);
  });
});

describe('a lost answer while the worker lives', () => {
  it('is checked at once: a write that landed is done', async () => {
    const live = r.restart(losingAnswers((p) => p.endsWith('/web_save'), 'throw'));
    const { operation } = await live.journal.run({ kind: 'write', model: 'res.partner', ids: [9], values: { city: 'Modesto' } }, turn());
    expect(en(operation)).toMatchObject({ status: 'done', after: { 9: { city: 'Modesto' } }, note: expect.stringContaining('answer was lost') });
    expect(en(saves())).toBe(1);
  });

  it('is checked at once: a dropped request stays checking (the error reaches the caller), then is failed', async () => {
    const live = r.restart((inner) => async (path, params, opts) => {
      if (path.endsWith('/web_save')) r.odoo.faults.failNext('drop');
      return inner(path, params, opts);
    });
    await expect(en(live.journal.run({ kind: 'write', model: 'res.partner', ids: [9], values: { city: 'Modesto' } }, turn('D')))).rejects.toMatchObject({ kind: 'network' });
    expect(en(await r.db.operations.where('turnId').equals('D').first())).toMatchObject({ status: 'checking', error: expect.stringContaining('No answer from Odoo') });
    r.later(LANDING_WINDOW_MS);
    expect(en(await live.journal.reconcile())).toMatchObject({ failed: 1 });
    const failed = await r.db.operations.where('turnId').equals('D').first();
    expect(en(failed)).toMatchObject({ status: 'failed', error: expect.stringContaining('never reached Odoo') });
    // Stored as a sentence, not English text: Changes says it in the language the user reads now.
    expect(inWords(failed, i18nFor('fr_FR', []))?.error).toMatch(/^La modification n’est jamais arrivée dans Odoo/);
    expect(r.odoo.db.get('res.partner', 9)!.city).toBe('Tracy');
  });
});
