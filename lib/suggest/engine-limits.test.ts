// What the suggestion engine keeps and shows: nothing when off, no write in read-only mode, the
// probes of the frequency, once a day per record, the hourly cap, silence on a failed RPC, no model.
import { describe, expect, it } from 'vitest';
import { defineProbe } from './probe';
import { PROBES } from './probes';
import { page, trigger } from '@/test/suggest-kit';
import { useEngineRig, spied } from '@/test/engine-rig';
import { english, say } from '@/lib/i18n';

const rig = useEngineRig();

describe('suggestion engine: what it keeps and shows', () => {
  it('does nothing at all when suggestions are off', async () => {
    rig.frequency = 'off';
    const overdue = spied(PROBES.find((p) => p.id === 'overdue-customer')!);
    const { e, badge, settle } = rig.engine({ probes: [overdue.probe] });
    e.onTrigger(1, trigger('record_opened'), rig.order(1));
    e.onTrigger(1, trigger('error_shown', 'Boom'), rig.order(1));
    await settle();
    expect(overdue.pages).toEqual([]);
    expect(rig.odoo.calls).toEqual([]);
    expect(await rig.rows()).toEqual([]);
    expect(badge).toEqual([]);
  });

  it('offers no write suggestion in read-only mode (the probe ran; its chat suggestions still show)', async () => {
    const ran: string[] = [];
    const writer = defineProbe({
      id: 'writer',
      triggers: ['record_opened'],
      frequency: 'minimal',
      async run({ context }) {
        ran.push(String(context.recordId));
        const base = { why: 'test', dataHash: String(context.recordId), recordKey: `sale.order:${String(context.recordId)}` };
        return context.recordId === 1
          ? { ...base, title: 'Confirm it', action: { kind: 'write', spec: { kind: 'action', model: 'sale.order', ids: [1], method: 'action_confirm' } } }
          : { ...base, title: 'Ask about it', action: { kind: 'chat', prompt: 'hi' } };
      },
    });
    const mode = { value: 'read-only' as 'read-only' | 'auto-read' };
    const { e, settle } = rig.engine({ probes: [writer], getSettings: async () => ({ suggestionFrequency: rig.frequency, permissionMode: mode.value }) });
    e.onTrigger(1, trigger('record_opened'), rig.order(1));
    await settle();
    e.onTrigger(1, trigger('record_opened'), rig.order(2));
    await settle();
    expect(ran).toEqual(['1', '2']); // the trigger arrived and the probe ran both times
    expect((await rig.rows()).map((r) => say(english, r.title))).toEqual(['Ask about it']);
    mode.value = 'auto-read'; // positive control: the same write suggestion shows when writes are offered
    e.onTrigger(1, trigger('record_opened'), rig.order(1));
    await settle();
    expect((await rig.rows()).map((r) => say(english, r.title))).toEqual(['Ask about it', 'Confirm it']);
  });

  it('runs only the probes of the frequency setting', async () => {
    rig.frequency = 'minimal';
    const { e, settle } = rig.engine();
    e.onTrigger(1, trigger('record_opened'), page(rig.odoo.url, { model: 'res.partner', recordId: 5 }));
    await settle();
    expect(rig.odoo.calls).toEqual([]); // partner-overview runs from 'normal'
    e.onTrigger(1, trigger('record_opened'), rig.order(1));
    await settle();
    expect((await rig.rows()).map((r) => r.probe)).toEqual(['overdue-customer']);
  });

  it('shows the same suggestion once a day per record, unless its data changed', async () => {
    const { e, settle } = rig.engine();
    const open = async (id: number) => {
      e.onTrigger(1, trigger('record_opened'), rig.order(id));
      await settle();
    };
    await open(1);
    const [first] = await rig.rows();
    await e.dismiss(first!.id);
    rig.clock += 3_600_000;
    await open(1);
    await open(10_000); // elsewhere, then back
    await open(1);
    expect((await rig.rows()).filter((r) => r.probe === 'overdue-customer')).toHaveLength(1);
    expect(e.stats().duplicates).toBeGreaterThanOrEqual(2);

    // A payment changes what is due: shown again the same day.
    const { payment_state, amount_residual } = rig.odoo.db.get('account.move', 2)!;
    rig.odoo.db.write('account.move', 2, { payment_state: 'paid', amount_residual: 0 });
    await open(1);
    rig.odoo.db.write('account.move', 2, { payment_state, amount_residual });
    const overdue = (await rig.rows()).filter((r) => r.probe === 'overdue-customer');
    expect(overdue.map((r) => [r.status, say(english, r.title)])).toEqual([
      ['dismissed', 'Azure Interior has 2 overdue invoices'],
      ['new', 'Azure Interior has 1 overdue invoice'],
    ]);

    // The data changes back while that card is still on screen: the card is replaced, not doubled.
    await open(1);
    expect((await rig.rows()).filter((r) => r.status === 'new').map((r) => say(english, r.title))).toEqual(['Azure Interior has 2 overdue invoices']);

    // A dismissed card comes back after a day.
    await e.dismiss((await rig.rows()).find((r) => r.status === 'new')!.id);
    rig.clock += 25 * 3_600_000;
    await open(1);
    expect((await rig.rows()).filter((r) => r.status === 'new')).toHaveLength(1);
  });

  it('stores at most the hourly cap of the setting', async () => {
    rig.frequency = 'minimal'; // 2 an hour
    const { e, settle } = rig.engine();
    for (const [recordId, text] of [[1, 'Error one'], [2, 'Error two'], [3, 'Error three']] as const) {
      e.onTrigger(1, trigger('error_shown', text), page(rig.odoo.url, { model: 'res.partner', recordId }));
      await settle();
    }
    expect((await rig.rows()).map((r) => r.why)).toEqual(['Error one', 'Error two']);
    expect(e.stats().capped).toBe(1);
    rig.clock += 61 * 60_000;
    e.onTrigger(1, trigger('error_shown', 'Error four'), page(rig.odoo.url, { model: 'res.partner', recordId: 4 }));
    await settle();
    expect((await rig.rows()).map((r) => r.why)).toEqual(['Error one', 'Error two', 'Error four']);
  });

  it('shows nothing and throws nothing when a probe RPC fails; the failure is logged and counted', async () => {
    const { e, logged, badge, settle } = rig.engine();
    rig.odoo.faults.failNext('http500');
    e.onTrigger(1, trigger('record_opened'), rig.order(1));
    await settle();
    expect(await rig.rows()).toEqual([]);
    expect(badge).toEqual([]);
    expect(e.stats().probeErrors).toBe(1);
    expect(logged).toEqual(['probe overdue-customer failed']);
    // The next time it works again.
    e.onTrigger(1, trigger('tab_returned'), rig.order(1));
    await settle();
    expect(await rig.rows()).toHaveLength(1);
  });

  it('never calls a model: every request goes to Odoo', async () => {
    const { e, settle } = rig.engine();
    e.onTrigger(1, trigger('record_opened'), rig.order(1));
    e.onTrigger(1, trigger('error_shown', 'Boom'), rig.order(1));
    await settle();
    expect(await rig.rows()).toHaveLength(2);
    expect(rig.fetches.length).toBeGreaterThan(0);
    expect(rig.fetches.every((url) => url.startsWith(rig.odoo.url))).toBe(true);
  });
});
