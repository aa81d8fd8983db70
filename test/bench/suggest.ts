// Suggestions: the real engine (lib/suggest) on the Odoo stand-in, with the model stand-in running
// beside it to catch any model call a page trigger might cause; then the same check on the built
// worker in Chromium, whose settings point its model client at the model stand-in.
import { newId, WeftDb } from '@/lib/db';
import type { PageContext, TriggerKind } from '@/lib/messaging';
import { createSuggestionEngine, memoryMutedProbes } from '@/lib/suggest';
import { page, standIn, trigger } from '@/test/suggest-kit';
import { startModelStandIn } from '../stand-ins/model/server';
import { median, part, round, spreadOf, type Figures } from './figures';

export type SuggestKey = 'suggestion_latency_ms' | 'suggestion_model_calls';

// Page events a user causes in a session; each should produce a card (as in lib/suggest/run-once.test.ts).
const SCENARIOS: Array<[string, Partial<PageContext>, TriggerKind, string?]> = [
  ['a quotation opened', { model: 'sale.order', recordId: 1, title: 'S00001' }, 'record_opened'],
  ['a draft order with no lines', { model: 'sale.order', recordId: 9, title: 'S00009' }, 'record_opened'],
  ['a customer opened', { model: 'res.partner', recordId: 5, title: 'Azure Interior' }, 'record_opened'],
  ['a product opened', { model: 'product.template', recordId: 2 }, 'record_opened'],
  ['a draft invoice saved', { model: 'account.move', recordId: 7 }, 'record_saved'],
  ['an error dialog', { model: 'sale.order', recordId: 1 }, 'error_shown', 'Boom'],
  ['an empty search', { model: 'res.partner', viewType: 'list' }, 'search_empty', 'Name: zzz'],
  ['an idle new form', { model: 'crm.lead', recordId: 'new' }, 'idle'],
];
const ROUNDS = 5;
const DEBOUNCE_MS = 20; // the engine's own timer, shortened: latency is measured from its end

export async function suggestFigures(): Promise<Figures<SuggestKey>> {
  const figures = await part(['suggestion_latency_ms', 'suggestion_model_calls'], run);
  // The same question asked of the real worker in Chromium, where a model client does exist.
  const calls = figures.suggestion_model_calls;
  if (calls.value === null) return figures;
  try {
    const worker = await inWorker();
    calls.value += worker.requests;
    calls.note += `; in Chromium, the built worker (API key set, base URL the model stand-in, frequency frequent): ${worker.requests} requests after ${worker.pages} Odoo pages, ${worker.cards} cards stored`;
  } catch (error) {
    calls.note += `; the check in Chromium failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`;
  }
  return figures;
}

// Pages that each make a card, visited long enough for the worker's 2.5 s debounce to end.
const PAGES = ['/odoo/sales/9', '/odoo/contacts/5', '/odoo/sales/1'];

async function inWorker(): Promise<{ requests: number; pages: number; cards: number }> {
  const { withGrantedOdoo } = await import('./browser');
  const model = await startModelStandIn();
  try {
    return await withGrantedOdoo(async ({ tab, panel }) => {
      await panel.evaluate(settingsPatch, JSON.stringify({ apiKey: 'bench-key', apiBaseUrl: model.url, suggestionFrequency: 'frequent' }));
      await tab.bringToFront(); // suggestions run for the visible tab only
      for (const path of PAGES) {
        await tab.evaluate((url) => (window as unknown as { __standin: { navigate(u: string): void } }).__standin.navigate(url), path);
        await tab.waitForSelector('.o_view_controller.o_form_view');
        await tab.waitForTimeout(3_500);
      }
      const cards = await panel.evaluate(countSuggestions);
      if (!cards) throw new Error(`the worker stored no suggestion for ${PAGES.join(', ')}`);
      return { requests: model.requests.length, pages: PAGES.length, cards };
    });
  } finally {
    await model.close();
  }
}

/** In an extension page: merges into the settings record idb-keyval keeps ('weft-settings'/'kv', lib/settings). */
async function settingsPatch(json: string): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('weft-settings');
    open.onupgradeneeded = () => open.result.createObjectStore('kv');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const store = db.transaction('kv', 'readwrite').objectStore('kv');
  const current = await new Promise<Record<string, unknown>>((resolve) => {
    const get = store.get('settings');
    get.onsuccess = () => resolve(get.result ?? {});
  });
  await new Promise((resolve, reject) => {
    const put = store.put({ ...current, ...JSON.parse(json) }, 'settings');
    put.onsuccess = resolve;
    put.onerror = () => reject(put.error);
  });
  db.close();
}

/** In an extension page: suggestions stored in the Dexie 'weft' database. */
async function countSuggestions(): Promise<number> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('weft');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const count = await new Promise<number>((resolve) => {
    const req = db.transaction('suggestions').objectStore('suggestions').count();
    req.onsuccess = () => resolve(req.result);
  });
  db.close();
  return count;
}

async function run(): Promise<Figures<SuggestKey>> {
  const [{ odoo, client }, model] = await Promise.all([standIn(17), startModelStandIn()]);
  try {
    const times: number[] = [];
    const silent = new Set<string>();
    let triggers = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      for (const [what, patch, kind, detail] of SCENARIOS) {
        // A fresh database each time: the dedupe and hourly cap would otherwise (rightly) stay quiet.
        const db = new WeftDb(`bench-${newId()}`);
        const engine = createSuggestionEngine({
          db,
          clientFor: () => client,
          getSettings: async () => ({ suggestionFrequency: 'normal' }),
          muted: memoryMutedProbes(),
          debounceMs: DEBOUNCE_MS,
          log: () => undefined,
        });
        const context = page(odoo.url, patch);
        engine.onTrigger(1, trigger(kind, detail), context);
        triggers++;
        await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS + 5));
        await engine.settled();
        const stats = engine.stats();
        if (stats.probeErrors) throw new Error(`a probe failed on ${what}`);
        if (!stats.stored) silent.add(what);
        else if (round > 0 && stats.lastRunMs !== null) times.push(stats.lastRunMs); // round 0 warms the caches
        await db.delete();
      }
    }
    if (!times.length) throw new Error('no scenario produced a suggestion');
    const quiet = silent.size ? `; silent on: ${[...silent].join(', ')}` : '';
    return {
      suggestion_latency_ms: {
        value: round(median(times), 1),
        spread: spreadOf(times, 1),
        note: `engine debounce end → card stored in Dexie, ${SCENARIOS.length} page events × ${ROUNDS} on Odoo 17, frequency normal${quiet}`,
      },
      suggestion_model_calls: {
        value: model.requests.length,
        note: `requests the model stand-in received during ${triggers} page triggers`,
      },
    };
  } finally {
    await Promise.all([odoo.close(), model.close()]);
  }
}
