// With ODOO_URL: the content script's main-thread time per navigation on a real Odoo web client
// (Chromium, the test build), list -> form and form -> list split. Same method as the stand-in's
// content_script_ms_per_nav (browser-content.ts): a Chrome trace around each navigation, thread CPU
// time of the top-level calls into content-scripts/odoo.js. Navigations as a user makes them: a
// click on a row of the sales orders list, then on the list's breadcrumb.
import type { BrowserContext, Page } from '@playwright/test';
import { launchWithExtension } from '../e2e/fixtures';
import { logInPage } from '../e2e/log-in-page';
import { callTime, traced } from './browser-content';
import { median, quantile, round, spreadOf, tailSpread, type Figures } from './figures';

export const REAL_CONTENT_KEYS = [
  'real_content_ms_per_nav',
  'real_content_ms_per_nav_p90',
  'real_content_list_to_form_ms',
  'real_content_list_to_form_p90_ms',
  'real_content_form_to_list_ms',
  'real_content_form_to_list_p90_ms',
] as const;
export type RealContentKey = (typeof REAL_CONTENT_KEYS)[number];

const WARMUP = 4; // navigations (two round trips) before counting
const NAVS = Number(process.env.WEFT_BENCH_NAVS ?? 40); // 20 list -> form, 20 form -> list
const SETTLE_MS = 400; // > the watcher's 120 ms settle: trailing checks after late DOM updates are traced

/**
 * A user's first minute on a real Odoo: signed in, the panel opened beside the tab, Weft allowed there
 * (the worker injects the content script), then the sales orders list, until the panel shows it.
 */
export async function openRealSalesList(ext: Awaited<ReturnType<typeof launchWithExtension>>, url: string): Promise<{ tab: Page; panel: Page; version: number }> {
  const tab = await logInPage(await ext.context.newPage(), url);
  const tabId = await ext.worker.evaluate(async (prefix) => (await chrome.tabs.query({})).find((t) => t.url?.startsWith(prefix))!.id!, url);
  const panel = await ext.context.newPage();
  await panel.goto(`chrome-extension://${ext.extensionId}/sidepanel.html?tab=${tabId}`);
  await panel.getByRole('button', { name: `Allow Weft on ${url}` }).click();
  const version = Number((await panel.getByTestId('odoo-user').textContent({ timeout: 30_000 }))!.match(/Odoo (\d+)/)![1]);
  await tab.goto(version >= 18 ? `${url}/odoo/action-sale.action_orders` : `${url}/web#action=sale.action_orders&view_type=list`);
  await tab.locator('.o_action_manager .o_view_controller.o_list_view .o_data_row').first().waitFor({ timeout: 60_000 });
  await panel.locator('[data-testid="context-bar"][title*=" · list · "]').waitFor({ timeout: 30_000 });
  return { tab, panel, version };
}

export async function realContentFigures(dir?: string): Promise<Figures<RealContentKey>> {
  const url = process.env.ODOO_URL!.replace(/\/+$/, '');
  const ext = await launchWithExtension(dir);
  try {
    const { tab, panel, version } = await openRealSalesList(ext, url);
    const bar = (view: string) => panel.locator(`[data-testid="context-bar"][title*=" · ${view} · "]`);

    const cdp = await ext.context.newCDPSession(tab);
    const prefix = `chrome-extension://${ext.extensionId}/content-scripts/`;
    const profiling = Boolean(process.env.WEFT_BENCH_PROFILE);
    const toForm: number[] = [];
    const toList: number[] = [];
    const calls = { form: 0, list: 0 };
    try {
      for (let i = 0; i < WARMUP + NAVS; i++) {
        const form = i % 2 === 0;
        const events = await traced(cdp, async () => {
          await (form ? openRow(tab, Math.floor(i / 2) % 5) : backToList(tab, version));
          await bar(form ? 'form' : 'list').waitFor({ timeout: 15_000 });
          await tab.waitForTimeout(SETTLE_MS);
        });
        const t = callTime(events, prefix);
        if (process.env.WEFT_BENCH_DUMP) dump(events, prefix, form);
        if (profiling && i === WARMUP - 1) await startProfile(cdp);
        if (i < WARMUP) continue;
        (form ? toForm : toList).push(t.cpu);
        calls[form ? 'form' : 'list'] += t.calls;
      }
      if (profiling) printProfile(await cdp.send('Profiler.stop'), prefix, NAVS);
    } finally {
      await cdp.detach();
    }
    if (!calls.form && !calls.list) throw new Error(`no call into ${prefix} was traced on ${url}: the content script did not run, or the trace does not show it`);
    const all = [...toForm, ...toList];
    const where = `real Odoo ${version} at ${url}, Chromium headless, test build`;
    const perNav = (n: number, of: number[]) => `${round(n / of.length, 1)} calls per navigation`;
    return {
      real_content_ms_per_nav: {
        value: round(median(all), 2),
        spread: spreadOf(all, 2),
        note: `${where}: thread CPU time of top-level FunctionCalls into content-scripts/odoo.js per navigation, median of both directions (Chrome trace, ${all.length} navigations after ${WARMUP}: a click on a sales order row, then on the breadcrumb; ${perNav(calls.form + calls.list, all)})`,
      },
      real_content_ms_per_nav_p90: { value: round(quantile(all, 0.9), 2), spread: tailSpread(all), note: 'p90 of the same navigations, both directions' },
      real_content_list_to_form_ms: { value: round(median(toForm), 2), spread: spreadOf(toForm, 2), note: `list → form, median: a click on a row of the sales orders list; ${perNav(calls.form, toForm)}` },
      real_content_list_to_form_p90_ms: { value: round(quantile(toForm, 0.9), 2), spread: tailSpread(toForm), note: 'list → form, p90 of the same navigations' },
      real_content_form_to_list_ms: { value: round(median(toList), 2), spread: spreadOf(toList, 2), note: `form → list, median: a click on the breadcrumb back to the list; ${perNav(calls.list, toList)}` },
      real_content_form_to_list_p90_ms: { value: round(quantile(toList, 0.9), 2), spread: tailSpread(toList), note: 'form → list, p90 of the same navigations' },
    };
  } finally {
    await ext.close();
  }
}

async function openRow(tab: Page, index: number): Promise<void> {
  const rows = tab.locator('.o_action_manager .o_list_view .o_data_row');
  await rows.nth(Math.min(index, (await rows.count()) - 1)).locator('.o_data_cell').first().click();
  await tab.waitForSelector('.o_action_manager .o_view_controller.o_form_view', { timeout: 30_000 });
}

async function backToList(tab: Page, version: number): Promise<void> {
  // 17+ show the crumbs in .o_breadcrumb; 16 in the control panel's ol.breadcrumb.
  const crumb = version >= 17 ? '.o_breadcrumb .breadcrumb-item a' : '.o_control_panel ol.breadcrumb > li.breadcrumb-item:not(.active) a';
  await tab.locator(crumb).first().click();
  await tab.waitForSelector('.o_action_manager .o_view_controller.o_list_view .o_data_row', { timeout: 30_000 });
}

/** WEFT_BENCH_DUMP=1: each navigation's calls into the content script, by function, to find where it goes. */
function dump(events: Parameters<typeof callTime>[0], prefix: string, form: boolean): void {
  const calls = events.filter((e) => e.ph === 'X' && e.name === 'FunctionCall' && e.args?.data?.url?.startsWith(prefix));
  const by = new Map<string, { n: number; ms: number }>();
  for (const e of calls) {
    const data = e.args!.data!;
    const key = `${data.functionName || '(anonymous)'}:${data.lineNumber ?? ''}`;
    const row = by.get(key) ?? { n: 0, ms: 0 };
    row.n++;
    row.ms += (e.tdur ?? e.dur ?? 0) / 1000;
    by.set(key, row);
  }
  console.log(form ? 'list→form' : 'form→list', [...by].map(([k, v]) => `${k} ×${v.n} ${round(v.ms, 2)}ms`).join(', '));
}

/**
 * WEFT_BENCH_PROFILE=1 (best with an unminified build): V8's sampling profiler over the counted
 * navigations, the content script's self time by function, per navigation. The profiler slows the
 * page: the shares count, not the milliseconds against the target; a native call is named as V8 guesses
 * (runtime.sendMessage showed as setUninstallURL), under the content-script function that made it.
 */
async function startProfile(cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>>): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 25 });
  await cdp.send('Profiler.start');
}

type Profile = { profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>; samples?: number[]; timeDeltas?: number[] } };

function printProfile({ profile }: Profile, prefix: string, navs: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let total = 0;
  for (let i = 0; i < samples.length; i++) {
    const node = byId.get(samples[i]!)!;
    const us = deltas[i + 1] ?? 0; // the time until the next sample is this sample's
    // Native calls (DOM, messaging) are their own nodes with no url: counted when a content-script function calls them.
    const frame = node.callFrame;
    const parent = frame.url ? undefined : profile.nodes.find((n) => n.children?.includes(node.id));
    const owner = frame.url.startsWith(prefix) ? frame : parent?.callFrame.url.startsWith(prefix) ? parent.callFrame : undefined;
    if (!owner) continue;
    const key = frame.url ? `${frame.functionName || '(anonymous)'}:${frame.lineNumber + 1}` : `${owner.functionName || '(anonymous)'}:${owner.lineNumber + 1} → ${frame.functionName}`;
    self.set(key, (self.get(key) ?? 0) + us);
    total += us;
  }
  console.log(`\ncontent script self time per navigation (sampled, ${round(total / 1000 / navs, 3)} ms in all):`);
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${round(us / 1000 / navs, 3)} ms  ${key}`);
}

