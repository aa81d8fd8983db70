import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooVersion } from '../test/stand-ins/odoo/server';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import aggregateRecords from './aggregate-records';

// 16-18 answer read_group, 19 formatted_read_group; the skill's answer is the same.
describe.each<OdooVersion>([17, 19])('aggregate_records on Odoo %i', (version) => {
  let h: SkillHarness;
  beforeAll(async () => {
    h = await skillHarness({ version });
    await h.client.fieldsGet('sale.order');
  });
  afterAll(() => h.close());

  it('totals by a many2one, sorted by the measure, in one round trip', async () => {
    const r = await h.run(aggregateRecords, {
      model: 'sale.order', domain: [['state', '!=', 'cancel']], groupby: ['partner_id'], measures: ['amount_total:sum'], orderby: 'amount_total:sum desc', limit: 3,
    });
    expect(r.isError).toBe(false);
    expect(r.trips).toBe(1);
    expect(r.json.rows).toHaveLength(3);
    const [top] = r.json.rows;
    expect(Object.keys(top)).toEqual(['partner_id', 'amount_total:sum', 'count']);
    expect(top.partner_id).toMatch(/^.+ \(#\d+\)$/);
    const sums = r.json.rows.map((row: Record<string, number>) => row['amount_total:sum']);
    expect(sums).toEqual([...sums].sort((a: number, b: number) => b - a));
    expect(r.json.more_groups_possible).toBe(true);
    const id = Number(/#(\d+)\)$/.exec(top.partner_id)![1]);
    const expected = h.odoo.db.records('sale.order').filter((o) => o.partner_id === id && o.state !== 'cancel').reduce((t, o) => t + Number(o.amount_total), 0);
    expect(top['amount_total:sum']).toBeCloseTo(expected, 2);
  });

  it('groups by date period', async () => {
    const r = await h.run(aggregateRecords, { model: 'sale.order', groupby: ['date_order:month'], measures: ['amount_total:sum'] });
    expect(r.isError).toBe(false);
    expect(r.json.rows.length).toBeGreaterThan(0);
    expect(r.json.rows[0]['date_order:month']).toMatch(/[A-Za-z]+ \d{4}/);
    expect(r.json.rows.reduce((t: number, row: { count: number }) => t + row.count, 0)).toBe(h.odoo.db.records('sale.order').length);
  });
});

describe('aggregate_records mistakes', () => {
  let h: SkillHarness;
  beforeAll(async () => {
    h = await skillHarness();
  });
  afterAll(() => h.close());

  it.each<[string, object, RegExp]>([
    ['an unknown period', { groupby: ['date_order:fortnight'] }, /Unknown period 'fortnight'/],
    ['a period on a non-date', { groupby: ['partner_id:month'] }, /only date fields take a period/],
    ['an unknown function', { groupby: ['state'], measures: ['amount_total:median'] }, /Bad aggregate 'amount_total:median'/],
    ['an unknown measure field', { groupby: ['state'], measures: ['amount:sum'] }, /Unknown field 'amount'[\s\S]*did you mean/],
  ])('refuses %s', async (_name, input, message) => {
    const r = await h.run(aggregateRecords, { model: 'sale.order', ...input });
    expect(r.isError).toBe(true);
    expect(r.content).toMatch(message);
  });
});
