import { browser } from 'wxt/browser';
import { originOf, type PageContext } from '@/lib/messaging';

// The worker's latest view of each Odoo tab, per tab: a turn started in a tab acts in that tab's
// companies, not those of whichever tab navigated last. Kept in memory: a content script re-sends
// its context on every navigation, and after a worker restart on the next one.
const byTab = new Map<number, PageContext>();

export const pageContexts = {
  set(tabId: number, context: PageContext) {
    byTab.set(tabId, context);
  },
  get(tabId: number | undefined): PageContext | null {
    return tabId === undefined ? null : (byTab.get(tabId) ?? null);
  },
  delete(tabId: number) {
    return byTab.delete(tabId);
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
