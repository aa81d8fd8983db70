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
