import { browser } from 'wxt/browser';
import { watchPage } from '@/lib/page/watch-page';
import type { ContentMessage } from '@/lib/messaging';

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
    watchPage(document, window, {
      signal: ctx.signal,
      onContext: (context) => void send({ type: 'page/context', context }),
      onTrigger: (trigger, context) => void send({ type: 'page/trigger', trigger, context }),
    });
  },
});
