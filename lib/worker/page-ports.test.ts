import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser, type Browser } from 'wxt/browser';
import { PAGE_PORT, type PageAck, type PageMessage } from '@/lib/messaging';
import { pagePort } from '@/lib/messaging/page-port';
import { pageHandled, type HandledArea } from './page-handled';
import { ACK_MS, DEALT_BOUND_MS, acceptPagePort } from './page-ports';

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

/** A run the test ends: `end()` is the suggestion run reaching its end. */
function deferred() {
  let end = () => undefined as void;
  const promise = new Promise<void>((resolve) => (end = resolve));
  return { promise, end };
}

describe('acceptPagePort: acknowledged once dealt with', () => {
  const own = { id: browser.runtime.id, url: 'https://acme.odoo.com/odoo', tab: { id: 3 } } as Browser.runtime.MessageSender;
  const acks = (posted: unknown[]) => posted.map((p) => (p as { seq: number }).seq);

  it('a run longer than ACK_MS: not acknowledged until it ends, then with what was dealt with after it', async () => {
    vi.useFakeTimers();
    const { port, posted, send } = pagePortFrom(own);
    const slow = deferred();
    acceptPagePort(port, (raw) => ((raw as { seq: number }).seq === 1 ? slow.promise : undefined));
    send({ type: 'page/context', seq: 1 });
    send({ type: 'page/context', seq: 2 }); // no run, dealt with at once, but behind 1
    await vi.advanceTimersByTimeAsync(3 * ACK_MS);
    expect(posted).toEqual([]);
    slow.end();
    await vi.advanceTimersByTimeAsync(0); // its delay is long past
    expect(acks(posted)).toEqual([2]);
  });

  it('a message dealt with (no run, malformed, a failed run) goes with the next acknowledgement; one heard again is waited for once', async () => {
    vi.useFakeTimers();
    const { port, posted, send } = pagePortFrom(own);
    acceptPagePort(port, (raw) => ((raw as { seq: number }).seq === 2 ? Promise.reject(new Error('Odoo down')) : undefined));
    send({ type: 'page/context', seq: 1 });
    send({ type: 'page/context', seq: 2 });
    send({ type: 'page/context', seq: 1 });
    send({ nonsense: true });
    await vi.advanceTimersByTimeAsync(ACK_MS);
    expect(acks(posted)).toEqual([2]);
  });

  it('while a run is under way, what was dealt with before it waits with it, 2 × ACK_MS at most', async () => {
    vi.useFakeTimers();
    const { port, posted, send } = pagePortFrom(own);
    acceptPagePort(port, (raw) => ((raw as { seq: number }).seq === 2 ? new Promise(() => undefined) : undefined));
    send({ type: 'page/context', seq: 1 });
    send({ type: 'page/context', seq: 2 });
    await vi.advanceTimersByTimeAsync(2 * ACK_MS - 1);
    expect(posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(acks(posted)).toEqual([1]);
  });

  it(`a run that never ends is acknowledged ${DEALT_BOUND_MS / 1000} s after it arrived, with those behind it`, async () => {
    vi.useFakeTimers();
    const { port, posted, send } = pagePortFrom(own);
    acceptPagePort(port, (raw) => ((raw as { seq: number }).seq === 1 ? new Promise(() => undefined) : undefined));
    send({ type: 'page/context', seq: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    send({ type: 'page/context', seq: 2 });
    await vi.advanceTimersByTimeAsync(DEALT_BOUND_MS - 1_001);
    expect(posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(acks(posted)).toEqual([2]);
  });

  it('costs the tab no more acknowledgements than before: one for a navigation, at most one per ACK_MS for a stream of them', async () => {
    vi.useFakeTimers();
    const { port, posted, send } = pagePortFrom(own);
    const runs = new Map<number, ReturnType<typeof deferred>>();
    acceptPagePort(port, (raw) => {
      const run = deferred();
      runs.set((raw as { seq: number }).seq, run);
      return run.promise;
    });
    // One navigation, its run over after the debounce.
    send({ type: 'page/context', seq: 1 });
    await vi.advanceTimersByTimeAsync(2_600);
    runs.get(1)!.end();
    await vi.advanceTimersByTimeAsync(3 * ACK_MS);
    expect(acks(posted)).toEqual([1]);
    // 30 navigations a second apart, each replacing the one before (the engine ends its wait), the
    // last run over 2.6 s after it: acknowledging on arrival, ACK_MS later, sent 6.
    posted.length = 0;
    const times: number[] = [];
    const original = port.postMessage;
    port.postMessage = (m: unknown) => void (times.push(Date.now()), original(m));
    for (let seq = 2; seq <= 31; seq++) {
      runs.get(seq - 1)?.end();
      send({ type: 'page/context', seq });
      await vi.advanceTimersByTimeAsync(1_000);
    }
    await vi.advanceTimersByTimeAsync(1_600);
    runs.get(31)!.end();
    await vi.advanceTimersByTimeAsync(3 * ACK_MS);
    expect(acks(posted).at(-1)).toBe(31);
    expect(posted.length).toBeLessThanOrEqual(6);
    expect(times.slice(1).every((t, i) => t - times[i]! >= ACK_MS)).toBe(true);
  });
});

/**
 * The page's script (lib/messaging/page-port.ts) and whichever worker runs now, each worker with its
 * own pageHandled over one session storage (the browser's outlives the worker). A worker's run ends
 * when the test says; `stop()` is the browser ending that worker (its port closes under the page).
 */
function tabAndWorkers() {
  const data: Record<string, unknown> = {};
  const area: HandledArea = { get: async (key) => (key in data ? { [key]: structuredClone(data[key]) } : {}), set: async (items) => void Object.assign(data, structuredClone(items)) };
  const workers: Array<{ runs: number[]; end: (seq: number) => void; acks: number[]; stop: () => void }> = [];
  const start = () => {
    const handled = pageHandled(area);
    const pending = new Map<number, () => void>();
    const w = { runs: [] as number[], acks: [] as number[], end: (seq: number) => pending.get(seq)!(), stop: () => undefined as void };
    workers.push(w);
    return {
      w,
      route: (raw: unknown) => {
        const message = raw as PageMessage;
        return handled.once(3, message, () => {
          w.runs.push(message.seq);
          return new Promise<void>((resolve) => pending.set(message.seq, resolve));
        });
      },
    };
  };
  let current = start();
  const connect = vi.spyOn(browser.runtime, 'connect').mockImplementation((() => {
    const toWorker = new Set<(raw: unknown) => void>();
    const toPage = new Set<(raw: unknown) => void>();
    const pageClosed = new Set<() => void>();
    let open = true;
    const { w, route } = current;
    const workerEnd = {
      name: PAGE_PORT,
      sender: own,
      postMessage: (m: unknown) => {
        if (!open) throw new Error('Attempting to use a disconnected port object');
        w.acks.push((m as PageAck).seq);
        toPage.forEach((l) => l(m));
      },
      disconnect: () => void (open = false),
      onMessage: { addListener: (l: (raw: unknown) => void) => void toWorker.add(l) },
      onDisconnect: { addListener: () => undefined },
    } as unknown as Browser.runtime.Port;
    acceptPagePort(workerEnd, route);
    w.stop = () => {
      open = false;
      current = start();
      pageClosed.forEach((l) => l());
    };
    return {
      name: PAGE_PORT,
      postMessage: (m: unknown) => {
        if (!open) throw new Error('Attempting to use a disconnected port object');
        toWorker.forEach((l) => l(structuredClone(m)));
      },
      disconnect: () => void (open = false),
      onMessage: { addListener: (l: (raw: unknown) => void) => void toPage.add(l) },
      onDisconnect: { addListener: (l: () => void) => void pageClosed.add(l) },
    } as unknown as Browser.runtime.Port;
  }) as never);
  const own = { id: browser.runtime.id, url: 'https://acme.odoo.com/odoo/inventory/2', tab: { id: 3 } } as Browser.runtime.MessageSender;
  return { workers, connect, page: pagePort(() => undefined) };
}

const nav = (n: number) => ({ type: 'page/context' as const, context: { origin: 'https://acme.odoo.com', url: `https://acme.odoo.com/odoo/inventory/${n}`, isOdoo: true, loggedIn: true }, triggers: [{ kind: 'record_opened' as const, at: n }] });

describe('a page message across a worker stop', () => {
  it('stopped in a run longer than ACK_MS: the page sends it again and the next worker runs it, once; then it is acknowledged', async () => {
    vi.useFakeTimers();
    const { workers, connect, page } = tabAndWorkers();
    page.post(nav(1));
    await vi.advanceTimersByTimeAsync(2 * ACK_MS);
    expect(workers[0]!.runs).toEqual([1]);
    expect(workers[0]!.acks).toEqual([]);
    workers[0]!.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(workers[1]!.runs).toEqual([1]);
    workers[1]!.end(1);
    await vi.advanceTimersByTimeAsync(ACK_MS);
    expect(workers[1]!.acks).toEqual([1]);
    // Acknowledged: a later stop sends nothing again.
    workers[1]!.stop();
    expect(connect).toHaveBeenCalledTimes(2);
    expect(workers[2]!.runs).toEqual([]);
  });

  it('stopped after the run ended, before the acknowledgement: heard again, not run again', async () => {
    vi.useFakeTimers();
    const { workers, page } = tabAndWorkers();
    page.post(nav(1));
    await vi.advanceTimersByTimeAsync(0);
    workers[0]!.end(1);
    await vi.advanceTimersByTimeAsync(ACK_MS - 1);
    expect(workers[0]!.acks).toEqual([]);
    workers[0]!.stop();
    await vi.advanceTimersByTimeAsync(ACK_MS);
    expect(workers[1]!.runs).toEqual([]);
    expect(workers[1]!.acks).toEqual([1]);
  });
});
