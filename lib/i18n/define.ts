import type { Language } from './languages';

/**
 * A message: text with {placeholders}, or plural forms chosen by Intl.PluralRules ("one" for a
 * single item in English, for 0 and 1 in French; "other" is the fallback every language has).
 */
export type Plural = { one: string; other: string; many?: string };
export type Message = string | Plural;

type Others = Exclude<Language, 'en'>;

/**
 * One area's messages in every language, side by side so a change to the English is seen next to
 * its translations. Every other language must have exactly the English keys (TypeScript refuses a
 * missing or extra one; messages.test.ts also compares placeholders and plural forms).
 */
export function defineMessages<const E extends Record<string, Message>>(
  en: E,
  others: { [L in Others]: { [K in keyof E]: E[K] extends string ? string : Plural } },
): { [L in Language]: { [K in keyof E]: E[K] extends string ? string : Plural } } {
  return { en, ...others } as never;
}
