// When the suggestion engine runs its probes: after the debounce (a short pause for what the user
// just did), per tab and page, never for a hidden tab, aborted when the tab moves on.
import { describe, expect, it, vi } from 'vitest';
import { loginClient } from '../../test/odoo-login';
import { ACTIONS } from '../../test/stand-ins/odoo/view-config';
import { OdooClient } from '@/lib/odoo/client';
import { fetchTransport } from '@/lib/odoo/transport';
import { DEBOUNCE_MS, QUICK_MS } from './engine';
import { defineProbe } from './probe';
import { PROBES } from './probes';
import { page, trigger } from '@/test/suggest-kit';
import { useEngineRig, spied } from '@/test/engine-rig';
import { english, say } from '@/lib/i18n';

const rig = useEngineRig();

describe('suggestion engine: when it runs', () => {
  it('runs the probes once, for the last of five quick navigations, after the debounce', async () => {
    const overdue = spied(PROBES.find((p) => p.id === 'overdue-customer')!);
    const { e, badge, settle } = rig.engine({ probes: [overdue.probe] });
    for (const id of [3, 4, 5, 6, 1]) {
      if (id !== 3) await vi.advanceTimersByTimeAsync(400);
      e.onTrigger(7, trigger('view_loaded'), rig.order(id));
      e.onTrigger(7, trigger('record_opened'), rig.order(id));
    }
    await settle(DEBOUNCE_MS - 1);
    expect(overdue.pages).toEqual([]);
    await settle(1);
    expect(overdue.pages).toEqual([1]);
    expect(rig.orderReads()).toHaveLength(1);
    expect(await rig.rows()).toMatchObject([{ probe: 'overdue-customer', recordKey: 'res.partner:5', status: 'new', origin: rig.odoo.url }]);
    expect(badge).toEqual([1]);
    expect(e.stats()).toMatchObject({ triggers: 10, runs: 1, stored: 1 });
    expect(e.stats().lastRunMs).toBeGreaterThan(0);
  });

  it('runs what the user just did (a button Odoo has done) after a short pause, within the hourly cap', async () => {
    const { e, settle } = rig.engine();
    await rig.client.callButton('sale.order', 'action_confirm', [2]); // the user's Confirm, done by Odoo
    e.onTrigger(1, trigger('view_loaded'), rig.order(2));
    e.onTrigger(1, { ...trigger('action_done'), button: 'action_confirm' }, rig.order(2));
    await settle(QUICK_MS - 1);
    expect(await rig.rows()).toEqual([]);
    await settle(1);
    // Odoo's Confirm made a delivery as well (the stand-in does so since 814596a, as real Odoo does): both next steps.
    expect((await rig.rows()).map((r) => [r.probe, say(english, r.title)]).sort()).toEqual([
      ['confirmed-delivery', 'S00002 is confirmed: check the delivery'],
      ['confirmed-invoice', 'S00002 is confirmed: create its invoice?'],
    ]);
    await rig.client.callButton('sale.order', 'action_cancel', [2]);
    await rig.client.callButton('sale.order', 'action_draft', [2]);
  });

  it('keeps the tabs apart: each tab has its own debounce', async () => {
    const { e, settle } = rig.engine();
    e.onTrigger(1, trigger('record_opened'), rig.order(1));
    e.onTrigger(2, trigger('record_opened'), page(rig.odoo.url, { model: 'res.partner', recordId: 5 }));
    await settle();
    expect((await rig.rows()).map((r) => r.probe).sort()).toEqual(['overdue-customer', 'partner-overview']);
  });

  it('adds up the triggers of one page: an error on the order runs its probes too', async () => {
    const { e, settle } = rig.engine();
    e.onTrigger(1, trigger('record_opened'), rig.order(1));
    e.onTrigger(1, trigger('error_shown', 'Missing required field: Customer'), rig.order(1));
    await settle();
    expect((await rig.rows()).map((r) => r.probe).sort()).toEqual(['explain-error', 'overdue-customer']);
  });

  it('runs nothing for a hidden tab, and drops what was pending when the tab is hidden', async () => {
    const { e, settle } = rig.engine();
    e.setTabVisible(3, false);
    e.onTrigger(3, trigger('record_opened'), rig.order(1));
    await settle();
    e.setTabVisible(4, true);
    e.onTrigger(4, trigger('record_opened'), rig.order(1));
    await vi.advanceTimersByTimeAsync(1000);
    e.setTabVisible(4, false);
    await settle();
    expect(rig.odoo.calls).toEqual([]);
    expect(e.stats()).toMatchObject({ runs: 0, hidden: 1 });
    // The user comes back to the tab.
    e.onTrigger(4, trigger('tab_returned'), rig.order(1));
    await settle();
    expect(await rig.rows()).toHaveLength(1);
  });

  it("aborts a run when the tab moves on, and stores nothing from it", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const signals: AbortSignal[] = [];
    const slow = defineProbe({
      id: 'slow',
      triggers: ['record_opened'],
      frequency: 'minimal',
      async run({ context, signal }) {
        signals.push(signal);
        started();
        if (context.recordId === 1) await gate;
        return { title: `Record ${String(context.recordId)}`, why: 'slow', recordKey: `x:${String(context.recordId)}`, dataHash: '1', action: { kind: 'chat', prompt: 'hi' } };
      },
    });
    const { e, settle } = rig.engine({ probes: [slow] });
    e.onTrigger(1, trigger('record_opened'), rig.order(1));
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    await running;
    e.onTrigger(1, trigger('record_opened'), rig.order(2));
    expect(signals[0]!.aborted).toBe(true);
    release();
    await settle();
    expect((await rig.rows()).map((r) => say(english, r.title))).toEqual(['Record 2']);
    expect(e.stats().aborted).toBe(1);
  });

  it('resolves the model of an 18+ action path once, with loadAction', async () => {
    // The stand-in has no /web/action/load yet: answer it from the stand-in's own action table.
    const { fetch: cookieFetch } = await loginClient({ url: rig.odoo.url, db: 'weft', login: 'admin', password: 'admin' });
    const http = fetchTransport(rig.odoo.url, cookieFetch);
    const loads: unknown[] = [];
    const withActions = new OdooClient({
      origin: rig.odoo.url,
      transport: async (path, params, opts) => {
        if (path !== '/web/action/load') return http(path, params, opts);
        const ref = (params as { action_id: unknown }).action_id;
        loads.push(ref);
        const action = ACTIONS.find((a) => a.path === ref || a.id === ref || a.xmlid === ref);
        return action && { id: action.id, name: action.name, type: 'ir.actions.act_window', res_model: action.model };
      },
    });
    const { e, settle } = rig.engine({ clientFor: () => withActions });
    const sales = (recordId: number) => page(rig.odoo.url, { action: 'sales', recordId });
    e.onTrigger(1, trigger('record_opened'), sales(1));
    await settle();
    e.onTrigger(1, trigger('record_opened'), sales(9));
    await settle();
    expect((await rig.rows()).map((r) => r.probe)).toEqual(['overdue-customer', 'draft-missing-lines']);
    expect(loads).toEqual(['sales']);
  });
});
