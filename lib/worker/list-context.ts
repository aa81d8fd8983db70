import { browser } from 'wxt/browser';
import type { PageContext } from '@/lib/messaging';
import { LIST_MARKERS, parseListState, readListState } from '@/lib/page/list-state';

/**
 * A list page's context with what the web client holds (ticked rows, count, search, sort), read
 * from the tab's main world when the user sends a message, so "these" means what is ticked now.
 */
export async function withListState(tabId: number, context: PageContext): Promise<PageContext> {
  if (!context.loggedIn || context.viewType !== 'list') return context;
  const [result] = await browser.scripting.executeScript({ target: { tabId }, world: 'MAIN', func: readListState, args: [LIST_MARKERS] }).catch(() => []);
  const list = parseListState(result?.result, context.model);
  return list ? { ...context, model: context.model ?? list.model, list } : context;
}
