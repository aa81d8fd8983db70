import { isContextBlock } from '@/lib/agent/context';
import type { Json } from '@/lib/db';
import { english, type I18n } from '@/lib/i18n';

/** An Odoo value as a person reads it: false/null -> "—", [id, name] -> name, lists joined. */
export function formatValue(value: unknown, i18n: I18n = english): string {
  if (value === null || value === undefined || value === false) return '—';
  if (value === true) return i18n.t('value.yes');
  if (typeof value === 'number') return i18n.fmt.number(value, 6);
  if (typeof value === 'string') return value === '' ? '—' : value;
  if (Array.isArray(value)) {
    if (value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'string') return value[1];
    return value.length === 0 ? '—' : value.map((v) => formatValue(v, i18n)).join(', ');
  }
  // A link as Odoo 17+ reads it: {id, display_name}.
  const link = value as { id?: unknown; display_name?: unknown };
  if (typeof link.id === 'number') return typeof link.display_name === 'string' && link.display_name ? link.display_name : `#${link.id}`;
  return JSON.stringify(value);
}

/**
 * A value of a confirm card or of Changes, written as its field's type asks: dates and moments in
 * the user's locale, money in the record's currency (when the card read it), other values as above.
 */
export function formatChange(value: unknown, field: { type?: string; currency?: string }, i18n: I18n = english): string {
  if (typeof value === 'number' && field.type === 'monetary') return i18n.fmt.amount(value, field.currency);
  if (typeof value === 'string' && value && field.type === 'date') return i18n.fmt.date(value);
  if (typeof value === 'string' && value && field.type === 'datetime') return i18n.fmt.dateTime(value);
  return formatValue(value, i18n);
}

/** "3 minutes ago", "yesterday"; under a minute, "just now" (in the panel's language). */
export function relativeTime(at: number, now = Date.now(), i18n: I18n = english): string {
  return i18n.fmt.relative(at, now) ?? i18n.t('time.justNow');
}

/** 1234 -> "1.2K", 2_500_000 -> "2.5M" (in the panel's locale). */
export function compactNumber(n: number, i18n: I18n = english): string {
  return i18n.fmt.compact(n);
}

/** Text blocks of an Anthropic message, joined. */
export function textOf(content: Json[] | string): string {
  if (typeof content === 'string') return content;
  return content
    // The page-context block Weft adds to a user message is for the model, not for the bubble.
    .map((b) => (isBlock(b) && b.type === 'text' && typeof b.text === 'string' && !isContextBlock(b) ? b.text : ''))
    .filter(Boolean)
    .join('\n\n');
}

export type Block = { [key: string]: Json };
export const isBlock = (b: unknown): b is Block => typeof b === 'object' && b !== null && !Array.isArray(b);
