import { z } from 'zod';
import { appliedFilters, filterInput, filterTerms, recordRef, refTerm, round, ROW_CAP, topLimit } from '@/lib/business';
import type { Json } from '@/lib/db';
import type { GroupRow, GroupValue } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

const label = (value: GroupValue | undefined) => (value && typeof value === 'object' ? value.display_name : 'None');
const qty = (row: GroupRow, spec: string) => round(Number(row.aggregates[spec] ?? 0), 3);

export default defineSkill({
  name: 'stock_levels',
  description: 'On-hand and reserved quantity per internal location (e.g. WH/Stock) for a product, or per product.',
  terms: {
    en: 'stock, stock levels, inventory, on hand, quantity in stock, in stock, available, availability, reserved, per warehouse, per location',
    fr: 'stock, niveau de stock, quantité en stock, disponible, inventaire, en stock, par entrepôt, par emplacement, emplacement, état des stocks',
    es: 'existencias, stock, inventario, cantidad disponible, en almacén, disponibilidad, por almacén, por ubicación, ubicación',
    de: 'Lagerbestand, Bestand, Lager, Menge auf Lager, verfügbar, vorrätig, pro Lagerort, Lagerort, Bestand pro Lager',
    nl: 'voorraad, voorraadniveau, op voorraad, beschikbaar, hoeveelheid, per magazijn, per locatie, locatie',
  },
  input: z.object({
    product: recordRef.optional(),
    warehouse: filterInput.warehouse,
    category: filterInput.category,
    limit: topLimit.describe('Top N products, without a product'),
  }),
  risk: 'read',
  needs: ['stock.quant'],
  app: 'inventory',
  async execute({ product, warehouse, category, limit }, ctx) {
    const applied = appliedFilters({ warehouse, category });
    const domain = [['location_id.usage', '=', 'internal'], ...(product ? [refTerm('product_id', product)] : []),
      ...filterTerms({ warehouse, category }, { warehouse: 'warehouse_id', category: 'product_categ_id' })];
    const aggregates = ['quantity:sum', 'reserved_quantity:sum'];
    const line = (row: GroupRow) => ({ on_hand: qty(row, 'quantity:sum'), reserved: qty(row, 'reserved_quantity:sum') });
    if (!product) {
      // Products grow with the data: Odoo orders and cuts them, and counts them all in a grouping of its own.
      const [top, [all]] = await Promise.all([
        ctx.odoo.readGroup('stock.quant', { domain, groupby: ['product_id'], aggregates, orderby: 'quantity:sum desc, product_id', limit }, { signal: ctx.signal }),
        ctx.odoo.readGroup('stock.quant', { domain, groupby: [], aggregates: ['product_id:count_distinct'] }, { signal: ctx.signal }),
      ]);
      const products = Number(all?.aggregates['product_id:count_distinct'] ?? 0);
      const rows: Json[] = top.map((g) => ({ product: label(g.groups.product_id), ...line(g) }));
      return odooData('stock.quant', { ...(applied ? { filters: applied } : {}), products, rows, ...(products > rows.length ? { more_rows: products - rows.length } : {}) });
    }
    const groups = await ctx.odoo.readGroup('stock.quant', { domain, groupby: ['product_id', 'location_id'], aggregates }, { signal: ctx.signal });
    const byQuantity = (a: GroupRow, b: GroupRow) => qty(b, 'quantity:sum') - qty(a, 'quantity:sum');
    const totals = new Map<string, { on_hand: number; reserved: number }>();
    for (const g of groups) {
      const name = label(g.groups.product_id);
      const t = totals.get(name) ?? { on_hand: 0, reserved: 0 };
      const l = line(g);
      totals.set(name, { on_hand: round(t.on_hand + l.on_hand, 3), reserved: round(t.reserved + l.reserved, 3) });
    }
    const sorted = [...groups].sort((a, b) => label(a.groups.product_id).localeCompare(label(b.groups.product_id)) || byQuantity(a, b));
    const rows: Json[] = sorted.slice(0, ROW_CAP).map((g) => ({ product: label(g.groups.product_id), location: label(g.groups.location_id), ...line(g) }));
    return odooData('stock.quant', {
      query: product, ...(applied ? { filters: applied } : {}),
      ...(totals.size ? { products: [...totals].slice(0, ROW_CAP).map(([name, t]) => ({ product: name, ...t })) } : { found: 'no stock in internal locations for this product' }),
      rows, ...(groups.length > rows.length ? { more_rows: groups.length - rows.length } : {}),
    });
  },
  summary: ({ product }, out) => (product ? `Stock of '${product}': ${Array.isArray(out.products) ? out.products.length : 0} products` : `Stock: ${String(out.products)} products`),
});
