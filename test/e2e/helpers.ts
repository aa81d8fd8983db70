/// <reference types="chrome" />
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect } from './fixtures';

/** Logs in to an Odoo (stand-in or real) in a new tab, as a user would. */
export async function logInTab(context: BrowserContext, url: string, path = ''): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(`${url}/web/login`);
  await tab.locator('input[name="login"]').fill('admin');
  await tab.locator('input[name="password"]').fill('admin');
  await tab.locator('.oe_login_form button[type="submit"]').click();
  // Real Odoo lands on its home action (often Discuss, which has no view controller).
  await tab.waitForSelector('body.o_web_client', { timeout: 60_000 });
  if (path) {
    await tab.goto(`${url}${path}`);
    await tab.waitForSelector('body.o_web_client .o_view_controller');
  }
  return tab;
}

/** Opens the side panel beside the tab of `url` (as ?tab=<id>) and allows Weft on that origin. */
export async function openPanel(ext: { context: BrowserContext; worker: Worker; extensionId: string }, url: string): Promise<Page> {
  const tabId = await ext.worker.evaluate(async (prefix) => (await chrome.tabs.query({})).find((t) => t.url?.startsWith(prefix))!.id!, url);
  const panel = await ext.context.newPage();
  await panel.goto(`chrome-extension://${ext.extensionId}/sidepanel.html?tab=${tabId}`);
  await panel.getByRole('button', { name: `Allow Weft on ${url}` }).click();
  await expect(panel.getByTestId('odoo-user')).toContainText('Mitchell Admin');
  return panel;
}
