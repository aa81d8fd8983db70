import { describe, expect, it } from 'vitest';
import type { FieldsMap } from '@/lib/odoo';
import { applyEdits, describeEdits, editableFields, EditRefused } from './card-edits';
import type { WriteSpec } from './types';

const fields: FieldsMap = {
  name: { type: 'char', string: 'Name' },
  comment: { type: 'text', string: 'Notes' },
  quantity: { type: 'float', string: 'Quantity' },
  sequence: { type: 'integer', string: 'Sequence' },
  date_order: { type: 'date', string: 'Order Date' },
  meeting: { type: 'datetime', string: 'Meeting' },
  partner_id: { type: 'many2one', string: 'Customer', relation: 'res.partner' },
  priority: { type: 'selection', string: 'Priority', selection: [['0', 'Normal'], ['1', 'Urgent']] },
  is_company: { type: 'boolean', string: 'Is a Company' },
  active: { type: 'boolean', string: 'Active' },
  state: { type: 'selection', string: 'Status', selection: [['draft', 'Draft']] },
  amount_total: { type: 'monetary', string: 'Total', readonly: true },
  order_line: { type: 'one2many', string: 'Lines', relation: 'sale.order.line' },
};

const spec: WriteSpec = {
  kind: 'write', model: 'sale.order', ids: [7],
  values: { name: 'S7', quantity: 3, date_order: '2026-05-01', partner_id: 5, priority: '0', active: true, amount_total: 10, order_line: [[5]] },
};

describe('editableFields', () => {
  it('offers the plain values of the record, by kind; not lines, archiving, a status or a computed field', () => {
    const offered = editableFields(spec, fields);
    expect(offered.map((f) => [f.field, f.kind])).toEqual([['name', 'text'], ['quantity', 'number'], ['date_order', 'date'], ['partner_id', 'record'], ['priority', 'choice']]);
    expect(offered.find((f) => f.field === 'partner_id')).toMatchObject({ relation: 'res.partner', value: 5, label: 'Customer' });
    expect(offered.find((f) => f.field === 'priority')?.options).toEqual([['0', 'Normal'], ['1', 'Urgent']]);
  });

  it('offers nothing for a delete, an archive, an action or a message', () => {
    for (const other of [{ kind: 'unlink', model: 'res.partner', ids: [1] }, { kind: 'archive', model: 'res.partner', ids: [1] }, { kind: 'message', model: 'res.partner', ids: [1], body: 'hi', internal: true }] as WriteSpec[]) {
      expect(editableFields(other, fields)).toEqual([]);
    }
  });
});

describe('applyEdits', () => {
  const offered = editableFields(spec, fields);
  it('puts the user values in the write, leaving the rest as proposed', () => {
    const edited = applyEdits(spec, { quantity: 4, partner_id: 9, date_order: '2026-05-03', priority: '1' }, offered);
    expect(edited).toEqual({ ...spec, values: { ...spec.values, quantity: 4, partner_id: 9, date_order: '2026-05-03', priority: '1' } });
    expect(spec.values.quantity).toBe(3); // the proposal is not changed
  });

  it('refuses a field the card did not offer, and a value of the wrong kind', () => {
    const refused = (edits: Record<string, unknown>) => () => applyEdits(spec, edits as never, offered);
    expect(refused({ active: false })).toThrow(EditRefused);
    expect(refused({ state: 'sale' })).toThrow(EditRefused);
    expect(refused({ email: 'x@y' })).toThrow(EditRefused);
    expect(refused({ quantity: '4' })).toThrow(EditRefused);
    expect(refused({ quantity: Number.NaN })).toThrow(EditRefused);
    expect(refused({ date_order: '2026-02-30' })).toThrow(EditRefused);
    expect(refused({ partner_id: 0 })).toThrow(EditRefused);
    expect(refused({ priority: '7' })).toThrow(EditRefused);
  });

  it('checks integers, date-times and booleans by their kind', () => {
    const create: WriteSpec = { kind: 'create', model: 'x', values: { sequence: 1, meeting: '2026-05-01 09:00:00', is_company: false } };
    const mine = editableFields(create, fields);
    expect(applyEdits(create, { sequence: 2, meeting: '2026-05-02 14:30:00', is_company: true }, mine)).toMatchObject({ values: { sequence: 2, meeting: '2026-05-02 14:30:00', is_company: true } });
    expect(() => applyEdits(create, { sequence: 2.5 }, mine)).toThrow(EditRefused);
    expect(() => applyEdits(create, { meeting: '2026-05-02 25:00:00' }, mine)).toThrow(EditRefused);
    expect(() => applyEdits(create, { is_company: 'yes' }, mine)).toThrow(EditRefused);
  });
});

describe('describeEdits', () => {
  it('tells the model each changed value, records by name', () => {
    const offered = editableFields(spec, fields);
    const edited = applyEdits(spec, { quantity: 4, partner_id: 9 }, offered);
    expect(describeEdits(spec, edited, offered, { 'from:partner_id': 'Azure Interior', 'to:partner_id': 'Deco Addict' }))
      .toBe('The user changed Quantity 3 → 4, Customer Azure Interior (id 5) → Deco Addict (id 9) before approving: what ran is the edited write.');
    expect(describeEdits(spec, spec, offered)).toBeUndefined();
  });
});
