import { z } from 'zod';
import { SkillError } from '@/lib/util/skill-error';

/** The clock business skills read "today" from; tests replace `now`. */
export const clock = { now: (): Date => new Date() };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

// A refine, not z.iso.date(): its JSON schema would carry a 300-character pattern to the model.
export const isoDate = z.string().refine(isIsoDate, { message: 'Expected a real date written YYYY-MM-DD' });

export const periodInput = {
  date_from: isoDate.optional().describe('ISO date, default Jan 1'),
  date_to: isoDate.optional().describe('Inclusive, default today'),
};

export type Period = { from: string; to: string };

/** Today in the user's time zone (Odoo's tz), else UTC. */
export function todayIso(tz?: string): string {
  return localParts(clock.now(), tz).slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function resolvePeriod(input: { date_from?: string; date_to?: string }, today: string): Period {
  const to = input.date_to ?? today;
  const from = input.date_from ?? `${to.slice(0, 4)}-01-01`;
  if (from > to) throw new SkillError(`date_from ${from} is after date_to ${to}.`);
  return { from, to };
}

/** Domain terms for a date field: both ends inclusive. */
export function dateTerms(field: string, { from, to }: Period): unknown[] {
  return [[field, '>=', from], [field, '<=', to]];
}

/**
 * Domain terms for a datetime field (stored in UTC): whole days in the user's time zone, as Odoo's
 * own filters and date grouping count them.
 */
export function datetimeTerms(field: string, { from, to }: Period, tz?: string): unknown[] {
  return [[field, '>=', utcStartOf(from, tz)], [field, '<', utcStartOf(addDays(to, 1), tz)]];
}

/** The day (YYYY-MM-DD) in `tz` of a datetime as Odoo stores it (UTC, 'YYYY-MM-DD HH:MM:SS'). */
export function localDay(utc: string, tz?: string): string {
  return localParts(new Date(`${utc.replace(' ', 'T')}Z`), tz).slice(0, 10);
}

/** Whole days from one ISO day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC of midnight starting `day` in `tz`. */
export function utcStartOf(day: string, tz?: string): string {
  const guess = Date.parse(`${day}T00:00:00Z`);
  // Two passes settle days where the offset changes (DST).
  let instant = guess - offsetMs(guess, tz);
  instant = guess - offsetMs(instant, tz);
  return new Date(instant).toISOString().slice(0, 19).replace('T', ' ');
}

function offsetMs(instant: number, tz?: string): number {
  const local = localParts(new Date(instant), tz);
  return Date.parse(`${local.replace(' ', 'T')}Z`) - Math.floor(instant / 1000) * 1000;
}

/** 'YYYY-MM-DD HH:MM:SS' of an instant on the wall clock of `tz`. */
function localParts(date: Date, tz?: string): string {
  if (!tz) return date.toISOString().slice(0, 19).replace('T', ' ');
  let zone = tz;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    zone = 'UTC'; // an Odoo tz the runtime does not know
  }
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

const ENGLISH_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * 'YYYY-MM' from Odoo's month group label ('January 2024', or 'janvier 2024' in the user's
 * language); the label itself when it cannot be read.
 */
export function monthKey(label: unknown, lang = 'en_US'): string {
  const text = String(label ?? '').trim().toLowerCase();
  const year = /(\d{4})/.exec(text)?.[1];
  if (!year) return String(label ?? '');
  const words = text.replace(year, '').replace(/[.,]/g, ' ').trim();
  const index = monthNames(lang).findIndex((names) => names.some((name) => words === name || words.split(/\s+/).includes(name)));
  return index < 0 ? String(label) : `${year}-${String(index + 1).padStart(2, '0')}`;
}

const namesCache = new Map<string, string[][]>();

function monthNames(lang: string): string[][] {
  let names = namesCache.get(lang);
  if (!names) {
    const locale = lang.replace('_', '-').replace(/@.*$/, '');
    const forms = (options: Intl.DateTimeFormatOptions, pick: (parts: Intl.DateTimeFormatPart[]) => string) => {
      try {
        const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
        return Array.from({ length: 12 }, (_, m) => pick(format.formatToParts(new Date(Date.UTC(2024, m, 15)))).toLowerCase());
      } catch {
        return [];
      }
    };
    const monthPart = (parts: Intl.DateTimeFormatPart[]) => parts.find((p) => p.type === 'month')?.value ?? '';
    // Stand-alone ('январь') and in-date ('января') forms differ in some languages.
    const standalone = forms({ month: 'long' }, monthPart);
    const inDate = forms({ month: 'long', day: 'numeric' }, monthPart);
    names = ENGLISH_MONTHS.map((english, m) => [...new Set([english, standalone[m] ?? english, inDate[m] ?? english])]);
    namesCache.set(lang, names);
  }
  return names;
}

/** The user's time zone, language and today, from the (cached) Odoo session: no round trip. */
export async function userDay(odoo: { session(): Promise<{ userContext: { lang: string; tz?: string } }> }) {
  const { lang, tz } = (await odoo.session()).userContext;
  return { lang, tz, today: todayIso(tz) };
}
