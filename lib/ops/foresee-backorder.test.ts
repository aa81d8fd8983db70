import { describe, expect, it } from 'vitest';
import { english, inWords } from '@/lib/i18n';
import { backorderQuestion, shortOf, type MoveRow } from './foresee-backorder';

const move = (over: Partial<MoveRow>): MoveRow => ({ picking_id: [1, 'WH/OUT/00001'], product_id: [7, 'Chair'], product_uom_qty: 5, state: 'assigned', ...over });

describe("what Validate leaves short, as Odoo's own check counts it", () => {
  it('17+: the quantity of picked moves; none picked but some quantity: all count as picked', () => {
    expect(shortOf([move({ quantity: 3, picked: false })], 'picked')).toEqual([{ product: 'Chair', demand: 5, done: 3, missing: 2 }]);
    expect(shortOf([move({ quantity: 5, picked: false })], 'picked')).toEqual([]);
    // One move picked: an unpicked one counts as nothing done, whatever its quantity.
    expect(shortOf([move({ quantity: 5, picked: true }), move({ product_id: [8, 'Desk'], product_uom_qty: 2, quantity: 2, picked: false })], 'picked'))
      .toEqual([{ product: 'Desk', demand: 2, done: 0, missing: 2 }]);
    expect(shortOf([move({ quantity: 0, picked: false, state: 'cancel' })], 'picked')).toEqual([]);
  });

  it('16: the done quantity per product; nothing done yet: what is reserved (the immediate transfer Weft confirms first)', () => {
    expect(shortOf([move({ quantity_done: 3, reserved_availability: 5 })], 'quantity_done')).toEqual([{ product: 'Chair', demand: 5, done: 3, missing: 2 }]);
    expect(shortOf([move({ quantity_done: 0, reserved_availability: 5 })], 'quantity_done')).toEqual([]);
    expect(shortOf([move({ quantity_done: 0, reserved_availability: 4, state: 'partially_available' })], 'quantity_done')).toEqual([{ product: 'Chair', demand: 5, done: 4, missing: 1 }]);
    // Two moves of one product: compared as one sum, as 16 does.
    expect(shortOf([move({ quantity_done: 4 }), move({ product_uom_qty: 1, quantity_done: 2 })], 'quantity_done')).toEqual([]);
  });

  it("asks in words, with Odoo's two answers and what each leaves", () => {
    const q = backorderQuestion([{ product: 'Chair', demand: 5, done: 3, missing: 2 }], { process: { key: 'backorder.undoCreate' }, process_cancel_backorder: { key: 'backorder.undoCancel' } });
    expect(inWords(q, english)).toMatchObject({
      wizard: 'stock.backorder.confirmation',
      asks: 'Not everything is done: 2 units are missing. What should Odoo do with them?',
      details: 'Chair: 3 of 5 done, 2 missing',
      options: [
        { button: 'process', label: 'Create a backorder for the 2 missing units', undo: expect.stringContaining('validate it later') },
        { button: 'process_cancel_backorder', label: 'No backorder: the 2 missing units are cancelled', undo: expect.stringContaining('do not come back') },
      ],
    });
    expect(inWords(backorderQuestion([{ product: 'Chair', demand: 1, done: 0, missing: 1 }], {}), english).options[1]!.label).toBe('No backorder: the 1 missing unit is cancelled');
  });
});
