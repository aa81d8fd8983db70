import { describe, expect, it } from 'vitest';
import { actionsFor, findAction, undoForAction, WORKFLOW_ACTIONS } from './actions';

describe('workflow allow-list', () => {
  it('lists each model/method once, each with a label, a description and states', () => {
    const keys = WORKFLOW_ACTIONS.map((a) => `${a.model}.${a.method}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const action of WORKFLOW_ACTIONS) {
      expect(action.label).toBeTruthy();
      expect(action.description.length).toBeGreaterThan(15);
      expect(action.from.length).toBeGreaterThan(0);
      // Every state the button accepts has a decided undo: a plan or a reason.
      for (const state of action.from) expect(action.undo[state]).toBeDefined();
    }
    expect(actionsFor('sale.order').map((a) => a.method)).toEqual(['action_confirm', 'action_cancel', 'action_draft']);
    expect(findAction('res.partner', 'unlink')).toBeUndefined();
  });

  it('undoes a confirmed quotation by cancelling then resetting it to draft', () => {
    const plan = undoForAction(findAction('sale.order', 'action_confirm')!, ['draft', 'draft']);
    expect(plan).toMatchObject({ undoable: true, step: { methods: ['action_cancel', 'action_draft'], to: 'draft' } });
  });

  it('undoes a posted invoice by resetting it to draft', () => {
    expect(undoForAction(findAction('account.move', 'action_post')!, ['draft'])).toMatchObject({ undoable: true, step: { methods: ['button_draft'] } });
  });

  it('refuses when the state before makes the inverse wrong, and says why', () => {
    const cancel = findAction('sale.order', 'action_cancel')!;
    expect(undoForAction(cancel, ['sale'])).toMatchObject({ undoable: false, reason: expect.stringContaining('confirm the order again') });
    expect(undoForAction(cancel, ['cancel'])).toMatchObject({ undoable: false, reason: expect.stringContaining("'cancel'") });
  });

  it('needs one plan for all records; draft and sent agree, the note says the difference', () => {
    const plan = undoForAction(findAction('sale.order', 'action_confirm')!, ['draft', 'sent']);
    expect(plan).toMatchObject({ undoable: true, step: { note: expect.stringContaining('no longer marked as sent') } });
    const reset = findAction('account.move', 'button_draft')!;
    expect(undoForAction(reset, ['posted', 'cancel'])).toMatchObject({ undoable: false, reason: expect.stringContaining('different states') });
  });
});
