import { browser } from 'wxt/browser';
import { PAGE_KEPT, type PageMessage } from '@/lib/messaging';

// The page sends again what a stopped worker had not acknowledged (lib/messaging/page-port.ts), and the
// acknowledgement comes seconds after a message's run ended (lib/worker/page-ports.ts): a worker
// stopped in between (the browser ends workers abnormally too) had already run the message's
// triggers, and its successor would run their probes again, reading Odoo twice for one event. What
// was run is kept by page (the content script's own id: its numbers restart with each page load) and
// number, in the browser's session storage, which outlives the worker and not the browser, and never
// reaches the disk.

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
  let latest: Promise<Map<string, number[]>> = (area?.get(KEY) ?? Promise.resolve({}))
    .then((got) => new Map(Object.entries((got[KEY] ?? {}) as Record<string, unknown>).filter((e): e is [string, number[]] => Array.isArray(e[1]))))
    .catch(() => new Map<string, number[]>());
  const keyOf = (tabId: number, page: string) => `${tabId}:${page}`;
  return {
    async ran(tabId, { page, seq }) {
      return (await latest).get(keyOf(tabId, page))?.includes(seq) ?? false;
    },
    done(tabId, { page, seq }) {
      latest = latest.then(async (pages) => {
        const key = keyOf(tabId, page);
        // Each number, not "up to n": a later message of the same page can end its run first (the
        // engine lets a run under way finish when the same page's next triggers come), and the earlier
        // one, still running, must be run again after a stop. The page sends again only among the
        // last PAGE_KEPT it sent, so the highest PAGE_KEPT numbers are all a resend can ask about.
        const seqs = pages.get(key) ?? [];
        if (seqs.includes(seq)) return pages;
        pages.delete(key);
        pages.set(key, [...seqs, seq].sort((a, b) => a - b).slice(-PAGE_KEPT));
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
