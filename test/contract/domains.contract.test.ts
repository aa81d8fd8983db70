// Domains each version refuses, held on all four versions: the stand-in once took 'any' on 16 and a
// single value for 'in' on 16-18, so a domain Weft let through worked in every test and failed on
// the customer's Odoo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooClient } from '@/lib/odoo';
import { loginClient } from '../odoo-login';
import { standIns, targets } from './target';

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`domains by version: ${target.name}`, () => {
    let odoo: OdooClient;
    let major: number;
    let partner: number;
    const said = (p: Promise<unknown>) => p.then((x) => x, (e: Error) => e.message);
    const search = (model: string, domain: unknown[]) => said(odoo.callKw(model, 'search', [domain], { limit: 3, order: 'id' }));

    beforeAll(async () => {
      odoo = (await loginClient(await target.admin())).client;
      major = (await odoo.version()).major;
      partner = (await odoo.callKw<number[]>('res.partner', 'search', [[['is_company', '=', true]]], { limit: 1, order: 'id' }))[0]!;
    });
    afterAll(() => target.close());

    it("'any' / 'not any' on a relation: 17+ search through it, 16 fails on the sub-domain (TypeError)", async () => {
      const leaf = ['order_line', 'any', [['product_uom_qty', '>', 0]]];
      const found = await search('sale.order', [leaf]);
      const none = await search('sale.order', [['order_line', 'not any', [['id', '!=', 0]]], ['order_line', '!=', false]]);
      if (major >= 17) {
        expect(found).toEqual(expect.arrayContaining([expect.any(Number)]));
        expect(none).toEqual([]);
      } else {
        // Real 16 has no such operator and fails on the list as a value, whatever the field.
        expect(found).toMatch("unhashable type: 'list'");
        expect(none).toMatch("unhashable type: 'list'");
      }
    });

    it("'in' / 'not in' with one value, not a list: 16-18 refuse it, 19 takes it as a list of one", async () => {
      const inOne = await search('res.partner', [['id', 'in', partner]]);
      const notInOne = await search('sale.order', [['state', 'not in', 'cancel']]);
      if (major >= 19) {
        expect(inOne).toEqual([partner]);
        expect(notInOne).toEqual(expect.arrayContaining([expect.any(Number)]));
      } else {
        expect(inOne).toMatch(`Invalid domain term ('id', 'in', ${partner})`);
        expect(notInOne).toMatch("Invalid domain term ('state', 'not in', 'cancel')");
      }
      // Every version takes a list, and one id for an x2many (the lines' ids).
      expect(await search('res.partner', [['id', 'in', [partner]]])).toEqual([partner]);
      const [line] = await odoo.callKw<Array<{ id: number; order_id: [number, string] }>>('sale.order.line', 'search_read', [[]], { fields: ['order_id'], limit: 1, order: 'id' });
      expect(await search('sale.order', [['order_line', 'in', line!.id]])).toEqual([line!.order_id[0]]);
    });
  });
}
