/// <reference types="chrome" />
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { logInTab, openPanel } from './helpers';

let odoo: OdooStandIn;
test.beforeEach(async () => {
  odoo = await startOdooStandIn({ version: 18 });
});
test.afterEach(async () => odoo.close());

test('the content script sends each trigger once per page event', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/sales');
  const panel = await openPanel(ext, odoo.url);
  // Extension pages receive the content script's runtime messages too: record them here.
  await panel.evaluate(() => {
    (window as unknown as { triggers: string[] }).triggers = [];
    chrome.runtime.onMessage.addListener((m: { type?: string; triggers?: Array<{ kind: string }> }) => {
      if (m.type === 'page/context') (window as unknown as { triggers: string[] }).triggers.push(...(m.triggers ?? []).map((t) => t.kind));
    });
  });
  const triggers = () => panel.evaluate(() => (window as unknown as { triggers: string[] }).triggers);

  await tab.locator('.o_data_row').first().click();
  await tab.waitForSelector('.o_view_controller.o_form_view');
  await expect.poll(triggers).toEqual(['view_loaded', 'record_opened']);

  await tab.evaluate(() => (window as unknown as { __standin: { navigate(u: string): void } }).__standin.navigate('/odoo/sales'));
  await tab.waitForSelector('.o_view_controller.o_list_view .o_data_row');
  await expect.poll(triggers).toEqual(['view_loaded', 'record_opened', 'view_loaded']);
  await tab.locator('.o_searchview_input').fill('no such order zzz');
  await tab.locator('.o_searchview_input').press('Enter');
  await tab.waitForSelector('.o_view_nocontent');
  await expect.poll(triggers).toEqual(['view_loaded', 'record_opened', 'view_loaded', 'search_performed', 'search_empty']);

  await tab.locator('.o_weft_test_error').click();
  await tab.waitForSelector('.modal .o_error_dialog');
  await expect.poll(triggers).toContain('error_shown');
  // Settled: nothing arrives twice.
  await tab.waitForTimeout(500);
  const all = await triggers();
  expect(all.filter((t) => t === 'error_shown')).toHaveLength(1);
  expect(all.filter((t) => t === 'record_opened')).toHaveLength(1);
});
