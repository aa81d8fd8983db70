import { describe, expect, it } from 'vitest';
import { clock, datetimeTerms, daysBetween, isIsoDate, localDay, monthKey, resolvePeriod, todayIso, utcStartOf } from './dates';

describe('business dates', () => {
  it('accepts real ISO dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-01')).toBe(false);
    expect(isIsoDate('01/02/2024')).toBe(false);
  });

  it('defaults a period to this year up to today and refuses a reversed one', () => {
    expect(resolvePeriod({}, '2026-03-15')).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(resolvePeriod({ date_to: '2025-06-30' }, '2026-03-15')).toEqual({ from: '2025-01-01', to: '2025-06-30' });
    expect(() => resolvePeriod({ date_from: '2026-04-01', date_to: '2026-03-01' }, '2026-03-15')).toThrow(/after/);
  });

  it("reads a stored UTC datetime as the user's day, and counts days between days", () => {
    expect(localDay('2026-03-14 23:30:00', 'Europe/Brussels')).toBe('2026-03-15');
    expect(localDay('2026-03-14 23:30:00', 'America/New_York')).toBe('2026-03-14');
    expect(localDay('2026-03-14 23:30:00')).toBe('2026-03-14');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-29', '2026-03-28')).toBe(-1);
  });

  it("turns the user's whole days into UTC bounds, across DST", () => {
    expect(utcStartOf('2026-01-01', 'Europe/Brussels')).toBe('2025-12-31 23:00:00');
    expect(utcStartOf('2026-07-01', 'Europe/Brussels')).toBe('2026-06-30 22:00:00');
    expect(utcStartOf('2026-03-29', 'Europe/Brussels')).toBe('2026-03-28 23:00:00'); // the day summer time starts
    expect(utcStartOf('2026-01-01', 'America/New_York')).toBe('2026-01-01 05:00:00');
    expect(utcStartOf('2026-01-01')).toBe('2026-01-01 00:00:00');
    expect(utcStartOf('2026-01-01', 'Not/AZone')).toBe('2026-01-01 00:00:00');
    expect(datetimeTerms('date_order', { from: '2026-01-01', to: '2026-01-31' }, 'Asia/Kolkata')).toEqual([
      ['date_order', '>=', '2025-12-31 18:30:00'],
      ['date_order', '<', '2026-01-31 18:30:00'],
    ]);
  });

  it("takes today in the user's time zone", () => {
    const now = clock.now;
    clock.now = () => new Date('2026-03-15T23:30:00Z');
    try {
      expect(todayIso()).toBe('2026-03-15');
      expect(todayIso('Europe/Brussels')).toBe('2026-03-16');
      expect(todayIso('America/Los_Angeles')).toBe('2026-03-15');
    } finally {
      clock.now = now;
    }
  });

  it("reads Odoo's month labels in English and in the user's language", () => {
    expect(monthKey('January 2024')).toBe('2024-01');
    expect(monthKey('December 2025', 'fr_FR')).toBe('2025-12');
    expect(monthKey('janvier 2024', 'fr_FR')).toBe('2024-01');
    expect(monthKey('März 2024', 'de_DE')).toBe('2024-03');
    expect(monthKey('января 2024', 'ru_RU')).toBe('2024-01');
    expect(monthKey('W12 2024')).toBe('W12 2024');
  });
});
