/// <reference types="chrome" />
// "Ask Weft" in Odoo's control panel: on a list and on a form it opens the side panel beside the
// tab (Chromium carries the click in the page to sidePanel.open in the worker), the panel shows
// that page, and the control is gone once access to the origin is revoked.
import type { Page, Worker } from '@playwright/test';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { logInTab, openPanel } from './helpers';

let odoo: OdooStandIn;
test.afterEach(async () => odoo.close());

/** Side panels the browser has open (not our test tab showing sidepanel.html). */
const sidePanels = (worker: Worker) =>
  worker.evaluate(async () => (await chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL' as chrome.runtime.ContextType] })).length);

const askButton = (tab: Page) => tab.locator('.o_control_panel weft-ask').getByRole('button', { name: 'Ask Weft' });

test('the control opens the panel about the list and the record, and leaves with revoked access', async ({ ext }) => {
  odoo = await startOdooStandIn({ version: 18 });
  const tab = await logInTab(ext.context, odoo.url, '/odoo/contacts');
  await tab.waitForSelector('.o_view_controller.o_list_view .o_data_row');
  const grantPanel = await openPanel(ext, odoo.url); // grants the origin, as the user does once
  await expect(askButton(tab)).toHaveCount(1);
  expect(await sidePanels(ext.worker)).toBe(0);

  await tab.bringToFront();
  await askButton(tab).click();
  await expect.poll(() => sidePanels(ext.worker), { message: 'sidePanel.open from the page click' }).toBe(1);
  // The context is listed before its document has committed: wait for its URL.
  const panelUrl = () => ext.worker.evaluate(async () => (await chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL' as chrome.runtime.ContextType] }))[0]?.documentUrl ?? '');
  await expect.poll(panelUrl).toContain('/sidepanel.html');

  // A form: the panel beside the tab shows the record the control was clicked on.
  await tab.locator('.o_data_row').first().locator('td.o_data_cell').first().click();
  await tab.waitForSelector('.o_view_controller.o_form_view');
  await expect(askButton(tab)).toHaveCount(1);
  const title = (await tab.locator('.o_breadcrumb .o_last_breadcrumb_item').first().textContent())!.trim();
  await askButton(tab).click();
  await expect(grantPanel.getByTestId('context-bar')).toContainText(title);

  // Keyboard: the control is a button in Odoo's tab order.
  await askButton(tab).focus();
  await expect(askButton(tab)).toBeFocused();

  await grantPanel.getByRole('button', { name: 'Settings', exact: true }).click();
  await grantPanel.getByRole('button', { name: 'Revoke' }).click();
  await expect(tab.locator('weft-ask')).toHaveCount(0);
  await tab.reload();
  await tab.waitForSelector('.o_view_controller.o_form_view');
  await expect(tab.locator('weft-ask')).toHaveCount(0);
});
