import { browser, type Browser } from 'wxt/browser';
import type { PageMessage } from './page-messages';
import { PageAck } from './tab-protocol';

// The content script's one long-lived port to the worker, for what every navigation says (the page
// and its triggers): runtime.sendMessage opens a channel per message, which cost the Odoo tab about
// 0.5 ms of its main thread per navigation (traced on real 17, more than the rest of the script).
// The browser stops an idle worker (and Chrome ended a port after ~5 min): the port closes with it,
// and the next message opens a new one, which starts the worker again; an idle page keeps no worker
// alive. The worker acknowledges by number what it has dealt with (a message's suggestion run ended,
// or it needed none), a few seconds later (lib/worker/page-ports.ts): what was not acknowledged when
// the port closed (the worker stopped meanwhile, a run under way included) is sent once more on a new port. The worker may then hear a message twice: each message carries this page's own id and
// its number, by which the worker runs it once (lib/worker/page-handled.ts).

export const PAGE_PORT = 'weft-page';

/** Messages kept for a resend at most (more than a few seconds of navigation holds); the oldest go first. */
export const PAGE_KEPT = 10;

export interface PagePort {
  post(message: Omit<PageMessage, 'seq' | 'page' | 'older'>): void;
  close(): void;
}

/** `orphaned`: asks whether this script is an orphan (the extension was updated or removed) when a port closes or fails. */
export function pagePort(orphaned: () => void): PagePort {
  let port: Browser.runtime.Port | undefined;
  let seq = 0;
  // Random, not crypto.randomUUID: an Odoo served over plain http on the network is no secure context.
  const page = Array.from(crypto.getRandomValues(new Uint32Array(3)), (n) => n.toString(36)).join('');
  let closed = false;
  // Sent and not yet acknowledged; `again`: already sent once more, never a third time (a worker that
  // refuses this page closes every port it opens).
  let unacked: Array<{ message: PageMessage; again: boolean }> = [];

  const open = (): Browser.runtime.Port | undefined => {
    try {
      const next = browser.runtime.connect({ name: PAGE_PORT });
      next.onMessage.addListener((raw: unknown) => {
        const ack = PageAck.safeParse(raw);
        if (ack.success) unacked = unacked.filter((u) => u.message.seq > ack.data.seq);
      });
      next.onDisconnect.addListener(() => {
        if (port !== next) return;
        port = undefined;
        // An update or removal of the extension closes the port too (and a connect from an orphan
        // gives a port that closes at once): asked here, not on every post.
        orphaned();
        const resend = unacked.filter((u) => !u.again);
        unacked = [];
        if (closed || !resend.length) return; // the next navigation opens a port
        const again = open();
        // All but the latest say so: heard again, they must not retire the cards of the page now.
        for (const u of resend) send(again, u.message.seq < seq ? { ...u.message, older: true } : u.message, true);
      });
      return (port = next);
    } catch {
      orphaned();
      return undefined;
    }
  };
  const send = (to: Browser.runtime.Port | undefined, message: PageMessage, again: boolean) => {
    if (!to) return;
    unacked.push({ message, again });
    if (unacked.length > PAGE_KEPT) unacked.shift();
    try {
      to.postMessage(message);
    } catch {
      // Closed under us: its onDisconnect sends what is unacknowledged again.
      orphaned();
    }
  };
  return {
    post(message) {
      if (closed) return;
      send(port ?? open(), { ...message, seq: ++seq, page } as PageMessage, false);
    },
    close() {
      closed = true;
      port?.disconnect();
      port = undefined;
    },
  };
}
