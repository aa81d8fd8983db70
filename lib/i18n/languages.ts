// Which language the panel speaks and which locale formats its numbers. The Odoo user's language
// (res.users.lang, read from the session's user context) comes first, so the panel matches the
// Odoo screen beside it; the browser's language is the fallback (no Odoo page, no one signed in,
// or an Odoo language Weft has no catalog for).

export const LANGUAGES = ['en', 'fr', 'es', 'de', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

const isLanguage = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

/** An Odoo or browser language code as a BCP 47 tag: fr_BE -> fr-BE, sr@latin -> sr-Latn, es_419 -> es-419. */
export function toLocaleTag(code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  const [base, variant] = code.trim().split('@');
  const tag = base!.replace(/_/g, '-') + (variant === 'latin' ? '-Latn' : '');
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** The catalog for a language code (fr_FR, fr-CA, de), or undefined when Weft has none. */
export function languageOf(code: string | null | undefined): Language | undefined {
  const primary = toLocaleTag(code)?.split('-')[0]?.toLowerCase();
  return primary && isLanguage(primary) ? primary : undefined;
}

export interface LocaleChoice {
  /** The catalog the text comes from. */
  language: Language;
  /** The locale numbers, dates and amounts are formatted in (the user's region, e.g. fr-BE). */
  locale: string;
}

/**
 * The Odoo user's language when Weft speaks it, else the first browser language it speaks, else
 * English. Formatting follows the same source as the text, so a Belgian French user sees
 * "1.234,50 €" under French words, and an Italian Odoo user (no catalog) still gets Italian numbers.
 */
export function chooseLocale(odooLang: string | null | undefined, browserLangs: readonly (string | undefined)[]): LocaleChoice {
  const odooTag = toLocaleTag(odooLang);
  const odooLanguage = languageOf(odooLang);
  if (odooLanguage) return { language: odooLanguage, locale: odooTag! };
  for (const code of browserLangs) {
    const language = languageOf(code);
    if (language) return { language, locale: odooTag ?? toLocaleTag(code)! };
  }
  return { language: DEFAULT_LANGUAGE, locale: odooTag ?? 'en-US' };
}

/** The browser's languages, best first: the extension's UI language, then the page's list. */
export function browserLanguages(): string[] {
  let ui: string | undefined;
  try {
    type WithI18n = { i18n?: { getUILanguage?: () => string } };
    const api = (globalThis as { browser?: WithI18n; chrome?: WithI18n });
    ui = (api.browser ?? api.chrome)?.i18n?.getUILanguage?.();
  } catch { /* not in an extension context (unit tests): the page's list is enough */ }
  const nav = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
  return [ui, ...nav].filter((c): c is string => Boolean(c));
}

/** What the user chose in Settings: follow Odoo's language, the browser's, or one of the five. */
export const LANGUAGE_CHOICES = ['odoo', 'browser', ...LANGUAGES] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

/**
 * The language code to speak for a choice and the Odoo user's language: 'odoo' passes Odoo's on
 * (null when not known yet), 'browser' gives null (the browser's list decides), a fixed language
 * keeps the Odoo user's region when it is the same language (fr_BE stays fr_BE for "fr"), so money
 * and dates keep the user's region.
 */
export function spokenLanguage(choice: LanguageChoice | undefined, odooLang: string | null | undefined): string | null {
  if (!choice || choice === 'odoo') return odooLang ?? null;
  if (choice === 'browser') return null;
  return languageOf(odooLang) === choice ? odooLang! : choice;
}
