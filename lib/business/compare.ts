import { addDays, type Period } from './dates';

// Period comparison as owners ask it: this month / quarter / year so far against the same days of
// the one before (like for like), and against that whole period (what it ended at).

export const COMPARISONS = {
  month: { unit: 1, lag: 1 },
  quarter: { unit: 3, lag: 3 },
  year: { unit: 12, lag: 12 },
  month_last_year: { unit: 1, lag: 12 },
} as const;
export type Comparison = keyof typeof COMPARISONS;

export interface ComparedPeriods {
  current: Period;
  /** The same days, `lag` months earlier (the 31st becomes the last day of a shorter month). */
  previous: Period;
  /** The whole earlier month / quarter / year. */
  previous_whole: Period;
}

/** 'YYYY-MM-DD' moved by whole months, the day clipped to the target month's length. */
export function shiftMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export function comparedPeriods(comparison: Comparison, today: string): ComparedPeriods {
  const { unit, lag } = COMPARISONS[comparison];
  const month = Number(today.slice(5, 7));
  const startMonth = unit === 12 ? 1 : unit === 3 ? month - ((month - 1) % 3) : month;
  const from = `${today.slice(0, 4)}-${String(startMonth).padStart(2, '0')}-01`;
  const previousFrom = shiftMonths(from, -lag);
  return {
    current: { from, to: today },
    previous: { from: previousFrom, to: shiftMonths(today, -lag) },
    previous_whole: { from: previousFrom, to: addDays(shiftMonths(previousFrom, unit), -1) },
  };
}

/** Change from `before` to `now`, and in percent (null when there was nothing before). */
export function change(now: number, before: number): { change: number; change_pct: number | null } {
  const delta = Math.round((now - before) * 100) / 100;
  return { change: delta, change_pct: before === 0 ? null : Math.round((delta / Math.abs(before)) * 1000) / 10 };
}
