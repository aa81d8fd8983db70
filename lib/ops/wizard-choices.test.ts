import { describe, expect, it } from 'vitest';
import { english, inWords } from '@/lib/i18n';
import { findAction } from './actions';
import { checkChoices, chosen, choosing, questionsLeft } from './wizard-choices';

describe('the questions the user answers', () => {
  it("are Validate's backorder question on 16-19 (16's immediate transfer is Weft's to confirm)", () => {
    for (const major of [16, 17, 18, 19]) {
      const validate = findAction('stock.picking', 'button_validate', major);
      expect(Object.keys(choosing(validate))).toEqual(['stock.backorder.confirmation']);
      expect(Object.keys(choosing(validate)['stock.backorder.confirmation']!)).toEqual(['process', 'process_cancel_backorder']);
    }
    expect(choosing(findAction('sale.order', 'create_invoices', 18))).toEqual({});
  });

  it('refuses an answer to another question or a button the dialog does not have', () => {
    const validate = findAction('stock.picking', 'button_validate', 18);
    expect(() => checkChoices(validate, { 'stock.backorder.confirmation': 'process_cancel_backorder' })).not.toThrow();
    expect(() => checkChoices(validate, { 'stock.backorder.confirmation': 'unlink' })).toThrow(/has no answer "unlink"/);
    expect(() => checkChoices(validate, { 'stock.immediate.transfer': 'process' })).toThrow(/asks no question/);
    expect(() => checkChoices(findAction('sale.order', 'action_confirm', 18), { 'stock.backorder.confirmation': 'process' })).toThrow(/asks no question/);
  });

  it('says what a choice means and what Undo can take back after it', () => {
    const validate = findAction('stock.picking', 'button_validate', 17);
    expect(chosen(validate, undefined)).toEqual([]);
    const [cancel] = inWords(chosen(validate, { 'stock.backorder.confirmation': 'process_cancel_backorder' }), english);
    expect(cancel!.chose).toMatch(/no backorder/i);
    expect(cancel!.undo).toMatch(/cancelled/);
    const [create] = inWords(chosen(validate, { 'stock.backorder.confirmation': 'process' }), english);
    expect(create!.chose).toMatch(/backorder/i);
    expect(create!.undo).toMatch(/backorder/);
  });
});

describe('questionsLeft', () => {
  it("drops the question of a record left out of the change, keeps the whole change's and the others'", () => {
    const qs = [{ wizard: 'stock.backorder.confirmation@3' }, { wizard: 'stock.backorder.confirmation@8' }, { wizard: 'mrp.consumption.warning' }];
    expect(questionsLeft(qs, [8]).map((q) => q.wizard)).toEqual(['stock.backorder.confirmation@3', 'mrp.consumption.warning']);
    expect(questionsLeft(qs, [])).toEqual(qs);
    expect(questionsLeft(qs, [38])).toEqual(qs);
  });
});
