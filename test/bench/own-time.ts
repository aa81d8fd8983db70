// Weft's own time of a call against an Odoo, two ways, both outside the waits on Odoo's HTTP
// answers (test/bench/real-odoo.ts timedClient). CPU: the bench process's user + system time during
// the call minus its CPU time while waiting (idle-time GC and compilation, which grow with Odoo's
// slowness, not with Weft's work); Odoo runs in another process and another process's load is not
// counted. Wall: the wall time minus the wait, which on a shared machine also holds the time this
// process was not scheduled. The scale ratios are taken on CPU, with the wall figures beside them.
import { median, round, spreadOf } from './figures';

export type Own = { wall: number; cpu: number };

export function ownTimer(meter: { waitMs: number; waitCpuMs: number }) {
  return async <T>(call: () => Promise<T>): Promise<{ out: T } & Own> => {
    const [wait, waitCpu, start, cpu] = [meter.waitMs, meter.waitCpuMs, performance.now(), process.cpuUsage()];
    const out = await call();
    const used = process.cpuUsage(cpu);
    return { out, wall: performance.now() - start - (meter.waitMs - wait), cpu: (used.user + used.system) / 1000 - (meter.waitCpuMs - waitCpu) };
  };
}

/** Repeated timings of one case at one size. */
export class Samples {
  readonly cpu: number[] = [];
  readonly wall: number[] = [];
  add(own: Own): void {
    this.cpu.push(own.cpu);
    this.wall.push(own.wall);
  }
}

/**
 * Big over small: the CPU ratio (the figure), its spread, and a few words with both medians at each
 * size. The sizes are run in turn (small, big, small, …): run i at one size and run i at the other
 * make a pair, and the spread is that of the pairs' ratios.
 */
export function compare(small: Samples, big: Samples): { ratio: number; spread: string; words: string } {
  const ratio = median(big.cpu) / median(small.cpu);
  const pairs = big.cpu.slice(0, small.cpu.length).map((b, i) => b / small.cpu[i]!);
  const ms = (s: Samples) => `${round(median(s.cpu), 2)}`;
  const wall = (s: Samples) => `${round(median(s.wall), 2)}`;
  return { ratio, spread: `ratio of paired runs ${spreadOf(pairs, 2)}`, words: `CPU ${ms(small)} → ${ms(big)} ms (×${round(ratio, 2)}), wall − wait ${wall(small)} → ${wall(big)} ms (×${round(median(big.wall) / median(small.wall), 2)})` };
}
