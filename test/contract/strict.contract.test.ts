// What real Odoo refuses, held against the stand-in: a link to a record that does not exist, and
// line commands on lines that do not exist. Each kindness here once hid a journal bug.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOdooError, type OdooClient } from '@/lib/odoo';
import { loginClient } from '../odoo-login';
import { standIns, targets } from './target';

const NO_SUCH_ID = 999_999_001;

for (const target of targets()) {
  describe(`strictness contract: ${target.name}`, () => {
    let client: OdooClient;
    const scratch: Array<[string, number]> = [];
    const stamp = Date.now();

    beforeAll(async () => {
      client = (await loginClient(await target.admin())).client;
    });
    afterAll(async () => {
      for (const [model, id] of scratch.reverse()) await client.unlink(model, [id]).catch(() => undefined);
      await target.close();
    });

    const refused = async (call: () => Promise<unknown>) => {
      const error = await call().then(() => undefined, (e: unknown) => e);
      expect(isOdooError(error)).toBe(true);
      return error as { kind: string; serverMessage: string };
    };

    it('a many2one to a record that does not exist is refused, and nothing is created', async () => {
      const name = `Weft strict ${stamp}`;
      const error = await refused(() => client.create('res.partner', { name, user_id: NO_SUCH_ID }));
      expect(error.kind).toBe('validation');
      // 16-18 name the constraint (res_partner_user_id_fkey), 19 the model and the field's label.
      expect(error.serverMessage).toContain('res.partner');
      expect((await client.searchRead('res.partner', { domain: [['name', '=', name]], fields: ['id'] })).records).toEqual([]);
    });

    it('updating or deleting a line that does not exist is a missing-record error', async () => {
      const [customer] = (await client.searchRead('res.partner', { domain: [['is_company', '=', true]], fields: ['name'], limit: 1 })).records;
      const id = await client.create('sale.order', { partner_id: customer!.id });
      scratch.push(['sale.order', id]);
      const edit = await refused(() => client.write('sale.order', [id], { order_line: [[1, NO_SUCH_ID, { price_unit: 3 }]] }));
      expect(edit.kind).toBe('missing_record');
      const drop = await refused(() => client.write('sale.order', [id], { order_line: [[2, NO_SUCH_ID]] }));
      expect(drop.kind).toBe('missing_record');
    });

    it('resetting a draft invoice to draft is refused on 17+ (only posted or cancelled entries); 16 lets it pass', async () => {
      const [customer] = (await client.searchRead('res.partner', { domain: [['is_company', '=', true]], fields: ['name'], limit: 1 })).records;
      const id = await client.create('account.move', { move_type: 'out_invoice', partner_id: customer!.id, invoice_line_ids: [[0, 0, { name: `Weft strict ${stamp}`, quantity: 1, price_unit: 10 }]] });
      scratch.push(['account.move', id]);
      if ((await client.session()).version.major < 17) {
        await client.callButton('account.move', 'button_draft', [id]);
        expect((await client.read('account.move', [id], ['state']))[0]).toMatchObject({ state: 'draft' });
        return;
      }
      const error = await refused(() => client.callButton('account.move', 'button_draft', [id]));
      expect(error.kind).toBe('user_error');
      expect(error.serverMessage).toContain('reset to draft');
    });
  });
}

// Fields a version has or lacks, held on all four versions (the stand-in once answered 17's
// recording on 16 and took 18's refused product type).
for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`version fields: ${target.name}`, () => {
    let client: OdooClient;
    let major: number;
    const scratch: number[] = [];

    beforeAll(async () => {
      client = (await loginClient(await target.admin())).client;
      major = (await client.session()).version.major;
    });
    afterAll(async () => {
      for (const id of scratch) await client.callButton('product.product', 'action_archive', [id]).catch(() => undefined);
      await target.close();
    });

    it('a sales order has the locked flag from 17 (16 locks through its state)', async () => {
      expect('locked' in (await client.fieldsGet('sale.order'))).toBe(major >= 17);
    });

    it("stocked products: 16/17 have the type 'product', 18+ refuse it and flag goods is_storable", async () => {
      const fields = await client.fieldsGet('product.product');
      expect('is_storable' in fields).toBe(major >= 18);
      expect(fields.type?.selection?.map(([key]) => key).includes('product')).toBe(major < 18);
      const name = `mrp-test strict ${Date.now()}`;
      if (major < 18) {
        scratch.push(await client.create('product.product', { name, type: 'product' }));
        return;
      }
      const error = await refused(() => client.create('product.product', { name, type: 'product' }));
      expect(error.kind).toBe('bad_request');
      expect(error.serverMessage).toContain("'product'");
      expect((await client.searchRead('product.product', { domain: [['name', '=', name]], fields: ['id'] })).records).toEqual([]);
      const id = await client.create('product.product', { name, type: 'consu', is_storable: true });
      scratch.push(id);
      expect((await client.read('product.product', [id], ['type', 'is_storable']))[0]).toMatchObject({ type: 'consu', is_storable: true });
    });

    const refused = async (call: () => Promise<unknown>) => {
      const error = await call().then(() => undefined, (e: unknown) => e);
      expect(isOdooError(error)).toBe(true);
      return error as { kind: string; serverMessage: string };
    };
  });
}
