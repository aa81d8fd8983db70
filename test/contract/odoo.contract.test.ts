import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OdooClient } from '@/lib/odoo/client';
import { isOdooError } from '@/lib/odoo/errors';
import { fetchTransport } from '@/lib/odoo/transport';
import { loginClient } from '../odoo-login';
import { targets } from './target';

for (const target of targets()) {
  describe(`Odoo contract: ${target.name}`, () => {
    let odoo: OdooClient;
    const scratch: Array<[string, number]> = [];

    beforeAll(async () => {
      odoo = (await loginClient(await target.admin())).client;
    });
    afterAll(async () => {
      for (const [model, id] of scratch.reverse()) await odoo.unlink(model, [id]).catch(() => undefined);
      await target.close();
    });

    it('session info: user, database, version, companies', async () => {
      const session = await odoo.session();
      expect(session.uid).toBeGreaterThan(0);
      expect(session.db).toBe((await target.admin()).db);
      expect(session.version.major).toBeGreaterThanOrEqual(16);
      expect(session.companies?.allowed.length).toBeGreaterThan(0);
      expect(session.companies?.allowed.map((c) => c.id)).toContain(session.companies?.current);
      expect(session.userContext.lang).toMatch(/^[a-z]{2}_[A-Z]{2}/);
    });

    it('search and read: many2one as {id, display_name}, same shape on every version', async () => {
      const { records, length } = await odoo.searchRead('res.partner', { domain: [['is_company', '=', true]], fields: ['name', 'country_id'], limit: 3, order: 'id' });
      expect(records.length).toBeGreaterThan(0);
      expect(length).toBeGreaterThanOrEqual(records.length);
      const withCountry = records.find((r) => r.country_id);
      if (withCountry) expect(withCountry.country_id).toEqual({ id: expect.any(Number), display_name: expect.any(String) });
      const [again] = await odoo.read('res.partner', [records[0]!.id], ['name']);
      expect(again?.name).toBe(records[0]!.name);
      expect(await odoo.read('res.partner', [999_999_999], ['name'])).toEqual([]);
      expect(await odoo.count('res.partner', [['is_company', '=', true]])).toBe(length);
    });

    it('fields_get: types, labels and relations', async () => {
      const fields = await odoo.fieldsGet('sale.order');
      expect(fields.partner_id).toMatchObject({ type: 'many2one', relation: 'res.partner', string: 'Customer' });
      expect(fields.amount_total?.type).toBe('monetary');
      expect(fields.state?.type).toBe('selection');
    });

    it('grouping: read_group totals equal the sum of the records', async () => {
      const domain = [['state', 'in', ['sale', 'done']]];
      const rows = await odoo.readGroup('sale.order', { domain, groupby: ['partner_id'], aggregates: ['amount_total:sum', '__count'] });
      // Every matching order, however many the database holds (a bench may have filled it): no page limit.
      const { records } = await odoo.searchRead('sale.order', { domain, fields: ['amount_total', 'partner_id'] });
      const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;
      expect(sum(rows.map((r) => Number(r.aggregates['amount_total:sum'] ?? 0)))).toBeCloseTo(sum(records.map((r) => r.amount_total as number)), 2);
      expect(rows.reduce((a, r) => a + r.count, 0)).toBe(records.length);
    });

    it('create, write and unlink a scratch record', async () => {
      const name = `Weft contract ${Date.now()}`;
      const saved = await odoo.save('res.partner', null, { name, phone: '+30 210 000 0000' }, ['name', 'phone']);
      scratch.push(['res.partner', saved.id]);
      expect(saved).toMatchObject({ name, phone: '+30 210 000 0000' });
      const updated = await odoo.save('res.partner', saved.id, { phone: '+30 210 111 1111' }, ['phone', 'write_date']);
      expect(updated.phone).toBe('+30 210 111 1111');
      expect(updated.write_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(await odoo.unlink('res.partner', [saved.id])).toBe(true);
      expect(await odoo.read('res.partner', [saved.id], ['name'])).toEqual([]);
    });

    it('a workflow button: confirm then cancel a scratch quotation', async () => {
      const [customer] = (await odoo.searchRead('res.partner', { domain: [['is_company', '=', true]], fields: ['name'], limit: 1 })).records;
      const [product] = (await odoo.searchRead('product.product', { domain: [['sale_ok', '=', true]], fields: ['name'], limit: 1 })).records;
      const id = await odoo.create('sale.order', { partner_id: customer!.id, order_line: [[0, 0, { product_id: product!.id, product_uom_qty: 1 }]] });
      scratch.push(['sale.order', id]);
      await odoo.callButton('sale.order', 'action_confirm', [id]);
      expect((await odoo.read('sale.order', [id], ['state']))[0]?.state).toBe('sale');
      if ((await odoo.version()).major >= 19) {
        // 19 has no cancel wizard: the button cancels a confirmed order at once.
        expect(await odoo.callButton('sale.order', 'action_cancel', [id])).toBe(false); // call_button answers false for a non-action result
        expect((await odoo.read('sale.order', [id], ['state']))[0]?.state).toBe('cancel');
        return;
      }
      // 16-18: a confirmed order's cancel opens Odoo's cancel wizard unless the warning is disabled.
      const wizard = await odoo.callButton('sale.order', 'action_cancel', [id]);
      expect(wizard).toMatchObject({ type: 'ir.actions.act_window', res_model: 'sale.order.cancel' });
      expect((await odoo.read('sale.order', [id], ['state']))[0]?.state).toBe('sale');
      await odoo.callButton('sale.order', 'action_cancel', [id], { context: { disable_cancel_warning: true } });
      expect((await odoo.read('sale.order', [id], ['state']))[0]?.state).toBe('cancel');
    });

    it('errors keep Odoo\'s message and map to their kind', async () => {
      const kindOf = (p: Promise<unknown>) => p.then(() => 'no error', (e) => (isOdooError(e) ? e.kind : String(e)));
      expect(await kindOf(odoo.create('sale.order', {}))).toBe('validation');
      expect(await kindOf(odoo.write('res.partner', [999_999_999], { name: 'x' }))).toBe('missing_record');
      expect(await kindOf(odoo.searchRead('res.partner', { domain: [['no_such_field', '=', 1]], fields: ['name'] }))).toBe('bad_request');
      const { url } = await target.admin();
      const anonymous = new OdooClient({ origin: url, transport: fetchTransport(url, (i, init) => fetch(i, init)) });
      expect(await kindOf(anonymous.session())).toBe('session_expired');
    });

    it('access rights apply unchanged: the restricted user is refused', async () => {
      const login = await target.restricted();
      if (!login) return;
      const { client } = await loginClient(login);
      const error = await client.searchRead('ir.config_parameter', { fields: ['key'], limit: 1 }).catch((e) => e);
      expect(isOdooError(error, 'access_denied')).toBe(true);
      expect(error.serverMessage).toContain('ir.config_parameter');
    });
  });
}
