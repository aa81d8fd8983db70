/// <reference types="chrome" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { startModelStandIn, text, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
let site: Server;
let siteUrl: string;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
  // Another site the user visits: a mail page, and a page whose address looks like an Odoo login.
  site = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(req.url?.startsWith('/web/login') ? '<title>Odoo</title><form class="oe_login_form"></form>' : '<title>Mail</title><h1>Inbox</h1>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterEach(async () => {
  site.closeAllConnections();
  await Promise.all([odoo.close(), model.close(), new Promise((resolve) => site.close(resolve))]);
});

test('the conversation stays when the tab goes to another site; access is offered only where it looks like Odoo', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/contacts/5');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  model.script(text('Azure Interior is in Fremont.'));
  await ask(panel, 'Where is Azure Interior?');
  await expect(panel.getByText('Azure Interior is in Fremont.')).toBeVisible();

  await tab.goto(`${siteUrl}/mail/inbox`);
  const banner = panel.locator('.access-banner');
  await expect(banner).toContainText('not an Odoo Weft can see');
  await expect(panel.getByText('Azure Interior is in Fremont.')).toBeVisible();
  await expect(panel.getByLabel('Message', { exact: true })).toBeEnabled();
  await expect(panel.getByRole('button', { name: /Allow Weft/ })).toHaveCount(0);

  await tab.goto(`${siteUrl}/web/login`);
  await expect(banner.getByRole('button', { name: `Allow Weft on ${siteUrl}` })).toBeVisible();
  await expect(panel.getByText('Azure Interior is in Fremont.')).toBeVisible();
});

test('a suggestion about a record the user left is retired', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/sales/7');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  await tab.reload();
  const card = panel.locator('article.suggestion').filter({ hasText: /overdue/i });
  await expect(card).toHaveCount(1, { timeout: 15_000 });

  await tab.evaluate(() => (window as unknown as { __standin: { navigate(u: string): void } }).__standin.navigate('/odoo/contacts'));
  await tab.waitForSelector('.o_view_controller.o_list_view');
  await expect(card).toHaveCount(0);
  // Retired (kept, marked), not lost: it no longer counts toward the hourly cap.
  expect(await statuses(panel)).toEqual(['retired']);
});

async function statuses(panel: Page): Promise<string[]> {
  return panel.evaluate(async () => {
    const open = indexedDB.open('weft');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    const rows = await new Promise<{ status: string }[]>((resolve) => {
      const request = db.transaction('suggestions').objectStore('suggestions').getAll();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return rows.map((row) => row.status);
  });
}
