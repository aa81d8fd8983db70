import { describe, expect, it } from 'vitest';
import { costOf, formatCost, priceOf } from './prices';

describe('prices', () => {
  it('finds a model by its longest prefix, the user’s own entries first', () => {
    expect(priceOf('claude-opus-4-5-20251101')?.input).toBe(5);
    expect(priceOf('claude-opus-4-1')?.input).toBe(15);
    expect(priceOf('claude-sonnet-4-6')?.output).toBe(15);
    expect(priceOf('gpt-4o')).toBeUndefined();
    expect(priceOf('claude-sonnet-4-6', { 'claude-sonnet-4-6': { input: 1, output: 2, cacheRead: 0, cacheWrite: 0 } })?.input).toBe(1);
  });

  it('costs usage in dollars and formats it readably', () => {
    const price = priceOf('claude-sonnet-4-6')!;
    expect(costOf({ input: 1_000_000, output: 100_000, cacheRead: 1_000_000, cacheWrite: 0 }, price)).toBeCloseTo(3 + 1.5 + 0.3);
    expect(formatCost(0)).toBe('$0');
    expect(formatCost(0.004)).toBe('<$0.01');
    expect(formatCost(0.0421)).toBe('$0.042');
    expect(formatCost(4.8)).toBe('$4.80');
  });

  it('keeps a USD cost in USD, written as the user\'s locale writes dollars', () => {
    const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaces(formatCost(0.0421, 'fr-FR'))).toBe('0,042 $US');
    expect(spaces(formatCost(4.8, 'de-DE'))).toBe('4,80 $');
    expect(spaces(formatCost(0.004, 'nl-NL'))).toBe('<US$ 0,01');
    expect(formatCost(1234.5, 'es-ES')).toMatch(/^1\.?234,50\sUS\$$/);
  });
});
