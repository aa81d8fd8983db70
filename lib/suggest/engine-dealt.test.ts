// When the engine says a trigger is dealt with: background.ts then notes the page message as run, so
// that the same message heard again after a worker stop is not run twice (lib/worker/page-handled.ts).
// Never before the run it joined has ended: a worker stopped earlier must leave it to be run again.
import { describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS, QUICK_MS } from './engine';
import { defineProbe } from './probe';
import { trigger } from '@/test/suggest-kit';
import { useEngineRig } from '@/test/engine-rig';

const rig = useEngineRig();

/** Whether the promise has resolved yet, and the cards stored when it did. */
function watch(dealt: Promise<void>) {
  const w = { dealt: false, rowsThen: -1, promise: dealt };
  void dealt.then(async () => {
    w.dealt = true;
    w.rowsThen = (await rig.rows()).length;
  });
  return w;
}

describe('suggestion engine: when a trigger is dealt with', () => {
  it('once the run it joined has stored its cards, not before', async () => {
    const { e, settle } = rig.engine();
    const opened = watch(e.onTrigger(1, trigger('record_opened'), rig.order(1)));
    const error = watch(e.onTrigger(1, trigger('error_shown', 'Boom'), rig.order(1)));
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
    expect([opened.dealt, error.dealt]).toEqual([false, false]);
    await settle(1);
    await Promise.all([opened.promise, error.promise]);
    await vi.waitFor(() => expect(opened.rowsThen).toBeGreaterThan(0), { timeout: 10_000 });
    expect(opened.rowsThen).toBe((await rig.rows()).length);
  });

  it('at once when another page replaces it before its run; the later page when its own run ends', async () => {
    const { e, settle } = rig.engine();
    const first = watch(e.onTrigger(1, trigger('record_opened'), rig.order(3)));
    const second = watch(e.onTrigger(1, trigger('record_opened'), rig.order(1)));
    await vi.advanceTimersByTimeAsync(0);
    expect([first.dealt, second.dealt]).toEqual([true, false]);
    await settle();
    await second.promise;
    expect(rig.orderReads().map((c) => c.ids)).not.toContainEqual([3]);
  });

  it('a later trigger of the same page while its run is under way: each is dealt with when its own run ends, the later first if it ends first', async () => {
    let started = false;
    let endOpened = () => undefined as void;
    const slow = defineProbe({
      id: 'slow-opened',
      triggers: ['record_opened'],
      frequency: 'normal',
      run: () => ((started = true), new Promise((resolve) => (endOpened = () => resolve(null)))),
    });
    const quick = defineProbe({ id: 'quick-picked', triggers: ['field_changed'], frequency: 'normal', run: async () => null });
    const { e } = rig.engine({ probes: [slow, quick] });
    const opened = watch(e.onTrigger(1, trigger('record_opened'), rig.order(1)));
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    // The run reads settings, IndexedDB and the session before the probe starts: over vi.waitFor's
    // default 1 s on a loaded machine (failed so under load with --sequence.shuffle).
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000 });
    const picked = watch(e.onTrigger(1, trigger('field_changed'), rig.order(1)));
    await vi.advanceTimersByTimeAsync(QUICK_MS);
    await picked.promise;
    expect(opened.dealt).toBe(false); // so page-handled.ts keeps each number, not "up to n"
    endOpened();
    await opened.promise;
    await e.settled();
  });

  it('at once for a hidden tab, and when the tab is hidden or closed before the run (nothing will run)', async () => {
    const { e, settle } = rig.engine();
    e.setTabVisible(3, false);
    await e.onTrigger(3, trigger('record_opened'), rig.order(1));
    const hiddenLater = watch(e.onTrigger(4, trigger('record_opened'), rig.order(1)));
    const closed = watch(e.onTrigger(5, trigger('record_opened'), rig.order(1)));
    await vi.advanceTimersByTimeAsync(0);
    expect([hiddenLater.dealt, closed.dealt]).toEqual([false, false]);
    e.setTabVisible(4, false);
    e.forgetTab(5);
    await Promise.all([hiddenLater.promise, closed.promise]);
    await settle();
    expect(rig.odoo.calls).toEqual([]);
  });
});
