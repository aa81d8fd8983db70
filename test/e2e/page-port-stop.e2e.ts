/// <reference types="chrome" />
import type { Page, Worker } from '@playwright/test';
import { startModelStandIn, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect, type launchWithExtension } from './fixtures';
import { logInTab, openPanel, triggersSeen, useModelStandIn } from './helpers';

// The page tells the worker what happened over its page port; the worker acknowledges a few seconds
// later, and what a stopped worker never acknowledged the page sends once more (lib/messaging/page-port.ts).
// The browser stops the worker at the worst moments: after the page event arrived and before it was
// run or acknowledged (the new worker must run it), and after it was run and its card shown but before
// the acknowledgement went back (the new worker must not run it again); and, the card clicked, while
// its confirmation waits. As the user sees it: one card, the context bar on the product, one read of
// the reordering rules per run, and the card's Approve orders once, journaled once.

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

type Ext = Awaited<ReturnType<typeof launchWithExtension>>;
const LOW_STOCK = /reordering minimum/i;
const PRODUCT = '[FURN_0269] Office Chair Black';

test('stopped after the page event arrived, before it was run or acknowledged: the page sends it again and the card shows once', async ({ ext }) => {
  const { tab, panel } = await productPage(ext);
  const seen = await triggersSeen<{ kind: string }>(ext.worker);
  const start = odoo.calls.length;
  await tab.reload(); // record_opened, on a port of its own (a new page)
  await expect.poll(async () => (await seen()).map((t) => t.kind), { intervals: [50] }).toContain('record_opened');
  const { worker: next, at } = await stopWorker(ext, panel);
  // The stop came before the suggestion run (2.5 s after the event): nothing of it reached Odoo.
  expect(ruleReads(start, at), 'the stop came after the first worker ran the probes').toHaveLength(0);

  await expect(panel.locator('article.suggestion').filter({ hasText: LOW_STOCK })).toHaveCount(1, { timeout: 20_000 });
  await expect.poll(async () => (await arrivals(next)).filter((k) => k === 'record_opened').length).toBe(1);
  await settledOn(next);
  expect(ruleReads(start)).toHaveLength(1);
  await expect(panel.getByTestId('context-bar')).toContainText(PRODUCT);
  await expect(panel.locator('article.suggestion')).toHaveCount(1);
  await approveOnce(panel);
});

test('stopped after the card showed, before the acknowledgement went back: the event is heard again and not run again', async ({ ext }) => {
  const { tab, panel } = await productPage(ext);
  const start = odoo.calls.length;
  await tab.reload();
  const cards = panel.locator('article.suggestion');
  await expect(cards.filter({ hasText: LOW_STOCK })).toHaveCount(1, { timeout: 20_000 });
  await expect(panel.getByTestId('context-bar')).toContainText(PRODUCT);
  expect(ruleReads(start)).toHaveLength(1);

  const { worker: next } = await stopWorker(ext, panel);
  // The acknowledgement never went back, so the page sent the event once more, to the new worker.
  await expect.poll(async () => (await arrivals(next)).filter((k) => k === 'record_opened').length, { timeout: 20_000 }).toBe(1);
  await settledOn(next);
  expect(ruleReads(start), 'the new worker ran the probes of an event already run').toHaveLength(1);
  await expect(cards).toHaveCount(1);
  // The new worker knows the page from the same message: the context bar stays on the product.
  await expect(panel.getByTestId('context-bar')).toContainText(PRODUCT);
  await approveOnce(panel);
});

test('stopped after the card showed, the list before it not acknowledged either: both heard again, and the card stays', async ({ ext }) => {
  const { tab, panel } = await productPage(ext);
  await tab.goto(`${odoo.url}/odoo/inventory`); // a page load: the products list, then the product in it
  await tab.locator('.o_view_controller.o_list_view .o_data_row').first().waitFor();
  const seen = await triggersSeen<{ kind: string }>(ext.worker);
  const start = odoo.calls.length;
  await tab.evaluate(() => (window as unknown as { __standin: { navigate(u: string): void } }).__standin.navigate('/odoo/inventory/2'));
  const cards = panel.locator('article.suggestion');
  await expect(cards.filter({ hasText: LOW_STOCK })).toHaveCount(1, { timeout: 20_000 });
  expect((await seen()).map((t) => t.kind)).toContain('record_opened');
  expect(ruleReads(start)).toHaveLength(1);

  const { worker: next } = await stopWorker(ext, panel);
  // Neither was acknowledged: the page sends the list and the product again, in that order.
  await expect.poll(async () => (await arrivals(next)).filter((k) => k === 'record_opened').length, { timeout: 20_000 }).toBe(1);
  await settledOn(next);
  expect(ruleReads(start), 'the new worker ran the probes of an event already run').toHaveLength(1);
  await expect(panel.getByTestId('context-bar')).toContainText(PRODUCT);
  await expect(cards, 'the list heard again retired the product’s card').toHaveCount(1);
  await approveOnce(panel);
});

test('stopped in a suggestion run longer than the acknowledgement delay: not acknowledged, so the page sends it again and the card shows once', async ({ ext }) => {
  const { tab, panel } = await productPage(ext);
  // A slow Odoo: the probe's read is held for as long as the test needs, far past the acknowledgement
  // delay, set short here (the debounce alone outlasts it).
  await setAckMs(ext.worker, 300);
  odoo.faults.holdNext('stock.warehouse.orderpoint/web_search_read');
  const seen = await triggersSeen<{ kind: string }>(ext.worker);
  const start = odoo.calls.length;
  await tab.reload();
  await expect.poll(async () => (await seen()).map((t) => t.kind), { intervals: [50] }).toContain('record_opened');
  // The run is under way: its read reached Odoo and waits there.
  await expect.poll(() => ruleReads(start).length, { timeout: 20_000 }).toBe(1);
  const { worker: next, at } = await stopWorker(ext, panel);

  const cards = panel.locator('article.suggestion');
  await expect(cards.filter({ hasText: LOW_STOCK }), 'the event was acknowledged before its run ended, and lost with the worker').toHaveCount(1, { timeout: 20_000 });
  await expect.poll(async () => (await arrivals(next)).filter((k) => k === 'record_opened').length).toBe(1);
  await settledOn(next);
  // Nothing lost, nothing done twice: the new worker read the rules once; the held read died with the old one.
  expect(ruleReads(at)).toHaveLength(1);
  expect(ruleReads(start)).toHaveLength(2);
  await expect(cards).toHaveCount(1);
  await expect(panel.getByTestId('context-bar')).toContainText(PRODUCT);
  await approveOnce(panel);
});

test('stopped while the card’s confirmation waits: offered again, Approve orders once', async ({ ext }) => {
  const { tab, panel } = await productPage(ext);
  await tab.reload();
  await expect(panel.locator('article.suggestion').filter({ hasText: LOW_STOCK })).toHaveCount(1, { timeout: 20_000 });
  const orders = odoo.db.records('purchase.order').length;
  await panel.locator('article.suggestion').filter({ hasText: LOW_STOCK }).getByRole('button').first().click();
  const confirm = panel.locator('.confirm-card');
  await expect(confirm).toHaveCount(1);
  const firstId = await confirm.getAttribute('data-pending-id');
  expect(firstId).toBeTruthy();
  await stopWorker(ext, panel);
  // The new worker offers the same write again, as a card of its own (the old one's id died with it).
  await expect(confirm).not.toHaveAttribute('data-pending-id', firstId!, { timeout: 20_000 });
  await expect(confirm).toHaveCount(1);
  expect(odoo.calls.filter((c) => c.method === 'action_replenish')).toHaveLength(0);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(() => odoo.db.records('purchase.order').length).toBe(orders + 1);
  await expect(panel.getByText(/confirmation has expired/)).toHaveCount(0);
  expect(odoo.calls.filter((c) => c.method === 'action_replenish')).toHaveLength(1);
  expect(await journal(panel)).toHaveLength(1);
});

/** Logged in on a product whose reordering rule is short, the panel open beside it, and the worker's acknowledgements held. */
async function productPage(ext: Ext): Promise<{ tab: Page; panel: Page }> {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/inventory/2');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  // Held (test builds only) so that the stop lands before the acknowledgement on a loaded machine.
  await setAckMs(ext.worker, 3_600_000);
  return { tab, panel };
}

/** The worker's acknowledgement delay (test builds), for this worker only. */
const setAckMs = (worker: Worker, ms: number) => worker.evaluate((ms) => (globalThis as unknown as { weftSetPageAckMs: (ms: number) => void }).weftSetPageAckMs(ms), ms);

/** The browser stops the extension's worker; the panel and the page start a new one. `at`: Odoo's calls heard before the stop. */
async function stopWorker(ext: Ext, panel: Page): Promise<{ worker: Worker; at: number }> {
  const cdp = await ext.context.newCDPSession(panel);
  await cdp.send('ServiceWorker.enable');
  await ext.worker.evaluate(() => void Object.assign(globalThis, { weftStopped: false }));
  await cdp.send('ServiceWorker.stopAllWorkers');
  const at = odoo.calls.length;
  // Playwright's handle on the worker follows it into the new instance, whose globals are fresh.
  await expect.poll(() => ext.worker.evaluate(() => (globalThis as { weftStopped?: boolean }).weftStopped).catch(() => false), { timeout: 30_000 }).toBeUndefined();
  return { worker: ext.worker, at };
}

/** The worker's reads of reordering rules (the low-stock probe's one read per run) from call `from` (to `to`). */
const ruleReads = (from: number, to?: number) =>
  odoo.calls.slice(from, to).filter((c) => c.origin?.startsWith('chrome-extension://') && c.model === 'stock.warehouse.orderpoint' && c.method !== 'fields_get' && c.method !== 'action_replenish');

/** The triggers this worker was sent (background.ts keeps them in test builds). */
const arrivals = (worker: Worker) => worker.evaluate(() => (globalThis as unknown as { weftTriggersSeen: () => Array<{ kind: string }> }).weftTriggersSeen().map((t) => t.kind));

/** This worker is done with what it was sent: the triggers went no further, or their run ended. */
async function settledOn(worker: Worker): Promise<void> {
  await expect
    .poll(() =>
      worker.evaluate(() => {
        const s = (globalThis as unknown as { weftSuggestionStats: () => { triggers: number; lastRunMs: number | null; aborted: number; capped: number } }).weftSuggestionStats();
        return s.triggers === 0 || s.lastRunMs !== null || s.aborted + s.capped > 0;
      }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The card's button, then Approve: one purchase order, one replenish call, one journal entry. */
async function approveOnce(panel: Page): Promise<void> {
  const orders = odoo.db.records('purchase.order').length;
  await panel.locator('article.suggestion').filter({ hasText: LOW_STOCK }).getByRole('button').first().click();
  const confirm = panel.locator('.confirm-card');
  await expect(confirm).toHaveCount(1);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(() => odoo.db.records('purchase.order').length).toBe(orders + 1);
  await expect(panel.getByText(/^Done: /)).toBeVisible();
  expect(odoo.calls.filter((c) => c.method === 'action_replenish')).toHaveLength(1);
  expect(await journal(panel)).toHaveLength(1);
  expect(odoo.db.records('purchase.order')).toHaveLength(orders + 1);
}

/** The journal's entries, as the panel (an extension page) reads its database. */
const journal = (panel: Page) =>
  panel.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('weft');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('operations').objectStore('operations').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result);
          };
        };
      }),
  );
