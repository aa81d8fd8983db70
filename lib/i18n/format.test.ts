import { describe, expect, it } from 'vitest';
import { formatFor } from './format';

// Intl puts narrow no-break spaces in French numbers: compare with plain spaces.
const plain = (s: string | null) => s?.replace(/[\u202f\u00a0]/g, ' ');

describe('formatFor', () => {
  it('writes amounts in the locale and the record currency', () => {
    expect(plain(formatFor('fr-FR').amount(1234.5, 'EUR'))).toBe('1 234,50 €');
    expect(formatFor('en-US').amount(1234.5, 'EUR')).toBe('€1,234.50');
    expect(plain(formatFor('de-DE').amount(1234.5, 'USD'))).toBe('1.234,50 $');
    expect(plain(formatFor('nl-NL').amount(-7, 'EUR'))).toBe('€ -7,00');
    // A currency without cents, as Intl knows it.
    expect(formatFor('en-US').amount(1500, 'JPY')).toBe('¥1,500');
  });
  it('keeps an amount readable without a currency or with an unknown code', () => {
    expect(formatFor('en-US').amount(3, null)).toBe('3.00');
    expect(plain(formatFor('fr-FR').amount(3, 'XXXX'))).toBe('3,00 XXXX');
  });
  it('writes numbers, compact numbers and percentages', () => {
    expect(plain(formatFor('fr-FR').number(1234.567))).toBe('1 234,57');
    expect(plain(formatFor('es-ES').compact(2_500_000))).toBe('2,5 M');
    expect(plain(formatFor('de-DE').percent(0.125))).toBe('12,5 %');
  });
  it('keeps an Odoo date on its calendar day and writes it in the locale', () => {
    expect(formatFor('fr-FR').date('2024-03-05')).toBe('5 mars 2024');
    expect(formatFor('de-DE').date('2024-03-05')).toBe('05.03.2024');
    expect(formatFor('en-US').dateTime('2024-03-05 10:00:00').startsWith('Mar 5, 2024')).toBe(true);
  });
  it('says how long ago, or null under a minute', () => {
    const now = Date.UTC(2024, 0, 10);
    expect(formatFor('fr-FR').relative(now - 3 * 60_000, now)).toBe('il y a 3 minutes');
    expect(formatFor('de-DE').relative(now - 86_400_000, now)).toBe('gestern');
    expect(formatFor('nl-NL').relative(now - 5_000, now)).toBeNull();
  });
  it('joins lists as the language does', () => {
    expect(formatFor('es-ES').list(['a', 'b', 'c'])).toBe('a, b y c');
  });
});
