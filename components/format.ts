import { isContextBlock } from '@/lib/agent/context';
import type { Json } from '@/lib/db';
import { english, type I18n } from '@/lib/i18n';

// How a value reads (one rule, shared with the notes Weft logs in Odoo: lib/i18n/values.ts).
export { formatChange, formatValue } from '@/lib/i18n/values';

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
