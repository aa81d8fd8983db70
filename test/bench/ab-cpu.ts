// The side panel's main-thread CPU (thread time, not wall) from navigation start to the first paint
// of a 50-message conversation and to its first app markup, two builds turn about in one run:
// `npx tsx test/bench/ab-cpu.ts <before dir> <after dir> [rounds] [reloads]`. Thread time is what
// ab.ts's wall figures cannot show on a shared, loaded machine (their rounds spread ±30%): a task
// preempted by another process counts only the time it ran. Still noisy when the machine is
// loaded (rounds spread ±12% at load 12-17 on 2 cores): quote the median of many reloads.
import type { CDPSession } from '@playwright/test';
import { sidePanelRender } from './browser-panel';
import { withGrantedOdoo } from './browser';
import { median, round } from './figures';

const [before, after, roundsArg = '3', reloadsArg = '5'] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: tsx test/bench/ab-cpu.ts <before dir> <after dir> [rounds] [reloads]');

interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; tdur?: number }
type Samples = { shown: number[]; app: number[] };

/** Thread time of the panel renderer's top-level tasks that started before `ms` after navigation start. */
const cpuUntil = (events: TraceEvent[], nav: TraceEvent, ms: number) =>
  events.reduce((sum, e) => (e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.ts >= nav.ts && e.ts < nav.ts + ms * 1000 ? sum + (e.tdur ?? 0) : sum), 0) / 1000;

async function traced(cdp: CDPSession, run: () => Promise<{ shown: number; app: number }>) {
  const events: TraceEvent[] = [];
  const onData = (e: { value: object[] }) => void events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', onData);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'toplevel,blink.user_timing', transferMode: 'ReportEvents' });
  const at = await run();
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  const nav = events.filter((e) => e.name === 'navigationStart').at(-1)!;
  return { shown: cpuUntil(events, nav, at.shown), app: cpuUntil(events, nav, at.app) };
}

const samples: Record<string, Samples> = { [before]: { shown: [], app: [] }, [after]: { shown: [], app: [] } };
for (let r = 0; r < Number(roundsArg); r++) {
  for (const dir of [before, after]) {
    await withGrantedOdoo(async ({ panel, odoo }) => {
      await sidePanelRender(panel, odoo.url); // seeds the conversation and the page's timing marks
      const cdp = await panel.context().newCDPSession(panel);
      for (let i = 0; i < Number(reloadsArg); i++) {
        const cpu = await traced(cdp, async () => {
          await panel.reload();
          await panel.waitForFunction(() => (window as unknown as Record<string, unknown>).__weftAll !== undefined, null, { timeout: 15_000 });
          return panel.evaluate(() => ({ shown: (window as unknown as Record<string, number>).__weftShown!, app: (window as unknown as Record<string, number>).__weftApp! }));
        });
        samples[dir]!.shown.push(cpu.shown);
        samples[dir]!.app.push(cpu.app);
      }
    }, dir);
    console.log(`round ${r + 1} ${dir === before ? 'before' : 'after'}: CPU to first paint ${round(median(samples[dir]!.shown.slice(-Number(reloadsArg))), 1)} ms`);
  }
}
console.log('\nmain-thread CPU, ms  before  after  after/before (medians of all reloads)');
for (const [key, label] of [['shown', 'to the 50-message first paint'], ['app', 'to the first app markup']] as const) {
  const [a, b] = [median(samples[before]![key]), median(samples[after]![key])];
  console.log(`${label}  ${round(a, 1)}  ${round(b, 1)}  ×${round(b / a, 2)}`);
}
process.exit(0);
