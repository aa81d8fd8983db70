import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser, type Browser } from 'wxt/browser';
import { PAGE_PORT } from '@/lib/messaging';
import { ACK_MS, acceptPagePort } from './page-ports';

/** A page port as the worker sees it: `send` is the page posting, `posted` what the worker answered. */
function pagePortFrom(sender: Browser.runtime.MessageSender, name = PAGE_PORT) {
  const onMessage = new Set<(raw: unknown) => void>();
  const posted: unknown[] = [];
  let disconnected = false;
  const port = {
    name,
    sender,
    postMessage: (m: unknown) => void posted.push(m),
    disconnect: () => void (disconnected = true),
    onMessage: { addListener: (l: (raw: unknown) => void) => void onMessage.add(l) },
    onDisconnect: { addListener: () => undefined },
  } as unknown as Browser.runtime.Port;
  return { port, posted, send: (raw: unknown) => onMessage.forEach((l) => l(raw)), disconnected: () => disconnected };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('acceptPagePort', () => {
  const own = { id: browser.runtime.id, url: 'https://acme.odoo.com/odoo', tab: { id: 3 } } as Browser.runtime.MessageSender;

  it('routes each message with the port’s sender, and acknowledges a run of them once, a few seconds later', async () => {
    vi.useFakeTimers();
    const { port, posted, send } = pagePortFrom(own);
    const route = vi.fn();
    expect(acceptPagePort(port, route)).toBe(true);
    send({ type: 'page/context', seq: 1 });
    send({ type: 'page/context', seq: 2 });
    expect(route.mock.calls).toEqual([[{ type: 'page/context', seq: 1 }, own], [{ type: 'page/context', seq: 2 }, own]]);
    expect(posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(ACK_MS);
    expect(posted).toEqual([{ type: 'page/ack', seq: 2 }]);
    send({ type: 'page/context', seq: 3 });
    await vi.advanceTimersByTimeAsync(ACK_MS);
    expect(posted).toEqual([{ type: 'page/ack', seq: 2 }, { type: 'page/ack', seq: 3 }]);
  });

  it('closes a port that is not our script in a tab, and leaves other ports alone', () => {
    const route = vi.fn();
    for (const sender of [{ ...own, id: 'another-extension' }, { id: own.id, url: own.url }, undefined]) {
      const { port, send, disconnected } = pagePortFrom(sender as Browser.runtime.MessageSender);
      expect(acceptPagePort(port, route)).toBe(true);
      send({ type: 'page/context', seq: 1 });
      expect(disconnected()).toBe(true);
    }
    expect(route).not.toHaveBeenCalled();
    const panel = pagePortFrom(own, 'weft-panel');
    expect(acceptPagePort(panel.port, route)).toBe(false);
    expect(panel.disconnected()).toBe(false);
  });
});
