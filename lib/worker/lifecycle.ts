import { browser } from 'wxt/browser';
import type { ChatService } from '@/lib/agent/service';
import { db } from '@/lib/db';
import { pruneFiles } from '@/lib/files/attach';
import { getSettings } from '@/lib/settings';
import type { SuggestionEngine } from '@/lib/suggest';
import { openTarget } from '@/lib/page/open-target';
import { applyRetention } from './erase-data';
import { syncContentScripts, tabsOfOrigin } from './grants';
import { journalFor } from './journals';
import { pageContexts } from './page-contexts';

/**
 * Every worker start (the browser may have stopped the last one at any moment): turns left
 * streaming end as interrupted, journal entries whose outcome is unknown are reconciled against
 * Odoo (read only, nothing re-sent; they stay "checking" until the evidence is conclusive), old
 * entries are pruned, and the content script is registered again.
 */
export async function startUp(chat: ChatService, refreshGranted: () => Promise<string[]>): Promise<void> {
  const origins = await refreshGranted();
  await chat.recover().catch((e) => console.error('[weft] recover', e));
  await applyRetention(chat).catch((e) => console.warn('[weft] retention', e));
  await pruneFiles(db).catch((e) => console.warn('[weft] prune files', e));
  await syncContentScripts().catch((e) => console.error('[weft] content scripts', e));
  const { journalRetentionDays } = await getSettings();
  const pendingOrigins = new Set((await db.operations.where('status').anyOf(['pending', 'checking']).toArray()).map((op) => op.origin));
  for (const origin of new Set([...origins, ...pendingOrigins])) {
    const journal = journalFor(origin);
    // Each entry is read in its own companies and only under its own identity (lib/ops/scope.ts).
    await journal.reconcile().catch((e) => console.warn('[weft] reconcile', origin, e));
    await journal.prune(journalRetentionDays).catch(() => undefined);
  }
}

/**
 * Opens a URL in an Odoo tab of its origin (lib/page/open-target): the user's click may reuse a
 * clean tab, the active one first; a model's open_in_tab always gets a new background tab.
 */
export async function openInOdooTab(url: string, { byUser = true }: { byUser?: boolean } = {}): Promise<void> {
  const tabs = byUser ? await tabsOfOrigin(new URL(url).origin) : [];
  const target = openTarget(tabs, (id) => pageContexts.get(id), byUser);
  if ('navigate' in target) await browser.tabs.update(target.navigate, { url, active: true });
  else await browser.tabs.create({ url, active: target.create.active });
}

/** Suggestions never run for a tab the user cannot see. */
export function trackVisibleTabs(suggestions: SuggestionEngine): void {
  const visibleInWindow = new Map<number, number>();
  browser.tabs.onActivated.addListener(({ tabId, windowId }) => {
    const previous = visibleInWindow.get(windowId);
    if (previous !== undefined && previous !== tabId) suggestions.setTabVisible(previous, false);
    visibleInWindow.set(windowId, tabId);
    suggestions.setTabVisible(tabId, true);
  });
}
