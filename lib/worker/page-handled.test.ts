import { describe, expect, it } from 'vitest';
import { PAGE_KEPT } from '@/lib/messaging';
import { KEPT_PAGES, pageHandled, type HandledArea } from './page-handled';

/** A session storage area both workers share (the browser's outlives each worker). */
function sharedArea(): HandledArea & { writes: number } {
  const data: Record<string, unknown> = {};
  const area = {
    writes: 0,
    get: async (key: string) => (key in data ? { [key]: structuredClone(data[key]) } : {}),
    set: async (items: Record<string, unknown>) => {
      area.writes++;
      Object.assign(data, structuredClone(items));
    },
  };
  return area;
}

describe('pageHandled', () => {
  it('a message the stopped worker ran is known to the next worker, by tab, page load and number', async () => {
    const area = sharedArea();
    const stopped = pageHandled(area);
    expect(await stopped.ran(3, { page: 'a', seq: 2 })).toBe(false);
    await stopped.done(3, { page: 'a', seq: 2 });
    const next = pageHandled(area);
    expect(await next.ran(3, { page: 'a', seq: 2 })).toBe(true);
    expect(await next.ran(3, { page: 'a', seq: 1 })).toBe(false); // not said to have run (no triggers, or still running)
    expect(await next.ran(3, { page: 'a', seq: 3 })).toBe(false); // sent after: runs
    expect(await next.ran(3, { page: 'b', seq: 1 })).toBe(false); // the tab's next page load numbers from 1 again
    expect(await next.ran(4, { page: 'a', seq: 1 })).toBe(false);
  });

  it('once: runs a message not run yet, keeps it only after the run ended, and skips it heard again', async () => {
    const area = sharedArea();
    const worker = pageHandled(area);
    let end = () => undefined as void;
    const runs: number[] = [];
    const first = worker.once(3, { page: 'a', seq: 1 }, () => (runs.push(1), new Promise<void>((resolve) => (end = resolve))));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toEqual([1]);
    expect(await pageHandled(area).ran(3, { page: 'a', seq: 1 })).toBe(false); // a worker stopped now: its successor runs it
    end();
    await first;
    const next = pageHandled(area);
    await next.once(3, { page: 'a', seq: 1 }, async () => void runs.push(2));
    expect(runs).toEqual([1]);
  });

  it('keeps every one of messages done at once, each once', async () => {
    const area = sharedArea();
    const worker = pageHandled(area);
    await Promise.all([worker.done(1, { page: 'a', seq: 1 }), worker.done(2, { page: 'b', seq: 4 }), worker.done(2, { page: 'b', seq: 3 }), worker.done(2, { page: 'b', seq: 4 })]);
    const next = pageHandled(area);
    expect(await next.ran(1, { page: 'a', seq: 1 })).toBe(true);
    expect(await next.ran(2, { page: 'b', seq: 4 })).toBe(true);
    expect(await next.ran(2, { page: 'b', seq: 3 })).toBe(true);
    expect(area.writes).toBe(3); // 4 again changed nothing
  });

  it('a later message of the page run to its end first does not count an earlier one still running as run', async () => {
    const area = sharedArea();
    const stopped = pageHandled(area);
    // Message 2's run (record_opened) is under way when message 3 (a field picked, same page) comes;
    // 3's run ends first, then the worker is stopped: the page sends both again.
    await stopped.done(3, { page: 'a', seq: 3 });
    const next = pageHandled(area);
    expect(await next.ran(3, { page: 'a', seq: 2 })).toBe(false);
    expect(await next.ran(3, { page: 'a', seq: 3 })).toBe(true);
  });

  it(`keeps the highest ${PAGE_KEPT} numbers of a page: the page sends again only among its last ${PAGE_KEPT}`, async () => {
    const area = sharedArea();
    const worker = pageHandled(area);
    for (let seq = 1; seq <= PAGE_KEPT + 5; seq++) void worker.done(1, { page: 'a', seq });
    await worker.done(1, { page: 'a', seq: 3 }); // long acknowledged: not kept again
    const next = pageHandled(area);
    expect(await next.ran(1, { page: 'a', seq: 3 })).toBe(false);
    expect(await next.ran(1, { page: 'a', seq: 5 })).toBe(false);
    expect(await next.ran(1, { page: 'a', seq: 6 })).toBe(true);
    expect(await next.ran(1, { page: 'a', seq: PAGE_KEPT + 5 })).toBe(true);
  });

  it(`remembers the latest ${KEPT_PAGES} page loads`, async () => {
    const area = sharedArea();
    const worker = pageHandled(area);
    for (let n = 0; n < KEPT_PAGES; n++) void worker.done(1, { page: `p${n}`, seq: 1 });
    void worker.done(1, { page: 'p0', seq: 2 }); // heard again since: a recent one
    await worker.done(1, { page: `p${KEPT_PAGES}`, seq: 1 });
    const next = pageHandled(area);
    expect(await next.ran(1, { page: 'p1', seq: 1 })).toBe(false);
    expect(await next.ran(1, { page: 'p0', seq: 2 })).toBe(true);
    expect(await next.ran(1, { page: 'p2', seq: 1 })).toBe(true);
    expect(await next.ran(1, { page: `p${KEPT_PAGES}`, seq: 1 })).toBe(true);
  });

  it('without a storage that works, the worker still knows what it ran itself', async () => {
    const broken: HandledArea = { get: () => Promise.reject(new Error('no session storage')), set: () => Promise.reject(new Error('quota')) };
    for (const worker of [pageHandled(broken), pageHandled(undefined)]) {
      await worker.done(1, { page: 'a', seq: 1 });
      expect(await worker.ran(1, { page: 'a', seq: 1 })).toBe(true);
      expect(await worker.ran(1, { page: 'a', seq: 2 })).toBe(false);
    }
  });

  it('by default keeps them in the browser’s session storage', async () => {
    await pageHandled().done(9, { page: 'session-default', seq: 5 });
    expect(await pageHandled().ran(9, { page: 'session-default', seq: 5 })).toBe(true);
    expect(await pageHandled().ran(9, { page: 'session-default', seq: 6 })).toBe(false);
  });
});
