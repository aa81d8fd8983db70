import { z } from '../messaging/zod';
import type { Usage } from '@/lib/db/schema';

/** US dollars per million tokens, as on Anthropic's price list. */
export const Price = z.object({
  input: z.number().check(z.gte(0), z.lte(10_000)),
  output: z.number().check(z.gte(0), z.lte(10_000)),
  cacheRead: z.number().check(z.gte(0), z.lte(10_000)),
  cacheWrite: z.number().check(z.gte(0), z.lte(10_000)),
});
export type Price = z.infer<typeof Price>;

/** Prices by model id prefix (the longest matching prefix wins); the user can change them in Settings. */
export const DEFAULT_PRICES: Record<string, Price> = {
  'claude-opus-4-5': { input: 5, output: 25, cacheRead: 0.5, cacheWrite: 6.25 },
  'claude-opus-4': { input: 15, output: 75, cacheRead: 1.5, cacheWrite: 18.75 },
  'claude-sonnet-4': { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  'claude-3-7-sonnet': { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  'claude-haiku-4-5': { input: 1, output: 5, cacheRead: 0.1, cacheWrite: 1.25 },
  'claude-3-5-haiku': { input: 0.8, output: 4, cacheRead: 0.08, cacheWrite: 1 },
};

/** The price of a model: the user's own entries first, then the defaults; undefined when unknown. */
export function priceOf(model: string, own: Record<string, Price> = {}): Price | undefined {
  const table = { ...DEFAULT_PRICES, ...own };
  const key = Object.keys(table)
    .filter((prefix) => model === prefix || model.startsWith(prefix))
    .sort((a, b) => b.length - a.length)[0];
  return key === undefined ? undefined : table[key];
}

/** What some usage cost, in dollars. */
export function costOf(usage: Usage, price: Price): number {
  return (usage.input * price.input + usage.output * price.output + usage.cacheRead * price.cacheRead + usage.cacheWrite * price.cacheWrite) / 1e6;
}

/** A sum in US dollars (the price list's currency) as the user's locale writes it: "$0.042", "0,042 $US". */
export function formatUsd(dollars: number, locale = 'en-US', digits = 2): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(dollars);
}

/** "$0.042", "<$0.01", "$1.20" (en-US; "0,042 $US" in fr-FR): small sums readable, large ones to the cent. A USD cost stays USD. */
export function formatCost(dollars: number, locale = 'en-US'): string {
  if (dollars === 0) return formatUsd(0, locale, 0);
  if (dollars < 0.01) return `<${formatUsd(0.01, locale)}`;
  return formatUsd(dollars, locale, dollars < 1 ? 3 : 2);
}
