/// <reference types="chrome" />
// The Odoo tab stays current: after an approved AI write and after its Undo, a clean form showing
// the record reloads it through the web client (no page reload); a form with unsaved edits keeps
// them and says that the record changed underneath.
import type { Page, Worker } from '@playwright/test';
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { logInTab, openPanel } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

async function setUp(ext: { context: import('@playwright/test').BrowserContext; worker: Worker; extensionId: string }): Promise<{ tab: Page; panel: Page }> {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/contacts/5');
  await tab.waitForSelector('.o_view_controller.o_form_view');
  const panel = await openPanel(ext, odoo.url);
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  await panel.getByLabel('Anthropic API key').fill('test-key');
  await panel.getByLabel(/API base URL/).fill(model.url);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Saved.')).toBeVisible();
  await panel.getByRole('button', { name: 'Assistant' }).click();
  return { tab, panel };
}

async function approvePhone(panel: Page, phone: string) {
  model.script(toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone } }), text('The phone number is updated.'));
  await panel.getByLabel('Message').fill(`Set the phone of Azure Interior to ${phone}`);
  await panel.getByLabel('Message').press('Enter');
  await panel.locator('.confirm-card').getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('The phone number is updated.')).toBeVisible();
  await expect.poll(() => odoo.db.get('res.partner', 5)!.phone).toBe(phone);
}

test('a clean form shows the new value after an approved write, and the old one after Undo', async ({ ext }) => {
  const { tab, panel } = await setUp(ext);
  const before = odoo.db.get('res.partner', 5)!.phone as string;
  await expect(tab.locator('#phone_0')).toHaveValue(before);
  // Survives a reload through the web client, not a reload of the page.
  await tab.evaluate(() => ((window as unknown as { weftMarker: number }).weftMarker = 42));

  await approvePhone(panel, '+30 210 555 0142');
  await expect(tab.locator('#phone_0')).toHaveValue('+30 210 555 0142');
  // The change shows under the reply, with its own Undo.
  await expect(panel.locator('.turn-changes .operation')).toContainText('+30 210 555 0142');
  await panel.screenshot({ path: 'test-results/chat-turn-changes.png' });

  await panel.getByRole('button', { name: 'Changes' }).click();
  await panel.getByRole('button', { name: 'Undo', exact: true }).first().click();
  await expect.poll(() => odoo.db.get('res.partner', 5)!.phone).toBe(before);
  await expect(tab.locator('#phone_0')).toHaveValue(before);
  await expect(panel.locator('.undone-line')).toContainText('Undone');
  await panel.screenshot({ path: 'test-results/changes-undone.png' });
  expect(await tab.evaluate(() => (window as unknown as { weftMarker?: number }).weftMarker)).toBe(42);
  await expect(tab.locator('#weft-record-changed')).toHaveCount(0);
});

test('a form with unsaved edits keeps them and says the record changed underneath', async ({ ext }) => {
  const { tab, panel } = await setUp(ext);
  const before = odoo.db.get('res.partner', 5)!.phone as string;
  await tab.locator('#city_0').fill('Typed, not saved');
  await expect(tab.locator('.o_form_view .o_form_renderer.o_form_dirty')).toHaveCount(1);

  await approvePhone(panel, '+30 210 555 0143');
  const notice = tab.locator('#weft-record-changed');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('over the new value where it is the same field');
  // Nothing of the user's was touched: the edit is still there, the form still shows the old phone.
  await expect(tab.locator('#city_0')).toHaveValue('Typed, not saved');
  await expect(tab.locator('#phone_0')).toHaveValue(before);
  await tab.screenshot({ path: 'test-results/tab-refresh-notice.png' });
});
