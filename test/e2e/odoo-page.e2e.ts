/// <reference types="chrome" />
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { logInTab } from './helpers';

let odoo: OdooStandIn;
test.beforeEach(async () => {
  odoo = await startOdooStandIn({ version: 18 });
});
test.afterEach(async () => odoo.close());

/** The Odoo tab's id, as the worker sees it, so the panel page can stand beside it. */
async function tabIdOf(worker: import('@playwright/test').Worker, url: string): Promise<number> {
  return worker.evaluate(async (prefix) => (await chrome.tabs.query({})).find((t) => t.url?.startsWith(prefix))!.id!, url);
}

test('grant the Odoo origin, then the worker reads the session with the tab\'s cookie and follows navigation', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url);
  await tab.goto(`${odoo.url}/odoo/sales`);
  await tab.waitForSelector('.o_view_controller.o_list_view .o_data_row');

  const panel = await ext.context.newPage();
  await panel.goto(`chrome-extension://${ext.extensionId}/sidepanel.html?tab=${await tabIdOf(ext.worker, odoo.url)}`);
  await panel.getByRole('button', { name: `Allow Weft on ${odoo.url}` }).click();

  // The content script is injected into the open tab; the worker reads get_session_info itself.
  const bar = panel.getByTestId('context-bar');
  await expect(bar).toContainText('list');
  await expect(panel.getByTestId('odoo-user')).toContainText('Mitchell Admin');
  await expect(panel.getByTestId('odoo-user')).toContainText('Odoo 18');
  expect(odoo.calls.some((c) => c.path === '/web/session/get_session_info')).toBe(true);

  // Client-side navigation in the tab: list -> form.
  await tab.locator('.o_data_row').first().click();
  await tab.waitForSelector('.o_view_controller.o_form_view');
  const name = (await tab.locator('.o_breadcrumb .o_last_breadcrumb_item').textContent())!.trim();
  await expect(bar).toContainText(`${name} · order`);
  await expect(bar).not.toContainText('sale.order'); // technical names stay out of the text

  // The granted origin is remembered and listed in settings.
  await panel.getByRole('button', { name: 'Settings' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: odoo.url })).toBeVisible();
});

test('an expired Odoo session is said plainly in the panel', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url);
  const panel = await ext.context.newPage();
  await panel.goto(`chrome-extension://${ext.extensionId}/sidepanel.html?tab=${await tabIdOf(ext.worker, odoo.url)}`);
  await panel.getByRole('button', { name: `Allow Weft on ${odoo.url}` }).click();
  await expect(panel.getByTestId('odoo-user')).toContainText('Mitchell Admin');

  odoo.expireSessions();
  await panel.reload(); // the panel says hello again and the worker re-reads the session
  await expect(panel.getByRole('alert')).toContainText(/session has expired/i);

  // Logging out shows the login page: the panel says so.
  await tab.goto(`${odoo.url}/web/login`);
  await expect(panel.getByRole('status')).toContainText('Logged out of Odoo');
});
