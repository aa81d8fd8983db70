import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser, type Browser } from 'wxt/browser';
import type { WorkerEvent } from './protocol';
import { connectPanel } from './panel-client';
import { openPanelPort } from './panel-port';

/** A port whose worker end the test drives: `deliver` is a message from the worker. */
function fakePort() {
  const onMessage = new Set<(raw: unknown) => void>();
  const onDisconnect = new Set<() => void>();
  const posted: unknown[] = [];
  const port = {
    name: 'panel',
    postMessage: (m: unknown) => void posted.push(m),
    disconnect: () => undefined,
    onMessage: { addListener: (l: (raw: unknown) => void) => void onMessage.add(l), removeListener: (l: (raw: unknown) => void) => void onMessage.delete(l) },
    onDisconnect: { addListener: (l: () => void) => void onDisconnect.add(l) },
  } as unknown as Browser.runtime.Port;
  /** `drop`: the browser stopped the worker (its end of the port went away). */
  return { port, posted, deliver: (raw: unknown) => onMessage.forEach((l) => l(raw)), drop: () => onDisconnect.forEach((l) => l()) };
}

afterEach(() => vi.restoreAllMocks());

describe('connectPanel', () => {
  it('says hello at once, and keeps what the worker answers before the app listens, for its first listener', async () => {
    const { port, posted, deliver } = fakePort();
    vi.spyOn(browser.runtime, 'connect').mockReturnValue(port);
    const client = connectPanel(4);
    expect(posted).toEqual([{ type: 'panel/hello', tabId: 4 }]);

    deliver({ type: 'pong', nonce: 'hello', version: '1.0.0' });
    deliver({ type: 'not-an-event' }); // malformed: dropped, not kept
    const first: WorkerEvent[] = [];
    client.on((e) => first.push(e));
    expect(first).toEqual([{ type: 'pong', nonce: 'hello', version: '1.0.0' }]);

    // Later listeners hear only what comes after them; the first hears everything once.
    await Promise.resolve();
    const second: WorkerEvent[] = [];
    client.on((e) => second.push(e));
    deliver({ type: 'pong', nonce: 'again', version: '1.0.0' });
    expect(first.map((e) => (e as { nonce: string }).nonce)).toEqual(['hello', 'again']);
    expect(second.map((e) => (e as { nonce: string }).nonce)).toEqual(['again']);
  });

  it("gives what came early to every listener of the app's first effects, once each (the status is not left to the turn's listener)", async () => {
    const { port, deliver } = fakePort();
    vi.spyOn(browser.runtime, 'connect').mockReturnValue(port);
    const client = connectPanel(4);
    deliver({ type: 'pong', nonce: 'hello', version: '1.0.0' });
    const turn: WorkerEvent[] = [];
    const status: WorkerEvent[] = [];
    client.on((e) => turn.push(e));
    deliver({ type: 'pong', nonce: 'between', version: '1.0.0' }); // heard by the first; kept for the second
    client.on((e) => status.push(e));
    deliver({ type: 'pong', nonce: 'after', version: '1.0.0' });
    const nonces = (events: WorkerEvent[]) => events.map((e) => (e as { nonce: string }).nonce);
    expect(nonces(turn)).toEqual(['hello', 'between', 'after']);
    expect(nonces(status)).toEqual(['hello', 'between', 'after']);
  });

  it("holds the worker's last status, heard before any listener (the app's first render starts from it)", () => {
    const { port, deliver } = fakePort();
    vi.spyOn(browser.runtime, 'connect').mockReturnValue(port);
    const client = connectPanel(7, openPanelPort(7));
    expect(client.status()).toBeNull();
    const status = (user: number) => ({ activeOrigin: 'https://odoo.example', granted: true, context: null, user: null, identity: `https://odoo.example|db|${user}`, odooProblem: null });
    deliver({ type: 'status', status: status(2) });
    expect(client.status()?.identity).toBe('https://odoo.example|db|2');
    deliver({ type: 'status', status: { ...status(6), granted: 'yes' } }); // malformed: dropped, the last good one stays
    expect(client.status()?.identity).toBe('https://odoo.example|db|2');
    deliver({ type: 'status', status: status(6) });
    expect(client.status()?.identity).toBe('https://odoo.example|db|6');
  });

  it("forgets the status of a worker that went away: the next one may answer for another user (a first render never starts from the old one's)", () => {
    vi.useFakeTimers();
    try {
      const { port, deliver, drop } = fakePort();
      const next = fakePort();
      vi.spyOn(browser.runtime, 'connect').mockReturnValueOnce(port).mockReturnValueOnce(next.port);
      const client = connectPanel(7);
      const status = (user: number | null) => ({ activeOrigin: 'https://odoo.example', granted: true, context: null, user: null, identity: user === null ? null : `https://odoo.example|db|${user}`, odooProblem: null });
      deliver({ type: 'status', status: status(2) });
      expect(client.status()?.identity).toBe('https://odoo.example|db|2');
      drop();
      expect(client.status()).toBeNull();
      // Nor does a listener that comes after the drop hear the old status from the early buffer.
      const heard: WorkerEvent[] = [];
      client.on((e) => heard.push(e));
      expect(heard.filter((e) => e.type === 'status')).toEqual([]);
      vi.advanceTimersByTime(200); // reconnected: the new worker says who is signed in now
      next.deliver({ type: 'status', status: status(6) });
      expect(client.status()?.identity).toBe('https://odoo.example|db|6');
    } finally {
      vi.useRealTimers();
    }
  });

  it('adopts the port the first script opened: one hello, and what came before is parsed and kept', () => {
    const { port, posted, deliver } = fakePort();
    const connect = vi.spyOn(browser.runtime, 'connect').mockReturnValue(port);
    const opened = openPanelPort(7);
    deliver({ type: 'pong', nonce: 'early', version: '1.0.0' });
    deliver({ type: 'not-an-event' });
    const client = connectPanel(7, opened);
    expect(connect).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([{ type: 'panel/hello', tabId: 7 }]);
    deliver({ type: 'pong', nonce: 'late', version: '1.0.0' });
    const seen: WorkerEvent[] = [];
    client.on((e) => seen.push(e));
    expect(seen.map((e) => (e as { nonce: string }).nonce)).toEqual(['early', 'late']);
  });
});
