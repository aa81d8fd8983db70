import { english, inWords } from '@/lib/i18n';
import { describe, expect, it } from 'vitest';
import type { FieldsMap } from '@/lib/odoo';
import { expectedAfter, matchValues } from './expect';
import { assertSpec, fieldsToRead, groundsOf, OpsError } from './plan';
import { decideUndo } from './undo-decision';
import { summarize } from './summary';
import type { WriteSpec } from './types';

// Sentences are said in the reader's language; these tests read them in English.
const en = <T,>(value: T): T => inWords(value, english);

const fields: FieldsMap = {
  name: { type: 'char', string: 'Name', required: true },
  email: { type: 'char', string: 'Email' },
  active: { type: 'boolean', string: 'Active' },
  state: { type: 'selection', string: 'Status', readonly: true },
  partner_id: { type: 'many2one', string: 'Customer', relation: 'res.partner', required: true },
  tag_ids: { type: 'many2many', string: 'Tags', relation: 'x.tag' },
  order_line: { type: 'one2many', string: 'Order Lines', relation: 'sale.order.line' },
  image_1920: { type: 'binary', string: 'Image' },
  amount_total: { type: 'monetary', string: 'Total', readonly: true },
  note: { type: 'html', string: 'Notes' },
  message_ids: { type: 'one2many', string: 'Messages', relation: 'mail.message' },
  display_name: { type: 'char', string: 'Display Name', readonly: true },
  write_date: { type: 'datetime', string: 'Last Updated on', readonly: true },
};

describe('assertSpec', () => {
  it('refuses what Weft will not send, before anything runs', () => {
    expect(en(() => assertSpec(groundsOf({ kind: 'write', model: 'res.partner', ids: [], values: { name: 'x' } }, fields, 17)))).toThrow(OpsError);
    expect(en(() => assertSpec(groundsOf({ kind: 'write', model: 'res.partner', ids: [1], values: {} }, fields, 17)))).toThrow(/No values/);
    expect(en(() => assertSpec(groundsOf({ kind: 'write', model: 'res.partner', ids: [1], values: { write_date: 'x' } }, fields, 17)))).toThrow(/itself/);
    expect(en(() => assertSpec(groundsOf({ kind: 'action', model: 'sale.order', ids: [1], method: 'unlink' }, fields, 17)))).toThrow(/Allowed: action_confirm/);
    expect(en(() => assertSpec(groundsOf({ kind: 'archive', model: 'x', ids: [1] }, { name: fields.name! }, 17)))).toThrow(/no 'active'/);
    expect(en(() => assertSpec(groundsOf({ kind: 'message', model: 'x', ids: [1], body: 'hi', internal: true }, { name: fields.name! }, 17)))).toThrow(/chatter/);
    expect(en(() => assertSpec(groundsOf({ kind: 'action', model: 'sale.order', ids: [1], method: 'action_confirm' }, fields, 17)))).not.toThrow();
  });
});

describe('fieldsToRead', () => {
  it('reads exactly the touched fields, and a restorable snapshot for an unlink', () => {
    expect(en(fieldsToRead(groundsOf({ kind: 'write', model: 'm', ids: [1], values: { email: 'a' } }, fields, 17)))).toEqual(['email']);
    expect(en(fieldsToRead(groundsOf({ kind: 'archive', model: 'm', ids: [1] }, fields, 17)))).toEqual(['active']);
    // Readonly computed totals, chatter and Odoo's own fields are not in a snapshot; lines and images are read to say they are lost.
    expect(en(fieldsToRead(groundsOf({ kind: 'unlink', model: 'm', ids: [1] }, fields, 17)))).toEqual(['name', 'email', 'active', 'partner_id', 'tag_ids', 'note', 'order_line', 'image_1920']);
  });
});

describe('decideUndo', () => {
  it('says before it runs that a message to followers cannot be undone', () => {
    expect(en(decideUndo(groundsOf({ kind: 'message', model: 'm', ids: [1], body: 'hi', internal: false }, fields, 17), {}))).toMatchObject({
      undoable: false,
      reason: expect.stringContaining('sent'),
    });
    expect(decideUndo(groundsOf({ kind: 'message', model: 'm', ids: [1], body: 'hi', internal: true }, fields, 17), {}).undoable).toBe(true);
  });

  it('says an unlink comes back with a new id, and what it will not bring back', () => {
    const before = { 4: { name: 'S1', order_line: [1, 2, 3], image_1920: false } };
    const { undoable, note } = decideUndo(groundsOf({ kind: 'unlink', model: 'sale.order', ids: [4] }, fields, 17), before);
    expect(undoable).toBe(true);
    expect(en(note)).toMatch(/new id/);
    expect(en(note)).toMatch(/Order Lines \(3\)/);
    expect(en(note)).not.toMatch(/Image/);
  });

  it('decides an action from the state the records are in', () => {
    const spec: WriteSpec = { kind: 'action', model: 'sale.order', ids: [1], method: 'action_cancel' };
    expect(decideUndo(groundsOf(spec, fields, 17), { 1: { state: 'draft' } }).undoable).toBe(true);
    expect(decideUndo(groundsOf(spec, fields, 17), { 1: { state: 'sale' } }).undoable).toBe(false);
  });
});

describe('expectedAfter', () => {
  it('predicts what a write leaves, resolving x2many commands from the before ids', () => {
    const spec: WriteSpec = { kind: 'write', model: 'm', ids: [1], values: { email: 'a@x', tag_ids: [[4, 9]], note: '<p>x</p>' } };
    expect(en(expectedAfter(groundsOf(spec, fields, 17), { 1: { tag_ids: [1] } }, 2, 1000))).toEqual({ type: 'values', model: 'm', values: { 1: { email: 'a@x', tag_ids: [1, 9] } } });
  });

  it('recognises a created record by the comparable values sent', () => {
    const spec: WriteSpec = { kind: 'create', model: 'm', values: { name: 'N', note: '<p>x</p>', partner_id: 3 } };
    expect(en(expectedAfter(groundsOf(spec, fields, 17), {}, 2, 1000))).toEqual({ type: 'created', model: 'm', records: [{ name: 'N', partner_id: 3 }], uid: 2, since: 1000 });
    expect(en(matchValues({ name: 'N', email: 'e', partner_id: { id: 3, display_name: 'P' } }, fields, true))).toEqual({ name: 'N', email: 'e', partner_id: { id: 3, display_name: 'P' } });
    expect(en(matchValues({ active: true, tag_ids: [1] }, fields, true))).toEqual({});
  });
});

describe('summarize', () => {
  it('says the write in one sentence', () => {
    expect(en(summarize({ kind: 'write', model: 'res.partner', ids: [1], values: {} }, ['Azure Interior'], ['Email', 'Phone']))).toBe('Update Contact Azure Interior: Email and Phone.');
    expect(en(summarize({ kind: 'archive', model: 'res.partner', ids: [1, 2, 3, 4] }, ['A', 'B', 'C', 'D']))).toBe('Archive 4 Contacts (A, B, C and 1 more).');
    expect(en(summarize({ kind: 'action', model: 'sale.order', ids: [1], method: 'action_confirm' }, ['S00001']))).toBe('Confirm: Sales Order S00001.');
    expect(en(summarize({ kind: 'create', model: 'res.partner', values: { name: 'Acme' } }, []))).toBe('Create a contact: Acme.');
    expect(en(summarize({ kind: 'create', model: 'crm.lead', values: {} }, []))).toBe('Create an opportunity.');
    expect(en(summarize({ kind: 'message', model: 'sale.order', ids: [1], body: 'x', internal: false }, ['S00001']))).toBe('Send a message to the followers of Sales Order S00001.');
  });
});
