import { describe, expect, it } from 'vitest';
import { displayValue, toWriteValue, valueEquals, x2manyIds } from './values';

describe('valueEquals', () => {
  it('compares many2one values by id, whatever their shape', () => {
    expect(valueEquals({ id: 7, display_name: 'Azure' }, 7)).toBe(true);
    expect(valueEquals([7, 'Azure'], { id: 7, display_name: 'Azure Interior' })).toBe(true);
    expect(valueEquals({ id: 7, display_name: 'Azure' }, 8)).toBe(false);
    expect(valueEquals({ id: 7, display_name: 'Azure' }, false)).toBe(false);
  });

  it('treats false, null, undefined and the empty string as the same empty value', () => {
    expect(valueEquals(false, null)).toBe(true);
    expect(valueEquals(undefined, '')).toBe(true);
    expect(valueEquals(false, [])).toBe(true);
    expect(valueEquals(false, 'x')).toBe(false);
    expect(valueEquals(false, 0)).toBe(false);
    expect(valueEquals(false, 0, 'float')).toBe(true);
  });

  it('compares numbers as numbers, within rounding', () => {
    expect(valueEquals(10, 10.0)).toBe(true);
    expect(valueEquals(0.1 + 0.2, 0.3, 'monetary')).toBe(true);
    expect(valueEquals(10, 10.01)).toBe(false);
  });

  it('compares x2many ids in any order and resolves replace commands', () => {
    expect(valueEquals([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(valueEquals([[6, 0, [2, 1]]], [1, 2])).toBe(true);
    expect(valueEquals([1, 2], [1, 2, 3])).toBe(false);
  });

  it('reads datetimes with T or space, with or without seconds', () => {
    expect(valueEquals('2025-01-31T10:00:00', '2025-01-31 10:00:00')).toBe(true);
    expect(valueEquals('2025-01-31 10:00', '2025-01-31 10:00:00')).toBe(true);
    expect(valueEquals('2025-01-31', '2025-01-31')).toBe(true);
    expect(valueEquals('a', 'b')).toBe(false);
  });
});

describe('x2manyIds', () => {
  it('applies the commands whose result is known', () => {
    expect(x2manyIds([[4, 5]], [1])).toEqual([1, 5]);
    expect(x2manyIds([[3, 1]], [1, 2])).toEqual([2]);
    expect(x2manyIds([[5], [4, 9]], [1, 2])).toEqual([9]);
    expect(x2manyIds([[0, 0, { name: 'x' }]], [1])).toBeUndefined();
  });
});

describe('toWriteValue', () => {
  it('turns read values into what write accepts', () => {
    expect(toWriteValue({ id: 7, display_name: 'Azure' }, { type: 'many2one' })).toBe(7);
    expect(toWriteValue({ id: 7, display_name: 'Azure' })).toBe(7);
    expect(toWriteValue([2, 1], { type: 'many2many' })).toEqual([[6, 0, [1, 2]]]);
    expect(toWriteValue(null)).toBe(false);
    expect(toWriteValue('x', { type: 'char' })).toBe('x');
  });
});

describe('displayValue', () => {
  it('shows names, not ids, and nothing for empty', () => {
    expect(displayValue({ id: 7, display_name: 'Azure' })).toBe('Azure');
    expect(displayValue(false)).toBe('');
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue([1, 2])).toBe('#1, #2');
    expect(displayValue(12.5)).toBe('12.5');
  });
});
