import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooVersion } from '../test/stand-ins/odoo/server';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import searchRecords from './search-records';

describe.each<OdooVersion>([16, 17, 18, 19])('search_records on Odoo %i', (version) => {
  let h: SkillHarness;
  beforeAll(async () => {
    h = await skillHarness({ version });
    await h.client.fieldsGet('sale.order');
  });
  afterAll(() => h.close());

  it('returns a table of key fields, the total, and costs one round trip', async () => {
    const r = await h.run(searchRecords, { model: 'sale.order', domain: [['state', '=', 'sale']], order: 'amount_total desc', limit: 2 });
    expect(r.isError).toBe(false);
    expect(r.trips).toBe(1);
    expect(r.json).toMatchObject({ source: 'odoo:sale.order', untrusted_record_data: true });
    expect(r.json.columns).toEqual(['id', 'name', 'partner_id', 'date_order', 'state', 'amount_total', 'user_id', 'invoice_status', 'currency_id']);
    expect(r.json.rows).toHaveLength(2);
    expect(r.json.more).toBe(r.json.total - 2);
    const [first, second] = r.json.rows;
    expect(first[5]).toBeGreaterThanOrEqual(second[5]);
    expect(first[2]).toMatch(/^.+ \(#\d+\)$/);
    expect(r.summary).toBe(`Searched sale.order: 2 of ${r.json.total}`);
  });

  it('pages with offset: the next rows, the same total, and what is left after them', async () => {
    const all = await h.run(searchRecords, { model: 'res.partner', domain: [], order: 'id', limit: 50, fields: ['name'] });
    const total = all.json.total;
    expect(total).toBeGreaterThan(4);
    const page = await h.run(searchRecords, { model: 'res.partner', domain: [], order: 'id', limit: 2, offset: 2, fields: ['name'] });
    expect(page.trips).toBe(1);
    expect(page.json.total).toBe(total);
    expect(page.json.offset).toBe(2);
    expect(page.json.rows).toEqual(all.json.rows.slice(2, 4));
    expect(page.json.more).toBe(total - 4);
    expect(page.summary).toBe(`Searched res.partner: 3-4 of ${total}`);
    const last = await h.run(searchRecords, { model: 'res.partner', domain: [], order: 'id', limit: 50, offset: total - 1, fields: ['name'] });
    expect(last.json.rows).toHaveLength(1);
    expect(last.json.more).toBeUndefined();
  });

  it('reads the fields asked for', async () => {
    const r = await h.run(searchRecords, { model: 'res.partner', domain: [['city', '=', 'Athens']], fields: ['name', 'country_id'] });
    expect(r.json.columns).toEqual(['id', 'name', 'country_id']);
    // The same country twice: its id in the rows, named once.
    expect(r.json.rows.map((row: unknown[]) => row[2])).toEqual([85, 85]);
    expect(r.json.names).toEqual({ country_id: { 85: 'Greece' } });
    expect(r.json.total).toBe(2);
  });
});

describe('search_records mistakes', () => {
  let h: SkillHarness;
  beforeAll(async () => {
    h = await skillHarness();
  });
  afterAll(() => h.close());

  it('a wrong field comes back with "did you mean", without reaching Odoo', async () => {
    await h.client.fieldsGet('res.partner');
    const r = await h.run(searchRecords, { model: 'res.partner', domain: [['emial', 'ilike', 'example']] });
    expect(r.isError).toBe(true);
    expect(r.content).toMatch(/Unknown field 'emial'[\s\S]*did you mean 'email'/);
    expect(r.trips).toBe(0);
  });

  it('secret models and fields are refused', async () => {
    expect((await h.run(searchRecords, { model: 'ir.config_parameter' })).content).toMatch(/does not read/);
    expect((await h.run(searchRecords, { model: 'res.users', fields: ['name', 'password'] })).content).toMatch(/secret fields/);
  });

  it('record text is returned as data, labelled untrusted', async () => {
    const r = await h.run(searchRecords, { model: 'res.partner', domain: [['id', '=', 16]], fields: ['name', 'comment'] });
    expect(r.json.untrusted_record_data).toBe(true);
    const comment = r.json.rows[0][2] as string;
    expect(comment).not.toMatch(/<p>/);
    expect(comment.length).toBeLessThanOrEqual(300);
  });

});

describe.each<OdooVersion>([16, 17, 19])('search_records with lines on Odoo %i', (version) => {
  let h: SkillHarness;
  beforeAll(async () => {
    h = await skillHarness({ version });
    await h.client.fieldsGet('sale.order');
  });
  afterAll(() => h.close());

  it('reads an order with its lines in one call on 17+ (two on 16): lines as rows under line_columns', async () => {
    await h.client.fieldsGet('sale.order.line');
    const lines = { order_line: ['product_id', 'product_uom_qty', 'price_subtotal'] };
    const r = await h.run(searchRecords, { model: 'sale.order', domain: [['name', '=', 'S00001']], fields: ['name'], lines });
    expect(r.isError ? r.content : '').toBe('');
    expect(r.trips).toBe(version >= 17 ? 1 : 2);
    expect(r.json.columns).toEqual(['id', 'name', 'order_line']);
    expect(r.json.line_columns).toEqual({ order_line: ['id', 'product_id', 'product_uom_qty', 'price_subtotal'] });
    const [[id, name, orderLines]] = r.json.rows;
    expect(name).toBe('S00001');
    const stored = await h.client.searchRead('sale.order.line', { domain: [['order_id', '=', id]], fields: ['product_id', 'product_uom_qty', 'price_subtotal'], order: 'id' });
    expect(stored.records.length).toBeGreaterThan(1);
    expect(orderLines).toEqual(stored.records.map((l) => [l.id, `${(l.product_id as { display_name: string }).display_name} (#${(l.product_id as { id: number }).id})`, l.product_uom_qty, l.price_subtotal]));
  });

  it('lines default to their key fields without the link back; only x2many fields, on models the user may read', async () => {
    const r = await h.run(searchRecords, { model: 'sale.order', domain: [['name', '=', 'S00001']], fields: ['name'], lines: { order_line: [] } });
    expect(r.json.line_columns.order_line).toContain('product_id');
    expect(r.json.line_columns.order_line).not.toContain('order_id');
    const notLines = await h.run(searchRecords, { model: 'sale.order', fields: ['name'], lines: { partner_id: ['name'] } });
    expect(notLines.content).toMatch(/'partner_id' is a many2one field; lines are read from one2many or many2many fields/);
    for (const model of ['res.users', 'res.partner']) await h.client.fieldsGet(model);
    const secret = await h.run(searchRecords, { model: 'res.partner', fields: ['name'], lines: { user_ids: ['password'] } });
    expect(secret.content).toMatch(/password/);
    expect(secret.trips).toBe(0); // refused before anything was read
  });
});
