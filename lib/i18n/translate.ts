import type { Message, Plural } from './define';
import { englishCatalog, heldCatalog } from './catalogs';
import type { MessageKey } from './messages';
import type { Language } from './languages';

export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a message uses, in every plural form ("{count} changes" -> ["count"]). */
export function placeholdersOf(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((text) => [...(text ?? '').matchAll(PLACEHOLDER)].map((m) => m[1]!)))].sort();
}

function pick(message: Plural, count: number, locale: string): string {
  const form = new Intl.PluralRules(locale).select(count) as keyof Plural;
  return message[form] ?? message.other;
}

/**
 * t() for one language. Numbers in params are written in the locale ("1 234" in French); a
 * placeholder with no param is left visible rather than dropped, so a slip shows in review. The
 * language's catalog is looked up at each call: until the side panel has fetched it, English.
 */
export function createTranslate(language: Language, locale: string): Translate {
  const fallback = englishCatalog as Record<string, Message>;
  const numbers = new Intl.NumberFormat(locale);
  return (key, params = {}) => {
    const catalog = (heldCatalog(language) ?? fallback) as Record<string, Message>;
    const message = catalog[key] ?? fallback[key] ?? key;
    const text = typeof message === 'string' ? message : pick(message, Number(params.count ?? 0), locale);
    return text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numbers.format(value) : value;
    });
  };
}
