/// <reference types="chrome" />
// One browser, two Odoo users of one origin: the second sees none of the first's conversations or
// changes, and cannot undo the first's change; signed in again, the first can. Runs on the Odoo
// stand-in, or on a real Odoo when ODOO_URL (and ODOO_DB) name one on a loopback origin:
// ODOO_URL=http://127.0.0.1:8069 ODOO_DB=odoo17 npx playwright test -c test/e2e/playwright.config.ts two-users
import type { Page } from '@playwright/test';
import { loginClient } from '../odoo-login';
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, switchUser, useModelStandIn } from './helpers';

const realUrl = process.env.ODOO_URL?.replace(/\/+$/, '');
const realDb = process.env.ODOO_DB;
const ADMIN = { login: 'admin', password: 'admin' };
const DEMO = { login: 'demo', password: 'demo' };

let odoo: OdooStandIn | undefined;
let model: ModelStandIn;
let url: string;
let db: string;
/** Reads and cleans up as admin, outside the browser. */
let admin: Awaited<ReturnType<typeof loginClient>>['client'];
let partnerId: number;

test.beforeEach(async () => {
  model = await startModelStandIn();
  if (realUrl) {
    test.skip(!realDb, 'set ODOO_DB with ODOO_URL');
    [url, db] = [realUrl, realDb!];
  } else {
    odoo = await startOdooStandIn({ version: 17 });
    [url, db] = [odoo.url, 'weft'];
  }
  admin = (await loginClient({ url, db, ...ADMIN })).client;
  partnerId = await admin.create('res.partner', { name: 'Weft two-user scratch', phone: '+1 555 0100' });
});
test.afterEach(async () => {
  await admin.unlink('res.partner', [partnerId]).catch(() => undefined);
  await Promise.all([model.close(), odoo?.close()]);
});

const phone = async () => (await admin.read('res.partner', [partnerId], ['phone']))[0]!.phone;

/** The panel's own database (the extension origin's IndexedDB), as the panel page reads it. */
const operations = (panel: Page) =>
  panel.evaluate(
    () =>
      new Promise<Array<{ id: string; identity: string; status: string }>>((resolve, reject) => {
        const open = indexedDB.open('weft');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('operations').objectStore('operations').getAll();
          all.onsuccess = () => resolve(all.result);
        };
      }),
  );

/** The titles in the panel's conversation list (opened as a user does, then closed). */
async function conversationTitles(panel: Page): Promise<string[]> {
  await panel.locator('.conversation-current').click();
  await expect(panel.getByRole('dialog', { name: 'Conversations' })).toBeVisible();
  const titles = await panel.locator('.conversation-item:not(.new)').allInnerTexts();
  await panel.getByRole('searchbox', { name: 'Search conversations' }).press('Escape');
  return titles;
}

/** A panel connection that had not followed the sign-in yet: sends one undo and returns what the worker says. */
const undoFromStalePanel = (panel: Page, tabId: number, operationId: string) =>
  panel.evaluate(
    ({ tabId, operationId }) =>
      new Promise<Array<{ type: string; status?: string; message?: string }>>((resolve) => {
        const port = chrome.runtime.connect({ name: 'weft-panel' });
        const events: Array<{ type: string; status?: string; message?: string }> = [];
        port.onMessage.addListener((event) => {
          events.push(event);
          if (events.some((e) => e.type === 'undo/result') && events.some((e) => e.type === 'error')) resolve(events);
        });
        port.postMessage({ type: 'panel/hello', tabId });
        port.postMessage({ type: 'undo/operation', operationId });
        setTimeout(() => resolve(events), 15_000);
      }),
    { tabId, operationId },
  );

test('two users in one browser: each sees and undoes only their own', async ({ ext }) => {
  // Real 18+ web clients take a while to load on a busy machine; the steps wait for what they need.
  test.setTimeout(360_000);
  const tabA = await logInTab(ext.context, url);
  const panelA = await openPanel(ext, url);
  await useModelStandIn(panelA, model.url);

  // Admin asks for a change and approves it.
  model.script(toolCall('update_records', { model: 'res.partner', ids: [partnerId], values: { phone: '+1 555 0199' } }), text('Phone updated.'));
  await ask(panelA, 'Set the phone of the two-user scratch contact to +1 555 0199');
  await panelA.locator('.confirm-card').getByRole('button', { name: 'Approve' }).click();
  await expect(panelA.getByText('Phone updated.')).toBeVisible({ timeout: 30_000 });
  expect(await phone()).toBe('+1 555 0199');
  expect((await conversationTitles(panelA)).join('\n')).toContain('Set the phone of the two-user scratch');
  const [change] = await operations(panelA);
  expect(change).toMatchObject({ status: 'done', identity: expect.stringMatching(new RegExp(`\\|${db}\\|2$`)) });

  // Demo signs in, in another tab of the same browser: both panels follow at once.
  const tabB = await ext.context.newPage();
  await switchUser(tabB, url, DEMO);
  const tabId = await ext.worker.evaluate(async (u) => (await chrome.tabs.query({})).find((t) => t.url?.startsWith(u) && t.active)?.id ?? -1, url);
  const panelB = await ext.context.newPage();
  await panelB.goto(`chrome-extension://${ext.extensionId}/sidepanel.html?tab=${tabId}`);
  await expect(panelB.getByTestId('odoo-user')).toContainText('Marc Demo', { timeout: 30_000 });
  await tabA.reload();
  await expect(panelA.getByTestId('odoo-user')).toContainText('Marc Demo', { timeout: 30_000 });
  for (const panel of [panelA, panelB]) {
    expect((await conversationTitles(panel)).join('\n')).not.toContain('Set the phone of the two-user scratch');
    await expect(panel.getByText('Phone updated.')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Changes' }).click();
    // The first page of Changes is a Dexie query after the identity switch: on a loaded machine it took over 5 s.
    await expect(panel.getByText(/No changes yet/)).toBeVisible({ timeout: 15_000 });
    await expect(panel.locator('.operation')).toHaveCount(0);
  }

  // An undo of admin's change sent under demo's session is refused, with whom to sign in as.
  const sentence = `Made by Mitchell Admin on db ${db}: sign in as them to undo.`;
  const events = await undoFromStalePanel(panelB, tabId, change!.id);
  expect(events).toContainEqual(expect.objectContaining({ type: 'undo/result', status: 'not_undoable', message: sentence }));
  expect(events).toContainEqual({ type: 'error', message: sentence });
  expect(await phone()).toBe('+1 555 0199');
  expect((await operations(panelB)).find((o) => o.id === change!.id)).toMatchObject({ status: 'done' });

  // Admin signs in again: the change is back in the panel, and its Undo restores the phone.
  await switchUser(tabB, url, ADMIN);
  await panelB.getByRole('button', { name: 'Assistant' }).click();
  await expect(panelB.getByTestId('odoo-user')).toContainText('Mitchell Admin', { timeout: 30_000 });
  await expect.poll(async () => (await conversationTitles(panelB)).join('\n'), { timeout: 15_000 }).toContain('Set the phone of the two-user scratch');
  await panelB.getByRole('button', { name: 'Changes' }).click();
  await expect(panelB.locator('.operation')).toHaveCount(1);
  await panelB.getByRole('button', { name: 'Undo', exact: true }).first().click();
  await expect.poll(phone, { timeout: 30_000 }).toBe('+1 555 0100');
  await panelB.screenshot({ path: 'test-results/two-users-admin-again.png' });
});
