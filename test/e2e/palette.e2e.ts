/// <reference types="chrome" />
import { startModelStandIn, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { logInTab, openPanel, useModelStandIn } from './helpers';

// "Ask Weft: …" in the command palette (Ctrl+K) of the stand-in's web client, which renders it as
// 16-19 do (test/stand-ins/odoo/web-client-palette.js); real 16-19 in palette-real.e2e.ts.
const sidePanels = (worker: import('@playwright/test').Worker) =>
  worker.evaluate(async () => (await chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL' as chrome.runtime.ContextType] })).length);
let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

test('Ctrl+K, "Ask Weft: how many open quotations", Enter: the panel asks it about the page; gone with revoked access', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/sales/1');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  await tab.bringToFront();
  await tab.keyboard.press('Control+k');
  await tab.locator('.o_command_palette input').pressSequentially('Ask Weft: how many open quotations');
  const row = tab.locator('weft-palette').getByRole('option');
  await expect(row).toContainText('Ask Weft:how many open quotations');
  expect(await sidePanels(ext.worker)).toBe(0);
  await tab.keyboard.press('Enter');
  // Opened inside the user's Enter, as the Ask control's click opens it.
  await expect.poll(() => sidePanels(ext.worker), { message: 'sidePanel.open from the palette' }).toBe(1);
  await expect(tab.locator('.o_command_palette')).toHaveCount(0); // closed as Odoo closes it
  await expect(panel.getByRole('log')).toContainText('how many open quotations', { timeout: 15_000 });
  await expect.poll(() => model.requests.length).toBeGreaterThan(0);
  // The question went with the page it was asked on.
  expect(JSON.stringify(model.requests[0])).toContain('S00001');

  // Plain text Odoo has a command for: Enter stays Odoo's.
  await tab.keyboard.press('Control+k');
  await tab.locator('.o_command_palette input').pressSequentially('Contacts');
  await expect(row).toContainText('Contacts');
  await tab.keyboard.press('Enter');
  await tab.waitForURL(/\/odoo\/contacts/);

  // Access revoked: the worker detaches the content script, and the row goes with it.
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  await panel.getByRole('button', { name: 'Revoke' }).click();
  await expect(tab.locator('weft-ask')).toHaveCount(0);
  await tab.keyboard.press('Control+k');
  await tab.locator('.o_command_palette input').pressSequentially('Ask Weft: anything');
  await expect(tab.locator('.o_command_palette')).toHaveCount(1);
  await expect(tab.locator('weft-palette')).toHaveCount(0);
});
