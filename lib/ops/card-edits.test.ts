import { describe, expect, it } from 'vitest';
import type { FieldsMap } from '@/lib/odoo';
import { applyEdits, describeEdits, editableFields, EditRefused, MAX_EDITABLE } from './card-edits';
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

describe('the lines of a write', () => {
  const lineFields: FieldsMap = {
    product_id: { type: 'many2one', string: 'Product', relation: 'product.product' },
    product_uom_qty: { type: 'float', string: 'Quantity' },
    price_unit: { type: 'float', string: 'Unit Price' },
    discount: { type: 'float', string: 'Discount (%)' },
    price_subtotal: { type: 'monetary', string: 'Subtotal', readonly: true },
    name: { type: 'text', string: 'Description' },
  };
  const quotation: WriteSpec = {
    kind: 'create', model: 'sale.order',
    values: { partner_id: 5, order_line: [[0, 0, { product_id: 7, product_uom_qty: 3 }], [0, 0, { product_id: 8, product_uom_qty: 1, price_unit: 20 }]] },
  };
  const offered = editableFields(quotation, fields, { order_line: { fields: lineFields, names: { 0: 'Office Chair' } } });

  it('offers each added line’s product, quantity, price and discount, after the record’s own values', () => {
    expect(offered.map((f) => f.field)).toEqual([
      'partner_id',
      'order_line/0/product_id', 'order_line/0/product_uom_qty', 'order_line/0/price_unit', 'order_line/0/discount',
      'order_line/1/product_id', 'order_line/1/product_uom_qty', 'order_line/1/price_unit', 'order_line/1/discount',
    ]);
    expect(offered[2]).toEqual({ field: 'order_line/0/product_uom_qty', kind: 'number', label: 'Quantity', value: 3, line: { lines: 'order_line', index: 0, field: 'product_uom_qty', name: 'Office Chair' } });
    // A price the write leaves to Odoo (the pricelist's) is offered empty.
    expect(offered[3]?.value).toBe(false);
    expect(offered[1]).toMatchObject({ kind: 'record', relation: 'product.product', value: 7 });
  });

  it('without the lines’ fields, or for lines it removes or links, offers no line value', () => {
    expect(editableFields(quotation, fields).map((f) => f.field)).toEqual(['partner_id']);
    const removing: WriteSpec = { kind: 'write', model: 'sale.order', ids: [7], values: { order_line: [[2, 41], [4, 42], [1, 43, { product_uom_qty: 2 }]] } };
    const changing = editableFields(removing, fields, { order_line: { fields: lineFields, now: { 2: { product_id: 'Desk', product_uom_qty: 1, price_unit: 9, discount: 0 } } } });
    expect(changing.map((f) => f.field)).toEqual(['order_line/2/product_id', 'order_line/2/product_uom_qty', 'order_line/2/price_unit', 'order_line/2/discount']);
    // What the line holds now is shown beside a value the write leaves as it is, not one it sets.
    expect(changing.map((f) => [f.value, f.now])).toEqual([[false, 'Desk'], [2, undefined], [false, 9], [false, 0]]);
  });

  it('puts a line’s new quantity and price in that line’s command alone; the proposal stays as it was', () => {
    const edited = applyEdits(quotation, { 'order_line/0/product_uom_qty': 4, 'order_line/1/price_unit': 18.5 }, offered);
    expect(edited.values.order_line).toEqual([[0, 0, { product_id: 7, product_uom_qty: 4 }], [0, 0, { product_id: 8, product_uom_qty: 1, price_unit: 18.5 }]]);
    expect((quotation.values.order_line as unknown[][])[0]).toEqual([0, 0, { product_id: 7, product_uom_qty: 3 }]);
    expect(() => applyEdits(quotation, { 'order_line/0/product_uom_qty': '4' }, offered)).toThrow(EditRefused);
    expect(() => applyEdits(quotation, { 'order_line/0/name': 'x' }, offered)).toThrow(EditRefused);
    expect(() => applyEdits(quotation, { 'order_line/5/product_uom_qty': 1 }, offered)).toThrow(EditRefused);
  });

  it('tells the model which line changed and how', () => {
    const edited = applyEdits(quotation, { 'order_line/0/product_uom_qty': 4 }, offered);
    expect(describeEdits(quotation, edited, offered)).toBe('The user changed line 1 (Office Chair) Quantity 3 → 4 before approving: what ran is the edited write.');
  });

  it('offers no more than a card can carry', () => {
    const many: WriteSpec = { kind: 'create', model: 'sale.order', values: { order_line: Array.from({ length: 40 }, () => [0, 0, { product_id: 7, product_uom_qty: 1 }]) } };
    expect(editableFields(many, fields, { order_line: { fields: lineFields } })).toHaveLength(MAX_EDITABLE);
  });
});

describe('a long change set', () => {
  it('offers whole rows only, first to last, as many as a card holds: a row is editable in full or not at all', () => {
    const ids = Array.from({ length: 60 }, (_, i) => i + 1);
    const offered = editableFields({ kind: 'write', model: 'res.partner', ids, values: { name: 'X', comment: 'Moved', quantity: 2 } }, fields);
    // The three shared values, then 32 whole rows of three (96 values): the 33rd row would split.
    expect(offered).toHaveLength(99);
    const rows = new Set(offered.flatMap((f) => (f.row ? [f.row.key] : [])));
    expect([...rows]).toEqual(ids.slice(0, 32));
    expect(offered.filter((f) => f.row?.key === 32)).toHaveLength(3);
    const creates = editableFields({ kind: 'creates', model: 'res.partner', rows: ids.map((n) => ({ name: `C${n}`, comment: 'New', quantity: n })) }, fields);
    expect(creates.length).toBe(99);
    expect(creates.at(-1)!.row!.key).toBe(33);
  });
});

describe('a change set edited per row', () => {
  const set: WriteSpec = { kind: 'write', model: 'res.partner', ids: [5, 6, 7], values: { name: 'X', priority: '0', active: true } };
  const offered = editableFields(set, fields);

  it('offers the shared values, then each record’s own', () => {
    expect(offered.map((f) => f.field)).toEqual(['name', 'priority', 'row/5/name', 'row/5/priority', 'row/6/name', 'row/6/priority', 'row/7/name', 'row/7/priority']);
    expect(offered.find((f) => f.field === 'row/6/priority')).toMatchObject({ row: { key: 6, field: 'priority' }, value: '0', label: 'Priority' });
  });

  it('gives one record its own value; the others and the proposal stay as they were; the model reads which record', () => {
    const edited = applyEdits(set, { 'row/6/priority': '1' }, offered);
    expect(edited).toEqual({ ...set, rowValues: { 6: { priority: '1' } } });
    expect(set).not.toHaveProperty('rowValues');
    expect(() => applyEdits(set, { 'row/6/priority': '9' }, offered)).toThrow(EditRefused);
    expect(() => applyEdits(set, { 'row/8/priority': '1' }, offered)).toThrow(EditRefused);
    // A change to the whole set is not told as a change of each record.
    expect(describeEdits(set, applyEdits(set, { name: 'Y', 'row/6/priority': '1' }, offered), offered)).toBe(
      "The user changed Name 'X' → 'Y', record id 6 Priority '0' → '1' before approving: what ran is the edited write.",
    );
  });

  it('a set of creates: each row’s values, edited in that row alone', () => {
    const creates: WriteSpec = { kind: 'creates', model: 'res.partner', rows: [{ name: 'Ann' }, { name: 'Bo', is_company: false }] };
    const rows = editableFields(creates, fields);
    expect(rows.map((f) => f.field)).toEqual(['row/1/name', 'row/2/name', 'row/2/is_company']);
    const edited = applyEdits(creates, { 'row/2/name': 'Bob' }, rows);
    expect(edited).toEqual({ ...creates, rows: [{ name: 'Ann' }, { name: 'Bob', is_company: false }] });
    expect(describeEdits(creates, edited, rows)).toBe("The user changed row 2 Name 'Bo' → 'Bob' before approving: what ran is the edited write.");
  });
});

describe('a workflow button’s dialog values', () => {
  const dialog: FieldsMap = {
    advance_payment_method: { type: 'selection', string: 'Create Invoice', selection: [['delivered', 'Regular invoice'], ['percentage', 'Down payment (percentage)'], ['fixed', 'Down payment (fixed amount)']] },
    amount: { type: 'float', string: 'Down Payment' },
    fixed_amount: { type: 'monetary', string: 'Down Payment Amount (Fixed)' },
  };
  const downPayment: WriteSpec = { kind: 'action', model: 'sale.order', ids: [7], method: 'create_down_payment', values: { advance_payment_method: 'percentage', amount: 30 } };

  it('offers the numbers and text the write gives the dialog (the percentage), not the choice of dialog kind', () => {
    const offered = editableFields(downPayment, dialog);
    expect(offered.map((f) => [f.field, f.kind, f.value])).toEqual([['amount', 'number', 30]]);
    const edited = applyEdits(downPayment, { amount: 40 }, offered);
    expect(edited).toEqual({ ...downPayment, values: { advance_payment_method: 'percentage', amount: 40 } });
    expect(describeEdits(downPayment, edited, offered)).toBe('The user changed Down Payment 30 → 40 before approving: what ran is the edited write.');
    expect(() => applyEdits(downPayment, { advance_payment_method: 'fixed' }, offered)).toThrow(EditRefused);
    expect(() => applyEdits(downPayment, { amount: '40' }, offered)).toThrow(EditRefused);
  });

  it('offers nothing for a button given no values', () => {
    expect(editableFields({ kind: 'action', model: 'sale.order', ids: [7], method: 'action_confirm' }, dialog)).toEqual([]);
  });
});
