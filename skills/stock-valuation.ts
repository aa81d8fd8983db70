import { z } from 'zod';
import { appliedFilters, filterInput, filterTerms, headline, present, ROW_CAP, type Bucket } from '@/lib/business';
import { traitsOf, type Many2one, type OdooClient } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { SkillError } from '@/lib/util/skill-error';

// Odoo's own stock value (stock_account, 16-19): stock.quant `value`, what Inventory's "Stock"
// report sums, each quant in its company's currency. `value` is computed; Odoo's read_group
// override sums it per group (lib/odoo/read-group.ts sends it as each version wants). 16 computes
// it only in a grouped call, so the company is always a group (it also gives the currency).
// Warehouse and category group the quants on 18+ (related, not stored); on 16/17 the quants are
// grouped by location or product and their warehouses or categories read.
// Every group is read and sorted here: Odoo sums `value` in Python after its query, so it cannot
// order or cut groups by it on any version (17 refuses, 16 ignores, 18/19 order by the quant ids;
// test/contract/valuation). By product, the groups grow with the catalogue.

const BY = { total: undefined, warehouse: 'location_id', location: 'location_id', category: 'product_id', product: 'product_id' } as const;
/** Where 18+ group the quants through the relation itself. */
const DIRECT = { warehouse: 'warehouse_id', category: 'product_categ_id' } as const;
const ref = (v: unknown) => (v && typeof v === 'object' ? (v as Many2one) : undefined);

/**
 * stock.quant's `value` comes with stock_account and is restricted to Inventory / Administrator;
 * fields_get leaves it out otherwise. `accounting_date` (stock_account, no group) tells which.
 */
export async function stockValues(odoo: OdooClient): Promise<'visible' | 'not_allowed' | 'not_installed'> {
  // The user's own fields_get, cached per user (lib/odoo/fields-cache): no round trip after the first.
  const fields = await odoo.fields.getFields('stock.quant');
  return 'value' in fields ? 'visible' : 'accounting_date' in fields ? 'not_allowed' : 'not_installed';
}

const REFUSED = {
  not_allowed: "Odoo shows stock values only to Inventory Administrators (group 'Inventory / Administrator'); this user is not one, so their stock value cannot be read.",
  not_installed: "This database does not value stock: Odoo's stock valuation (stock_account, Inventory with Invoicing) is not installed.",
};

export default defineSkill({
  name: 'stock_valuation',
  description: 'Inventory value (on hand × cost, as Odoo values it) in the company currency: total, or top rows by warehouse, location, product category or product.',
  terms: {
    en: 'inventory value, stock value, valuation, worth of stock, value of inventory, cost of stock',
    fr: "valeur du stock, valorisation, valeur de l'inventaire, combien vaut le stock, vaut",
    es: 'valor del inventario, valoración, valor de existencias, cuánto vale el inventario',
    de: 'Lagerwert, Bestandswert, Bewertung, Inventarwert',
    nl: 'voorraadwaarde, waarde van de voorraad, waardering',
  },
  input: z.object({
    by: z.enum(['total', 'warehouse', 'location', 'category', 'product']).default('total').describe('Rows per'),
    limit: z.number().int().min(1).max(ROW_CAP).default(10).describe('Top N rows'),
    warehouse: filterInput.warehouse,
    category: filterInput.category,
  }),
  risk: 'read',
  app: 'inventory',
  // Offered only to users who see stock values (lib/skills/rights.ts: value is in their fields_get).
  needs: ['stock.quant', 'stock.quant#value'],
  async execute({ by, limit, warehouse, category }, ctx) {
    const seen = await stockValues(ctx.odoo);
    if (seen !== 'visible') throw new SkillError(REFUSED[seen], 'stock_levels gives quantities without values.');
    const direct = (by === 'warehouse' || by === 'category') && traitsOf(await ctx.odoo.version()).relatedGroups;
    const group = direct ? DIRECT[by] : BY[by];
    const groups = await ctx.odoo.readGroup('stock.quant', {
      domain: [['location_id.usage', 'in', ['internal', 'transit']], ...filterTerms({ warehouse, category }, { warehouse: 'warehouse_id', category: 'product_categ_id' })],
      groupby: ['company_id', ...(group ? [group] : [])],
      aggregates: ['value:sum', ...(by === 'product' ? ['quantity:sum'] : [])],
    }, { signal: ctx.signal });
    const ids = (spec: string) => [...new Set(groups.map((g) => ref(g.groups[spec])?.id).filter((id): id is number => id !== undefined))];
    const [companies, parents] = await Promise.all([
      ctx.odoo.read('res.company', ids('company_id'), ['currency_id'], { signal: ctx.signal }),
      // The warehouse of each location, the category of each product.
      direct ? [] : by === 'warehouse' ? ctx.odoo.read('stock.location', ids('location_id'), ['warehouse_id'], { signal: ctx.signal })
        : by === 'category' ? ctx.odoo.read('product.product', ids('product_id'), ['categ_id'], { signal: ctx.signal }) : [],
    ]);
    const currency = new Map(companies.map((c) => [c.id, ref(c.currency_id)?.display_name]));
    const parent = new Map(parents.map((p) => [p.id, ref(p.warehouse_id ?? p.categ_id)]));
    const buckets = new Map<string, Bucket>();
    for (const g of groups) {
      const own = group ? ref(g.groups[group]) : undefined;
      const row = !direct && (by === 'warehouse' || by === 'category') ? (own && parent.get(own.id)) : own;
      const label = group ? (row?.display_name ?? (by === 'warehouse' ? 'No warehouse' : 'None')) : 'all';
      const cur = currency.get(ref(g.groups.company_id)?.id ?? 0);
      const id = `${label}|${cur ?? ''}`;
      const b = buckets.get(id) ?? { key: id, label, currency: cur, count: 0, sums: { value: 0, ...(by === 'product' ? { quantity: 0 } : {}) } };
      b.count += g.count;
      b.sums.value! += Number(g.aggregates['value:sum'] ?? 0);
      if (by === 'product') b.sums.quantity! += Number(g.aggregates['quantity:sum'] ?? 0);
      buckets.set(id, b);
    }
    const applied = appliedFilters({ warehouse, category });
    return odooData('stock.quant', {
      by, ...(applied ? { filters: applied } : {}),
      ...present([...buckets.values()], { name: by === 'total' ? undefined : by, count: 'quants', cap: limit, rowOnly: ['quantity'] }),
    });
  },
  summary: (_input, out) => `Stock value: ${headline(out, 'quants', 'value')}`,
});
