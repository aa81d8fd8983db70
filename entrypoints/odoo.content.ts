import { browser } from 'wxt/browser';
import { readPage } from '@/lib/page/read-page';
import type { ContentMessage } from '@/lib/messaging';

export default defineContentScript({
  // Never in the manifest: the worker registers it for the Odoo origins the user granted.
  registration: 'runtime',
  matches: [],
  main(ctx) {
    const send = (message: ContentMessage) => browser.runtime.sendMessage(message).catch(() => undefined);
    const report = () => send({ type: 'page/context', context: readPage(document, location.href) });
    report();
    ctx.addEventListener(window, 'wxt:locationchange', report);
  },
});
