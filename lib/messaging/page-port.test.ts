import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser, type Browser } from 'wxt/browser';
import { PAGE_PORT, pagePort } from './page-port';

/** Ports whose worker end the test drives: `ack` answers as the worker does, `drop` is the worker stopped. */
function fakeWorker() {
  const ports: Array<{ name: string; posted: Array<{ seq: number; context: { url: string } }>; ack: (seq: number) => void; close: () => void; heard: () => void; drop: () => void }> = [];
  const connect = vi.spyOn(browser.runtime, 'connect').mockImplementation(((info: { name: string }) => {
    const onMessage = new Set<(raw: unknown) => void>();
    const onDisconnect = new Set<() => void>();
    let open = true;
    const entry = {
      name: info.name,
      posted: [] as Array<{ seq: number; context: { url: string } }>,
      ack: (seq: number) => onMessage.forEach((l) => l({ type: 'page/ack', seq })),
      /** Closed, its listeners not told yet. */
      close: () => void (open = false),
      heard: () => onDisconnect.forEach((l) => l()),
      drop: () => {
        open = false;
        onDisconnect.forEach((l) => l());
      },
    };
    ports.push(entry);
    return {
      name: info.name,
      postMessage: (m: { seq: number; context: { url: string } }) => {
        if (!open) throw new Error('Attempting to use a disconnected port object');
        entry.posted.push(m);
      },
      disconnect: () => void (open = false),
      onMessage: { addListener: (l: (raw: unknown) => void) => void onMessage.add(l) },
      onDisconnect: { addListener: (l: () => void) => void onDisconnect.add(l) },
    } as unknown as Browser.runtime.Port;
  }) as never);
  return { ports, connect };
}

const page = (n: number) => ({ type: 'page/context' as const, context: { origin: 'https://acme.odoo.com', url: `https://acme.odoo.com/odoo/sales/${n}`, isOdoo: true, loggedIn: true } });
const urls = (posted: Array<{ context: { url: string } }>) => posted.map((m) => Number(m.context.url.split('/').pop()));

afterEach(() => vi.restoreAllMocks());

describe('pagePort', () => {
  it('sends every navigation over one port, numbered', () => {
    const { ports, connect } = fakeWorker();
    const port = pagePort(() => undefined);
    port.post(page(1));
    port.post(page(2));
    expect(connect).toHaveBeenCalledOnce();
    expect(ports[0]!.name).toBe(PAGE_PORT);
    expect(ports[0]!.posted.map((m) => m.seq)).toEqual([1, 2]);
  });

  it('names this page load in every message, resent ones too, so the worker runs a message heard twice once', () => {
    const { ports } = fakeWorker();
    const port = pagePort(() => undefined);
    port.post(page(1));
    port.post(page(2));
    ports[0]!.drop();
    const sent = [...ports[0]!.posted, ...ports[1]!.posted] as Array<{ seq: number; page?: string }>;
    expect(sent.map((m) => m.seq)).toEqual([1, 2, 1, 2]);
    const id = sent[0]!.page;
    expect(id).toMatch(/^[0-9a-z]{6,}$/);
    expect(sent.every((m) => m.page === id)).toBe(true);
    // The next page load (a new script) numbers from 1 again, under another name.
    const reloaded = pagePort(() => undefined);
    reloaded.post(page(3));
    const next = ports[2]!.posted[0] as { seq: number; page?: string };
    expect(next.seq).toBe(1);
    expect(next.page).not.toBe(id);
  });

  it('the worker stopped: what it had not acknowledged goes again on a new port, once; the rest does not', () => {
    const { ports, connect } = fakeWorker();
    const port = pagePort(() => undefined);
    port.post(page(1));
    port.post(page(2));
    ports[0]!.ack(1); // up to 1 arrived
    port.post(page(3));
    ports[0]!.drop();
    expect(connect).toHaveBeenCalledTimes(2);
    expect(urls(ports[1]!.posted)).toEqual([2, 3]);
    // Refused again (a worker that closes this page's ports): not sent a third time.
    ports[1]!.drop();
    expect(connect).toHaveBeenCalledTimes(2);
    port.post(page(4));
    expect(urls(ports[2]!.posted)).toEqual([4]);
  });

  it('sent again, all but the latest say a later one was sent, so they retire no card of the page now', () => {
    const { ports } = fakeWorker();
    const port = pagePort(() => undefined);
    port.post(page(1));
    port.post(page(2));
    port.post(page(3));
    ports[0]!.ack(1);
    ports[0]!.drop();
    const again = ports[1]!.posted as Array<{ seq: number; older?: boolean }>;
    expect(again.map((m) => [m.seq, m.older ?? false])).toEqual([[2, true], [3, false]]);
    expect((ports[0]!.posted as Array<{ older?: boolean }>).some((m) => m.older)).toBe(false); // first sent: never
  });

  it('an idle worker stopped with everything acknowledged: no port until the next navigation; whether this script is orphaned is asked', () => {
    const { ports, connect } = fakeWorker();
    const orphaned = vi.fn();
    const port = pagePort(orphaned);
    port.post(page(1));
    ports[0]!.ack(1);
    ports[0]!.drop();
    expect(orphaned).toHaveBeenCalledOnce(); // an extension update closes the port too
    expect(connect).toHaveBeenCalledOnce();
    port.post(page(2));
    expect(connect).toHaveBeenCalledTimes(2);
    expect(urls(ports[1]!.posted)).toEqual([2]);
  });

  it('a post on a port that closed under it goes again once the close is heard', () => {
    const { ports } = fakeWorker();
    const port = pagePort(() => undefined);
    port.post(page(1));
    ports[0]!.ack(1);
    ports[0]!.close();
    port.post(page(2)); // throws inside: kept
    expect(ports).toHaveLength(1);
    ports[0]!.heard();
    expect(urls(ports[1]!.posted)).toEqual([2]);
  });

  it('an orphaned script (the extension was updated) says so and sends nothing', () => {
    vi.spyOn(browser.runtime, 'connect').mockImplementation(() => {
      throw new Error('Extension context invalidated.');
    });
    const orphaned = vi.fn();
    pagePort(orphaned).post(page(1));
    expect(orphaned).toHaveBeenCalledOnce();
  });

  it('closed (the script stops): nothing more is sent, nothing is sent again', () => {
    const { ports, connect } = fakeWorker();
    const port = pagePort(() => undefined);
    port.post(page(1));
    port.close();
    ports[0]!.drop();
    port.post(page(2));
    expect(connect).toHaveBeenCalledOnce();
  });
});
