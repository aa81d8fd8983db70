import { formatFor, type Formats } from './format';
import { browserLanguages, chooseLocale, type Language } from './languages';
import { createTranslate, type Translate } from './translate';

/** What a context needs to speak to the user: the words (t) and the formats (fmt), one locale. */
export interface I18n {
  language: Language;
  locale: string;
  t: Translate;
  fmt: Formats;
}

const cache = new Map<string, I18n>();

/** The I18n for an Odoo user's language (fr_FR), falling back to the browser's; cached per pair. */
export function i18nFor(odooLang?: string | null, browserLangs: readonly string[] = browserLanguages(), timeZone?: string): I18n {
  const { language, locale } = chooseLocale(odooLang, browserLangs);
  const key = `${language}|${locale}|${timeZone ?? ''}`;
  let found = cache.get(key);
  if (!found) {
    found = { language, locale, t: createTranslate(language, locale), fmt: formatFor(locale, timeZone) };
    cache.set(key, found);
  }
  return found;
}

/** English, whatever the browser: the default of lib functions that write a sentence for the user. */
export const english: I18n = i18nFor('en_US', []);
