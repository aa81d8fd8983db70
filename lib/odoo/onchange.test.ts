import { describe, expect, it } from 'vitest';
import type { FieldsMap } from './field-info';
import { asOnchangeValue, normalizeOnchange, onchangeSpec } from './onchange';

const order: FieldsMap = {
  partner_id: { type: 'many2one', string: 'Customer', relation: 'res.partner' },
  amount_total: { type: 'monetary', string: 'Total' },
  order_line: { type: 'one2many', string: 'Order Lines', relation: 'sale.order.line' },
};
const line: FieldsMap = { product_id: { type: 'many2one', string: 'Product', relation: 'product.product' }, price_unit: { type: 'float', string: 'Unit Price' } };
const want = { fields: ['partner_id', 'amount_total', 'tax_totals'], lines: { order_line: ['product_id', 'price_unit', 'tax_ids'] } };

describe('onchangeSpec', () => {
  it("16: a flat field_onchange with '1' for each field and dotted line fields; fields the model lacks left out", () => {
    expect(onchangeSpec('field_onchange', order, want, { 'sale.order.line': line })).toEqual({
      partner_id: '1', amount_total: '1', order_line: '1', 'order_line.product_id': '1', 'order_line.price_unit': '1',
    });
  });

  it('17+: a specification, many2one with their names, lines nested', () => {
    expect(onchangeSpec('specification', order, want, { 'sale.order.line': line })).toEqual({
      partner_id: { fields: { display_name: {} } },
      amount_total: {},
      order_line: { fields: { product_id: { fields: { display_name: {} } }, price_unit: {} } },
    });
  });
});

describe('normalizeOnchange', () => {
  it('reads 16 pairs and 17 objects alike, in lines too, and keeps the warning', () => {
    const sixteen = normalizeOnchange({ value: { partner_id: [14, 'Azure'], order_line: [[5, 0, 0], [0, 0, { product_id: [19, 'Desk'], tax_id: [[5, 0, 0]] }]] }, warning: { title: 'Warning for Azure', message: 'Pays late', type: 'dialog' } }, order);
    expect(sixteen).toEqual({
      value: { partner_id: { id: 14, display_name: 'Azure' }, order_line: [[5, 0, 0], [0, 0, { product_id: { id: 19, display_name: 'Desk' }, tax_id: [[5, 0, 0]] }]] },
      warning: { title: 'Warning for Azure', message: 'Pays late' },
    });
    expect(normalizeOnchange({ value: { partner_id: { id: 14, display_name: 'Azure' } } }, order)).toEqual({ value: { partner_id: { id: 14, display_name: 'Azure' } } });
    expect(normalizeOnchange(false, order)).toEqual({ value: {} });
  });

  it('sends a many2one back as its id', () => {
    expect([asOnchangeValue([3, 'X']), asOnchangeValue({ id: 3, display_name: 'X' }), asOnchangeValue('a')]).toEqual([3, 3, 'a']);
  });
});
