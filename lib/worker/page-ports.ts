import { browser, type Browser } from 'wxt/browser';
import { PAGE_PORT, type PageAck } from '@/lib/messaging';

// The worker's end of the content scripts' page ports (lib/messaging/page-port.ts). A port is taken
// only from our own extension's script in a tab; each message is then routed as every content
// message is (parsed, and its sender checked against the granted origins, on arrival). Arrival is
// acknowledged a few seconds later, up to the last number heard: each acknowledgement costs the tab
// a call into its script, so one covers a run of navigations; what a stopped worker never
// acknowledged, the page sends again.

export const ACK_MS = 5_000;

/**
 * `route`: the content router, with the port's sender as the message's. False: not a page port.
 * `ackMs`: the delay, asked at each run (test builds hold it, so an e2e can stop the worker inside it).
 */
export function acceptPagePort(port: Browser.runtime.Port, route: (raw: unknown, sender: Browser.runtime.MessageSender) => unknown, ackMs: () => number = () => ACK_MS): boolean {
  if (port.name !== PAGE_PORT) return false;
  const sender = port.sender;
  if (!sender || sender.id !== browser.runtime.id || sender.tab?.id === undefined) {
    port.disconnect();
    return true;
  }
  let heard = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ack = () => {
    timer = undefined;
    try {
      port.postMessage({ type: 'page/ack', seq: heard } satisfies PageAck);
    } catch {
      // The tab went away meanwhile.
    }
  };
  port.onMessage.addListener((raw: unknown) => {
    const seq = (raw as { seq?: unknown } | null)?.seq;
    if (typeof seq === 'number' && seq > heard) {
      heard = seq;
      timer ??= setTimeout(ack, ackMs());
    }
    void route(raw, sender);
  });
  port.onDisconnect.addListener(() => clearTimeout(timer));
  return true;
}
