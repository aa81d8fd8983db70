// Main-thread time of the content script per Odoo navigation, in Chromium. Method: a Chrome trace
// (CDP Tracing, devtools.timeline) around each client-side navigation of the Odoo tab; every
// top-level FunctionCall into content-scripts/odoo.js (its MutationObserver, timer and event
// callbacks) counts with its thread CPU time (tdur), so the native DOM and messaging calls it makes
// are included and time the thread spent descheduled (a busy machine) is not.
import type { BrowserContext, CDPSession, Locator, Page } from '@playwright/test';
import { median, round, spreadOf, type Figure } from './figures';

const WARMUP = 4;
const NAVS = 30;
const SETTLE_MS = 400; // > the watcher's 120 ms settle: trailing checks after late DOM updates are traced
const ORDERS = [1, 2, 3, 7, 9];
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string; functionName?: string; lineNumber?: number } };
}

/** CPU and wall milliseconds of the top-level calls into scripts under `urlPrefix`. */
export function callTime(events: TraceEvent[], urlPrefix: string): { cpu: number; wall: number; calls: number } {
  const calls = events
    .filter((e) => e.ph === 'X' && e.name === 'FunctionCall' && e.args?.data?.url?.startsWith(urlPrefix))
    .sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  let wall = 0;
  let count = 0;
  const openUntil = new Map<string, number>(); // per thread: end of the last counted call
  for (const e of calls) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ts < (openUntil.get(thread) ?? -1)) continue; // nested in a call already counted
    openUntil.set(thread, e.ts + (e.dur ?? 0));
    cpu += e.tdur ?? e.dur ?? 0;
    wall += e.dur ?? 0;
    count++;
  }
  return { cpu: cpu / 1000, wall: wall / 1000, calls: count };
}

export async function traced(cdp: CDPSession, action: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (e: { value: unknown[] }) => void events.push(...(e.value as unknown as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  try {
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    await action();
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    cdp.off('Tracing.dataCollected', collect);
  }
}

export async function contentScriptPerNav(context: BrowserContext, tab: Page, contextBar: Locator, extensionId: string): Promise<Figure> {
  const cdp = await context.newCDPSession(tab);
  const prefix = `chrome-extension://${extensionId}/content-scripts/`;
  const cpu: number[] = [];
  const wall: number[] = [];
  let calls = 0;
  try {
    for (let i = 0; i < WARMUP + NAVS; i++) {
      // list -> form -> list -> form ..., the forms on different orders
      const toForm = i % 2 === 0;
      const path = toForm ? `/odoo/sales/${ORDERS[(i / 2) % ORDERS.length]}` : '/odoo/sales';
      const events = await traced(cdp, async () => {
        await tab.evaluate((url) => (window as unknown as { __standin: { navigate(u: string): void } }).__standin.navigate(url), path);
        await tab.waitForSelector(toForm ? '.o_view_controller.o_form_view' : '.o_view_controller.o_list_view .o_data_row');
        // The content script told the worker: the panel beside the tab shows the new view.
        // (The bar says the view in words; its tooltip names the view type.)
        await contextBar.and(contextBar.page().locator(`[title*=" · ${toForm ? 'form' : 'list'} · "]`)).waitFor({ timeout: 10_000 });
        await tab.waitForTimeout(SETTLE_MS);
      });
      const t = callTime(events, prefix);
      if (i < WARMUP) continue;
      cpu.push(t.cpu);
      wall.push(t.wall);
      calls += t.calls;
    }
  } finally {
    await cdp.detach();
  }
  if (!calls) throw new Error(`no call into ${prefix} was traced: the content script did not run, or the trace does not show it`);
  return {
    value: round(median(cpu), 2),
    spread: spreadOf(cpu, 2),
    note: `Chrome trace per client-side navigation list↔form in the Odoo 18 stand-in tab (${NAVS} after ${WARMUP} warm-up): thread CPU time of top-level FunctionCalls into content-scripts/odoo.js (${round(calls / NAVS, 1)} per navigation; wall p50 ${round(median(wall), 2)} ms)`,
  };
}
