import { describe, expect, it } from 'vitest';
import { hasFigure, mentions, numbersIn, saysNone } from './checks';
import { spoil } from './models';

describe('eval checks', () => {
  it('reads numbers as people and models write them', () => {
    expect(numbersIn('Total: $12,345.60 and 1.234,5 € and 1 234,50 and 12345.6')).toEqual(expect.arrayContaining([12345.6, 1234.5, 1234.5, 12345.6]));
    expect(numbersIn('3 invoices, 2 customers')).toEqual([3, 2]);
    expect(numbersIn('1,234')).toEqual([1234, 1.234]);
    expect(numbersIn('| 12 | 345 |')).toEqual([12, 345]);
  });

  it('an amount matches to the unit or 0.1 %, a count exactly', () => {
    expect(hasFigure('due: 2,248.50 USD', { amount: 2248.5, label: '' })).toBe(true);
    expect(hasFigure('about 2,249 USD', { amount: 2248.5, label: '' })).toBe(true);
    expect(hasFigure('2,350 USD', { amount: 2248.5, label: '' })).toBe(false);
    expect(hasFigure('3 invoices', { count: 3, label: '' })).toBe(true);
    expect(hasFigure('4 invoices', { count: 3, label: '' })).toBe(false);
    expect(hasFigure('credit: -36512.5', { oneOf: [1, 36512.5], label: '' })).toBe(true);
  });

  it('names are found whatever their case and accents; a spoiled answer fails', () => {
    const answer = 'Gemini Furniture owes 3,533.95; Crème Brûlée SA nothing.';
    expect(mentions(answer, [{ amount: 3533.95, label: 'due' }], ['gemini furniture', 'Creme Brulee SA']).ok).toBe(true);
    expect(mentions(spoil(answer), [{ amount: 3533.95, label: 'due' }], ['Gemini Furniture'])).toMatchObject({ ok: false, why: expect.stringContaining('due (3533.95), "Gemini Furniture"') });
    expect(mentions('', []).ok).toBe(false);
  });

  it('"none" needs more than the word "no"', () => {
    expect(saysNone('There are no late deliveries.').ok).toBe(true);
    expect(saysNone('count: 0').ok).toBe(true);
    expect(saysNone('No problem: 3 deliveries are late.').ok).toBe(false);
    expect(saysNone(spoil('Nothing is late, count: 0')).ok).toBe(false);
  });
});
