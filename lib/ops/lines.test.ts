// Line edits made through their order are journaled per line and restored by undo; added lines are
// removed; lines someone changed since are a conflict; removed lines are said up front.
import { english, inWords } from '@/lib/i18n';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rig, turn, type Rig } from '../../test/journal-rig';
import type { JournalEntry } from './types';

// Sentences are said in the reader's language; these tests read them in English.
const en = <T,>(value: T): T => inWords(value, english);

let r: Rig;
beforeEach(async () => {
  r = await rig(17);
});
afterEach(() => r.close());

const line = (id: number) => r.odoo.db.get('sale.order.line', id)!;
const linesOf = (order: number) => r.odoo.db.records('sale.order.line').filter((l) => l.order_id === order).map((l) => l.id);

describe('undo of line edits (quotation S00001, lines 1 and 2)', () => {
  it('restores each edited line and removes the added one', async () => {
    const [price, qty] = [line(1).price_unit, line(2).product_uom_qty];
    const preview = await r.journal.preview({ kind: 'write', model: 'sale.order', ids: [1], values: { order_line: [[1, 1, { price_unit: 99 }]] } });
    expect(preview.undoable).toBe(true);
    const { operation } = await r.journal.run(
      { kind: 'write', model: 'sale.order', ids: [1], values: { order_line: [[1, 1, { price_unit: 99 }], [1, 2, { product_uom_qty: 7 }], [0, 0, { product_id: 3, product_uom_qty: 1 }]] } },
      turn(),
    );
    expect(en(operation)).toMatchObject({ status: 'done', undoable: true, lines: { order_line: { model: 'sale.order.line', before: { 1: { price_unit: price }, 2: { product_uom_qty: qty } }, after: { 1: { price_unit: 99 }, 2: { product_uom_qty: 7 } } } } });
    // Odoo's labels of the edited line fields go with them, so Changes says "Quantity", not product_uom_qty.
    const fields = await r.client.fieldsGet('sale.order.line');
    expect((operation as JournalEntry).lines!.order_line).toMatchObject({
      labels: { price_unit: fields.price_unit!.string, product_uom_qty: fields.product_uom_qty!.string },
      types: { price_unit: 'float', product_uom_qty: 'float' },
    });
    expect(en(linesOf(1))).toHaveLength(3);

    expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'undone' });
    expect(en(line(1).price_unit)).toBe(price);
    expect(en(line(2).product_uom_qty)).toBe(qty);
    expect(en(linesOf(1))).toEqual([1, 2]);
  });

  it('a line someone changed since is a conflict, named by its line, and kept unless chosen', async () => {
    const price = line(1).price_unit;
    const { operation } = await r.journal.run({ kind: 'write', model: 'sale.order', ids: [1], values: { order_line: [[1, 1, { price_unit: 99, discount: 5 }]] } }, turn());
    r.odoo.db.write('sale.order.line', 1, { discount: 10 }, 6);
    const result = await r.journal.undo(operation.id);
    expect(en(result)).toMatchObject({ status: 'conflict', conflicts: { 1: [{ field: 'order_line:1:discount', theirs: 10, before: 0, ai: 5, label: expect.stringContaining('Discount') }] } });
    expect(en(await r.journal.undo(operation.id, { 1: { 'order_line:1:discount': 'theirs' } }))).toMatchObject({ status: 'undone', note: expect.stringContaining('Kept') });
    expect(en(line(1))).toMatchObject({ price_unit: price, discount: 10 });
  });

  it('removing a line is said to be not undoable before it runs', async () => {
    const preview = await r.journal.preview({ kind: 'write', model: 'sale.order', ids: [1], values: { order_line: [[2, 2]] } });
    expect(en(preview)).toMatchObject({ undoable: false, notUndoableReason: expect.stringContaining('cannot bring them back') });
  });
});
