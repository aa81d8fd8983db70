// Fields that come and go between versions, on a real Odoo (ODOO_URL...) or the stand-in in each
// version. The stand-in answers 16 as its 17 recording and 19 as its 18 one; where those servers lack
// a field, it must lack it too: a stand-in that kept res.partner's mobile on 19 let a write Odoo 19
// refuses ("Invalid field") pass in every test. Each list is checked where the field is gained or lost: 18 against 19, 16 against 17.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooClient } from '@/lib/odoo';
import { loginClient } from '../odoo-login';
import { PARTNER_NOT_IN_16, PARTNER_NOT_IN_19 } from '../stand-ins/odoo/model-defs-core';
import { ORDER_NOT_IN_16, ORDER_NOT_IN_19 } from '../stand-ins/odoo/model-defs-sales';
import { standIns, targets } from './target';

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`fields by version: ${target.name}`, () => {
    let odoo: OdooClient;
    let major: number;
    const names = async (model: string) => new Set(Object.keys(await odoo.callKw<Record<string, unknown>>(model, 'fields_get', [], { attributes: ['type'] })));
    beforeAll(async () => {
      odoo = (await loginClient(await target.admin())).client;
      major = (await odoo.version()).major;
    });
    afterAll(() => target.close());

    it("res.partner: 19 has no mobile (nor titles, nor the partner's warnings); 16 none of 17's later fields", async () => {
      const fields = await names('res.partner');
      expect(fields.has('phone')).toBe(true);
      if (major >= 18) expect(PARTNER_NOT_IN_19.filter((f) => fields.has(f))).toEqual(major === 19 ? [] : [...PARTNER_NOT_IN_19]);
      if (major <= 17) expect(PARTNER_NOT_IN_16.filter((f) => fields.has(f))).toEqual(major === 16 ? [] : [...PARTNER_NOT_IN_16]);
    });

    it('sale.order: the fields 16 did not have yet and 19 no longer has', async () => {
      const fields = await names('sale.order');
      expect(fields.has('locked')).toBe(major >= 17);
      if (major >= 18) expect(ORDER_NOT_IN_19.filter((f) => fields.has(f))).toEqual(major === 19 ? [] : [...ORDER_NOT_IN_19]);
      if (major <= 17) expect(ORDER_NOT_IN_16.filter((f) => fields.has(f))).toEqual(major === 16 ? [] : [...ORDER_NOT_IN_16]);
    });

    it('a computed field Odoo does not store (res.partner sale_order_count): 16-18 drop a condition on it, 19 refuses; ordering by it 16-17 drop, 18+ refuse; no version groups by it', async () => {
      const described = await odoo.callKw<Record<string, Record<string, unknown>>>('res.partner', 'fields_get', [['sale_order_count']], { attributes: ['store', 'searchable', 'sortable'] });
      expect(described.sale_order_count).toMatchObject({ store: false, searchable: false, sortable: false });
      const id = await odoo.create('res.partner', { name: `Weft strict no orders ${Date.now()}` });
      try {
        const said = (p: Promise<unknown>) => p.then((x) => x, (e: Error) => e.message);
        const counted = await said(odoo.callKw('res.partner', 'search_count', [[['id', '=', id], ['sale_order_count', '>', 0]]]));
        // No order at all, yet 16-18 count it: the condition was dropped.
        if (major >= 19) expect(counted).toMatch('Cannot convert res.partner.sale_order_count to SQL because it is not stored');
        else expect(counted).toBe(1);
        const ordered = await said(odoo.callKw('res.partner', 'search_read', [[['id', '=', id]]], { fields: ['name'], order: 'sale_order_count desc' }));
        if (major >= 18) expect(ordered).toMatch('Cannot convert res.partner.sale_order_count to SQL because it is not stored');
        else expect(ordered).toEqual([expect.objectContaining({ id })]);
        const grouped = await said(odoo.callKw('res.partner', 'read_group', [[['id', '=', id]], ['id:count'], ['sale_order_count']], { lazy: false }));
        expect(grouped).toMatch(major === 16 ? 'Field res.partner.sale_order_count is not a stored field' : major === 17
          ? 'Cannot convert field res.partner.sale_order_count to SQL' : 'Cannot convert res.partner.sale_order_count to SQL because it is not stored');
      } finally {
        await odoo.unlink('res.partner', [id]);
      }
    });

    it('a write of a field the version lacks is refused, as Odoo refuses it', async () => {
      const id = await odoo.create('res.partner', { name: `Weft strict fields ${Date.now()}` });
      try {
        const wrote = await odoo.write('res.partner', [id], { mobile: '+32 470 00 00 00' }).then(() => 'written', (e: Error) => e.message);
        if (major >= 19) expect(wrote).toMatch(/mobile/);
        else expect(wrote).toBe('written');
      } finally {
        await odoo.unlink('res.partner', [id]);
      }
    });
  });
}
