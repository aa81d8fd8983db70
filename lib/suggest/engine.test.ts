import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginClient } from '../../test/odoo-login';
import { ACTIONS } from '../../test/stand-ins/odoo/view-config';
import type { OdooStandIn } from '../../test/stand-ins/odoo/server';
import { identityKey, WeftDb } from '@/lib/db';
import { DB_NAME } from '../../test/stand-ins/odoo/session';
import { OdooClient } from '@/lib/odoo/client';
import { fetchTransport } from '@/lib/odoo/transport';
import type { SuggestionFrequency } from '@/lib/settings/settings';
import { createSuggestionEngine, DEBOUNCE_MS, QUICK_MS, type SuggestionEngineOptions } from './engine';
import { memoryMutedProbes } from './muted';
import { defineProbe, type Probe } from './probe';
import { PROBES } from './probes';
import { page, standIn, trigger } from '@/test/suggest-kit';

let odoo: OdooStandIn;
let client: OdooClient;
beforeAll(async () => ({ odoo, client } = await standIn(17)));
afterAll(() => odoo.close());

let db: WeftDb;
let clock: number;
let frequency: SuggestionFrequency;
let fetches: string[];
beforeEach(() => {
  db = new WeftDb(`engine-${crypto.randomUUID()}`);
  clock = Date.parse('2026-03-02T09:00:00Z');
  frequency = 'normal';
  odoo.calls.length = 0;
  fetches = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    fetches.push(String(input instanceof Request ? input.url : input));
    return realFetch(input, init);
  });
  // Only the engine's timers are fake: IndexedDB (setImmediate) and HTTP keep running.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  odoo.faults.clear();
  await db.delete();
});

/** A probe that records the pages it ran on, around a real one. */
function spied(probe: Probe) {
  const pages: Array<number | 'new' | undefined> = [];
  return { pages, probe: { ...probe, run: (ctx) => (pages.push(ctx.context.recordId), probe.run(ctx)) } as Probe };
}

function engine(options: Partial<SuggestionEngineOptions> = {}) {
  const badge: number[] = [];
  const logged: string[] = [];
  const muted = memoryMutedProbes();
  const e = createSuggestionEngine({
    db,
    clientFor: () => client,
    getSettings: async () => ({ suggestionFrequency: frequency }),
    onChange: (n) => badge.push(n),
    now: () => clock,
    muted,
    log: (message) => logged.push(message),
    ...options,
  });
  /** Lets the debounce end and the run finish. */
  const settle = async (ms = DEBOUNCE_MS) => {
    await vi.advanceTimersByTimeAsync(ms);
    await e.settled();
    clock += 1000; // keeps createdAt in the order things happened
  };
  return { e, badge, logged, muted, settle };
}

const order = (recordId: number) => page(odoo.url, { model: 'sale.order', recordId, title: `S0000${recordId}` });
const rows = () => db.suggestions.orderBy('createdAt').toArray();
const orderReads = () => odoo.calls.filter((c) => c.model === 'sale.order' && c.method === 'web_read');

describe('suggestion engine', () => {
  it('runs the probes once, for the last of five quick navigations, after the debounce', async () => {
    const overdue = spied(PROBES.find((p) => p.id === 'overdue-customer')!);
    const { e, badge, settle } = engine({ probes: [overdue.probe] });
    for (const id of [3, 4, 5, 6, 1]) {
      if (id !== 3) await vi.advanceTimersByTimeAsync(400);
      e.onTrigger(7, trigger('view_loaded'), order(id));
      e.onTrigger(7, trigger('record_opened'), order(id));
    }
    await settle(DEBOUNCE_MS - 1);
    expect(overdue.pages).toEqual([]);
    await settle(1);
    expect(overdue.pages).toEqual([1]);
    expect(orderReads()).toHaveLength(1);
    expect(await rows()).toMatchObject([{ probe: 'overdue-customer', recordKey: 'res.partner:5', status: 'new', origin: odoo.url }]);
    expect(badge).toEqual([1]);
    expect(e.stats()).toMatchObject({ triggers: 10, runs: 1, stored: 1 });
    expect(e.stats().lastRunMs).toBeGreaterThan(0);
  });

  it('runs what the user just did (a button Odoo has done) after a short pause, within the hourly cap', async () => {
    const { e, settle } = engine();
    await client.callButton('sale.order', 'action_confirm', [2]); // the user's Confirm, done by Odoo
    e.onTrigger(1, trigger('view_loaded'), order(2));
    e.onTrigger(1, { ...trigger('action_done'), button: 'action_confirm' }, order(2));
    await settle(QUICK_MS - 1);
    expect(await rows()).toEqual([]);
    await settle(1);
    expect((await rows()).map((r) => [r.probe, r.title])).toEqual([['confirmed-invoice', 'S00002 is confirmed: create its invoice?']]);
    await client.callButton('sale.order', 'action_cancel', [2]);
    await client.callButton('sale.order', 'action_draft', [2]);
  });

  it('keeps the tabs apart: each tab has its own debounce', async () => {
    const { e, settle } = engine();
    e.onTrigger(1, trigger('record_opened'), order(1));
    e.onTrigger(2, trigger('record_opened'), page(odoo.url, { model: 'res.partner', recordId: 5 }));
    await settle();
    expect((await rows()).map((r) => r.probe).sort()).toEqual(['overdue-customer', 'partner-overview']);
  });

  it('adds up the triggers of one page: an error on the order runs its probes too', async () => {
    const { e, settle } = engine();
    e.onTrigger(1, trigger('record_opened'), order(1));
    e.onTrigger(1, trigger('error_shown', 'Missing required field: Customer'), order(1));
    await settle();
    expect((await rows()).map((r) => r.probe).sort()).toEqual(['explain-error', 'overdue-customer']);
  });

  it('does nothing at all when suggestions are off', async () => {
    frequency = 'off';
    const overdue = spied(PROBES.find((p) => p.id === 'overdue-customer')!);
    const { e, badge, settle } = engine({ probes: [overdue.probe] });
    e.onTrigger(1, trigger('record_opened'), order(1));
    e.onTrigger(1, trigger('error_shown', 'Boom'), order(1));
    await settle();
    expect(overdue.pages).toEqual([]);
    expect(odoo.calls).toEqual([]);
    expect(await rows()).toEqual([]);
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
    const { e, settle } = engine({ probes: [writer], getSettings: async () => ({ suggestionFrequency: frequency, permissionMode: mode.value }) });
    e.onTrigger(1, trigger('record_opened'), order(1));
    await settle();
    e.onTrigger(1, trigger('record_opened'), order(2));
    await settle();
    expect(ran).toEqual(['1', '2']); // the trigger arrived and the probe ran both times
    expect((await rows()).map((r) => r.title)).toEqual(['Ask about it']);
    mode.value = 'auto-read'; // positive control: the same write suggestion shows when writes are offered
    e.onTrigger(1, trigger('record_opened'), order(1));
    await settle();
    expect((await rows()).map((r) => r.title)).toEqual(['Ask about it', 'Confirm it']);
  });

  it('runs only the probes of the frequency setting', async () => {
    frequency = 'minimal';
    const { e, settle } = engine();
    e.onTrigger(1, trigger('record_opened'), page(odoo.url, { model: 'res.partner', recordId: 5 }));
    await settle();
    expect(odoo.calls).toEqual([]); // partner-overview runs from 'normal'
    e.onTrigger(1, trigger('record_opened'), order(1));
    await settle();
    expect((await rows()).map((r) => r.probe)).toEqual(['overdue-customer']);
  });

  it('shows the same suggestion once a day per record, unless its data changed', async () => {
    const { e, settle } = engine();
    const open = async (id: number) => {
      e.onTrigger(1, trigger('record_opened'), order(id));
      await settle();
    };
    await open(1);
    const [first] = await rows();
    await e.dismiss(first!.id);
    clock += 3_600_000;
    await open(1);
    await open(10_000); // elsewhere, then back
    await open(1);
    expect((await rows()).filter((r) => r.probe === 'overdue-customer')).toHaveLength(1);
    expect(e.stats().duplicates).toBeGreaterThanOrEqual(2);

    // A payment changes what is due: shown again the same day.
    const { payment_state, amount_residual } = odoo.db.get('account.move', 2)!;
    odoo.db.write('account.move', 2, { payment_state: 'paid', amount_residual: 0 });
    await open(1);
    odoo.db.write('account.move', 2, { payment_state, amount_residual });
    const overdue = (await rows()).filter((r) => r.probe === 'overdue-customer');
    expect(overdue.map((r) => [r.status, r.title])).toEqual([
      ['dismissed', 'Azure Interior has 2 overdue invoices'],
      ['new', 'Azure Interior has 1 overdue invoice'],
    ]);

    // The data changes back while that card is still on screen: the card is replaced, not doubled.
    await open(1);
    expect((await rows()).filter((r) => r.status === 'new').map((r) => r.title)).toEqual(['Azure Interior has 2 overdue invoices']);

    // A dismissed card comes back after a day.
    await e.dismiss((await rows()).find((r) => r.status === 'new')!.id);
    clock += 25 * 3_600_000;
    await open(1);
    expect((await rows()).filter((r) => r.status === 'new')).toHaveLength(1);
  });

  it('stores at most the hourly cap of the setting', async () => {
    frequency = 'minimal'; // 2 an hour
    const { e, settle } = engine();
    for (const [recordId, text] of [[1, 'Error one'], [2, 'Error two'], [3, 'Error three']] as const) {
      e.onTrigger(1, trigger('error_shown', text), page(odoo.url, { model: 'res.partner', recordId }));
      await settle();
    }
    expect((await rows()).map((r) => r.why)).toEqual(['Error one', 'Error two']);
    expect(e.stats().capped).toBe(1);
    clock += 61 * 60_000;
    e.onTrigger(1, trigger('error_shown', 'Error four'), page(odoo.url, { model: 'res.partner', recordId: 4 }));
    await settle();
    expect((await rows()).map((r) => r.why)).toEqual(['Error one', 'Error two', 'Error four']);
  });

  it('shows nothing and throws nothing when a probe RPC fails; the failure is logged and counted', async () => {
    const { e, logged, badge, settle } = engine();
    odoo.faults.failNext('http500');
    e.onTrigger(1, trigger('record_opened'), order(1));
    await settle();
    expect(await rows()).toEqual([]);
    expect(badge).toEqual([]);
    expect(e.stats().probeErrors).toBe(1);
    expect(logged).toEqual(['probe overdue-customer failed']);
    // The next time it works again.
    e.onTrigger(1, trigger('tab_returned'), order(1));
    await settle();
    expect(await rows()).toHaveLength(1);
  });

  it('runs nothing for a hidden tab, and drops what was pending when the tab is hidden', async () => {
    const { e, settle } = engine();
    e.setTabVisible(3, false);
    e.onTrigger(3, trigger('record_opened'), order(1));
    await settle();
    e.setTabVisible(4, true);
    e.onTrigger(4, trigger('record_opened'), order(1));
    await vi.advanceTimersByTimeAsync(1000);
    e.setTabVisible(4, false);
    await settle();
    expect(odoo.calls).toEqual([]);
    expect(e.stats()).toMatchObject({ runs: 0, hidden: 1 });
    // The user comes back to the tab.
    e.onTrigger(4, trigger('tab_returned'), order(1));
    await settle();
    expect(await rows()).toHaveLength(1);
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
    const { e, settle } = engine({ probes: [slow] });
    e.onTrigger(1, trigger('record_opened'), order(1));
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    await running;
    e.onTrigger(1, trigger('record_opened'), order(2));
    expect(signals[0]!.aborted).toBe(true);
    release();
    await settle();
    expect((await rows()).map((r) => r.title)).toEqual(['Record 2']);
    expect(e.stats().aborted).toBe(1);
  });

  it('resolves the model of an 18+ action path once, with loadAction', async () => {
    // The stand-in has no /web/action/load yet: answer it from the stand-in's own action table.
    const { fetch: cookieFetch } = await loginClient({ url: odoo.url, db: 'weft', login: 'admin', password: 'admin' });
    const http = fetchTransport(odoo.url, cookieFetch);
    const loads: unknown[] = [];
    const withActions = new OdooClient({
      origin: odoo.url,
      transport: async (path, params, opts) => {
        if (path !== '/web/action/load') return http(path, params, opts);
        const ref = (params as { action_id: unknown }).action_id;
        loads.push(ref);
        const action = ACTIONS.find((a) => a.path === ref || a.id === ref || a.xmlid === ref);
        return action && { id: action.id, name: action.name, type: 'ir.actions.act_window', res_model: action.model };
      },
    });
    const { e, settle } = engine({ clientFor: () => withActions });
    const sales = (recordId: number) => page(odoo.url, { action: 'sales', recordId });
    e.onTrigger(1, trigger('record_opened'), sales(1));
    await settle();
    e.onTrigger(1, trigger('record_opened'), sales(9));
    await settle();
    expect((await rows()).map((r) => r.probe)).toEqual(['overdue-customer', 'draft-missing-lines']);
    expect(loads).toEqual(['sales']);
  });

  it('acts, dismisses, mutes a probe for good and keeps the badge count', async () => {
    const { e, badge, muted, settle } = engine();
    e.onTrigger(1, trigger('record_opened'), order(9)); // draft-missing-lines (+ overdue-customer: Wood Corner is up to date)
    await settle();
    e.onTrigger(1, trigger('error_shown', 'Boom'), page(odoo.url, { model: 'res.partner', recordId: 5 }));
    await settle();
    expect(await e.unseenCount()).toBe(2);
    const [lines, error] = await rows();
    const acted = await e.act(error!.id);
    expect(acted?.action).toMatchObject({ kind: 'chat', context: expect.stringContaining('Boom') });
    await e.dismiss(lines!.id, true);
    expect(await muted.list()).toEqual(['draft-missing-lines']);
    expect((await rows()).map((r) => r.status)).toEqual(['dismissed', 'acted']);
    expect(badge).toEqual([1, 2, 1, 0]);
    // Muted: not even run again.
    odoo.calls.length = 0;
    clock += 2 * 86_400_000;
    e.onTrigger(1, trigger('record_opened'), order(9));
    await settle();
    expect(odoo.calls.map((c) => c.method)).toEqual(['web_read', 'read_group']); // overdue-customer only
    expect(await e.act('no-such-id')).toBeNull();
  });

  it('marks cards seen for the badge', async () => {
    const { e, badge, settle } = engine();
    e.onTrigger(1, trigger('record_opened'), order(1));
    await settle();
    await e.markSeen('http://elsewhere.example|weft|2');
    expect(await e.unseenCount()).toBe(1); // another identity's panel does not see them
    await e.markSeen(identityKey({ origin: odoo.url, db: DB_NAME, uid: 2 }));
    expect(await e.unseenCount()).toBe(0);
    expect(badge.at(-1)).toBe(0);
    expect((await rows())[0]!.status).toBe('seen');
  });

  it('never calls a model: every request goes to Odoo', async () => {
    const { e, settle } = engine();
    e.onTrigger(1, trigger('record_opened'), order(1));
    e.onTrigger(1, trigger('error_shown', 'Boom'), order(1));
    await settle();
    expect(await rows()).toHaveLength(2);
    expect(fetches.length).toBeGreaterThan(0);
    expect(fetches.every((url) => url.startsWith(odoo.url))).toBe(true);
  });
});
