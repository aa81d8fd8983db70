import type { PersonalKind } from '@/lib/settings/personal';

// Personal values found by their shape in any text (the user's words, a tool result, an Odoo error):
// e-mail addresses, phone numbers in international and national formats, IBANs (checksum checked)
// and EU VAT numbers. Street addresses have no shape: they are found by field (personal-fields.ts).
// Pure: the same text gives the same finds, so a request masks the same way every round.

export interface Found {
  kind: PersonalKind;
  start: number;
  end: number;
  value: string;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// A run of digits with the separators phone numbers are written with (space, no-break space, dot,
// dash, slash, brackets), optionally after + or 00; judged by phoneLike below.
const PHONE = /(?<![\w+@.])(?:\+|\()?\d[\d \u00a0().\/-]{5,}\d(?![\w@])/g;
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,9}\b/g;
const VAT = /\b(?:AT|BE|BG|CH|CY|CZ|DE|DK|EE|EL|ES|FI|FR|GB|HR|HU|IE|IT|LT|LU|LV|MT|NL|NO|PL|PT|RO|SE|SI|SK) ?(?=[0-9A-Z]*\d{7})[0-9A-Z]{8,12}\b/g;

/** Every personal value of `kinds` in `text`, in order, without overlaps (the longer find wins). */
export function detect(text: string, kinds: readonly PersonalKind[]): Found[] {
  const found: Found[] = [];
  const add = (kind: PersonalKind, re: RegExp, judge: (m: string) => string | null) => {
    for (const m of text.matchAll(re)) {
      const value = judge(m[0]);
      if (value) found.push({ kind, start: m.index, end: m.index + value.length, value });
    }
  };
  if (kinds.includes('email')) add('email', EMAIL, (m) => m);
  if (kinds.includes('iban')) add('iban', IBAN, longestIban);
  if (kinds.includes('vat')) add('vat', VAT, (m) => m);
  if (kinds.includes('phone')) add('phone', PHONE, (m) => (phoneLike(m) ? m : null));
  return withoutOverlaps(found);
}

export function withoutOverlaps<T extends { start: number; end: number }>(spans: T[]): T[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: T[] = [];
  for (const s of sorted) {
    const last = kept[kept.length - 1];
    if (last && s.start < last.end) {
      if (s.end - s.start > last.end - last.start) kept[kept.length - 1] = s;
      continue;
    }
    kept.push(s);
  }
  return kept;
}

// A date first ("2024-01-15 10", "01/02/2024 10:00" cut at the colon); "06.12.34.56.78" is a phone.
const DATE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})(?=$|[ T])/;

/**
 * A phone number, not an amount, a date or a list of ids: 8 to 15 digits (E.164's longest), and
 * either written internationally (+, 00), nationally with a trunk 0, in brackets, or in North
 * America's 3-3-4 groups.
 */
export function phoneLike(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return false;
  if (DATE.test(candidate) || /^\d+\.\d+$/.test(candidate)) return false;
  if (/^(?:\+|00|\(|0)/.test(candidate)) return true;
  return /^\d{3}[-. ]\d{3}[-. ]\d{4}$/.test(candidate);
}

/** The longest prefix of whole groups that is a valid IBAN (a following word can look like a group). */
function longestIban(candidate: string): string | null {
  let text = candidate;
  for (;;) {
    if (ibanValid(text)) return text;
    const cut = text.lastIndexOf(' ');
    if (cut < 0) return null;
    text = text.slice(0, cut);
  }
}

/** ISO 13616: 15 to 34 characters, the first four moved to the end, letters as 10-35, mod 97 is 1. */
export function ibanValid(iban: string): boolean {
  const compact = iban.replace(/ /g, '');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const moved = compact.slice(4) + compact.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const n = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch);
    rest = n >= 10 ? (rest * 100 + n) % 97 : (rest * 10 + n) % 97;
  }
  return rest === 1;
}

/** One key for the ways one value is written: a phone's digits (00 read as +), an e-mail in lower case. */
export function keyOf(kind: string, value: string): string {
  if (kind === 'phone') return value.replace(/^00/, '+').replace(/[^\d+]/g, '');
  if (kind === 'iban' || kind === 'vat') return value.replace(/ /g, '').toUpperCase();
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}
