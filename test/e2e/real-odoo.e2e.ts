/// <reference types="chrome" />
import { test, expect } from './fixtures';
import { logInTab, openPanel } from './helpers';

// The content script against the real web client's DOM: runs only when ODOO_URL names a real Odoo
// reachable as a loopback origin (the test build's host permissions), e.g.
// ODOO_URL=http://127.0.0.1:8069 npx playwright test -c test/e2e/playwright.config.ts real-odoo
const url = process.env.ODOO_URL?.replace(/\/+$/, '');
test.skip(!url, 'set ODOO_URL to a real Odoo on 127.0.0.1 or localhost');

test('real Odoo: the panel follows list -> form and knows the signed-in user', async ({ ext }) => {
  test.setTimeout(120_000);
  const tab = await logInTab(ext.context, url!);
  const panel = await openPanel(ext, url!);
  const version = Number((await panel.getByTestId('odoo-user').textContent())!.match(/Odoo (\d+)/)![1]);
  await tab.goto(version >= 18 ? `${url}/odoo/action-sale.action_orders` : `${url}/web#action=sale.action_orders&view_type=list`);
  await tab.waitForSelector('.o_action_manager .o_view_controller.o_list_view .o_data_row', { timeout: 60_000 });
  const bar = panel.getByTestId('context-bar');
  await expect(bar).toContainText('sale.order · list', { timeout: 15_000 });

  await tab.locator('.o_data_row .o_data_cell').first().click();
  await tab.waitForSelector('.o_action_manager .o_view_controller.o_form_view', { timeout: 30_000 });
  // 17-19 show the last crumb in .o_breadcrumb; 16 has none, its last crumb is the active list item.
  const crumb = version >= 17 ? '.o_breadcrumb .o_last_breadcrumb_item > span' : '.o_control_panel ol.breadcrumb > li.breadcrumb-item.active > span';
  const name = (await tab.locator(crumb).innerText()).trim();
  expect(name).not.toBe('');
  await expect(bar).toContainText(`${name} · sale.order · form`, { timeout: 15_000 });
});
