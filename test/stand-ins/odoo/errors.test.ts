import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OdooStandIn, startOdooStandIn } from './server.ts';
import { comparable, fixture, TestClient } from './test-client.ts';

let odoo: OdooStandIn;
let admin: TestClient;
let demo: TestClient;
beforeAll(async () => {
  odoo = await startOdooStandIn();
});
afterAll(() => odoo.close());
beforeEach(async () => {
  odoo.reset();
  admin = new TestClient(odoo.url);
  demo = new TestClient(odoo.url);
  await admin.login('admin');
  await demo.login('demo');
});

describe.each([17, 18] as const)('recorded Odoo %s errors', (version) => {
  beforeEach(() => odoo.setVersion(version));

  it('AccessError: demo reading system parameters', async () => {
    const body = await demo.call('ir.config_parameter', 'search_read', [[]], { fields: ['key', 'value'] });
    expect(comparable(body)).toEqual(comparable(fixture(version, 'err_access')));
  });

  it('MissingError: writing a record that does not exist', async () => {
    const body = await admin.call('res.partner', 'write', [[999999], { name: 'x' }]);
    expect(comparable(body)).toEqual(comparable(fixture(version, 'err_missing_write')));
  });

  it('read of a missing id is an empty list, not an error', async () => {
    const body = await admin.call('res.partner', 'read', [[999999]], { fields: ['name'] });
    expect(body.result).toEqual(fixture(version, 'err_missing_read').result);
  });

  it('ValidationError: creating a sale order without its customer', async () => {
    const body = await admin.call('sale.order', 'create', [{}]);
    expect(comparable(body)).toEqual(comparable(fixture(version, 'err_validation_create')));
  });

  it('ValueError: an unknown field in a domain', async () => {
    const body = await admin.call('res.partner', 'search_read', [[['nonexistent_field', '=', 1]]], { fields: ['name'] });
    expect(comparable(body)).toEqual(comparable(fixture(version, 'err_bad_field')));
  });

  it('unlink of a quotation succeeds with true', async () => {
    const body = await admin.call('sale.order', 'unlink', [[1]]);
    expect(body.result).toEqual(fixture(version, 'err_user_unlink_confirmed').result);
  });
});

describe('other errors', () => {
  beforeEach(() => odoo.setVersion(17));

  it('demo may read invoices but not modify them', async () => {
    expect((await demo.ok('account.move', 'search_count', [[]]))).toBeGreaterThan(0);
    const body = await demo.call('account.move', 'write', [[1], { ref: 'x' }]);
    expect(body.error.data.name).toBe('odoo.exceptions.AccessError');
    expect(body.error.data.message).toBe(
      "You are not allowed to modify 'Journal Entry' (account.move) records.\n\n" +
        'This operation is allowed for the following groups:\n\t- Invoicing/Billing\n\t- Invoicing/Billing Administrator\n\n' +
        'Contact your administrator to request access if necessary.',
    );
    const users = await demo.call('res.users', 'write', [[6], { name: 'x' }]);
    expect(users.error.data.message).toMatch(/^You are not allowed to modify 'User' \(res\.users\) records\./);
  });

  it('an unknown field in a fields list is a ValueError naming the model', async () => {
    const body = await admin.call('res.partner', 'search_read', [[]], { fields: ['name', 'bogus'] });
    expect(body.error.data).toMatchObject({ name: 'builtins.ValueError', message: "Invalid field 'bogus' on model 'res.partner'" });
  });

  it('a malformed domain is a ValueError', async () => {
    const badLeaf = await admin.call('res.partner', 'search', [[['name', 'resembles', 'x']]]);
    expect(badLeaf.error.data).toMatchObject({ name: 'builtins.ValueError', message: "Invalid leaf ('name', 'resembles', 'x')" });
    const unbalanced = await admin.call('res.partner', 'search', [['|', ['name', '=', 'x']]]);
    expect(unbalanced.error.data.message).toBe("Domain ['|', ['name', '=', 'x']] is syntactically not correct.");
  });

  it('unknown methods are AttributeErrors worded per version', async () => {
    const v17 = await admin.call('sale.order', 'formatted_read_group', [[]], { groupby: ['partner_id'] });
    expect(v17.error.data).toMatchObject({
      name: 'builtins.AttributeError',
      message: "The method 'formatted_read_group' does not exist on the model 'sale.order'",
    });
    odoo.setVersion(18);
    const v18 = await admin.call('sale.order', 'formatted_read_group', [[]], { groupby: ['partner_id'] });
    expect(v18.error.data.message).toBe("The method 'sale.order.formatted_read_group' does not exist");
  });

  it('private methods and unknown models are refused', async () => {
    const priv = await admin.call('res.partner', '_compute_display_name', [[1]]);
    expect(priv.error.data).toMatchObject({ name: 'odoo.exceptions.AccessError', message: 'Private methods (such as _compute_display_name) cannot be called remotely.' });
    const model = await admin.call('no.such.model', 'search', [[]]);
    expect(model.error.data).toMatchObject({ name: 'builtins.KeyError', message: "'no.such.model'" });
  });

  it('write on several ids names the missing ones', async () => {
    const body = await admin.call('res.partner', 'write', [[5, 999998, 999999], { name: 'x' }]);
    expect(body.error.data.message).toBe('Record does not exist or has been deleted.\n(Record: res.partner(999998, 999999), User: 2)');
  });

  it('deleting a customer still used by sales orders is refused', async () => {
    const body = await admin.call('res.partner', 'unlink', [[8]]);
    expect(body.error.data.name).toBe('odoo.exceptions.ValidationError');
    expect(body.error.data.message).toContain('another model requires the record being deleted');
  });

  it('a failed call changes nothing, as its transaction rolls back', async () => {
    const before = odoo.db.records('res.partner').length;
    const body = await admin.call('res.partner', 'create', [[{ name: 'Kept?' }, { email: 'no-name@example.com' }]]);
    expect(body.error.data).toMatchObject({ name: 'odoo.exceptions.ValidationError', message: 'Contacts require a name' });
    expect(odoo.db.records('res.partner').length).toBe(before);
    expect(await admin.ok('res.partner', 'create', [{ name: 'Next' }])).toBe(20);
  });

  it('a confirmed order cannot be deleted', async () => {
    const body = await admin.call('sale.order', 'unlink', [[3]]);
    expect(body.error.data).toMatchObject({
      name: 'odoo.exceptions.UserError',
      message: 'You can not delete a sent quotation or a confirmed sales order. You must first cancel it.',
    });
  });
});
