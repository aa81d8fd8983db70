import { afterEach, describe, expect, it } from 'vitest';
import { businessKit, round2 } from '@/test/business-kit';
import { skillHarness, type SkillHarness } from '@/test/skill-harness';
import type { Rec } from '@/test/stand-ins/odoo/db';
import stockValuation from './stock-valuation';

// Expected figures from the seeded records: quantity × the product's cost, internal locations.
describe.each([16, 17, 18, 19] as const)('stock_valuation on Odoo %i', (version) => {
  const kit = businessKit(version);
  const cost = (q: Rec) => Number(kit.get('product.template', Number(kit.get('product.product', Number(q.product_id)).product_tmpl_id)).standard_price);
  const valued = () => kit.records('stock.quant').filter((q) => kit.get('stock.location', Number(q.location_id)).usage === 'internal');
  const total = (keep: (q: Rec) => boolean = () => true) => round2(valued().filter(keep).reduce((t, q) => t + Number(q.quantity) * cost(q), 0));
  const byKey = (key: (q: Rec) => string) => {
    const sums = new Map<string, number>();
    for (const q of valued()) sums.set(key(q), round2((sums.get(key(q)) ?? 0) + Number(q.quantity) * cost(q)));
    return [...sums].sort((a, b) => b[1] - a[1]);
  };
  const warehouseOf = (q: Rec) => kit.name('stock.warehouse', kit.get('stock.location', Number(q.location_id)).warehouse_id);

  it('the total in the company currency, from one read_group (16: the bare field, grouped by company)', async () => {
    const r = await kit.run(stockValuation);
    expect(r.isError ? r.content : '').toBe('');
    expect(total()).toBeGreaterThan(0);
    expect(r.json).toMatchObject({ by: 'total', currency: 'USD', total: { value: total() } });
    // Whether the user sees values comes from their cached fields_get: two round trips, not three.
    expect(r.rpcs).toEqual([`stock.quant/${version >= 19 ? 'formatted_read_group' : 'read_group'}`, `res.company/${version >= 17 ? 'web_read' : 'read'}`]);
  });

  it('by warehouse, by location, by product category and top products, largest first', async () => {
    const wh = await kit.run(stockValuation, { by: 'warehouse' });
    expect(wh.json.rows.map((x: { warehouse: string; value: number }) => [x.warehouse, x.value])).toEqual(byKey(warehouseOf));
    const loc = await kit.run(stockValuation, { by: 'location' });
    expect(loc.json.rows.map((x: { location: string; value: number }) => [x.location, x.value])).toEqual(byKey((q) => kit.name('stock.location', q.location_id)));
    // 18+ group by the warehouse itself (16/17: by location, whose warehouses are read).
    const group = `stock.quant/${version >= 19 ? 'formatted_read_group' : 'read_group'}`;
    const company = `res.company/${version >= 17 ? 'web_read' : 'read'}`;
    expect(wh.rpcs).toEqual(version >= 18 ? [group, company] : [group, company, `stock.location/${version >= 17 ? 'web_read' : 'read'}`]);
    const categ = await kit.run(stockValuation, { by: 'category' });
    expect(categ.rpcs).toEqual(version >= 18 ? [group, company] : [group, company, `product.product/${version >= 17 ? 'web_read' : 'read'}`]);
    const categoryOf = (q: Rec) => kit.name('product.category', kit.get('product.template', Number(kit.get('product.product', Number(q.product_id)).product_tmpl_id)).categ_id);
    expect(categ.json.rows.map((x: { category: string; value: number }) => [x.category, x.value])).toEqual(byKey(categoryOf));
    const top = await kit.run(stockValuation, { by: 'product', limit: 2 });
    const products = byKey((q) => kit.name('product.product', q.product_id));
    expect(top.json.rows.map((x: { product: string; value: number }) => [x.product, x.value])).toEqual(products.slice(0, 2));
    expect(top.json.rows[0].quantity).toBeGreaterThan(0);
    expect(top.json).toMatchObject({ more_rows: products.length - 2, total: { value: total() } });
    expect(top.json.total.quantity).toBeUndefined();
  });

  it('filters by warehouse and product category', async () => {
    const chicago = await kit.run(stockValuation, { warehouse: 'Chicago' });
    expect(chicago.json).toMatchObject({ filters: { warehouse: 'Chicago' }, total: { value: total((q) => warehouseOf(q).includes('Chicago')) } });
    const lamps = await kit.run(stockValuation, { category: 'Lighting', by: 'product' });
    expect(lamps.json.rows.length).toBeGreaterThan(0);
    for (const row of lamps.json.rows) expect(row.product).toMatch(/Lamp/);
  });
});

describe.each([16, 19] as const)('stock_valuation for a user who is not an Inventory Administrator, Odoo %i', (version) => {
  let h: SkillHarness | undefined;
  afterEach(async () => h?.close());

  it("says plainly that Odoo shows values to Inventory Administrators only, and reads none", async () => {
    h = await skillHarness({ version, login: 'demo' });
    const r = await h.run(stockValuation, { by: 'warehouse' });
    expect(r.isError).toBe(true);
    expect(r.content).toMatch(/only to Inventory Administrators/);
    expect(h.odoo.calls.filter((c) => c.model === 'stock.quant').map((c) => c.method)).toEqual(['fields_get']);
  });
});
