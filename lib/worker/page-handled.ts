import { browser } from 'wxt/browser';
import type { PageMessage } from '@/lib/messaging';

// The page sends again what a stopped worker had not acknowledged (lib/messaging/page-port.ts), and the
// acknowledgement comes seconds after a message's run ended (lib/worker/page-ports.ts): a worker
// stopped in between (the browser ends workers abnormally too) had already run the message's
// triggers, and its successor would run their probes again, reading Odoo twice for one event. What was run is kept by page (the content script's
// own id: its numbers restart with each page load) and number, in the browser's session storage,
// which outlives the worker and not the browser, and never reaches the disk.

const KEY = 'weft.pageHandled';
/** Pages remembered at most (a page load each; the oldest go first): enough for every open tab. */
export const KEPT_PAGES = 200;

/** Where the numbers are kept: the browser's session storage area, or a stand-in in unit tests. */
export interface HandledArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

export interface PageHandled {
  /** Whether this message's triggers were run to their end already (by this worker or one stopped since). */
  ran(tabId: number, message: Pick<PageMessage, 'page' | 'seq'>): Promise<boolean>;
  /** The message's triggers were run to their end. */
  done(tabId: number, message: Pick<PageMessage, 'page' | 'seq'>): Promise<void>;
  /**
   * Runs the message's triggers unless they were run to their end already; resolves once they were
   * and that is kept (the page port then acknowledges the message: lib/worker/page-ports.ts).
   */
  once(tabId: number, message: Pick<PageMessage, 'page' | 'seq'>, run: () => Promise<unknown>): Promise<void>;
}

export function pageHandled(area: HandledArea | undefined = browser.storage.session): PageHandled {
  // Read once per worker; every change after that is written through, one at a time (a read-modify-write
  // of two messages at once would lose one).
  let latest: Promise<Map<string, number>> = (area?.get(KEY) ?? Promise.resolve({}))
    .then((got) => new Map(Object.entries((got[KEY] ?? {}) as Record<string, number>)))
    .catch(() => new Map<string, number>());
  const keyOf = (tabId: number, page: string) => `${tabId}:${page}`;
  return {
    async ran(tabId, { page, seq }) {
      return ((await latest).get(keyOf(tabId, page)) ?? 0) >= seq;
    },
    done(tabId, { page, seq }) {
      latest = latest.then(async (pages) => {
        const key = keyOf(tabId, page);
        // Numbers only grow: a later message's triggers replace an earlier one's (the engine keeps
        // the latest page), so "up to n" is all there is to keep.
        if ((pages.get(key) ?? 0) >= seq) return pages;
        pages.delete(key);
        pages.set(key, seq);
        for (const old of pages.keys()) if (pages.size > KEPT_PAGES) pages.delete(old);
        await area?.set({ [KEY]: Object.fromEntries(pages) }).catch(() => undefined);
        return pages;
      });
      return latest.then(() => undefined);
    },
    async once(tabId, message, run) {
      if (await this.ran(tabId, message)) return;
      await run();
      await this.done(tabId, message);
    },
  };
}
