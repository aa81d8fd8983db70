import { browser } from 'wxt/browser';
import { originOf, type PageContext } from '@/lib/messaging';

// The worker's latest view of each Odoo tab, per tab: a turn started in a tab acts in that tab's
// companies, not those of whichever tab navigated last. Mirrored in session storage: a worker the
// browser stopped knows, when a panel reconnects, which Odoo (and so which user) each tab shows,
// before the tab's next navigation re-sends it; that is what lets it offer a kept confirm card.
const byTab = new Map<number, PageContext>();
const KEY = 'weft.pageContexts';
const session = () => (browser.storage as { session?: typeof browser.storage.local } | undefined)?.session;
const restored: Promise<void> = (session()?.get(KEY) ?? Promise.resolve({}))
  .then((stored: Record<string, unknown>) => {
    for (const [id, context] of Object.entries((stored[KEY] ?? {}) as Record<string, PageContext>)) {
      if (!byTab.has(Number(id))) byTab.set(Number(id), context);
    }
  })
  .catch(() => undefined);
const persist = () => void session()?.set({ [KEY]: Object.fromEntries(byTab) }).catch(() => undefined);

export const pageContexts = {
  /** Settles once the contexts of the previous worker life are back. */
  ready: () => restored,
  set(tabId: number, context: PageContext) {
    byTab.set(tabId, context);
    persist();
  },
  get(tabId: number | undefined): PageContext | null {
    return tabId === undefined ? null : (byTab.get(tabId) ?? null);
  },
  delete(tabId: number) {
    const had = byTab.delete(tabId);
    if (had) persist();
    return had;
  },
};

/**
 * A closed tab, or one that navigated away from its Odoo (where no content script reports), has
 * no Odoo context any more. `onChange` runs when a context was dropped.
 */
export function trackTabs(onChange: (tabId: number) => void): void {
  browser.tabs.onRemoved.addListener((tabId) => {
    if (pageContexts.delete(tabId)) onChange(tabId);
  });
  browser.tabs.onUpdated.addListener((tabId, change) => {
    const context = pageContexts.get(tabId);
    if (!change.url || !context) return;
    if (originOf(change.url) !== context.origin && pageContexts.delete(tabId)) onChange(tabId);
  });
}
