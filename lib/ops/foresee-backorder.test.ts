import { describe, expect, it } from 'vitest';
import { english, i18nFor, inWords } from '@/lib/i18n';
import { backorderQuestion, shortOf, type MoveRow } from './foresee-backorder';

const move = (over: Partial<MoveRow>): MoveRow => ({ picking_id: [1, 'WH/OUT/00001'], product_id: [7, 'Chair'], product_uom: [1, 'Units'], product_uom_qty: 5, state: 'assigned', ...over });

describe("what Validate leaves short, as Odoo's own check counts it", () => {
  it('17+: the quantity of picked moves; none picked but some quantity: all count as picked', () => {
    expect(shortOf([move({ quantity: 3, picked: false })], 'picked')).toEqual([{ product: 'Chair', unit: 'Units', demand: 5, done: 3, missing: 2 }]);
    expect(shortOf([move({ quantity: 5, picked: false })], 'picked')).toEqual([]);
    // One move picked: an unpicked one counts as nothing done, whatever its quantity.
    expect(shortOf([move({ quantity: 5, picked: true }), move({ product_id: [8, 'Desk'], product_uom_qty: 2, quantity: 2, picked: false })], 'picked'))
      .toEqual([{ product: 'Desk', unit: 'Units', demand: 2, done: 0, missing: 2 }]);
    expect(shortOf([move({ quantity: 0, picked: false, state: 'cancel' })], 'picked')).toEqual([]);
  });

  it('16: the done quantity per product; nothing done yet: what is reserved (the immediate transfer Weft confirms first)', () => {
    expect(shortOf([move({ quantity_done: 3, reserved_availability: 5 })], 'quantity_done')).toEqual([{ product: 'Chair', unit: 'Units', demand: 5, done: 3, missing: 2 }]);
    expect(shortOf([move({ quantity_done: 0, reserved_availability: 5 })], 'quantity_done')).toEqual([]);
    expect(shortOf([move({ quantity_done: 0, reserved_availability: 4, state: 'partially_available' })], 'quantity_done')).toEqual([{ product: 'Chair', unit: 'Units', demand: 5, done: 4, missing: 1 }]);
    // Two moves of one product: compared as one sum, as 16 does.
    expect(shortOf([move({ quantity_done: 4 }), move({ product_uom_qty: 1, quantity_done: 2 })], 'quantity_done')).toEqual([]);
  });

  it("asks in words, with Odoo's two answers and what each leaves", () => {
    const q = backorderQuestion([{ product: 'Chair', unit: 'Units', demand: 5, done: 3, missing: 2 }], { process: { key: 'backorder.undoCreate' }, process_cancel_backorder: { key: 'backorder.undoCancel' } });
    expect(inWords(q, english)).toMatchObject({
      wizard: 'stock.backorder.confirmation',
      asks: 'Not everything is done: 2 Units missing. What should Odoo do with what is missing?',
      details: 'Chair: 3 of 5 Units done, 2 missing',
      options: [
        { button: 'process', label: 'Create a backorder for what is missing (2 Units)', undo: expect.stringContaining('validate it later') },
        { button: 'process_cancel_backorder', label: 'No backorder: what is missing (2 Units) is cancelled', undo: expect.stringContaining('do not come back') },
      ],
    });
  });

  it("says each product's quantity in its own unit of measure, and never adds units of different measures", () => {
    const short = [{ product: 'Eggs', unit: 'Dozens', demand: 5, done: 3, missing: 2 }, { product: 'Repair', unit: 'Hours', demand: 4, done: 0.5, missing: 3.5 }, { product: 'Cake', unit: 'Dozens', demand: 1, done: 0, missing: 1 }];
    const q = inWords(backorderQuestion(short, {}), english);
    expect(q.asks).toBe('Not everything is done: 3 Dozens and 3.5 Hours missing. What should Odoo do with what is missing?');
    expect(q.details).toBe('Eggs: 3 of 5 Dozens done, 2 missing Repair: 0.5 of 4 Hours done, 3.5 missing Cake: 0 of 1 Dozens done, 1 missing');
    expect(inWords(backorderQuestion(short, {}), i18nFor('fr')).asks).toBe('Tout n’est pas fait : il manque 3 Dozens et 3,5 Hours. Que doit faire Odoo de ce qui manque ?');
  });

  it('one of several transfers: asked about by its name, its answer keyed by the transfer', () => {
    const q = inWords(backorderQuestion([{ product: 'Chair', unit: 'Units', demand: 5, done: 3, missing: 2 }], {}, { id: 12, name: 'WH/OUT/00012' }), english);
    expect(q.wizard).toBe('stock.backorder.confirmation@12');
    expect(q.asks).toBe('WH/OUT/00012: not everything is done, 2 Units missing. What should Odoo do with what is missing?');
  });
});
