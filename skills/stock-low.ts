import { z } from 'zod';
import { appliedFilters, filterInput, filterTerms, refTerm, round, ROW_CAP } from '@/lib/business';
import type { Json } from '@/lib/db';
import type { Many2one, OdooRecord } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

const FETCHED = 2000;
const name = (value: unknown) => (value && typeof value === 'object' ? (value as Many2one).display_name : '');
const num = (record: OdooRecord, field: string) => round(Number(record[field] ?? 0), 3);

export default defineSkill({
  name: 'stock_low',
  description: 'Reordering rules whose forecast (on hand + already on order) is below the minimum, with what Odoo would order; or storable products with on hand <= threshold.',
  terms: {
    en: 'low stock, running low, out of stock, reorder, reordering rules, replenish, below minimum, shortage, need to order, restock',
    fr: 'stock bas, rupture de stock, réapprovisionnement, règles de réapprovisionnement, sous le minimum, à commander, manque',
    es: 'poco stock, stock bajo, sin existencias, agotado, reabastecer, reglas de reabastecimiento, bajo mínimo, poco inventario, reponer, hay que pedir',
    de: 'niedriger Bestand, Mindestbestand, nachbestellen, Meldebestand, ausverkauft, Nachschub, knapp',
    nl: 'lage voorraad, bijna op, uitverkocht, bijbestellen, aanvullen, minimumvoorraad, tekort',
  },
  input: z.object({
    threshold: z.number().optional().describe('Instead of rules'),
    warehouse: filterInput.warehouse,
    category: filterInput.category,
  }),
  risk: 'read',
  needs: ['stock.warehouse.orderpoint', 'product.product', 'stock.quant'],
  app: 'inventory',
  async execute({ threshold, warehouse, category }, ctx) {
    const applied = appliedFilters({ warehouse, category });
    const filters: Record<string, Json> = applied ? { filters: applied } : {};
    if (threshold === undefined) {
      // The forecast is computed, not stored: Odoo cannot filter on it, so the rules are read and
      // compared here, as Odoo's replenishment report does (forecast under the minimum, something to order).
      const { records, length } = await ctx.odoo.searchRead('stock.warehouse.orderpoint', {
        domain: filterTerms({ warehouse, category }, { warehouse: 'warehouse_id', category: 'product_id.categ_id' }),
        fields: ['product_id', 'warehouse_id', 'product_min_qty', 'product_max_qty', 'qty_on_hand', 'qty_forecast', 'qty_to_order'],
        limit: FETCHED,
      }, { signal: ctx.signal });
      const gap = (r: OdooRecord) => num(r, 'qty_forecast') - num(r, 'product_min_qty');
      const short = records.filter((r) => gap(r) < 0 && num(r, 'qty_to_order') > 0).sort((a, b) => gap(a) - gap(b));
      const rows: Json[] = short.slice(0, ROW_CAP).map((r) => ({
        product: name(r.product_id), warehouse: name(r.warehouse_id), on_hand: num(r, 'qty_on_hand'), forecast: num(r, 'qty_forecast'),
        min: num(r, 'product_min_qty'), max: num(r, 'product_max_qty'), to_order: num(r, 'qty_to_order'),
      }));
      return odooData('stock.warehouse.orderpoint', {
        ...filters, rules: length, below_min: short.length, rows, ...(short.length > rows.length ? { more_rows: short.length - rows.length } : {}),
        ...(length > records.length ? { partial: `checked the first ${records.length} rules` } : {}),
        ...(length ? {} : { hint: 'No reordering rules: ask again with a threshold.' }),
      });
    }
    // Storable products: is_storable from 18, type 'product' before (read from the cached field list).
    const storable = 'is_storable' in (await ctx.odoo.fieldsGet('product.product')) ? ['is_storable', '=', true] : ['type', '=', 'product'];
    const inCategory = filterTerms({ category }, { category: 'categ_id' });
    if (warehouse) {
      // On hand in one warehouse (qty_available would need a context key that differs by version):
      // the products, then their quants there; a product with none there has 0 on hand, the lowest.
      const { records: products, length: all } = await ctx.odoo.searchRead('product.product', { domain: [storable, ...inCategory], fields: ['display_name'], limit: FETCHED }, { signal: ctx.signal });
      const groups = products.length ? await ctx.odoo.readGroup('stock.quant', {
        domain: [['location_id.usage', '=', 'internal'], refTerm('warehouse_id', warehouse), ['product_id', 'in', products.map((p) => p.id)]],
        groupby: ['product_id'], aggregates: ['quantity:sum'],
      }, { signal: ctx.signal }) : [];
      const here = new Map(groups.map((g) => [(g.groups.product_id as Many2one | null)?.id, round(Number(g.aggregates['quantity:sum'] ?? 0), 3)]));
      const low = products.map((p) => ({ product: String(p.display_name ?? ''), on_hand: here.get(p.id) ?? 0 })).filter((p) => p.on_hand <= threshold).sort((a, b) => a.on_hand - b.on_hand);
      return odooData('product.product', {
        threshold, ...filters, count: low.length, rows: low.slice(0, ROW_CAP), ...(low.length > ROW_CAP ? { more_rows: low.length - ROW_CAP } : {}),
        ...(all > products.length ? { partial: `checked the first ${products.length} products` } : {}),
      });
    }
    const { records, length } = await ctx.odoo.searchRead('product.product', {
      domain: [storable, ['qty_available', '<=', threshold], ...inCategory],
      fields: ['display_name', 'qty_available'],
      limit: FETCHED,
    }, { signal: ctx.signal });
    const sorted = [...records].sort((a, b) => num(a, 'qty_available') - num(b, 'qty_available'));
    const rows: Json[] = sorted.slice(0, ROW_CAP).map((r) => ({ product: String(r.display_name ?? ''), on_hand: num(r, 'qty_available') }));
    return odooData('product.product', { threshold, ...filters, count: length, rows, ...(length > rows.length ? { more_rows: length - rows.length } : {}) });
  },
  summary: ({ threshold }, out) => (threshold === undefined ? `${String(out.below_min)} of ${String(out.rules)} reordering rules below minimum` : `${String(out.count)} products at or under ${threshold}`),
});
