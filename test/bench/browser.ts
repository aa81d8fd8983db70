// Figures that are about the browser: the built test extension (.output-test/chrome-mv3) in
// Debian's Chromium, launched as the e2e tests do, beside the Odoo stand-in's web client.
import type { Locator, Page, Worker } from '@playwright/test';
import { launchWithExtension } from '../e2e/fixtures';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { contentScriptPerNav } from './browser-content';
import { sidePanelRender } from './browser-panel';
import { part, type Figures } from './figures';

export type BrowserKey = 'sidepanel_render_50_ms' | 'content_script_ms_per_nav';
const KEYS: BrowserKey[] = ['sidepanel_render_50_ms', 'content_script_ms_per_nav'];

export interface GrantedOdoo {
  ext: Awaited<ReturnType<typeof launchWithExtension>>;
  odoo: OdooStandIn;
  /** The Odoo tab, logged in as admin, on the sales list. */
  tab: Page;
  /** The side panel page, standing beside `tab`, with the origin granted. */
  panel: Page;
  contextBar: Locator;
}

/** Chromium with the test build, an Odoo 18 stand-in tab and the panel beside it, the origin granted. */
export async function withGrantedOdoo<T>(use: (s: GrantedOdoo) => Promise<T>): Promise<T> {
  const odoo = await startOdooStandIn({ version: 18 });
  const ext = await launchWithExtension().catch(async (error: unknown) => {
    await odoo.close();
    throw error;
  });
  try {
    const tab = await loggedInTab(ext.context.newPage(), odoo);
    const panel = await ext.context.newPage();
    await panel.goto(`chrome-extension://${ext.extensionId}/sidepanel.html?tab=${await tabIdOf(ext.worker, odoo.url)}`);
    // The user's click: grants the origin, and the worker injects the content script into the tab.
    await panel.getByRole('button', { name: `Allow Weft on ${odoo.url}` }).click();
    const contextBar = panel.getByTestId('context-bar');
    await contextBar.filter({ hasText: 'list' }).waitFor({ timeout: 15_000 });
    return await use({ ext, odoo, tab, panel, contextBar });
  } finally {
    await ext.close();
    await odoo.close();
  }
}

export async function browserFigures(): Promise<Figures<BrowserKey>> {
  return part(KEYS, () =>
    withGrantedOdoo(async ({ ext, odoo, tab, panel, contextBar }) => ({
      ...(await part(['content_script_ms_per_nav'], async () => ({
        content_script_ms_per_nav: await contentScriptPerNav(ext.context, tab, contextBar, ext.extensionId),
      }))),
      ...(await part(['sidepanel_render_50_ms'], async () => ({ sidepanel_render_50_ms: await sidePanelRender(panel, odoo.url) }))),
    })),
  );
}

async function loggedInTab(opening: Promise<Page>, odoo: OdooStandIn): Promise<Page> {
  const tab = await opening;
  await tab.goto(`${odoo.url}/web/login`);
  await tab.locator('input[name="login"]').fill('admin');
  await tab.locator('input[name="password"]').fill('admin');
  await tab.locator('.oe_login_form button[type="submit"]').click();
  await tab.waitForSelector('body.o_web_client .o_view_controller');
  await tab.goto(`${odoo.url}/odoo/sales`);
  await tab.waitForSelector('.o_list_view .o_data_row');
  return tab;
}

/** The Odoo tab's id as the worker sees it, so the panel page stands beside it (as in the e2e tests). */
function tabIdOf(worker: Worker, url: string): Promise<number> {
  return worker.evaluate(async (prefix) => {
    const tabs = await chrome.tabs.query({});
    return tabs.find((t) => t.url?.startsWith(prefix))!.id!;
  }, url);
}
