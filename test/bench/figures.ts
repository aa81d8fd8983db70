// What every bench group returns: one figure per key, with how it was measured.

export interface Figure {
  value: number | null;
  /** Spread of repeated runs, e.g. "p10–p90 1.2–3.4 (n=200)". */
  spread?: string;
  /** How it was measured, or what it consists of. */
  note?: string;
  /** Why the figure is missing (its part failed or does not exist yet). */
  error?: string;
}

export type Figures<K extends string = string> = Record<K, Figure>;

/** Runs one part; a failure becomes null figures for its keys with the error, and the bench goes on. */
export async function part<K extends string>(keys: readonly K[], run: () => Promise<Figures<K>>): Promise<Figures<K>> {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message).split('\n').slice(0, 4).join('\n') : String(error);
    return Object.fromEntries(keys.map((k) => [k, { value: null, error: message }])) as Figures<K>;
  }
}

export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** "p10–p90 a–b, min–max c–d (n=…)" for repeated timings. */
export function spreadOf(values: readonly number[], digits = 2): string {
  const f = (n: number) => round(n, digits).toString();
  const minMax = `min–max ${f(Math.min(...values))}–${f(Math.max(...values))}`;
  if (values.length < 10) return `${minMax} (n=${values.length})`;
  return `p10–p90 ${f(quantile(values, 0.1))}–${f(quantile(values, 0.9))}, ${minMax} (n=${values.length})`;
}

/** The spread of a p90 figure: the tail around it, "p75–p95 a–b, max c (n=…)". */
export function tailSpread(values: readonly number[], digits = 2): string {
  const f = (n: number) => round(n, digits).toString();
  return `p75–p95 ${f(quantile(values, 0.75))}–${f(quantile(values, 0.95))}, max ${f(Math.max(...values))} (n=${values.length})`;
}

/** A count the same at every run (tokens of one result, RPCs of one call): it has no spread to show. */
export const EXACT = 'exact (a count, the same each run)';

/** Median and spread of `n` timed calls after `warmup` untimed ones. */
export async function timeRuns(n: number, warmup: number, call: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return times;
}
