import { describe, expect, it } from 'vitest';
import { english, inWords } from '@/lib/i18n';
import { WORKFLOW_ACTIONS, findAction } from './actions';
import { foreseenQuestions } from './foresee';
import { leftOf, moBackorderQuestion, type OrderRow } from './foresee-mo-backorder';
import { choosing } from './wizard-choices';

const order = (over: Partial<OrderRow>): OrderRow => ({ name: 'WH/MO/00012', product: 'Table', unit: 'Units', planned: 5, producing: 3, produced: 0, policy: 'ask', ...over });

describe("what marking an order done leaves to make, as Odoo's pre_button_mark_done weighs it", () => {
  it('less entered as producing than planned leaves the rest; nothing entered produces all that is left', () => {
    expect(leftOf([order({})], 'operation_type')).toEqual([{ name: 'WH/MO/00012', product: 'Table', unit: 'Units', done: 3, demand: 5, missing: 2 }]);
    expect(leftOf([order({ producing: 0 })], 'operation_type')).toEqual([]);
    // Odoo sets the quantity producing to what is left, then compares it with the planned quantity.
    expect(leftOf([order({ producing: 0, produced: 2 })], 'always_asks')).toMatchObject([{ done: 3, missing: 2 }]);
    expect(leftOf([order({ producing: 5 })], 'always_asks')).toEqual([]);
  });

  it("17+ ask only where the operation type says 'ask'; 16 asks for every short order", () => {
    expect(leftOf([order({ policy: 'always' }), order({ policy: 'never' })], 'operation_type')).toEqual([]);
    expect(leftOf([order({ policy: 'never' })], 'always_asks')).toHaveLength(1);
  });

  it("asks in words, with Odoo's two answers and what each leaves", () => {
    const question = moBackorderQuestion(leftOf([order({})], 'always_asks'), { action_backorder: { key: 'moBackorder.undoCreate' }, action_close_mo: { key: 'moBackorder.undoClose' } });
    expect(inWords(question, english)).toEqual({
      wizard: 'mrp.production.backorder',
      asks: 'Less is produced than planned: 2 units are left to make. Should Odoo make them in a backorder?',
      details: 'WH/MO/00012, Table: 3 of 5 Units produced, 2 go to a backorder if you create one',
      options: [
        { button: 'action_backorder', label: 'Create a backorder: a new manufacturing order for the 2 units left', undo: expect.stringContaining('produce it later') },
        { button: 'action_close_mo', label: 'No backorder: the order closes with what was produced; the 2 units left are not made', undo: expect.stringContaining('does not come back') },
      ],
    });
  });

  it("is Produce All's question on 16-19, and every question a row leaves to the user has its foreseer", () => {
    for (const major of [16, 17, 18, 19]) {
      expect(Object.keys(choosing(findAction('mrp.production', 'button_mark_done', major))['mrp.production.backorder']!)).toEqual(['action_backorder', 'action_close_mo']);
    }
    const asked = new Set(WORKFLOW_ACTIONS.flatMap((row) => [16, 17, 18, 19].flatMap((major) => Object.keys(choosing(findAction(row.model, row.method, major))))));
    expect([...asked].filter((dialog) => !foreseenQuestions().includes(dialog))).toEqual([]);
    expect(asked.size).toBeGreaterThanOrEqual(2);
  });
});
