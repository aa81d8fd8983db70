/// <reference types="chrome" />
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { REAL_URL, openRealOdoo, skipUnlessRealOdoo } from './real-odoo-login';

// "Ask Weft" in a real web client's control panel (16-19 place it in different rows): on the
// quotations list and on a quotation it is shown, opens the side panel, and the panel beside the
// tab names the record. ODOO_URL=http://127.0.0.1:8069 npx playwright test ... ask-control-real
const url = REAL_URL;
skipUnlessRealOdoo();

const sidePanels = (worker: import('@playwright/test').Worker) =>
  worker.evaluate(async () => (await chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL' as chrome.runtime.ContextType] })).length);
const askButton = (tab: Page) => tab.locator('.o_action_manager .o_control_panel weft-ask').getByRole('button', { name: 'Ask Weft' });

test('real Odoo: Ask Weft on a list and a form opens the panel about that page', async ({ ext }, info) => {
  test.setTimeout(180_000);
  const { tab, panel, version } = await openRealOdoo(ext);
  await tab.bringToFront();
  await tab.goto(version >= 18 ? `${url}/odoo/action-sale.action_orders` : `${url}/web#action=sale.action_orders&view_type=list`);
  await tab.waitForSelector('.o_action_manager .o_view_controller.o_list_view .o_data_row', { timeout: 60_000 });
  await expect(askButton(tab)).toBeVisible({ timeout: 15_000 });
  await tab.locator('.o_action_manager .o_control_panel').screenshot({ path: info.outputPath(`odoo${version}-list.png`) });
  await askButton(tab).click();
  await expect.poll(() => sidePanels(ext.worker)).toBe(1);

  await tab.locator('.o_data_row .o_data_cell').first().click();
  await tab.waitForSelector('.o_action_manager .o_view_controller.o_form_view', { timeout: 30_000 });
  await expect(askButton(tab)).toBeVisible({ timeout: 15_000 });
  const crumb = version >= 17 ? '.o_breadcrumb .o_last_breadcrumb_item > span' : '.o_control_panel ol.breadcrumb > li.breadcrumb-item.active > span';
  const name = (await tab.locator(crumb).innerText()).trim();
  await tab.locator('.o_action_manager .o_control_panel').screenshot({ path: info.outputPath(`odoo${version}-form.png`) });
  await askButton(tab).click();
  await expect(panel.getByTestId('context-bar')).toContainText(name, { timeout: 15_000 });
});

test('real Odoo: a quotation of a customer with overdue invoices shows one notice, never focused, dismissable', async ({ ext }, info) => {
  test.setTimeout(180_000);
  const { tab, panel, version } = await openRealOdoo(ext);
  await panel.close(); // no panel beside the tab: the notice is how the user hears of it
  await tab.bringToFront();
  // S00001 of the demo data: Deco Addict, who has overdue invoices in 16-19's demo data.
  await tab.goto(version >= 18 ? `${url}/odoo/sale.order/1` : `${url}/web#id=1&model=sale.order&view_type=form`);
  await tab.waitForSelector('.o_action_manager .o_view_controller.o_form_view', { timeout: 60_000 });
  const notice = tab.locator('weft-notice');
  await expect(notice).toHaveCount(1, { timeout: 30_000 });
  await expect(notice).toContainText(/overdue invoice/i);
  await expect(tab.locator('weft-notice')).toHaveCount(1);
  expect(await tab.evaluate(() => document.activeElement?.closest('weft-notice') ?? null)).toBeNull();
  await tab.screenshot({ path: info.outputPath(`odoo${version}-notice.png`) });
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});
