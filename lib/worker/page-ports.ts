import { browser, type Browser } from 'wxt/browser';
import { PAGE_PORT, type PageAck } from '@/lib/messaging';

// The worker's end of the content scripts' page ports (lib/messaging/page-port.ts). A port is taken
// only from our own extension's script in a tab; each message is then routed as every content
// message is (parsed, and its sender checked against the granted origins, on arrival). A message is
// acknowledged once it is dealt with: its suggestion run ended (or another page's replaced it), or it
// needed none (no triggers, malformed, a wrong sender, heard again and already run). Until then a
// stopped worker leaves it unacknowledged, and the page sends it again to the next. The page drops
// what is acknowledged "up to n", so an acknowledgement covers the messages dealt with in arrival
// order, and waits for an older one still running. Each costs the tab a call into its script, so one
// covers a few seconds of navigation, no sooner than ACK_MS after the last (dueAt).

export const ACK_MS = 5_000;
/**
 * A message still not dealt with this long after it arrived is acknowledged anyway. Each Odoo call
 * is given 60 s (lib/odoo/transport.ts): a run not over in a minute waits on an Odoo that does not
 * answer, or on a bug. Sent again, it would start the same reads on the same struggling server in a
 * new worker, for a card a minute late about a page the user has been on all along (had they left,
 * the next page would have replaced the run); and until it goes, every later message of the page
 * waits behind it. A run that ends after the bound still stores its card.
 */
export const DEALT_BOUND_MS = 60_000;

/**
 * `route`: the content router, with the port's sender as the message's; resolves (or fails) once
 * the message is dealt with. False: not a page port. `ackMs`: the delay, asked each time (test
 * builds set it, so an e2e can stop the worker inside it or after it).
 */
export function acceptPagePort(
  port: Browser.runtime.Port,
  route: (raw: unknown, sender: Browser.runtime.MessageSender) => unknown,
  ackMs: () => number = () => ACK_MS,
): boolean {
  if (port.name !== PAGE_PORT) return false;
  const sender = port.sender;
  if (!sender || sender.id !== browser.runtime.id || sender.tab?.id === undefined) {
    port.disconnect();
    return true;
  }
  // Heard on this port and not acknowledged yet, in arrival order.
  const waiting: Array<{ seq: number; at: number; dealt: boolean }> = [];
  let heard = 0;
  let lastAck = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  /** The number the page may drop up to: every message heard up to it is dealt with (or past the bound). */
  const ackable = (now: number) => {
    let upTo = 0;
    for (const m of waiting) {
      if (!m.dealt && now - m.at < DEALT_BOUND_MS) break;
      upTo = m.seq;
    }
    return upTo;
  };
  /**
   * When the next acknowledgement is due: ACK_MS after the oldest it covers arrived and after the last
   * one; while a run is under way, what was dealt with before it waits with it up to 2 × ACK_MS, so a
   * stream of navigations is not acknowledged once more for its last run; with nothing dealt with,
   * the bound of the run under way.
   */
  const dueAt = (now: number) => {
    const upTo = ackable(now);
    const running = waiting.find((m) => !m.dealt && now - m.at < DEALT_BOUND_MS);
    if (!upTo) return running!.at + DEALT_BOUND_MS;
    const first = waiting[0]!.at;
    return running ? Math.max(first + 2 * ackMs(), lastAck + ackMs()) : Math.max(first, lastAck) + ackMs();
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (closed || !waiting.length) return;
    const now = Date.now();
    timer = setTimeout(ack, Math.max(0, dueAt(now) - now));
  };
  const ack = () => {
    const now = Date.now();
    const upTo = ackable(now);
    if (upTo && dueAt(now) <= now) {
      waiting.splice(0, waiting.findIndex((m) => m.seq === upTo) + 1);
      lastAck = now;
      try {
        port.postMessage({ type: 'page/ack', seq: upTo } satisfies PageAck);
      } catch {
        // The tab went away meanwhile.
      }
    }
    schedule();
  };

  port.onMessage.addListener((raw: unknown) => {
    const seq = (raw as { seq?: unknown } | null)?.seq;
    const routed = (async () => route(raw, sender))().catch(() => undefined);
    // A number at or below one heard is a message heard again on this port: the first is waited for.
    if (typeof seq !== 'number' || seq <= heard) return;
    heard = seq;
    const message = { seq, at: Date.now(), dealt: false };
    waiting.push(message);
    schedule();
    void routed.then(() => {
      message.dealt = true;
      schedule();
    });
  });
  port.onDisconnect.addListener(() => {
    closed = true;
    clearTimeout(timer);
  });
  return true;
}
