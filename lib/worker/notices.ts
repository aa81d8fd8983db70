import { browser } from 'wxt/browser';
import type { Suggestion } from '@/lib/db';
import type { TabMessage } from '@/lib/messaging/tab-protocol';
import type { Settings } from '@/lib/settings';
import type { I18n } from '@/lib/i18n';
import { noticeFor } from '@/lib/suggest/notice';

export interface NoticeStats {
  /** Runs that stored an important suggestion. */
  important: number;
  /** Sent to the page as its notice. */
  sent: number;
  /** Not sent: Settings say badge only. */
  badgeOnly: number;
  /** Not sent: a panel beside the tab shows the card already. */
  panelOpen: number;
}

/**
 * Offers a run's new suggestions to the tab's page as its one notice, when Settings say so and no
 * panel beside the tab shows them already. The page shows it (lib/page/notice.ts); nothing here
 * waits for it.
 */
export function suggestionNotices(deps: {
  getSettings(): Promise<Pick<Settings, 'suggestionDisplay'>>;
  panelBeside(tabId: number): Promise<boolean>;
  /** The words of the user signed in to an origin (the notice is said in them when it is sent). */
  userI18n(origin: string): I18n;
}) {
  const stats: NoticeStats = { important: 0, sent: 0, badgeOnly: 0, panelOpen: 0 };
  return {
    async offer(tabId: number, stored: Suggestion[]): Promise<void> {
      const notice = stored[0] ? noticeFor(stored, deps.userI18n(stored[0].origin)) : null;
      if (!notice) return;
      stats.important++;
      if ((await deps.getSettings()).suggestionDisplay !== 'notice') return void stats.badgeOnly++;
      if (await deps.panelBeside(tabId)) return void stats.panelOpen++;
      const message: TabMessage = { type: 'weft/notice', ...notice };
      await browser.tabs.sendMessage(tabId, message).catch(() => undefined);
      stats.sent++;
    },
    stats: (): Readonly<NoticeStats> => ({ ...stats }),
  };
}
