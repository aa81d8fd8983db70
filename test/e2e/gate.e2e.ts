/// <reference types="chrome" />
// Confirm cards that say what a write does, and a read-only mode that offers no write, as a user
// sees them in the side panel beside the Odoo stand-in.
import type { Page } from '@playwright/test';
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

const shot = (panel: Page, name: string) => panel.screenshot({ path: `test-results/gate-${name}.png` });

test('removing order lines: the card names each removed line and says it cannot be undone', async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/sales/1');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  const lines = () => odoo.db.records('sale.order.line').filter((l) => l.order_id === 1).length;
  const before = lines();
  model.script(toolCall('update_records', { model: 'sale.order', ids: [1], values: { order_line: [[5]] } }), text('Left the lines as they are.'));
  await ask(panel, 'Clear the lines of this quotation');

  const card = panel.locator('.confirm-card');
  await expect(card.getByRole('heading')).toHaveText('Update Sales Order S00001: Order Lines.');
  await expect(card.locator('tbody tr td').first()).toHaveText('Order Lines');
  await expect(card).toContainText('remove line: [FURN_7800] Desk Combination × 2');
  await expect(card).toContainText('remove line: [FURN_0269] Office Chair Black × 4');
  await expect(card).toContainText('Cannot be undone: Removed Order Lines are deleted in Odoo and undo cannot bring them back.');
  await expect(card).not.toContainText('You can undo');
  await expect(card).not.toContainText('order_line');
  await shot(panel, 'line-removal');
  expect(lines()).toBe(before); // nothing before the click
  await card.getByRole('button', { name: 'Decline' }).click();
  await expect(panel.getByText('Left the lines as they are.')).toBeVisible();
  expect(lines()).toBe(before);
});

test('a message to followers: the card lists every recipient, outside addresses marked', async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/sales/1');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  model.script(toolCall('post_message', { model: 'sale.order', id: 1, body: 'Your order ships on Monday.', internal: false }), text('Not sent.'));
  await ask(panel, 'Tell the customer their order ships on Monday');

  const card = panel.locator('.confirm-card');
  await expect(card.getByRole('heading')).toHaveText('Send a message to the followers of Sales Order S00001.');
  await expect(card).toContainText('Your order ships on Monday.');
  await expect(card).toContainText('YourCompany, Mitchell Admin <admin@yourcompany.example.com>');
  await expect(card).toContainText('Azure Interior <azure.Interior24@example.com> · outside your company');
  await expect(card).toContainText('Azure Interior, Brandon Freeman <brandon.freeman55@example.com> · outside your company');
  await expect(card).not.toContainText('YourCompany, Mitchell Admin <admin@yourcompany.example.com> · outside');
  await expect(card).toContainText('Cannot be undone: It is sent by e-mail to the followers as soon as it is posted.');
  await shot(panel, 'message');
  await card.getByRole('button', { name: 'Decline' }).click();
  await expect(panel.getByText('Not sent.')).toBeVisible();
});

test('read-only mode: a write suggestion shows no card and writes nothing', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/inventory/2');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url); // past onboarding: suggestions show once a key is set
  await tab.reload();
  // Positive control, in the default mode: the low-stock probe runs and offers its write.
  const reorder = panel.locator('article.suggestion').filter({ hasText: /reordering minimum/i });
  await expect(reorder).toHaveCount(1, { timeout: 20_000 });

  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  await panel.locator('input[name="permissionMode"][value="read-only"]').check();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Saved.')).toBeVisible();
  await panel.getByRole('button', { name: 'Assistant' }).click();

  // The card shown earlier, clicked now: the gate refuses it, with no confirm card and no write.
  const rfqs = odoo.db.records('purchase.order').length;
  await reorder.getByRole('button').first().click();
  await expect(panel.getByRole('alert')).toContainText('Weft is in read-only mode, so it makes no changes', { timeout: 20_000 });
  await expect(panel.locator('.confirm-card')).toHaveCount(0);
  expect(odoo.db.records('purchase.order')).toHaveLength(rfqs);

  // Another product below its minimum, opened in read-only: its probe runs (the worker reads the
  // rule), and no write suggestion is offered.
  const rule = odoo.db.records('stock.warehouse.orderpoint').find((o) => o.product_id === 1)!;
  odoo.db.write('stock.warehouse.orderpoint', rule.id, { product_min_qty: 100, product_max_qty: 120 });
  const from = odoo.calls.length;
  await tab.goto(`${odoo.url}/odoo/inventory/1`);
  await expect
    .poll(() => odoo.calls.slice(from).some((c) => c.origin?.startsWith('chrome-extension://') && c.model === 'stock.warehouse.orderpoint'), { timeout: 20_000 })
    .toBe(true);
  // The run that read the rule has finished storing (or not): proof it ended, not a pause.
  await ext.worker.evaluate(() => (globalThis as unknown as { weftSuggestionsSettled: () => Promise<void> }).weftSuggestionsSettled());
  const offered = panel.locator('article.suggestion').filter({ hasText: /reordering minimum/i });
  await shot(panel, 'read-only');
  await expect(offered).toHaveCount(0);

  // Positive control: the same page with writes offered again shows the suggestion.
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  await panel.locator('input[name="permissionMode"][value="auto-read"]').check();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Saved.')).toBeVisible();
  await panel.getByRole('button', { name: 'Assistant' }).click();
  await tab.reload();
  await expect(offered).toHaveCount(1, { timeout: 20_000 });
  expect(odoo.db.records('purchase.order')).toHaveLength(rfqs);
  expect(model.requests).toHaveLength(0);
});
