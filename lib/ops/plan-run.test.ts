// A write is planned once and run from its plan: at run time only the records are read again, and
// when they now make the write do something else (other effects, another undo) nothing is sent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '@/lib/db';
import { english, inWords } from '@/lib/i18n';
import { Journal } from './journal';
import { PlanChanged } from './plan';
import { rig, turn, type Rig } from '../../test/journal-rig';

let r: Rig;
beforeEach(async () => {
  r = await rig(17);
});
afterEach(() => r.close());

const lines = async () => (await r.client.read('sale.order', [1], ['order_line']))[0]!.order_line as number[];

describe('a planned write at run time', () => {
  it('runs as planned with the before values read again: another edit of the same field is what undo restores', async () => {
    const plan = await r.journal.plan({ kind: 'write', model: 'res.partner', ids: [5], values: { phone: '42' } });
    await r.client.write('res.partner', [5], { phone: '+1 555 0100' }); // someone, while the card waited
    const from = r.odoo.calls.length;
    const { operation } = await r.journal.run(plan, turn());
    // One read of the records, then the write: nothing else is looked up again.
    expect(r.odoo.calls.slice(from).map((c) => c.method)).toEqual(['web_read', 'web_save']);
    expect(operation.before[5]).toMatchObject({ phone: '+1 555 0100' });
    await r.journal.undo(operation.id);
    expect(r.odoo.db.get('res.partner', 5)!.phone).toBe('+1 555 0100');
  });

  it('run at once (no card) with nothing of the journal between: no second read; after a card, or another write of the journal, read again', async () => {
    const spec = { kind: 'write' as const, model: 'res.partner', ids: [5], values: { phone: '43' } };
    const methods = async (run: () => Promise<unknown>) => {
      const from = r.odoo.calls.length;
      await run();
      return r.odoo.calls.slice(from).map((c) => c.method);
    };
    const now = await r.journal.plan(spec);
    expect(await methods(() => r.journal.run(now, turn(), { asked: false }))).toEqual(['web_save']);
    const shown = await r.journal.plan({ ...spec, values: { phone: '44' } });
    expect(await methods(() => r.journal.run(shown, turn(), { asked: true }))).toEqual(['web_read', 'web_save']);
    // Two plans read side by side (parallel tool calls): the second runs after the first landed, so its records are read again.
    const [first, second] = [await r.journal.plan({ ...spec, values: { phone: '45' } }), await r.journal.plan({ ...spec, values: { phone: '46' } })];
    await r.journal.run(first, turn(), { asked: false });
    const { operation } = await r.journal.run(second, turn(), { asked: false });
    expect(operation.before[5]).toMatchObject({ phone: '45' });
  });

  it('"keep exactly these lines" after someone added a line would delete it: nothing is sent, the plan of now says so', async () => {
    const plan = await r.journal.plan({ kind: 'write', model: 'sale.order', ids: [1], values: { order_line: [[6, 0, await lines()]] } });
    expect(plan.effects).not.toContain('delete-lines');
    await r.client.write('sale.order', [1], { order_line: [[0, 0, { product_id: 2, product_uom_qty: 1 }]] });
    const added = await lines();
    const from = r.odoo.calls.length;
    const stale = await r.journal.run(plan, turn()).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(PlanChanged);
    expect((stale as PlanChanged).plan.effects).toContain('delete-lines');
    expect(r.odoo.calls.slice(from).map((c) => c.method)).toEqual(['web_read']);
    expect(await lines()).toEqual(added);
    expect(await r.db.operations.count()).toBe(0);
  });

  it('"never delete" set while the card waited: the undo would archive, so the create is not run silently', async () => {
    let neverDelete = false;
    const journal = new Journal({ client: r.client, db: r.db, origin: r.odoo.url, limits: async () => ({ neverDelete }) });
    try {
      const plan = await journal.plan({ kind: 'create', model: 'res.partner', values: { name: 'Waited Ltd' } });
      neverDelete = true;
      const stale = await journal.run(plan, { ...turn(), turnId: newId() }).catch((error: unknown) => error);
      expect(stale).toBeInstanceOf(PlanChanged);
      expect(inWords((stale as PlanChanged).plan.undo, english)).toMatchObject({ undoable: true, note: expect.stringContaining('archives it instead of deleting it') });
      expect(r.odoo.db.records('res.partner').some((p) => p.name === 'Waited Ltd')).toBe(false);
    } finally {
      journal.close();
    }
  });
});
