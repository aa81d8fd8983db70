import { describe, expect, it } from 'vitest';
import { accepts, actionsFor, isStep, findAction, resolveAction, stateValue, undoForAction, withIds, WORKFLOW_ACTIONS } from './actions';
import { english, i18nFor, inWords } from '@/lib/i18n';

// Sentences are said in the reader's language; these tests read them in English.
const en = <T,>(value: T): T => inWords(value, english);

describe('the action table', () => {
  it('lists each model/method once; on every version each state it accepts has a decided undo', () => {
    const keys = WORKFLOW_ACTIONS.map((a) => `${a.model}.${a.method}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of WORKFLOW_ACTIONS) {
      for (const major of [16, 17, 18, 19]) {
        const action = resolveAction(row, major);
        if (!action) continue;
        expect(action.label).toBeTruthy();
        expect(action.description.length).toBeGreaterThan(15);
        expect(action.from.length).toBeGreaterThan(0);
        for (const state of action.from) expect(action.undo[state] ?? action.undo['*']).toBeDefined();
        // A dialog the button opens itself must be one the table answers.
        if (action.open) expect(action.wizards?.[action.open.wizard]).toBeDefined();
        // Each dialog is either confirmed by Weft or answered by the user, never both, never neither.
        for (const step of Object.values(action.wizards ?? {})) expect(Number(!!step.confirm) + Number(!!step.choose)).toBe(1);
        // An undo on what the action made needs to know what it made.
        for (const plan of Object.values(action.undo)) if (isStep(plan) && plan.on === 'created') expect(action.creates).toBeDefined();
      }
    }
    expect(actionsFor('sale.order').map((a) => a.method)).toEqual(['action_confirm', 'action_cancel', 'action_draft', 'create_invoices', 'create_down_payment', 'action_quotation_send', 'action_lock', 'action_unlock']);
    expect(findAction('res.partner', 'unlink')).toBeUndefined();
  });

  it('says per version where Odoo differs', () => {
    expect(findAction('account.move', 'action_reverse', 16)!.wizards!['account.move.reversal']).toMatchObject({ confirm: 'reverse_moves', values: { refund_method: 'refund' } });
    // 16's composer renders its template only in its form's onchange, which Weft asks as the form does.
    expect(findAction('sale.order', 'action_quotation_send', 16)!.wizards!['mail.compose.message']!.onchange).toHaveProperty('template_id', '1');
    expect(findAction('sale.order', 'action_quotation_send', 17)!.wizards!['mail.compose.message']).toEqual({ confirm: 'action_send_mail' });
    expect(findAction('account.move', 'action_reverse', 17)!.wizards!['account.move.reversal']!.confirm).toBe('refund_moves');
    expect(Object.keys(findAction('stock.picking', 'button_validate', 16)!.wizards!)).toContain('stock.immediate.transfer');
    expect(Object.keys(findAction('stock.picking', 'button_validate', 19)!.wizards!)).not.toContain('stock.immediate.transfer');
    expect(findAction('crm.lead', 'action_lost_reason_apply', 16)!.open!.context).not.toHaveProperty('default_lead_ids');
    expect(findAction('crm.lead', 'action_lost_reason_apply', 18)!.open!.context).toHaveProperty('default_lead_ids', '$ids');
    expect(undoForAction(findAction('account.move', 'action_register_payment', 17)!, ['not_paid'])).toMatchObject({ step: { to: 'cancel' } });
    expect(undoForAction(findAction('account.move', 'action_register_payment', 18)!, ['not_paid'])).toMatchObject({ step: { to: 'canceled' } });
    expect(findAction('account.move', 'button_cancel', 16)!.from).toEqual(['draft']);
    // 16 locks an order through its state ('done'); 17+ through the locked flag, with another method.
    expect(actionsFor('sale.order', 16).map((a) => a.method)).toContain('action_done');
    expect(actionsFor('sale.order', 16).map((a) => a.method)).not.toContain('action_lock');
    expect(actionsFor('sale.order', 18).map((a) => a.method)).not.toContain('action_done');
    expect(findAction('sale.order', 'action_unlock', 16)).toMatchObject({ stateField: 'state', from: ['done'], to: ['sale'] });
    expect(findAction('sale.order', 'action_unlock', 17)).toMatchObject({ stateField: 'locked', from: ['true'], to: ['false'] });
    // Return: 16's dialog fills its lines only in its form (not offered); 17 confirms with create_returns, 18+ with Return All.
    expect(actionsFor('stock.picking', 16).map((a) => a.method)).not.toContain('create_returns');
    expect(findAction('stock.picking', 'create_returns', 17)!.wizards).toEqual({ 'stock.return.picking': { confirm: 'create_returns' } });
    expect(findAction('stock.picking', 'create_returns', 18)).toBeUndefined();
    expect(findAction('stock.picking', 'action_create_returns_all', 19)!.open!.wizard).toBe('stock.return.picking');
  });

  it('lists the actions of a model as they are on a version', () => {
    expect(actionsFor('crm.lead', 17).map((a) => a.method)).toEqual(['action_set_won', 'action_lost_reason_apply']);
    expect(actionsFor('res.partner', 17)).toEqual([]);
  });

  it('reads states of any field type and fills in the records', () => {
    const lost = findAction('crm.lead', 'action_lost_reason_apply')!;
    expect(accepts(lost, 'true')).toBe(true);
    expect(stateValue('false', 'boolean')).toBe(false);
    expect(stateValue('100', 'float')).toBe(100);
    expect(withIds({ active_ids: '$ids', active_id: '$id', x: [['a', 'in', '$ids']] }, [4, 5])).toEqual({ active_ids: [4, 5], active_id: 4, x: [['a', 'in', [4, 5]]] });
  });

  it('undoes a confirmed quotation by cancelling then resetting it to draft; 17+ unlock it first (Odoo may lock it on confirm, and refuses to cancel a locked order)', () => {
    expect(undoForAction(findAction('sale.order', 'action_confirm', 16)!, ['draft', 'draft'])).toMatchObject({ undoable: true, step: { methods: ['action_cancel', 'action_draft'], to: 'draft' } });
    for (const major of [17, 18, 19]) {
      expect(undoForAction(findAction('sale.order', 'action_confirm', major)!, ['sent'])).toMatchObject({ undoable: true, step: { methods: ['action_unlock', 'action_cancel', 'action_draft'], to: 'draft' } });
    }
  });

  it('refuses when the state before makes the inverse wrong, and says why', () => {
    const cancel = findAction('sale.order', 'action_cancel')!;
    expect(en(undoForAction(cancel, ['sale']))).toMatchObject({ undoable: false, reason: expect.stringContaining('confirm the order again') });
    expect(en(undoForAction(cancel, ['cancel']))).toMatchObject({ undoable: false, reason: expect.stringContaining('‘cancel’') });
    // With the model's fields (in the user's language), the state is said as Odoo words it, never by its key.
    const fields = { invoice_status: { type: 'selection', string: 'Statut de facturation', selection: [['invoiced', 'Entièrement facturé']] } } as never;
    const invoiced = inWords(undoForAction(findAction('sale.order', 'create_invoices')!, ['invoiced'], fields), i18nFor('fr_FR', []));
    expect(invoiced).toMatchObject({ undoable: false, reason: expect.stringContaining('« Entièrement facturé »') });
    expect(en(undoForAction(findAction('stock.picking', 'button_validate')!, ['assigned']))).toMatchObject({ undoable: false, reason: expect.stringContaining('Return') });
    expect(en(undoForAction(findAction('sale.order', 'action_quotation_send')!, ['draft']))).toMatchObject({ undoable: false, reason: expect.stringContaining('cannot be called back') });
    // Checking availability again on a partly reserved transfer: unreserving would release the earlier part too.
    const check = findAction('stock.picking', 'action_assign')!;
    expect(undoForAction(check, ['confirmed'])).toMatchObject({ undoable: true, step: { methods: ['do_unreserve'], to: 'confirmed' } });
    expect(en(undoForAction(check, ['assigned']))).toMatchObject({ undoable: false, reason: expect.stringContaining('reserved before') });
    expect(en(undoForAction(findAction('stock.picking', 'action_confirm')!, ['draft']))).toMatchObject({ undoable: false, reason: expect.stringContaining('back to draft') });
  });

  it('needs one plan for all records; draft and sent agree, the note says the difference', () => {
    const plan = undoForAction(findAction('sale.order', 'action_confirm')!, ['draft', 'sent']);
    expect(en(plan)).toMatchObject({ undoable: true, step: { note: expect.stringContaining('no longer marked as sent') } });
    const reset = findAction('account.move', 'button_draft')!;
    expect(en(undoForAction(reset, ['posted', 'cancel']))).toMatchObject({ undoable: false, reason: expect.stringContaining('different states') });
  });
});
