/// <reference types="chrome" />
// An extension update (here: a reload) orphans the content script in an open Odoo tab: on the
// page's next change it removes the control and the notice it had put there.
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { logInTab, openPanel } from './helpers';

let odoo: OdooStandIn;
test.afterEach(async () => odoo.close());

test('after the extension is reloaded, the old script takes its control and notice out of the page', async ({ ext }) => {
  odoo = await startOdooStandIn({ version: 18 });
  const tab = await logInTab(ext.context, odoo.url, '/odoo/sales/7'); // overdue customer: a notice
  const panel = await openPanel(ext, odoo.url);
  await panel.close();
  await tab.reload();
  await tab.waitForSelector('.o_view_controller.o_form_view');
  await expect(tab.locator('weft-ask')).toHaveCount(1, { timeout: 15_000 });
  await expect(tab.locator('weft-notice')).toHaveCount(1, { timeout: 15_000 });

  await ext.worker.evaluate(() => chrome.runtime.reload()).catch(() => undefined); // the worker goes with it
  // The page changes but stays on the same record (a leave-the-record rule cannot be what removes
  // them): the user starts editing the form, which Odoo marks on its renderer (the content script
  // watches only where a page change shows since 1689753, so a made-up class elsewhere is not seen).
  await tab.evaluate(() => document.querySelector('.o_form_renderer')!.classList.add('o_form_dirty'));
  await expect(tab.locator('weft-ask')).toHaveCount(0);
  await expect(tab.locator('weft-notice')).toHaveCount(0);
});
