import { describe, expect, it } from 'vitest';
import { english, inWords } from '@/lib/i18n';
import { findAction } from './actions';
import { consumptionQuestion, differing, type RawMove } from './foresee-consumption';
import { choosing } from './wizard-choices';

const legs = new Map([[7, { name: 'Leg', unit: 'Units', qty: 8 }]]);
const move = (over: Partial<RawMove>): RawMove => ({ product: 7, name: 'Leg', unit: 'Units', quantity: 8, picked: true, ...over });

describe("what Odoo's Consumption Warning weighs, as _get_consumption_issues does", () => {
  it('17+: the picked quantity per component against the bill; an unpicked move counts nothing', () => {
    expect(differing('MO/1', legs, [move({})], 'picked')).toEqual([]);
    expect(differing('MO/1', legs, [move({ quantity: 10 })], 'picked')).toEqual([{ order: 'MO/1', product: 'Leg', unit: 'Units', consumed: 10, expected: 8 }]);
    expect(differing('MO/1', legs, [move({ picked: false })], 'picked')).toMatchObject([{ consumed: 0, expected: 8 }]);
    // Two moves of one component are summed.
    expect(differing('MO/1', legs, [move({ quantity: 5 }), move({ quantity: 3 })], 'picked')).toEqual([]);
  });

  it('a component the bill does not have differs where something of it is consumed (17+: picked); 16 counts the done quantity', () => {
    const screw = move({ product: 9, name: 'Screw', quantity: 4 });
    expect(differing('MO/1', legs, [move({}), screw], 'picked')).toEqual([{ order: 'MO/1', product: 'Screw', unit: 'Units', consumed: 4, expected: 0 }]);
    expect(differing('MO/1', legs, [move({}), { ...screw, picked: false }], 'picked')).toEqual([]);
    expect(differing('MO/1', legs, [move({ picked: false })], 'quantity_done')).toEqual([]);
  });

  it("asks in words which components differ, with Odoo's two answers", () => {
    const undo = { key: 'consumption.undo' } as const;
    expect(inWords(consumptionQuestion([{ order: 'WH/MO/00012', product: 'Leg', unit: 'Units', consumed: 10, expected: 8 }], { action_confirm: undo, action_set_qty: undo }), english)).toEqual({
      wizard: 'mrp.consumption.warning',
      asks: 'A component is consumed in another quantity than the bill of materials says. Is that on purpose?',
      details: 'WH/MO/00012, Leg: 10 Units consumed, 8 Units by the bill of materials',
      options: [
        { button: 'action_confirm', label: 'Yes: produce with the quantities consumed as they are', undo: expect.stringContaining('inventory adjustment') },
        { button: 'action_set_qty', label: 'No: set the quantities the bill of materials says, then produce', undo: expect.stringContaining('inventory adjustment') },
      ],
    });
  });

  it("is Produce All's first question on 16-19, before the backorder's", () => {
    for (const major of [16, 17, 18, 19]) {
      expect(Object.keys(choosing(findAction('mrp.production', 'button_mark_done', major)))).toEqual(['mrp.consumption.warning', 'mrp.production.backorder']);
    }
  });
});
