/// <reference types="chrome" />
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect } from './fixtures';
import { logInPage } from './log-in-page';

/** Logs in to an Odoo (stand-in or real) in a new tab, as a user would. */
export async function logInTab(context: BrowserContext, url: string, path = ''): Promise<Page> {
  return logInPage(await context.newPage(), url, path);
}

/** Signs out of the Odoo in `tab` (which signs out every tab of the origin) and signs in as `user`, as a user does. */
export async function switchUser(tab: Page, url: string, user: { login: string; password: string }): Promise<Page> {
  await tab.goto(`${url}/web/session/logout`);
  // 18+ remember who signed in on this browser and offer them first ("Choose a user").
  await tab.waitForSelector('input[name="login"]:visible, .o_user_switch', { timeout: 60_000 });
  const other = tab.locator('.o_user_switch button.btn-link');
  if (await other.count()) await other.click();
  await tab.locator('input[name="login"]').fill(user.login);
  await tab.locator('input[name="password"]').fill(user.password);
  await tab.locator('.oe_login_form button[type="submit"]').click();
  await tab.waitForSelector('body.o_web_client', { timeout: 60_000 });
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

/**
 * The page triggers the worker is sent from now on, in order (test builds keep them on the worker's
 * global, background.ts): proof that a trigger arrived, or that it did not.
 */
export async function triggersSeen<T extends { kind: string }>(worker: Worker): Promise<() => Promise<T[]>> {
  const seen = () => worker.evaluate(() => (globalThis as unknown as { weftTriggersSeen: () => unknown[] }).weftTriggersSeen());
  const from = (await seen()).length;
  return async () => ((await seen()) as T[]).slice(from);
}

/** Points Weft at the model stand-in through Settings, as a user enters a key, then goes back to chat. */
export async function useModelStandIn(panel: Page, modelUrl: string): Promise<void> {
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  await panel.getByLabel('Anthropic API key').fill('test-key');
  await panel.getByLabel(/API base URL/).fill(modelUrl);
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByRole('button', { name: 'Assistant' }).click();
}

/** Drops a file on the composer as the browser delivers a drag from the desktop. */
export async function dropFile(panel: Page, bytes: Uint8Array, name: string, type: string): Promise<void> {
  // Base64 crosses to the page far faster than a list of numbers (megabyte images).
  const dataTransfer = await panel.evaluateHandle(({ base64, name, type }) => {
    const dt = new DataTransfer();
    dt.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type }));
    return dt;
  }, { base64: Buffer.from(bytes).toString('base64'), name, type });
  const composer = panel.locator('form.composer');
  await composer.dispatchEvent('dragover', { dataTransfer });
  await composer.dispatchEvent('drop', { dataTransfer });
}

/** Types a message in the composer and sends it with Enter. */
export async function ask(panel: Page, question: string): Promise<void> {
  await panel.getByLabel('Message', { exact: true }).fill(question);
  await panel.getByLabel('Message', { exact: true }).press('Enter');
}

/**
 * Sets the signed-in Odoo user's language as Odoo's Preferences dialog does (res.users write on
 * the user's own record, from the Odoo tab with its session), then reloads the tab as Odoo does.
 */
export async function setOdooLanguage(tab: Page, lang: string): Promise<void> {
  const error = await tab.evaluate(async (lang) => {
    const call = async (path: string, params: object) => {
      const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', method: 'call', id: 1, params }) });
      return (await response.json()) as { result?: { uid?: number }; error?: { data?: { message?: string } } };
    };
    const uid = (await call('/web/session/get_session_info', {})).result?.uid;
    const written = await call('/web/dataset/call_kw/res.users/write', { model: 'res.users', method: 'write', args: [[uid], { lang }], kwargs: {} });
    return written.error ? written.error.data?.message ?? 'write refused' : null;
  }, lang);
  if (error) throw new Error(`Odoo refused ${lang}: ${error}`);
  await tab.reload();
  await tab.waitForSelector('body.o_web_client', { timeout: 60_000 });
}
