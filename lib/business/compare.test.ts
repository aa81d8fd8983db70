import { describe, expect, it } from 'vitest';
import { change, comparedPeriods, shiftMonths } from './compare';

describe('comparedPeriods', () => {
  it('this month so far against the same days of last month and the whole of it', () => {
    expect(comparedPeriods('month', '2026-03-15')).toEqual({
      current: { from: '2026-03-01', to: '2026-03-15' },
      previous: { from: '2026-02-01', to: '2026-02-15' },
      previous_whole: { from: '2026-02-01', to: '2026-02-28' },
    });
  });

  it('clips the 31st to a shorter month and crosses the year', () => {
    expect(comparedPeriods('month', '2026-03-31').previous).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(comparedPeriods('month', '2026-01-10').previous_whole).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('quarter and year to date, and this month a year ago', () => {
    expect(comparedPeriods('quarter', '2026-05-20')).toEqual({
      current: { from: '2026-04-01', to: '2026-05-20' },
      previous: { from: '2026-01-01', to: '2026-02-20' },
      previous_whole: { from: '2026-01-01', to: '2026-03-31' },
    });
    expect(comparedPeriods('year', '2024-02-29')).toEqual({
      current: { from: '2024-01-01', to: '2024-02-29' },
      previous: { from: '2023-01-01', to: '2023-02-28' },
      previous_whole: { from: '2023-01-01', to: '2023-12-31' },
    });
    expect(comparedPeriods('month_last_year', '2026-03-15')).toEqual({
      current: { from: '2026-03-01', to: '2026-03-15' },
      previous: { from: '2025-03-01', to: '2025-03-15' },
      previous_whole: { from: '2025-03-01', to: '2025-03-31' },
    });
  });

  it('shifts months both ways', () => {
    expect(shiftMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonths('2026-01-15', -13)).toBe('2024-12-15');
  });
});

it('change is absolute and in percent, none from zero', () => {
  expect(change(150, 100)).toEqual({ change: 50, change_pct: 50 });
  expect(change(80, -100)).toEqual({ change: 180, change_pct: 180 });
  expect(change(10, 0)).toEqual({ change: 10, change_pct: null });
  expect(change(1, 3)).toEqual({ change: -2, change_pct: -66.7 });
});
