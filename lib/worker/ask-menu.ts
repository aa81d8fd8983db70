import { browser, type Browser } from 'wxt/browser';
import { i18nFor } from '@/lib/i18n';
import { openPanelFromPage } from './panel-opener';

// "Ask Weft about '…'" in the context menu of a selection, on the Odoo origins the user granted
// only. A menu click is a user gesture in the extension's own UI in both browsers, so the panel is
// opened in the click's task (Chromium sidePanel.open, Firefox sidebarAction.open); the selection
// then goes to the composer as a quote (lib/agent/page-quote.ts), never sent by itself.

export const ASK_MENU_ID = 'weft-ask-selection';
/** Anywhere else on the page: Firefox's one-gesture path from the page to its sidebar. */
export const ASK_PAGE_MENU_ID = 'weft-ask-page';

// The menu is one for every Odoo the user granted, so its titles follow the latest Odoo user's
// language the worker has read (the browser's until then); %s: the browser puts in the selection.
let language: string | null | undefined;
const titles = () => {
  const { t } = i18nFor(language);
  return { [ASK_MENU_ID]: t('menu.askSelection'), [ASK_PAGE_MENU_ID]: t('menu.askPage') };
};

/** Called with the language spoken to each Odoo session's user (null: the browser's): retitles the entries when it changed. */
export async function followMenuLanguage(odooLang: string | null): Promise<void> {
  if (odooLang === language) return;
  language = odooLang;
  const menus = browser.contextMenus;
  if (!menus) return;
  for (const [id, title] of Object.entries(titles())) {
    // An entry not created yet (no granted origin) is created later with these titles.
    await new Promise<void>((done) => menus.update(id, { title }, () => (void browser.runtime.lastError, done())));
  }
}

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
  const title = titles();
  await create({ id: ASK_MENU_ID, title: title[ASK_MENU_ID], contexts: ['selection'], documentUrlPatterns: patterns });
  await create({ id: ASK_PAGE_MENU_ID, title: title[ASK_PAGE_MENU_ID], contexts: ['page'], documentUrlPatterns: patterns });
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
