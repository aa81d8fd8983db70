/// <reference types="chrome" />
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect } from './fixtures';
import { logInPage } from './log-in-page';

/** Logs in to an Odoo (stand-in or real) in a new tab, as a user would. */
export async function logInTab(context: BrowserContext, url: string, path = ''): Promise<Page> {
  return logInPage(await context.newPage(), url, path);
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
