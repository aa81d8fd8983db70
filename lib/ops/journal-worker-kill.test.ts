// The browser stops the worker while a write is still on its way to Odoo: the request lands later,
// after the restarted worker first looked. Nothing may be lost (an entry saying "never happened"
// while Odoo has the change) and nothing done twice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Transport } from '@/lib/odoo';
import { losingAnswers, rig, turn, until, type Rig } from '../../test/journal-rig';

let r: Rig;
beforeEach(async () => {
  r = await rig(17);
  await r.client.fieldsGet('res.partner');
});
afterEach(() => r.close());

const saves = () => r.odoo.calls.filter((c) => c.method === 'web_save').length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([400, 1500])('a write held in flight %i ms when the worker stops', (heldMs) => {
  it('10 tries: 0 lost entries, 0 duplicates, never judged from an early read', { timeout: 90_000 }, async () => {
    const fresh = r.restart();
    for (let i = 0; i < 10; i++) {
      const [w, c] = [`W${heldMs}-${i}`, `C${heldMs}-${i}`];
      const email = `try${i}-${heldMs}@kill.test`;
      const name = `Kill ${heldMs} ${i}`;
      const sent = saves();
      // The write and the create are each held `heldMs` on their way, and their answers never come back.
      r.restart(losingAnswers((p) => p.endsWith('/web_save'), 'late', heldMs)).journal.run({ kind: 'write', model: 'res.partner', ids: [7], values: { email } }, turn(w));
      r.restart(losingAnswers((p) => p.endsWith('/web_save'), 'late', heldMs)).journal.run({ kind: 'create', model: 'res.partner', values: { name } }, turn(c));
      await until(async () => (await r.db.operations.where('status').equals('pending').count()) === 2);

      // The restarted worker looks at once, before either has landed: still checking, never failed.
      expect(await fresh.journal.reconcile()).toMatchObject({ checked: 2, checking: 2, failed: 0 });
      // The panel opens, re-checks run: until both land, each read must keep them checking.
      const end = Date.now() + heldMs + 3000;
      for (;;) {
        const counts = await fresh.journal.reconcile();
        expect(counts.failed).toBe(0);
        if (counts.done === 2 || (counts.checked === 0 && saves() === sent + 2)) break;
        if (Date.now() > end) throw new Error(`try ${i}: not settled`);
        await sleep(50);
      }
      const write = await r.db.operations.where('turnId').equals(w).first();
      const create = await r.db.operations.where('turnId').equals(c).first();
      expect(write).toMatchObject({ status: 'done', after: { 7: { email } } });
      const made = r.odoo.db.records('res.partner').filter((p) => p.name === name);
      expect(made).toHaveLength(1); // sent once, never again
      expect(create).toMatchObject({ status: 'done', recordIds: [made[0]!.id] });
      expect(saves()).toBe(sent + 2);
    }
  });
});

describe('a reconcile that overlaps a write', () => {
  it('cannot write a stale copy back over the landed answer', async () => {
    // A slow write: its answer comes back after 300 ms.
    const slow = (inner: Transport): Transport => async (path, params, opts) => {
      if (path.endsWith('/web_save')) await sleep(300);
      return inner(path, params, opts);
    };
    // A second journal on the same database whose read is slow: it looks before the create lands
    // and would store what it saw after the create's own answer was stored.
    const lagging = (inner: Transport): Transport => async (path, params, opts) => {
      const answer = await inner(path, params, opts);
      if (path.includes('web_search_read')) await sleep(700);
      return answer;
    };
    const writer = r.restart(slow);
    const running = writer.journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Overlap Ltd' } }, turn('O'));
    await until(async () => (await r.db.operations.where('status').equals('pending').count()) === 1);
    const checking = r.restart(lagging).journal.reconcile();
    const { operation } = await running;
    expect(operation.status).toBe('done');
    expect(await checking).toMatchObject({ failed: 0, done: 0 });
    expect(await r.db.operations.get(operation.id)).toMatchObject({ status: 'done', recordIds: operation.recordIds });
  });
});
