import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooVersion } from '../test/stand-ins/odoo/server';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import readRecord from './read-record';

describe.each<OdooVersion>([16, 18])('read_record on Odoo %i', (version) => {
  let h: SkillHarness;
  beforeAll(async () => {
    h = await skillHarness({ version });
    await h.client.fieldsGet('res.partner');
  });
  afterAll(() => h.close());

  it('one record as an object of key fields, in one round trip', async () => {
    const r = await h.run(readRecord, { model: 'res.partner', ids: [12] });
    expect(r.trips).toBe(1);
    expect(r.json.record).toMatchObject({ id: 12, name: 'Brandon Freeman', parent_id: 'Azure Interior (#5)', country_id: 'United States (#233)' });
    expect(r.summary).toBe('Read 1 of 1 res.partner');
  });

  it('several as a table, and says which ids do not exist', async () => {
    const r = await h.run(readRecord, { model: 'res.partner', ids: [5, 6, 9999], fields: ['name', 'city'] });
    expect(r.json.columns).toEqual(['id', 'name', 'city']);
    expect(r.json.rows).toEqual([[5, 'Azure Interior', 'Fremont'], [6, 'Deco Addict', 'Pleasant Hill']]);
    expect(r.json.missing).toEqual([9999]);
  });

  it('refuses secret fields', async () => {
    const r = await h.run(readRecord, { model: 'res.users', ids: [2], fields: ['login', 'api_key_ids'] });
    expect(r.isError).toBe(true);
    expect(r.content).toMatch(/secret fields/);
  });

  it("a record with its lines: one call on 17+, two on 16; the lines' key fields by default", async () => {
    await h.client.fieldsGet('sale.order');
    await h.client.fieldsGet('sale.order.line');
    const r = await h.run(readRecord, { model: 'sale.order', ids: [1], fields: ['name'], lines: { order_line: [] } });
    expect(r.trips).toBe(version >= 17 ? 1 : 2);
    const columns = r.json.line_columns.order_line as string[];
    expect(columns).toEqual(expect.arrayContaining(['id', 'product_id', 'product_uom_qty', 'price_subtotal']));
    expect(r.json.record.order_line.length).toBeGreaterThan(1);
    for (const row of r.json.record.order_line) expect(row[columns.indexOf('product_id')]).toMatch(/ \(#\d+\)$/);
  });
});
