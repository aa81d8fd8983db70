import { browser, type Browser } from 'wxt/browser';
import { openPanelFromPage } from './panel-opener';

// "Ask Weft about '…'" in the context menu of a selection, on the Odoo origins the user granted
// only. A menu click is a user gesture in the extension's own UI in both browsers, so the panel is
// opened in the click's task (Chromium sidePanel.open, Firefox sidebarAction.open); the selection
// then goes to the composer as a quote (lib/agent/page-quote.ts), never sent by itself.

export const ASK_MENU_ID = 'weft-ask-selection';
/** Anywhere else on the page: Firefox's one-gesture path from the page to its sidebar. */
export const ASK_PAGE_MENU_ID = 'weft-ask-page';
// %s: the browser puts the selection in the title, shortened.
const TITLE = "Ask Weft about '%s'";
const PAGE_TITLE = 'Ask Weft about this page';

/** The menu follows the granted origins' match patterns (lib/settings/origins.ts builds them). */
export async function syncAskMenu(patterns: string[]): Promise<void> {
  const menus = browser.contextMenus;
  if (!menus) return; // a browser without the API: the in-page control and the shortcut remain
  await menus.removeAll();
  if (!patterns.length) return;
  const create = (properties: Browser.contextMenus.CreateProperties) =>
    new Promise<void>((done) => {
      menus.create(properties, () => {
        void browser.runtime.lastError; // read, so a duplicate id after a fast re-sync is not reported as unchecked
        done();
      });
    });
  await create({ id: ASK_MENU_ID, title: TITLE, contexts: ['selection'], documentUrlPatterns: patterns });
  await create({ id: ASK_PAGE_MENU_ID, title: PAGE_TITLE, contexts: ['page'], documentUrlPatterns: patterns });
}

export type AskMenuClick = Pick<Browser.contextMenus.OnClickData, 'menuItemId' | 'selectionText' | 'pageUrl' | 'frameUrl'>;

/**
 * Listens for the entry's clicks (registered at worker start, so a click that wakes the worker is
 * heard). `onAsk` gets the tab, the page's URL and the selection; it checks the origin itself.
 * Returns the handler, which is what a test build drives (the browser's menu cannot be clicked
 * from a test).
 */
export function installAskMenu(onAsk: (tabId: number, pageUrl: string, selection: string) => Promise<void>) {
  const onClicked = (info: AskMenuClick, tab?: { id?: number; url?: string }) => {
    if (tab?.id === undefined || (info.menuItemId !== ASK_MENU_ID && info.menuItemId !== ASK_PAGE_MENU_ID)) return undefined;
    void openPanelFromPage(tab.id); // first, in the click's task; the worker already has the tab's page
    if (info.menuItemId === ASK_PAGE_MENU_ID || !info.selectionText) return undefined;
    // A selection inside a frame is that frame's text: its own URL is what must be granted.
    return onAsk(tab.id, info.frameUrl ?? info.pageUrl ?? tab.url ?? '', info.selectionText);
  };
  browser.contextMenus?.onClicked.addListener(onClicked);
  return onClicked;
}
