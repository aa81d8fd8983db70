import { describe, expect, it } from 'vitest';
import { commandIds, parseX2many, type X2manyCommand } from './x2many';

describe('parseX2many', () => {
  it.each<[string, unknown, X2manyCommand[]]>([
    ['create from a script (16-19)', [[0, 0, { name: 'Desk' }]], [{ op: 'create', values: { name: 'Desk' } }]],
    ['create with a 17+ web-client ref', [[0, 'virtual_12', { name: 'Desk' }]], [{ op: 'create', values: { name: 'Desk' } }]],
    ['create with false as ref (16 onchange)', [[0, false, { name: 'Desk' }]], [{ op: 'create', values: { name: 'Desk' } }]],
    ['update', [[1, 7, { product_uom_qty: 2 }]], [{ op: 'update', id: 7, values: { product_uom_qty: 2 } }]],
    ['delete, short and with a filler', [[2, 7], [2, 8, 0]], [{ op: 'delete', id: 7 }, { op: 'delete', id: 8 }]],
    ['unlink, short and with false', [[3, 7], [3, 8, false]], [{ op: 'unlink', id: 7 }, { op: 'unlink', id: 8 }]],
    ['link, short and with a filler (16 onchange [4, id, false])', [[4, 7], [4, 8, 0], [4, 9, false]], [{ op: 'link', id: 7 }, { op: 'link', id: 8 }, { op: 'link', id: 9 }]],
    ['clear, short and long', [[5], [5, 0, 0], [5, false, false]], [{ op: 'clear' }, { op: 'clear' }, { op: 'clear' }]],
    ['set with 0 and with false (16)', [[6, 0, [1, 2]], [6, false, []]], [{ op: 'set', ids: [1, 2] }, { op: 'set', ids: [] }]],
    ['a plain id list is "set exactly these"', [3, 1], [{ op: 'set', ids: [3, 1] }]],
    ['an empty list is no command', [], []],
    ['16 onchange answer: clear, then lines', [[5], [0, 0, { name: 'A' }], [1, 4, { name: 'B' }], [4, 5, false]], [
      { op: 'clear' }, { op: 'create', values: { name: 'A' } }, { op: 'update', id: 4, values: { name: 'B' } }, { op: 'link', id: 5 },
    ]],
  ])('%s', (_, value, commands) => {
    expect(parseX2many(value)).toEqual(commands);
  });

  it('reads what is not a command as unknown, one by one', () => {
    const bad: unknown[] = [[7], [0, 0, 'Desk'], [1, 'virtual_3', { a: 1 }], [2, -1], [4, 1.5], [6, 0, [1, 'x']], [6, 0, 3], 'x', [], [null]];
    expect(parseX2many([...bad, [4, 2]])).toEqual([...bad.map((raw) => ({ op: 'unknown', raw })), { op: 'link', id: 2 }]);
    expect(parseX2many([1, 'x'])).toEqual([{ op: 'unknown', raw: [1, 'x'] }]);
  });

  it('is undefined for what a write does not take as commands', () => {
    for (const value of [false, null, undefined, 5, 'x', { id: 1 }]) expect(parseX2many(value)).toBeUndefined();
  });
});

describe('commandIds', () => {
  it('names the lines a command reaches', () => {
    const ids = parseX2many([[0, 0, {}], [1, 1, {}], [2, 2], [3, 3], [4, 4], [5], [6, 0, [6, 7]], 'x'])!.map(commandIds);
    expect(ids).toEqual([[], [1], [2], [3], [4], [], [6, 7], []]);
  });
});
