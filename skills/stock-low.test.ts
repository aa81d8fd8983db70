import { describe, expect, it } from 'vitest';
import { businessKit } from '@/test/business-kit';
import stockLow from './stock-low';

describe.each([17, 19] as const)('stock_low on Odoo %i', (version) => {
  const kit = businessKit(version);
  const onHand = (productId: number, warehouseId?: number) =>
    kit.records('stock.quant').reduce((t, q) => {
      const loc = kit.get('stock.location', Number(q.location_id));
      const match = q.product_id === productId && loc.usage === 'internal' && (warehouseId === undefined || loc.warehouse_id === warehouseId);
      return t + (match ? Number(q.quantity) : 0);
    }, 0);

  it('lists reordering rules whose product is below the minimum, in one search', async () => {
    const rules = kit.records('stock.warehouse.orderpoint').filter((o) => o.active !== false);
    const short = rules.filter((o) => onHand(Number(o.product_id), Number(o.warehouse_id)) < Number(o.product_min_qty));
    expect(short.length).toBeGreaterThan(0);
    expect(short.length).toBeLessThan(rules.length);
    const r = await kit.run(stockLow);
    expect(r.json).toMatchObject({ rules: rules.length, below_min: short.length });
    for (const o of short) {
      expect(r.json.rows).toContainEqual({
        product: kit.name('product.product', o.product_id), warehouse: kit.name('stock.warehouse', o.warehouse_id),
        on_hand: onHand(Number(o.product_id), Number(o.warehouse_id)), forecast: onHand(Number(o.product_id), Number(o.warehouse_id)),
        min: o.product_min_qty, max: o.product_max_qty,
        to_order: Math.max(Number(o.product_min_qty), Number(o.product_max_qty)) - onHand(Number(o.product_id), Number(o.warehouse_id)),
      });
    }
    expect(r.trips).toBe(1);
    expect(r.rpcs).toEqual(['stock.warehouse.orderpoint/web_search_read']);
  });

  it('lists storable products at or under a threshold, fewest first', async () => {
    const r = await kit.run(stockLow, { threshold: 20 });
    // 18+ flag stocked goods (is_storable); 16/17 give them the type 'product'.
    const stocked = (p: Record<string, unknown>) => { const t = kit.get('product.template', Number(p.product_tmpl_id)); return t.type === 'product' || t.is_storable === true; };
    const storable = kit.records('product.product').filter((p) => stocked(p));
    const low = storable.filter((p) => onHand(p.id) <= 20).sort((a, b) => onHand(a.id) - onHand(b.id));
    expect(low.length).toBeGreaterThan(1);
    expect(r.json.count).toBe(low.length);
    expect(r.json.rows.map((x: { on_hand: number }) => x.on_hand)).toEqual(low.map((p) => onHand(p.id)));
    expect(r.trips).toBe(1); // the field list that tells storable products apart is cached
  });

  it('filters rules and the threshold list by warehouse and product category', async () => {
    const rules = kit.records('stock.warehouse.orderpoint').filter((o) => o.active !== false);
    const chicago = rules.filter((o) => o.warehouse_id === 2);
    const short = (list: typeof rules) => list.filter((o) => onHand(Number(o.product_id), Number(o.warehouse_id)) < Number(o.product_min_qty));
    const inChicago = await kit.run(stockLow, { warehouse: 'Chicago' });
    expect(inChicago.json).toMatchObject({ filters: { warehouse: 'Chicago' }, rules: chicago.length, below_min: short(chicago).length });
    const categoryOf = (productId: unknown) => kit.get('product.template', Number(kit.get('product.product', Number(productId)).product_tmpl_id)).categ_id;
    const lighting = await kit.run(stockLow, { category: 'Lighting' });
    expect(lighting.json.rules).toBe(rules.filter((o) => categoryOf(o.product_id) === 3).length);

    // In one warehouse: products with no stock there count as 0 on hand, fewest first.
    // 18+ flag stocked goods (is_storable); 16/17 give them the type 'product'.
    const stocked = (p: Record<string, unknown>) => { const t = kit.get('product.template', Number(p.product_tmpl_id)); return t.type === 'product' || t.is_storable === true; };
    const storable = kit.records('product.product').filter((p) => stocked(p));
    const low = storable.filter((p) => onHand(p.id, 2) <= 10).map((p) => onHand(p.id, 2)).sort((a, b) => a - b);
    const r = await kit.run(stockLow, { threshold: 10, warehouse: '2' });
    expect(low).toContain(0);
    expect(r.json).toMatchObject({ filters: { warehouse: '2' }, count: low.length });
    expect(r.json.rows.map((x: { on_hand: number }) => x.on_hand)).toEqual(low);
    const lamps = await kit.run(stockLow, { threshold: 1000, category: String(3) });
    expect(lamps.json.rows.map((x: { product: string }) => x.product)).toEqual(storable.filter((p) => categoryOf(p.id) === 3).map((p) => kit.name('product.product', p.id)));
  });
});
