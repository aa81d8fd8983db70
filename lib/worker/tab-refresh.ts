import { browser } from 'wxt/browser';
import { RecordChangedReply, type TabMessage } from '@/lib/messaging';
import { reloadThroughWebClient } from '@/lib/page/record-changed';
import { tabsOfOrigin } from './grants';
import { pageContexts } from './page-contexts';

export interface RecordChange {
  origin: string;
  model: string;
  ids: number[];
  by: 'write' | 'undo';
}

/**
 * After an AI write or an undo: every Odoo tab showing one of the records is told. Its content
 * script answers from the page as it is now; a clean form is reloaded through the web client, so
 * the user never reads (and saves back) values that are no longer true.
 */
export async function refreshTabs(change: RecordChange): Promise<void> {
  // Not a pattern with the port: Firefox patterns take none, so no tab would be found there.
  const tabs = await tabsOfOrigin(change.origin).catch(() => []);
  await Promise.all(
    tabs.map(async (tab) => {
      const context = pageContexts.get(tab.id);
      if (tab.id === undefined || !context || context.origin !== change.origin) return;
      if (context.model !== change.model || typeof context.recordId !== 'number' || !change.ids.includes(context.recordId)) return;
      const message: TabMessage = { type: 'record/changed', model: change.model, ids: change.ids, by: change.by };
      const reply = RecordChangedReply.safeParse(await browser.tabs.sendMessage(tab.id, message).catch(() => undefined));
      if (!reply.success || reply.data.outcome !== 'reload') return;
      await browser.scripting.executeScript({ target: { tabId: tab.id }, world: 'MAIN', func: reloadThroughWebClient }).catch(() => undefined);
    }),
  );
}
