import type { I18n } from './i18n';
import type { MessageKey } from './messages';

/**
 * A sentence the worker means, not yet in words: a message key and its arguments. lib/ops hands
 * these to the panel (confirm cards, journal notes, undo results), which says them in the user's
 * language; tool results for the model say the same value in English. Stored in the journal as is,
 * so Changes follows the user's language even for entries written before it changed.
 */
export interface Said {
  key: MessageKey;
  params?: Record<string, Arg>;
}

/** What fills a placeholder. Tagged objects are said in the reader's language too. */
export type Arg =
  | string
  | number
  | Said
  /** Names joined as a list ("A, B and C"), cut to `max` with "and 4 more". */
  | { list: Arg[]; max?: number }
  /** Parts joined by a sign every language writes alike (" · " between facts, " + " between sums); empty parts left out. */
  | { join: Arg[]; by: string }
  /** A model as the user calls it: Weft's own word when it has one, else Odoo's (`name`), else the technical name. */
  | { model: string; count?: number; name?: string; form?: 'new' }
  /** A sum of money in the record's currency (ISO code), when known. */
  | { amount: number; currency?: string }
  /** A moment as Odoo writes it ("2024-03-05 10:00:00", UTC), in the reader's locale and time zone. */
  | { dateTime: string }
  /** A calendar day as Odoo writes it ("2024-03-05"), in the reader's locale, never moved by a time zone. */
  | { date: string }
  /** An aside after a space (" (Odoo said: …)"), or nothing when it says nothing. */
  | { aside: Arg }
  /** Sentences one after the other. */
  | Said[];

/** Text a card or the journal shows: text as it is (Odoo's, or an older English entry), or what to say. */
export type Text = string | Said | Said[];

/** A sentence as a message schema parses it (key not checked against the catalog): said all the same. */
export type Parsed = string | { key: string; params?: Record<string, unknown> } | Array<{ key: string; params?: Record<string, unknown> }>;

export const said = (key: MessageKey, params?: Record<string, Arg>): Said => (params ? { key, params } : { key });

const isSaid = (x: unknown): x is Said => typeof x === 'object' && x !== null && typeof (x as Said).key === 'string';

/** Anything say() takes: a typed sentence, or one a message schema parsed. */
export type Sayable = Text | Parsed;

/** Puts `text` in words for `i18n` (sentences of a list are joined by a space). */
export function say(i18n: I18n, text: Sayable | undefined): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  if (Array.isArray(text)) return text.map((s) => say(i18n, s)).filter(Boolean).join(' ');
  if (!isSaid(text)) return '';
  const params: Record<string, string | number> = {};
  for (const [name, arg] of Object.entries(text.params ?? {})) params[name] = typeof arg === 'number' ? arg : sayArg(i18n, arg as Arg);
  return i18n.t(text.key, params);
}

/** One argument in words (a list, a model, an amount, a nested sentence). */
export function sayArg(i18n: I18n, arg: Arg): string {
  if (typeof arg === 'string') return arg;
  // Stored rows and parsed messages are not type-checked: anything unexpected is shown, not thrown.
  if (typeof arg !== 'object' || arg === null) return String(arg ?? '');
  if (typeof arg === 'number') return i18n.fmt.number(arg, 6);
  if (isSaid(arg) || Array.isArray(arg)) return say(i18n, arg);
  if ('list' in arg) {
    const max = arg.max ?? 3;
    const items = arg.list.map((a) => sayArg(i18n, a));
    if (items.length <= max) return i18n.fmt.list(items);
    return i18n.t('ops.listMore', { names: items.slice(0, max).join(', '), count: items.length - max });
  }
  if ('join' in arg) return (Array.isArray(arg.join) ? arg.join : []).map((a) => sayArg(i18n, a)).filter(Boolean).join(String(arg.by ?? ' '));
  if ('aside' in arg) {
    const aside = sayArg(i18n, arg.aside);
    return aside ? ` ${aside}` : '';
  }
  if ('amount' in arg) return i18n.fmt.amount(arg.amount, arg.currency);
  if ('dateTime' in arg) return arg.dateTime ? i18n.fmt.dateTime(arg.dateTime) : '';
  if ('date' in arg) return arg.date ? i18n.fmt.date(arg.date) : '';
  if ('model' in arg) return modelWord(i18n, arg);
  return JSON.stringify(arg);
}

/** "Contact", "Contacts" (count), "un contact" (form 'new'), else Odoo's name of the model. */
function modelWord(i18n: I18n, { model, count = 1, name, form }: { model: string; count?: number; name?: string; form?: 'new' }): string {
  const key = `model.${model}${form === 'new' ? '.new' : ''}` as MessageKey;
  const word = i18n.t(key, { count });
  if (word !== key) return word;
  const plain = name ?? model;
  return form === 'new' ? i18n.t('ops.newOf', { model: plain }) : plain;
}

/**
 * `value` with every sentence in it put in words (deeply): for the audit export, logs and tests,
 * which read a result or an entry as text. Arrays of sentences become one text.
 */
export function inWords<T>(value: T, i18n: I18n): T {
  const walk = (v: unknown): unknown => {
    if (isSaid(v)) return say(i18n, v);
    if (Array.isArray(v)) return v.length && v.every(isSaid) ? say(i18n, v as Said[]) : v.map(walk);
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
