// Stock valuation on each version (stock_account): stock.quant `value` is computed, summed by
// Odoo's read_group override, with a different spec per version, and restricted to Inventory /
// Administrator. Demo stock values to 0 on 16-18, so a scratch storable product with a cost gets
// 4 units through an inventory adjustment (50.00), then is counted back to 0 and archived (its
// stock moves keep it from deletion).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooClient } from '@/lib/odoo';
import { fittingSkills, readRights } from '@/lib/skills/rights';
import { runSkill } from '@/lib/skills/run-skill';
import stockValuation, { stockValues } from '@/skills/stock-valuation';
import { loginClient } from '../odoo-login';
import { standIns, targets } from './target';

type Row = Record<string, unknown>;
const INVENTORY = { context: { inventory_mode: true } };

// The stand-in in all four versions: the four differ here.
for (const target of [...targets(), ...(process.env.ODOO_URL ? [] : standIns([16, 19]))]) {
  describe(`Odoo contract, stock valuation: ${target.name}`, () => {
    let odoo: OdooClient;
    let major: number;
    let product: number;
    let stock: number;
    const name = `Weft valuation ${Date.now()}`;
    const mine = () => [['product_id', '=', product]];
    const group = (fields: string[], groupby: string[]) => odoo.callKw<Row[]>('stock.quant', 'read_group', [mine(), fields, groupby], { lazy: false });

    beforeAll(async () => {
      ({ client: odoo } = await loginClient(await target.admin()));
      major = (await odoo.version()).major;
      const storable = 'is_storable' in (await odoo.fieldsGet('product.product')) ? { type: 'consu', is_storable: true } : { type: 'product' };
      product = await odoo.create('product.product', { name, standard_price: 12.5, ...storable });
      const [warehouse] = await odoo.callKw<Array<{ lot_stock_id: [number, string] }>>('stock.warehouse', 'search_read', [[], ['lot_stock_id']], { limit: 1 });
      stock = warehouse!.lot_stock_id[0];
      const quant = await odoo.callKw<number>('stock.quant', 'create', [{ product_id: product, location_id: stock, inventory_quantity: 4 }], INVENTORY);
      await odoo.callKw('stock.quant', 'action_apply_inventory', [[quant]], INVENTORY);
    });
    afterAll(async () => {
      if (product) {
        const quants = await odoo.callKw<number[]>('stock.quant', 'search', [[...mine(), ['location_id', '=', stock]]]);
        await odoo.callKw('stock.quant', 'write', [quants, { inventory_quantity: 0 }], INVENTORY);
        await odoo.callKw('stock.quant', 'action_apply_inventory', [quants], INVENTORY);
        // action_archive, not a write of active: it archives the product's template too, as the UI's Archive does.
        await odoo.unlink('product.product', [product]).catch(() => odoo.callKw('product.product', 'action_archive', [[product]]));
      }
      await target.close();
    });

    it("value sums per version: 16 the bare name in a grouped call only ('value:sum' refused), 17 either, 18 and 19 'value:sum' only", async () => {
      if (major >= 19) {
        const [row] = await odoo.callKw<Row[]>('stock.quant', 'formatted_read_group', [], { domain: mine(), groupby: ['product_id'], aggregates: ['value:sum', '__count'] });
        expect(row!['value:sum']).toBeCloseTo(50, 2);
      } else {
        const [bare] = await group(['value', '__count'], ['product_id']);
        if (major === 18) expect(bare).not.toHaveProperty('value');
        else expect(bare!.value).toBeCloseTo(50, 2);
        if (major === 16) {
          await expect(group(['value:sum', '__count'], ['product_id'])).rejects.toThrow("Cannot aggregate field 'value'.");
          expect((await group(['value', '__count'], []))[0]).not.toHaveProperty('value');
        } else {
          expect((await group(['value:sum', '__count'], []))[0]!.value).toBeCloseTo(50, 2);
        }
      }
      // Through the one client, whatever the version.
      const [row] = await odoo.readGroup('stock.quant', { domain: mine(), groupby: ['company_id'], aggregates: ['value:sum'] });
      expect(row!.aggregates['value:sum']).toBeCloseTo(50, 2);
    });

    it('value is for Inventory Administrators: hidden from fields_get and refused on read; read_group refuses it from 19 only', async () => {
      expect(await stockValues(odoo)).toBe('visible');
      const offered = async (client: OdooClient) => fittingSkills([stockValuation], await readRights(client, stockValuation.needs!)).length === 1;
      expect(await offered(odoo)).toBe(true);
      const login = await target.restricted();
      if (!login) return;
      const { client: user } = await loginClient(login);
      const seen = await stockValues(user);
      expect(await offered(user)).toBe(seen === 'visible');
      // Real 16's demo user is an Inventory Administrator; 17-19's is not.
      if (seen === 'visible') return void expect(await user.callKw('stock.quant', 'search_read', [mine(), ['value']])).toContainEqual(expect.objectContaining({ value: 50 }));
      expect(seen).toBe('not_allowed');
      await expect(user.callKw('stock.quant', 'search_read', [mine(), ['value']])).rejects.toMatchObject({ kind: 'access_denied' });
      const grouped = user.readGroup('stock.quant', { domain: mine(), groupby: ['company_id'], aggregates: ['value:sum'] });
      if (major >= 19) await expect(grouped).rejects.toMatchObject({ kind: 'access_denied' });
      else expect((await grouped)[0]!.aggregates['value:sum']).toBeCloseTo(50, 2);
    });

    it('a warehouse or category groups quants on 18+ only (related, not stored): 16 and 17 refuse', async () => {
      for (const field of ['warehouse_id', 'product_categ_id']) {
        const grouped = odoo.readGroup('stock.quant', { domain: mine(), groupby: [field], aggregates: ['value:sum'] });
        if (major >= 18) expect((await grouped)[0]!.aggregates['value:sum']).toBeCloseTo(50, 2);
        else await expect(grouped).rejects.toThrow(major === 16 ? `Field stock.quant.${field} is not a stored field` : `Cannot convert field stock.quant.${field} to SQL`);
      }
    });

    it('Odoo cannot order groups by value (summed after its query): 17 refuses, 16 drops the term, 18 and 19 order by the quant ids of each group', async () => {
      // A second product worth less (1.00), its name first, its quant made later: by value it would come second.
      const storable = 'is_storable' in (await odoo.fieldsGet('product.product')) ? { type: 'consu', is_storable: true } : { type: 'product' };
      const small = await odoo.create('product.product', { name: `Weft valuation 0 ${Date.now()}`, standard_price: 1, ...storable });
      const quant = await odoo.callKw<number>('stock.quant', 'create', [{ product_id: small, location_id: stock, inventory_quantity: 1 }], INVENTORY);
      await odoo.callKw('stock.quant', 'action_apply_inventory', [[quant]], INVENTORY);
      try {
        const ordered = (dir: string) => odoo.readGroup('stock.quant', { domain: [['product_id', 'in', [product, small]]], groupby: ['product_id'], aggregates: ['value:sum'], orderby: `value:sum ${dir}` })
          .then((groups) => groups.map((g) => [(g.groups.product_id as { id: number }).id, Math.round(Number(g.aggregates['value:sum']) * 100) / 100]));
        if (major === 17) return void await expect(ordered('desc')).rejects.toThrow("Order term 'value:sum desc' is not a valid aggregate nor valid groupby");
        const [desc, asc] = [await ordered('desc'), await ordered('asc')];
        expect([...desc].sort((a, b) => a[0]! - b[0]!)).toEqual([[product, 50], [small, 1]]);
        // 16: no ORDER BY is left, the same order either way; 18 and 19: the later quant first when descending.
        if (major === 16) expect(asc).toEqual(desc);
        else expect([desc, asc]).toEqual([[[small, 1], [product, 50]], [[product, 50], [small, 1]]]);
      } finally {
        const quants = await odoo.callKw<number[]>('stock.quant', 'search', [[['product_id', '=', small], ['location_id', '=', stock]]]);
        await odoo.callKw('stock.quant', 'write', [quants, { inventory_quantity: 0 }], INVENTORY);
        await odoo.callKw('stock.quant', 'action_apply_inventory', [quants], INVENTORY);
        await odoo.unlink('product.product', [small]).catch(() => odoo.callKw('product.product', 'action_archive', [[small]]));
      }
    });

    it("stock_valuation's total and warehouse rows = the sum of the quants' values in internal and transit locations", async () => {
      const ctx = { odoo, page: null, signal: new AbortController().signal, write: () => Promise.reject(new Error('read-only')), openInTab: async () => {} };
      const run = async (input: unknown) => {
        const result = await runSkill(stockValuation, input, ctx);
        expect(result.isError ? result.content : '').toBe('');
        return JSON.parse(result.content);
      };
      const quants = await odoo.callKw<Array<{ value: number }>>('stock.quant', 'search_read', [[['location_id.usage', 'in', ['internal', 'transit']]], ['value']], { limit: 5000 });
      const sum = quants.reduce((t, q) => t + q.value, 0);
      expect(sum).toBeGreaterThanOrEqual(50);
      const total = await run({});
      const totals: Array<{ value: number }> = total.totals ?? [total.total];
      expect(totals.reduce((t, x) => t + x.value, 0)).toBeCloseTo(sum, 1);
      const byWarehouse = await run({ by: 'warehouse', limit: 25 });
      expect(byWarehouse.rows.reduce((t: number, r: { value: number }) => t + r.value, 0)).toBeCloseTo(sum, 1);
      // The scratch product is among the top 25 (demo stock values to 0 on 16-18; 19's has fewer products).
      const [warehouse] = await odoo.read('stock.location', [stock], ['warehouse_id']);
      const top = await run({ by: 'product', limit: 25, warehouse: String((warehouse!.warehouse_id as { id: number }).id) });
      expect(top.rows).toContainEqual(expect.objectContaining({ product: name, value: 50, quantity: 4 }));
    });
  });
}
