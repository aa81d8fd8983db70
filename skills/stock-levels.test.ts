import { describe, expect, it } from 'vitest';
import { businessKit, round2 } from '@/test/business-kit';
import stockLevels from './stock-levels';

describe.each([17, 18, 19] as const)('stock_levels on Odoo %i', (version) => {
  const kit = businessKit(version);
  const internal = () => kit.records('stock.quant').filter((q) => kit.get('stock.location', Number(q.location_id)).usage === 'internal');

  it('gives on-hand and reserved per internal location for a product, in one read_group', async () => {
    const quants = internal().filter((q) => kit.name('product.product', q.product_id).toLowerCase().includes('desk'));
    expect(quants.length).toBeGreaterThan(1);
    const r = await kit.run(stockLevels, { product: 'desk' });
    for (const q of quants) {
      expect(r.json.rows).toContainEqual({ product: kit.name('product.product', q.product_id), location: kit.name('stock.location', q.location_id), on_hand: q.quantity, reserved: q.reserved_quantity });
    }
    for (const p of r.json.products) {
      const mine = quants.filter((q) => kit.name('product.product', q.product_id) === p.product);
      expect(p.on_hand).toBe(round2(mine.reduce((t, q) => t + Number(q.quantity), 0)));
    }
    expect(r.trips).toBe(1);
    expect(r.rpcs).toEqual([`stock.quant/${version >= 19 ? 'formatted_read_group' : 'read_group'}`]);
  });

  it('finds a product by id, and lists every product largest first without one', async () => {
    const quant = internal()[0]!;
    const byId = await kit.run(stockLevels, { product: String(quant.product_id) });
    expect(byId.json.products).toHaveLength(1);

    const all = await kit.run(stockLevels);
    const perProduct = new Map<string, number>();
    for (const q of internal()) perProduct.set(kit.name('product.product', q.product_id), (perProduct.get(kit.name('product.product', q.product_id)) ?? 0) + Number(q.quantity));
    expect(all.json.products).toBe(perProduct.size);
    expect(all.json.rows.map((x: { product: string; on_hand: number }) => [x.product, x.on_hand])).toEqual([...perProduct].sort((a, b) => b[1] - a[1]));
  });

  it('a top N of products: Odoo orders and cuts them, and counts them all', async () => {
    const all = await kit.run(stockLevels);
    expect(all.json.rows.length).toBeGreaterThan(2);
    const r = await kit.run(stockLevels, { limit: 2 });
    expect(r.json.rows).toEqual(all.json.rows.slice(0, 2));
    expect(r.json.products).toBe(all.json.products);
    expect(r.json.more_rows).toBe(all.json.products - 2);
    expect(r.rpcs).toEqual(Array(2).fill(`stock.quant/${version >= 19 ? 'formatted_read_group' : 'read_group'}`));
  });

  it('says when a product has no stock', async () => {
    const r = await kit.run(stockLevels, { product: 'no such thing' });
    expect(r.json).toMatchObject({ found: expect.stringMatching(/no stock/), rows: [] });
  });
});

describe.each([16, 19] as const)('stock_levels filters on Odoo %i', (version) => {
  const kit = businessKit(version);
  const onHand = (keep: (q: Record<string, unknown>) => boolean) => round2(kit.records('stock.quant')
    .filter((q) => kit.get('stock.location', Number(q.location_id)).usage === 'internal' && keep(q))
    .reduce((t, q) => t + Number(q.quantity), 0));
  const categoryOf = (q: Record<string, unknown>) => kit.get('product.template', Number(kit.get('product.product', Number(q.product_id)).product_tmpl_id)).categ_id;

  it('by warehouse and by product category (a category id takes its subcategories)', async () => {
    const chicago = await kit.run(stockLevels, { warehouse: 'Chicago' });
    const total = (r: { json: { rows: Array<{ on_hand: number }> } }) => round2(r.json.rows.reduce((t, row) => t + row.on_hand, 0));
    expect(chicago.json.filters).toEqual({ warehouse: 'Chicago' });
    expect(total(chicago)).toBe(onHand((q) => kit.get('stock.location', Number(q.location_id)).warehouse_id === 2));
    const lighting = await kit.run(stockLevels, { category: 'Lighting' });
    expect(lighting.json.rows.map((r: { product: string }) => r.product)).toEqual(['[FURN_8888] Office Lamp']);
    expect(total(lighting)).toBe(onHand((q) => categoryOf(q) === 3));
    const all = await kit.run(stockLevels, { category: '1' });
    expect(total(all)).toBe(onHand(() => true));
  });
});
