import { browser } from 'wxt/browser';
import { askControl } from '@/lib/page/ask-control';
import { paletteCommand } from '@/lib/page/palette-command';
import { suggestionNotice } from '@/lib/page/notice';
import { readPage } from '@/lib/page/read-page';
import { watchPage } from '@/lib/page/watch-page';
import { onRecordChanged } from '@/lib/page/record-changed';
import type { ContentMessage } from '@/lib/messaging';
import { pagePort } from '@/lib/messaging/page-port';
import { PanelOpenReply, TabMessage } from '@/lib/messaging/tab-protocol';
import { pageText } from '@/lib/page/page-text';

export default defineContentScript({
  // Never in the manifest: the worker registers it for the Odoo origins the user granted.
  registration: 'runtime',
  matches: [],
  main(ctx) {
    // Injected into an open tab at grant time and registered for later loads: run once per page.
    const flag = '__weftContentScript';
    const globals = window as unknown as Record<string, unknown>;
    if (globals[flag]) return;
    globals[flag] = true;
    // Ends on an extension update or removal (WXT invalidates the context) and on revoked access
    // (the worker says so: a revoked origin does not unload a script already in the page).
    const life = new AbortController();
    const stop = () => {
      if (life.signal.aborted) return;
      life.abort();
      control.remove();
      notice.remove();
      palette.remove();
      page.close();
      browser.runtime.onMessage.removeListener(listener);
      delete globals[flag];
    };
    ctx.onInvalidated(stop);

    // An update or removal orphans this script: its messages then fail (runtime.id is gone), and
    // asking WXT at that moment runs stop(), which takes the control and the notice away. Asking on
    // every page read instead cost the tab ~0.2 ms per navigation (traced on real 17).
    const orphaned = () => void ctx.isInvalid;
    const send = (message: ContentMessage): Promise<unknown> => {
      try {
        return browser.runtime.sendMessage(message).catch(orphaned);
      } catch {
        orphaned();
        return Promise.resolve(undefined);
      }
    };
    // Each navigation's page goes over one long-lived port (a message per read).
    const page = pagePort(orphaned);
    // Sent in the click's task (the panel opens inside the user's gesture).
    const openPanel = async (question?: string) => {
      const answer = PanelOpenReply.safeParse(await send({ type: 'panel/open', context: readPage(document, location.href), ...(question ? { question } : {}) }));
      // Firefox opens its sidebar only from Weft's own controls (toolbar, shortcut, menu), never from a page click.
      return answer.success && !answer.data.opened ? pageText(document)['page.firefoxHint'] : undefined;
    };
    const control = askControl(document, () => openPanel());
    // Odoo's Ctrl+K palette: what is typed after "Ask Weft:" goes to the panel as the question about this page.
    const palette = paletteCommand(document, (question) => void openPanel(question.slice(0, 2000)));
    const notice = suggestionNotice(document, openPanel);
    let pageKey = '';
    // Messages from the worker; only our own extension may send them.
    const listener = (raw: unknown, sender: { id?: string }, reply: (answer: unknown) => void) => {
      const message = TabMessage.safeParse(raw);
      if (sender.id !== browser.runtime.id || !message.success) return undefined; // dropped
      if (message.data.type === 'weft/detach') {
        if (message.data.origins.includes(location.origin)) stop();
        return undefined;
      }
      if (message.data.type === 'weft/notice') {
        const { suggestionId, title, why } = message.data;
        notice.show({ suggestionId, title, why }, pageKey);
        return undefined;
      }
      reply(onRecordChanged(document, location.href, message.data));
      return undefined;
    };
    browser.runtime.onMessage.addListener(listener);
    let loaded = true; // the first page of this load
    watchPage(document, window, {
      signal: life.signal,
      slot: () => control.slot,
      onPage: (context, triggers) => {
        const message: Parameters<typeof page.post>[0] = { type: 'page/context', context };
        if (loaded) message.loaded = true;
        if (triggers.length) message.triggers = triggers.length > 10 ? triggers.slice(-10) : triggers;
        page.post(message);
        loaded = false;
      },
      onRead: (context) => {
        if (life.signal.aborted) return;
        control.ensure(context.viewType);
        palette.ensure();
        pageKey = `${context.model ?? context.action ?? ''}|${context.recordId ?? ''}`;
        notice.follow(pageKey); // a notice belongs to the record it was made on
      },
    });
  },
});
