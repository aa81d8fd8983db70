/// <reference types="chrome" />
// "Ask Weft about '…'": the context menu's entry puts the page's selection in the composer as a
// quote, for a panel already open and for one that opens after the click; never from an origin the
// user did not grant. The browser's own menu cannot be clicked from a test: the test build hands
// the worker's onClicked handler (lib/worker/ask-menu.ts) what Chromium would pass it.
import type { Page, Worker } from '@playwright/test';
import { QUOTE_HEAD } from '@/lib/agent/page-quote';
import { startModelStandIn, text, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { logInTab, openPanel, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

const tabIdOf = (worker: Worker, url: string) =>
  worker.evaluate(async (prefix) => (await chrome.tabs.query({})).find((t) => t.url?.startsWith(prefix))!.id!, url);

/** What Chromium passes onClicked for a click on the entry over a selection in `tab`. */
async function clickEntry(worker: Worker, tab: Page, tabId: number, selectionText: string, pageUrl = tab.url()) {
  await worker.evaluate(
    ({ info, tabInfo }) => (globalThis as unknown as { weftAskMenuClick: (i: unknown, t: unknown) => Promise<void> }).weftAskMenuClick(info, tabInfo),
    { info: { menuItemId: 'weft-ask-selection', selectionText, pageUrl }, tabInfo: { id: tabId, url: pageUrl } },
  );
}

/** Whether the entry is registered: update() of an id the browser does not know fails. */
const entryExists = (worker: Worker, id = 'weft-ask-selection') =>
  worker.evaluate((item) => chrome.contextMenus.update(item, {}).then(() => true, () => false), id);

/** Selects the text of the first element matching `selector`, as a user drags over it. */
async function select(tab: Page, selector: string): Promise<string> {
  return tab.locator(selector).first().evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
    return getSelection()!.toString().trim();
  });
}

test('the selection reaches the composer as a quote, and the question is sent with it', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/contacts/5');
  await tab.waitForSelector('.o_view_controller.o_form_view');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  const tabId = await tabIdOf(ext.worker, odoo.url);
  const composer = panel.getByLabel('Message', { exact: true });
  await expect.poll(() => entryExists(ext.worker), { message: 'the entry is registered once the origin is allowed' }).toBe(true);
  expect(await entryExists(ext.worker, 'weft-ask-page')).toBe(true); // "Ask Weft about this page"

  const selection = await select(tab, '.o_breadcrumb .o_last_breadcrumb_item');
  expect(selection.length).toBeGreaterThan(3);
  // The same click from another origin (a port the user never allowed) puts nothing in the box.
  await clickEntry(ext.worker, tab, tabId, 'from elsewhere', 'http://127.0.0.1:9/odoo/contacts/5');
  await clickEntry(ext.worker, tab, tabId, selection);
  await expect(composer).toHaveValue(`${QUOTE_HEAD}\n> ${selection}\n\n`);
  await expect(composer).not.toHaveValue(/from elsewhere/);
  if (process.env.WEFT_SCREENSHOTS) await panel.screenshot({ path: 'test/screenshots/ask-menu-composer.png' });

  // The user finishes the question and sends it; the quote goes with it, marked as page text.
  model.script(text('It is the contact on screen.'));
  await composer.press('End');
  await composer.pressSequentially('Who is this?');
  await composer.press('Enter');
  await expect.poll(() => model.requests.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const sent = JSON.stringify(model.requests[0]!.body.messages);
  expect(sent).toContain(`> ${selection}`);
  expect(sent).toContain('Who is this?');

  // Access revoked: the entry is gone with it.
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  await panel.getByRole('button', { name: 'Revoke' }).click();
  await expect.poll(() => entryExists(ext.worker)).toBe(false);
  expect(await entryExists(ext.worker, 'weft-ask-page')).toBe(false);
});

test('a panel that opens after the click gets the selection', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/contacts/5');
  await tab.waitForSelector('.o_view_controller.o_form_view');
  const first = await openPanel(ext, odoo.url);
  await useModelStandIn(first, model.url);
  await first.close(); // no panel beside the tab now
  const tabId = await tabIdOf(ext.worker, odoo.url);

  const selection = await select(tab, '.o_breadcrumb .o_last_breadcrumb_item');
  await clickEntry(ext.worker, tab, tabId, selection);
  const panel = await ext.context.newPage();
  await panel.goto(`chrome-extension://${ext.extensionId}/sidepanel.html?tab=${tabId}`);
  await expect(panel.getByLabel('Message', { exact: true })).toHaveValue(`${QUOTE_HEAD}\n> ${selection}\n\n`);
});
