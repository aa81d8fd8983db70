import { isContextBlock } from '@/lib/agent/context';
import type { Json } from '@/lib/db';

/** An Odoo value as a person reads it: false/null -> "—", [id, name] -> name, lists joined. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === false) return '—';
  if (value === true) return 'Yes';
  if (typeof value === 'number') return value.toLocaleString();
  if (typeof value === 'string') return value === '' ? '—' : value;
  if (Array.isArray(value)) {
    if (value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'string') return value[1];
    return value.length === 0 ? '—' : value.map(formatValue).join(', ');
  }
  // A link as Odoo 17+ reads it: {id, display_name}.
  const link = value as { id?: unknown; display_name?: unknown };
  if (typeof link.id === 'number') return typeof link.display_name === 'string' && link.display_name ? link.display_name : `#${link.id}`;
  return JSON.stringify(value);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000],
];
const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** "3 minutes ago", "yesterday"; under a minute, "just now". */
export function relativeTime(at: number, now = Date.now()): string {
  const diff = at - now;
  for (const [unit, ms] of units) {
    if (Math.abs(diff) >= ms) return rtf.format(Math.round(diff / ms), unit);
  }
  return 'just now';
}

/** 1234 -> "1.2k", 2_500_000 -> "2.5M". */
export function compactNumber(n: number): string {
  return new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 }).format(n);
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
