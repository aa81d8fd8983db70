import type { PageContext } from '@/lib/messaging';

// The worker's latest view of each Odoo tab. Kept in memory: a content script re-sends its context
// on every navigation and when the worker restarts it re-sends on the next one.
const byTab = new Map<number, PageContext>();

export const pageContexts = {
  set(tabId: number, context: PageContext) {
    byTab.set(tabId, context);
  },
  get(tabId: number | undefined): PageContext | null {
    return tabId === undefined ? null : (byTab.get(tabId) ?? null);
  },
  delete(tabId: number) {
    byTab.delete(tabId);
  },
};
