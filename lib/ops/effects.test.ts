import { describe, expect, it } from 'vitest';
import type { Json } from '@/lib/db';
import type { FieldsMap } from '@/lib/odoo';
import { findAction } from './actions';
import { effectsOf, workflowFieldMessage, workflowFields, workflowFieldsSet } from './effects';
import type { WriteSpec } from './types';

// Shaped as Odoo 17's fields_get answers them (the attributes the client asks for).
const order: FieldsMap = {
  name: { type: 'char', string: 'Order Reference' },
  note: { type: 'html', string: 'Terms and conditions' },
  partner_id: { type: 'many2one', string: 'Customer', relation: 'res.partner' },
  order_line: { type: 'one2many', string: 'Order Lines', relation: 'sale.order.line' },
  tag_ids: { type: 'many2many', string: 'Tags', relation: 'crm.tag' },
  state: { type: 'selection', string: 'Status', readonly: true, selection: [['draft', 'Quotation'], ['sent', 'Quotation Sent'], ['sale', 'Sales Order'], ['cancel', 'Cancelled']] },
  invoice_status: { type: 'selection', string: 'Invoice Status', readonly: true, selection: [['no', 'Nothing to Invoice']] },
  picking_policy: { type: 'selection', string: 'Shipping Policy', readonly: true, required: true, selection: [['direct', 'As soon as possible']] },
};
const partner: FieldsMap = {
  name: { type: 'char', string: 'Name' },
  phone: { type: 'char', string: 'Phone' },
  active: { type: 'boolean', string: 'Active' },
  child_ids: { type: 'one2many', string: 'Contact', relation: 'res.partner' },
  category_id: { type: 'many2many', string: 'Tags', relation: 'res.partner.category' },
};
const lead: FieldsMap = {
  stage_id: { type: 'many2one', string: 'Stage', relation: 'crm.stage' },
  priority: { type: 'selection', string: 'Priority', selection: [['0', 'Low']] },
};
const task: FieldsMap = { state: { type: 'selection', string: 'State', selection: [['01_in_progress', 'In Progress'], ['1_done', 'Done']] } };

const write = (model: string, values: Record<string, Json>, ids = [7]): WriteSpec => ({ kind: 'write', model, ids, values });

describe('effectsOf', () => {
  const cases: Array<[string, WriteSpec, FieldsMap, string[], Record<string, number[]>?]> = [
    ['plain edit', write('res.partner', { phone: '1' }), partner, ['edit']],
    ['archive by update_records', write('res.partner', { active: false }), partner, ['archive']],
    ['unarchive by update_records', write('res.partner', { active: true }), partner, ['unarchive']],
    ['archive plus an edit', write('res.partner', { active: false, phone: '1' }), partner, ['edit', 'archive']],
    ['a new line', write('sale.order', { order_line: [[0, 0, { product_id: 2, product_uom_qty: 2 }]] }), order, ['add-lines']],
    ['a line edit', write('sale.order', { order_line: [[1, 62, { product_uom_qty: 3 }]] }), order, ['edit-lines']],
    ['delete a child contact [2, id]', write('res.partner', { child_ids: [[2, 334]] }), partner, ['delete-lines']],
    ['unlink a child contact [3, id] (a one2many: may delete it)', write('res.partner', { child_ids: [[3, 334]] }), partner, ['delete-lines']],
    ['clear every line [5]', write('sale.order', { order_line: [[5]] }), order, ['delete-lines']],
    ['[6, 0, ids] that drops a line', write('sale.order', { order_line: [[6, 0, [61]]] }), order, ['delete-lines'], { order_line: [61, 62] }],
    ['[6, 0, ids] keeping every line', write('sale.order', { tag_ids: [[6, 0, [1, 2, 3]]] }), order, ['add-lines'], { tag_ids: [1, 2] }],
    ['[6, 0, ids] with unknown current ids', write('sale.order', { tag_ids: [[6, 0, [1]]] }), order, ['add-lines', 'remove-lines']],
    ['a plain id list is [6, 0, ids]', write('res.partner', { category_id: [1] }), partner, ['remove-lines'], { category_id: [1, 4] }],
    ['untag [3, id] on a many2many (the tag stays)', write('res.partner', { category_id: [[3, 3]] }), partner, ['remove-lines']],
    ['delete a tag [2, id] through a many2many', write('res.partner', { category_id: [[2, 3]] }), partner, ['delete-lines']],
    ['link a tag [4, id]', write('res.partner', { category_id: [[4, 3]] }), partner, ['add-lines']],
    ['take a contact from another company [4, id]', write('res.partner', { child_ids: [[4, 13]] }), partner, ['move-lines']],
    ['false on an x2many', write('sale.order', { order_line: false }), order, ['delete-lines']],
    ['create', { kind: 'create', model: 'sale.order', values: { partner_id: 5, order_line: [[0, 0, { product_id: 2 }]] } }, order, ['create', 'add-lines']],
    ['create that edits an existing line', { kind: 'create', model: 'sale.order', values: { partner_id: 5, order_line: [[1, 62, { product_uom_qty: 9 }]] } }, order, ['create', 'move-lines']],
    ['archive', { kind: 'archive', model: 'res.partner', ids: [7] }, partner, ['archive']],
    ['unarchive', { kind: 'unarchive', model: 'res.partner', ids: [7] }, partner, ['unarchive']],
    ['delete', { kind: 'unlink', model: 'res.partner', ids: [7] }, partner, ['delete']],
    ['workflow', { kind: 'action', model: 'sale.order', ids: [7], method: 'action_confirm' }, order, ['workflow']],
    ['internal note', { kind: 'message', model: 'res.partner', ids: [7], body: 'x', internal: true }, partner, ['note']],
    ['message to followers', { kind: 'message', model: 'res.partner', ids: [7], body: 'x', internal: false }, partner, ['message']],
  ];
  it.each(cases)('%s', (_name, spec, fields, effects, linked) => {
    expect(effectsOf(spec, fields, linked)).toEqual(effects);
  });

  it("a button that e-mails is a message too, as the plan's row for this version says", () => {
    const send: WriteSpec = { kind: 'action', model: 'sale.order', ids: [7], method: 'action_quotation_send' };
    expect(effectsOf(send, order, {}, findAction('sale.order', 'action_quotation_send', 17))).toEqual(['workflow', 'message']);
  });
});

describe('workflow fields', () => {
  it("are the read-only selections Odoo's buttons drive, from fields_get", () => {
    expect(workflowFields(order)).toEqual(['state']);
    expect(workflowFields({ ...order, payment_state: { type: 'selection', string: 'Payment Status', readonly: true } })).toEqual(['state', 'payment_state']);
    // A lead's stage and a task's state are data the user sets in the form.
    expect(workflowFields(lead)).toEqual([]);
    expect(workflowFields(task)).toEqual([]);
    expect(workflowFields({ activity_state: { type: 'selection', string: 'Activity State', readonly: true, store: false } })).toEqual([]);
  });

  it('refuses a state write, and a create in a state other than the default', () => {
    const confirm = write('sale.order', { state: 'sale', note: 'x' });
    expect(workflowFieldsSet(confirm, order)).toEqual(['state']);
    expect(workflowFieldsSet({ kind: 'create', model: 'sale.order', values: { state: 'sale' } }, order, { state: 'draft' })).toEqual(['state']);
    expect(workflowFieldsSet({ kind: 'create', model: 'sale.order', values: { state: 'draft' } }, order, { state: 'draft' })).toEqual([]);
    expect(workflowFieldsSet(write('crm.lead', { stage_id: 4 }), lead)).toEqual([]);
  });

  it('names the action to use instead', () => {
    const message = workflowFieldMessage({ kind: 'write', model: 'sale.order', ids: [7], values: { state: 'sale' } }, order, ['state']);
    expect(message).toContain('run_action');
    expect(message).toContain('action_confirm');
    expect(message).toContain('Status');
    expect(workflowFieldMessage({ kind: 'write', model: 'account.move', ids: [7], values: { state: 'posted' } }, order, ['state'])).toContain('action_post');
  });
});
