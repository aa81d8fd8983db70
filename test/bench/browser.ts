// Figures that are about the browser: the built test extension (.output-test/chrome-mv3) in
// Debian's Chromium, launched as the e2e tests do, beside the Odoo stand-in's web client.
import type { Locator, Page, Worker } from '@playwright/test';
import { launchWithExtension } from '../e2e/fixtures';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { contentScriptPerNav } from './browser-content';
import { sidePanelRender } from './browser-panel';
import { changesView, conversationList, seedPanelDb, yearOfUse } from './browser-lists';
import { sendToRequest, useModel, workerColdStart } from './browser-start';
import { identityKey } from '@/lib/db/identity';
import { DB_NAME } from '../stand-ins/odoo/session';
import { startModelStandIn, type ModelStandIn } from '../stand-ins/model/server';
import { part, type Figures } from './figures';

export const BROWSER_KEYS = [
  'sidepanel_render_50_ms', 'sidepanel_render_50_all_ms', 'panel_open_interactive_ms', 'content_script_ms_per_nav', 'changes_view_10k_ms', 'changes_view_10k_page_ms', 'conversations_1k_ms', 'send_to_request_ms', 'worker_cold_start_ms',
] as const;
export type BrowserKey = (typeof BROWSER_KEYS)[number];
const KEYS = BROWSER_KEYS;

export interface GrantedOdoo {
  ext: Awaited<ReturnType<typeof launchWithExtension>>;
  odoo: OdooStandIn;
  /** The Odoo tab, logged in as admin, on the sales list. */
  tab: Page;
  /** The side panel page, standing beside `tab`, with the origin granted. */
  panel: Page;
  contextBar: Locator;
  /** The model stand-in the panel's Settings point at (API key set). */
  model: ModelStandIn;
  tabId: number;
}

/**
 * Chromium with the test build (or the build in `dir`: two builds compared in one run), an Odoo 18
 * stand-in tab and the panel beside it, the origin granted.
 */
export async function withGrantedOdoo<T>(use: (s: GrantedOdoo) => Promise<T>, dir?: string): Promise<T> {
  const [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
  const ext = await launchWithExtension(dir).catch(async (error: unknown) => {
    await Promise.all([odoo.close(), model.close()]);
    throw error;
  });
  try {
    const tab = await loggedInTab(ext.context.newPage(), odoo);
    const panel = await ext.context.newPage();
    const tabId = await tabIdOf(ext.worker, odoo.url);
    await panel.goto(`chrome-extension://${ext.extensionId}/sidepanel.html?tab=${tabId}`);
    // The user's click: grants the origin, and the worker injects the content script into the tab.
    await panel.getByRole('button', { name: `Allow Weft on ${odoo.url}` }).click();
    const contextBar = panel.getByTestId('context-bar');
    await contextBar.filter({ hasText: 'list' }).waitFor({ timeout: 15_000 });
    await useModel(panel, model);
    return await use({ ext, odoo, tab, panel, contextBar, model, tabId });
  } finally {
    await ext.close();
    await Promise.all([odoo.close(), model.close()]);
  }
}

export async function browserFigures(): Promise<Figures<BrowserKey>> {
  return part(KEYS, () =>
    withGrantedOdoo(async ({ ext, odoo, tab, panel, contextBar, model, tabId }) => {
      const out = {
        ...(await part(['content_script_ms_per_nav'], async () => ({
          content_script_ms_per_nav: await contentScriptPerNav(ext.context, tab, contextBar, ext.extensionId),
        }))),
        ...(await part(['sidepanel_render_50_ms', 'sidepanel_render_50_all_ms', 'panel_open_interactive_ms'], async () => {
          const { render, all, interactive } = await sidePanelRender(panel, odoo.url);
          return { sidepanel_render_50_ms: render, sidepanel_render_50_all_ms: all, panel_open_interactive_ms: interactive };
        })),
        ...(await part(['send_to_request_ms'], async () => ({ send_to_request_ms: await sendToRequest(panel, model) }))),
      };
      // A year of use for the signed-in identity (the stand-in's admin), then the lists.
      const year = yearOfUse(identityKey({ origin: odoo.url, db: DB_NAME, uid: 2 }), odoo.url);
      await seedPanelDb(panel, year);
      // Dexie's live-query cache only knows writes made through Dexie: the panel starts afresh.
      await panel.reload();
      await panel.locator('textarea[aria-label="Message"]:not([disabled])').waitFor({ timeout: 20_000 });
      return {
        ...out,
        ...(await part(['conversations_1k_ms'], async () => ({ conversations_1k_ms: await conversationList(panel) }))),
        ...(await part(['changes_view_10k_ms', 'changes_view_10k_page_ms'], async () => {
          const { first, page } = await changesView(panel);
          return { changes_view_10k_ms: first, changes_view_10k_page_ms: page };
        })),
        ...(await part(['worker_cold_start_ms'], async () => ({ worker_cold_start_ms: await workerColdStart(ext.context, panel, tabId) }))),
      };
    }),
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
