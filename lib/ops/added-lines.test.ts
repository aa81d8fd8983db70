import { describe, expect, it } from 'vitest';
import type { FieldsMap } from '@/lib/odoo';
import { addedLines, removeAdded, withoutAdded } from './added-lines';

const fields = { order_line: { type: 'one2many', string: 'Order Lines', relation: 'sale.order.line' }, tag_ids: { type: 'many2many', string: 'Tags' }, note: { type: 'text', string: 'Note' } } as unknown as FieldsMap;

describe('added lines', () => {
  it('a one2many the write only added to: the added ids; lines also taken out, or many2many, are left to the whole-list restore', () => {
    const before = { 1: { order_line: [10, 11], tag_ids: [1], note: 'a' }, 2: { order_line: [20, 21] } };
    const after = { 1: { order_line: [10, 11, 30, 31], tag_ids: [1, 2], note: 'b' }, 2: { order_line: [21, 32] } };
    const added = addedLines(before, after, fields);
    expect(added).toEqual({ 1: { order_line: [30, 31] } });
    expect(withoutAdded(after, added)).toEqual({ 1: { tag_ids: [1, 2], note: 'b' }, 2: { order_line: [21, 32] } });
  });

  it('removes the added lines still there, keeps lines added since, says which stay', () => {
    const added = { 1: { order_line: [30, 31] }, 2: { order_line: [40] } };
    // Record 1: someone deleted 31 and added 50; record 2: our line is gone already.
    const { commands, left } = removeAdded(added, { 1: { order_line: [10, 11, 30, 50] }, 2: { order_line: [20] } });
    expect(commands).toEqual({ 1: { order_line: [[2, 30]] } });
    expect(left).toEqual({ 1: { order_line: [10, 11, 50] } });
  });
});
