/// <reference types="chrome" />
import type { Worker } from '@playwright/test';
import { startModelStandIn, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { logInTab, openPanel, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

test('a sale order of a customer with overdue invoices gets one card, with no model call', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/sales/7');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url); // past the first run, where the panel shows set-up steps
  await tab.reload(); // a fresh record_opened now that Weft runs on this origin
  const cards = panel.locator('article.suggestion');
  await expect(cards.filter({ hasText: /overdue/i })).toHaveCount(1, { timeout: 20_000 });
  // The same record opened again: the probes run again and find the same card (counted as a duplicate).
  await tab.reload();
  await expect.poll(() => stats(ext.worker).then((s) => s.duplicates), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(cards.filter({ hasText: /overdue/i })).toHaveCount(1);
  expect(model.requests).toHaveLength(0);
});

test('quick navigation across five orders: probes run for the last one only', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/sales');
  await openPanel(ext, odoo.url);
  const start = odoo.calls.length;
  for (const id of [1, 2, 3, 4, 7]) {
    await tab.evaluate((u) => (window as unknown as { __standin: { navigate(u: string): void } }).__standin.navigate(u), `/odoo/sales/${id}`);
    await tab.waitForSelector('.o_view_controller.o_form_view');
  }
  // Past the debounce, the one run (for the last order) has finished.
  await expect.poll(() => stats(ext.worker).then((s) => s.lastRunMs !== null && s.runs), { timeout: 20_000 }).toBe(1);
  // The page reads each order itself; the worker's probes (Origin: the extension) read only the last.
  // (fields_get names no record: field definitions are read once per model, whichever page.)
  const fromWorker = odoo.calls
    .slice(start)
    .filter((c) => c.origin?.startsWith('chrome-extension://') && c.model === 'sale.order' && c.method !== 'fields_get');
  expect(fromWorker.length).toBeGreaterThan(0);
  expect(new Set(fromWorker.map((c) => JSON.stringify(c.ids)))).toEqual(new Set(['[7]']));
});

test('a write suggestion asks first, then the write is journaled', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/inventory/2');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  await tab.reload();
  const card = panel.locator('article.suggestion').filter({ hasText: /reordering minimum/i });
  await expect(card).toHaveCount(1, { timeout: 20_000 });
  const rfqs = odoo.db.records('purchase.order').length;
  await card.getByRole('button').first().click();
  const confirm = panel.locator('.confirm-card');
  await expect(confirm).toContainText(/cannot be undone/i);
  expect(odoo.db.records('purchase.order')).toHaveLength(rfqs); // nothing before the click
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(() => odoo.db.records('purchase.order').length).toBe(rfqs + 1);
  await panel.getByRole('button', { name: 'Changes' }).click();
  await expect(panel.locator('.operation').first()).toContainText(/Order Once|action_replenish/);
  expect(model.requests).toHaveLength(0);
});

test('suggestions off: nothing is suggested', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/sales/7');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url); // past the first run, so the panel would show a card
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  await panel.locator('input[name="suggestionFrequency"][value="off"]').check();
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByRole('button', { name: 'Assistant' }).click();
  await tab.reload();
  // The trigger arrived and was skipped because suggestions are off, not because nothing ran.
  await expect.poll(() => stats(ext.worker).then((s) => s.off), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(panel.locator('article.suggestion')).toHaveCount(0);
  // Positive control: turned back on, the same page gets its card.
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  await panel.locator('input[name="suggestionFrequency"][value="normal"]').check();
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByText('Settings saved.')).toBeVisible();
  await panel.getByRole('button', { name: 'Assistant' }).click();
  await tab.reload();
  await expect(panel.locator('article.suggestion').filter({ hasText: /overdue/i })).toHaveCount(1, { timeout: 20_000 });
});

/** The suggestion engine's counters, read from the worker (see background.ts). */
function stats(worker: Worker): Promise<{ triggers: number; runs: number; duplicates: number; off: number; lastRunMs: number | null }> {
  return worker.evaluate(() => (globalThis as unknown as { weftSuggestionStats: () => never }).weftSuggestionStats());
}
