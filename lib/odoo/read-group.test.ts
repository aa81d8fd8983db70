import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bareSums, normalizeGroupRows, readGroupCall, type ReadGroupInput } from './read-group';

const recorded = (version: string) =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/odoo/${version}/read_group_sale_by_partner.json`, import.meta.url), 'utf8')).result;

describe('readGroupCall', () => {
  const input: ReadGroupInput = {
    domain: [['state', 'in', ['sale', 'done']]],
    groupby: ['partner_id', 'date_order:month'],
    aggregates: ['amount_total:sum', '__count'],
    orderby: 'amount_total:sum desc, __count desc',
    limit: 10,
  };

  it('16-18: read_group with fields, lazy=false, order by result key', () => {
    expect(readGroupCall(input, false)).toEqual({
      method: 'read_group',
      kwargs: {
        domain: input.domain,
        groupby: input.groupby,
        fields: ['amount_total:sum', '__count'],
        orderby: 'amount_total desc, __count desc',
        lazy: false,
        limit: 10,
        offset: undefined,
      },
    });
  });

  it('19: formatted_read_group with aggregates and order by spec', () => {
    expect(readGroupCall({ ...input, orderby: 'amount_total desc' }, true)).toMatchObject({
      method: 'formatted_read_group',
      kwargs: { aggregates: ['amount_total:sum', '__count'], order: 'amount_total:sum desc', limit: 10 },
    });
  });

  it('16-18: aliases two aggregates of one field so neither is lost', () => {
    const { kwargs } = readGroupCall({ groupby: ['state'], aggregates: ['amount_total:sum', 'amount_total:max'], orderby: 'amount_total:max desc' }, false);
    expect(kwargs.fields).toEqual(['amount_total_sum:sum(amount_total)', 'amount_total_max:max(amount_total)', '__count']);
    expect(kwargs.orderby).toBe('amount_total_max desc');
    const rows = normalizeGroupRows([{ state: 'sale', amount_total_sum: 10, amount_total_max: 7, __count: 2 }], {
      groupby: ['state'],
      aggregates: ['amount_total:sum', 'amount_total:max'],
    });
    expect(rows).toEqual([{ groups: { state: 'sale' }, aggregates: { 'amount_total:sum': 10, 'amount_total:max': 7 }, count: 2 }]);
  });

  it("16: stock.quant's value goes by its bare name (16 refuses 'value:sum'); 17 and 18 get the spec", () => {
    const valued: ReadGroupInput = { groupby: ['company_id'], aggregates: ['value:sum', 'quantity:sum'] };
    expect(readGroupCall(valued, false, bareSums('stock.quant', { bareSums: true })).kwargs.fields).toEqual(['value', 'quantity:sum', '__count']);
    expect(readGroupCall(valued, false, bareSums('stock.quant', { bareSums: false })).kwargs.fields).toEqual(['value:sum', 'quantity:sum', '__count']);
    expect(bareSums('sale.order', { bareSums: true })).toEqual([]);
    const rows = normalizeGroupRows([{ company_id: [1, 'YourCompany'], value: 50, quantity: 4, __count: 1 }], valued);
    expect(rows[0]!.aggregates).toEqual({ 'value:sum': 50, 'quantity:sum': 4 });
  });

  it('rejects what is not field:function', () => {
    expect(() => readGroupCall({ groupby: [], aggregates: ['amount_total'] }, false)).toThrow(expect.objectContaining({ kind: 'bad_request' }));
  });
});

describe.each(['17', '18'])('normalizeGroupRows with the recorded Odoo %s read_group', (version) => {
  it('many2one groups, aggregates by spec, counts', () => {
    const rows = normalizeGroupRows(recorded(version), { groupby: ['partner_id'], aggregates: ['amount_total:sum'] });
    expect(rows.map((r) => r.count)).toEqual([17, 1, 1]);
    expect(rows[2]).toEqual({
      groups: { partner_id: { id: 8, display_name: 'YourCompany, Joel Willis' } },
      aggregates: { 'amount_total:sum': 3389.63 },
      count: 1,
    });
  });

  it('an empty many2one group stays false', () => {
    const rows = normalizeGroupRows([{ partner_id: false, __count: 2, amount_total: false }], { groupby: ['partner_id'], aggregates: ['amount_total:sum'] });
    expect(rows).toEqual([{ groups: { partner_id: false }, aggregates: { 'amount_total:sum': null }, count: 2 }]);
  });
});

describe('normalizeGroupRows: where a date group starts, not its label', () => {
  const input: ReadGroupInput = { groupby: ['currency_id', 'date_order:month'], aggregates: ['amount_untaxed:sum'] };
  it('16-18: from __range (the label is in the user language; a datetime starts at its local midnight in UTC)', () => {
    const [row] = normalizeGroupRows([{
      currency_id: [1, 'USD'], 'date_order:month': 'novembre 2026', amount_untaxed: 10, __count: 1,
      __range: { 'date_order:month': { from: '2026-10-31 23:00:00', to: '2026-11-30 23:00:00' } },
    }], input);
    expect(row).toMatchObject({ groups: { 'date_order:month': 'novembre 2026' }, starts: { 'date_order:month': '2026-10-31 23:00:00' } });
  });
  it("19: formatted_read_group's [start, label] pair", () => {
    const [row] = normalizeGroupRows([{ currency_id: [1, 'USD'], 'date_order:month': ['2026-10-31 23:00:00', 'November 2026'], 'amount_untaxed:sum': 10, __count: 1 }], input);
    expect(row!.starts).toEqual({ 'date_order:month': '2026-10-31 23:00:00' });
  });
  it('no starts without a date group', () => {
    const [row] = normalizeGroupRows([{ currency_id: [1, 'USD'], amount_untaxed: 10, __count: 1 }], { groupby: ['currency_id'], aggregates: ['amount_untaxed:sum'] });
    expect(row).not.toHaveProperty('starts');
  });
});
