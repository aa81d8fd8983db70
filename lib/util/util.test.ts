import { describe, expect, it } from 'vitest';
import { increasingClock } from './clock';
import { isObject } from './objects';
import { oneLine, truncate } from './text';

describe('util', () => {
  it('truncates with an ellipsis and folds whitespace to one line', () => {
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('abc', 4)).toBe('abc');
    expect(oneLine('  a\n\t b  ')).toBe('a b');
    expect(oneLine('x'.repeat(200))).toHaveLength(160);
  });

  it('tells plain objects from arrays and null', () => {
    expect([{}, { a: 1 }].map(isObject)).toEqual([true, true]);
    expect([null, [], 'a', 1, undefined].map(isObject)).toEqual([false, false, false, false, false]);
  });

  it('never repeats or goes back, even when the wall clock does', () => {
    const times = [5, 5, 5, 3, 9];
    const next = increasingClock(() => times.shift()!);
    expect([next(), next(), next(), next(), next()]).toEqual([5, 6, 7, 8, 9]);
  });
});
