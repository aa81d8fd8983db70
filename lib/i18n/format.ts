// The one place numbers, amounts and dates become text, in the user's locale (languages.ts) and,
// for money, the record's own currency. Components take these from useI18n(); the worker builds
// one with formatFor() for sentences it writes.

export interface Formats {
  locale: string;
  number(n: number, maximumFractionDigits?: number): string;
  /** 1234.5 in EUR -> "1 234,50 €" (fr-FR), "€1,234.50" (en-US). Unknown currency code: number + code. */
  amount(n: number, currency: string | null | undefined): string;
  /** 1234 -> "1.2K" / "1,2 k". */
  compact(n: number): string;
  percent(ratio: number): string;
  /** An Odoo date ("2024-03-05") or a timestamp, as the day only. */
  date(value: string | number | Date): string;
  dateTime(value: string | number | Date): string;
  /** "3 minutes ago", "il y a 3 minutes"; under a minute, the caller's "just now". */
  relative(at: number, now?: number): string | null;
  list(items: string[]): string;
}

// Odoo sends dates as "YYYY-MM-DD" and datetimes as "YYYY-MM-DD HH:MM:SS" in UTC.
function toDate(value: string | number | Date): Date {
  if (value instanceof Date || typeof value === 'number') return new Date(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00`);
  return new Date(value.includes('T') || value.endsWith('Z') ? value : `${value.replace(' ', 'T')}Z`);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000],
];

export function formatFor(locale: string, timeZone?: string): Formats {
  const tz = timeZone ? { timeZone } : {};
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...tz });
  const dayTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...tz });
  return {
    locale,
    number: (n, maximumFractionDigits = 2) => new Intl.NumberFormat(locale, { maximumFractionDigits }).format(n),
    amount: (n, currency) => {
      if (currency && /^[A-Z]{3}$/.test(currency)) {
        try {
          return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(n);
        } catch { /* a code Intl does not know: fall through */ }
      }
      const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
      return currency ? `${plain} ${currency}` : plain;
    },
    compact: (n) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(n),
    percent: (ratio) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(ratio),
    date: (value) => {
      const d = toDate(value);
      // A date-only value is a calendar day: no time zone may move it to the day before.
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(d)
        : day.format(d);
    },
    dateTime: (value) => dayTime.format(toDate(value)),
    relative: (at, now = Date.now()) => {
      const diff = at - now;
      for (const [unit, ms] of units) if (Math.abs(diff) >= ms) return rtf.format(Math.round(diff / ms), unit);
      return null;
    },
    list: (items) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items),
  };
}
