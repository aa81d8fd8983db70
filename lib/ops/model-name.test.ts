// The name a card and Changes give a model Weft has no word for comes from Odoo for every user, not
// only for administrators: ir.model is refused to a salesperson (real 16 and 18), whose card said
// "Created account.analytic.line".
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginClient } from '../../test/odoo-login';
import { startOdooStandIn, type OdooStandIn } from '../../test/stand-ins/odoo/server';
import { modelName } from './preview-lines';

let odoo: OdooStandIn;
beforeAll(async () => {
  odoo = await startOdooStandIn({ version: 18 });
});
afterAll(async () => {
  await odoo.close();
});

it("names a model as Odoo does for a user who may not read Odoo's list of models", async () => {
  const { client } = await loginClient({ url: odoo.url, db: 'weft', login: 'demo', password: 'demo' });
  expect(await client.searchRead('ir.model', { fields: ['name'], limit: 1 }).catch(() => 'refused')).toBe('refused');
  expect(await modelName(client, 'account.analytic.line')).toBe('Analytic Line');
  // A model Odoo does not know: no name, the caller keeps its own words.
  expect(await modelName(client, 'x.nothing')).toBeUndefined();
});

it('asks again after a failure of the way to Odoo: the session does not keep the technical name for it', async () => {
  const { client } = await loginClient({ url: odoo.url, db: 'weft', login: 'demo', password: 'demo' });
  odoo.faults.failNext('http500');
  expect(await modelName(client, 'account.analytic.line')).toBeUndefined();
  expect(await modelName(client, 'account.analytic.line')).toBe('Analytic Line');
});
