import type { Message, Plural } from './define';
import { catalogs, type MessageKey } from './messages';
import { DEFAULT_LANGUAGE, type Language } from './languages';

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
 * placeholder with no param is left visible rather than dropped, so a slip shows in review.
 */
export function createTranslate(language: Language, locale: string): Translate {
  const catalog = catalogs[language] as Record<string, Message>;
  const fallback = catalogs[DEFAULT_LANGUAGE] as Record<string, Message>;
  const numbers = new Intl.NumberFormat(locale);
  return (key, params = {}) => {
    const message = catalog[key] ?? fallback[key] ?? key;
    const text = typeof message === 'string' ? message : pick(message, Number(params.count ?? 0), locale);
    return text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numbers.format(value) : value;
    });
  };
}
