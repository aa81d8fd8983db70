// The suggestion engine on the Odoo stand-in, for the engine's tests (lib/suggest/engine-*.test.ts):
// one stand-in per file, a fresh database, clock and frequency per test, the engine's timers fake.
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { WeftDb, type Suggestion } from '@/lib/db';
import type { PageContext } from '@/lib/messaging';
import type { OdooClient } from '@/lib/odoo/client';
import type { SuggestionFrequency } from '@/lib/settings/settings';
import { createSuggestionEngine, DEBOUNCE_MS, type SuggestionEngineOptions } from '@/lib/suggest/engine';
import { memoryMutedProbes } from '@/lib/suggest/muted';
import type { Probe } from '@/lib/suggest/probe';
import type { OdooStandIn } from './stand-ins/odoo/server';
import { page, standIn } from './suggest-kit';

export interface EngineRig {
  odoo: OdooStandIn;
  client: OdooClient;
  db: WeftDb;
  /** The engine's clock: a test moves it on by hand. */
  clock: number;
  /** The Settings' suggestion frequency the engine reads. */
  frequency: SuggestionFrequency;
  /** Every URL fetched during the test. */
  fetches: string[];
  engine(options?: Partial<SuggestionEngineOptions>): ReturnType<typeof makeEngine>;
  /** A sales order's form page. */
  order(recordId: number): PageContext;
  /** The stored suggestions, oldest first. */
  rows(): Promise<Suggestion[]>;
  /** The stand-in's reads of sales orders. */
  orderReads(): OdooStandIn['calls'];
}

/** Registers the hooks of an engine test file and returns the rig they fill. */
export function useEngineRig(): EngineRig {
  const rig = {
    clock: 0,
    frequency: 'normal',
    fetches: [],
    engine: (options = {}) => makeEngine(rig, options),
    order: (recordId) => page(rig.odoo.url, { model: 'sale.order', recordId, title: `S0000${recordId}` }),
    rows: () => rig.db.suggestions.orderBy('createdAt').toArray(),
    orderReads: () => rig.odoo.calls.filter((c) => c.model === 'sale.order' && c.method === 'web_read'),
  } as Partial<EngineRig> as EngineRig;
  beforeAll(async () => Object.assign(rig, await standIn(17)));
  afterAll(() => rig.odoo.close());
  beforeEach(() => {
    rig.db = new WeftDb(`engine-${crypto.randomUUID()}`);
    rig.clock = Date.parse('2026-03-02T09:00:00Z');
    rig.frequency = 'normal';
    rig.odoo.calls.length = 0;
    rig.fetches = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      rig.fetches.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    });
    // Only the engine's timers are fake: IndexedDB (setImmediate) and HTTP keep running.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    rig.odoo.faults.clear();
    await rig.db.delete();
  });
  return rig;
}

function makeEngine(rig: EngineRig, options: Partial<SuggestionEngineOptions>) {
  const badge: number[] = [];
  const logged: string[] = [];
  const muted = memoryMutedProbes();
  const e = createSuggestionEngine({
    db: rig.db,
    clientFor: () => rig.client,
    getSettings: async () => ({ suggestionFrequency: rig.frequency }),
    onChange: (n) => badge.push(n),
    now: () => rig.clock,
    muted,
    log: (message) => logged.push(message),
    ...options,
  });
  /** Lets the debounce end and the run finish. */
  const settle = async (ms = DEBOUNCE_MS) => {
    await vi.advanceTimersByTimeAsync(ms);
    await e.settled();
    rig.clock += 1000; // keeps createdAt in the order things happened
  };
  return { e, badge, logged, muted, settle };
}

/** A probe that records the pages it ran on, around a real one. */
export function spied(probe: Probe) {
  const pages: Array<number | 'new' | undefined> = [];
  return { pages, probe: { ...probe, run: (ctx) => (pages.push(ctx.context.recordId), probe.run(ctx)) } as Probe };
}
