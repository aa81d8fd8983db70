import { browser } from 'wxt/browser';
import { watchPage } from '@/lib/page/watch-page';
import { onRecordChanged } from '@/lib/page/record-changed';
import type { ContentMessage } from '@/lib/messaging';
import { TabMessage } from '@/lib/messaging/tab-protocol';

export default defineContentScript({
  // Never in the manifest: the worker registers it for the Odoo origins the user granted.
  registration: 'runtime',
  matches: [],
  main(ctx) {
    // Injected into an open tab at grant time and registered for later loads: run once per page.
    const flag = '__weftContentScript';
    if ((window as unknown as Record<string, unknown>)[flag]) return;
    (window as unknown as Record<string, unknown>)[flag] = true;
    ctx.onInvalidated(() => delete (window as unknown as Record<string, unknown>)[flag]);

    const send = (message: ContentMessage) => browser.runtime.sendMessage(message).catch(() => undefined);
    // The worker tells this tab when Weft changed a record; only our own extension may.
    const listener = (raw: unknown, sender: { id?: string }, reply: (answer: unknown) => void) => {
      const message = TabMessage.safeParse(raw);
      if (sender.id !== browser.runtime.id || !message.success) return undefined; // dropped
      reply(onRecordChanged(document, location.href, message.data));
      return undefined;
    };
    browser.runtime.onMessage.addListener(listener);
    ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(listener));
    watchPage(document, window, {
      signal: ctx.signal,
      onContext: (context) => void send({ type: 'page/context', context }),
      onTrigger: (trigger, context) => void send({ type: 'page/trigger', trigger, context }),
    });
  },
});
