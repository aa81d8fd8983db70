import { browser } from 'wxt/browser';
import type { ChatService } from '@/lib/agent/service';

/**
 * While a turn runs or a card waits, an extension call every 20 s resets the browser's 30 s idle
 * timer, so a reply or a card is not cut off when no panel is open to ping. The panel pings too.
 */
export function keepAliveWhileBusy(chat: ChatService): void {
  setInterval(() => {
    if (chat.running().length) void browser.runtime.getPlatformInfo();
  }, 20_000);
}
