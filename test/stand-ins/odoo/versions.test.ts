import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OdooStandIn, startOdooStandIn } from './server.ts';
import { TestClient } from './test-client.ts';
import { Registry } from './models.ts';

let odoo: OdooStandIn;
let admin: TestClient;
beforeAll(async () => {
  odoo = await startOdooStandIn({ version: 16 });
});
afterAll(() => odoo.close());
beforeEach(async () => {
  odoo.reset();
  odoo.setVersion(16);
  admin = new TestClient(odoo.url);
  await admin.login();
});

describe('Odoo 16', () => {
  it('has no web_save nor web_read', async () => {
    const save = await admin.call('res.partner', 'web_save', [[5], { name: 'x' }], { specification: {} });
    expect(save.error.data).toMatchObject({ name: 'builtins.AttributeError', message: "The method 'web_save' does not exist on the model 'res.partner'" });
    expect((await admin.call('res.partner', 'web_read', [[5]], { specification: {} })).error.data.name).toBe('builtins.AttributeError');
  });

  it('web_search_read takes fields and answers in read() shape', async () => {
    const result = await admin.ok('sale.order', 'web_search_read', [], { domain: [['id', '=', 3]], fields: ['name', 'partner_id'], limit: 80 });
    expect(result).toEqual({ length: 1, records: [{ id: 3, name: 'S00003', partner_id: [8, 'Gemini Furniture'] }] });
  });

  it('still has name_get, which 17 removed', async () => {
    expect(await admin.ok('res.partner', 'name_get', [[12]])).toEqual([[12, 'Azure Interior, Brandon Freeman']]);
    odoo.setVersion(17);
    expect((await admin.call('res.partner', 'name_get', [[12]])).error.data.name).toBe('builtins.AttributeError');
  });
});

describe('Odoo 19', () => {
  beforeEach(() => odoo.setVersion(19));

  it('has formatted_read_group with aggregates keyed by spec and __extra_domain', async () => {
    const rows = await admin.ok('sale.order', 'formatted_read_group', [], {
      domain: [['state', '=', 'sale']],
      groupby: ['partner_id'],
      aggregates: ['amount_total:sum', '__count'],
      order: 'amount_total:sum desc',
    });
    expect(rows[0]).toEqual({ partner_id: [8, 'Gemini Furniture'], __count: 2, 'amount_total:sum': 4551.7, __extra_domain: [['partner_id', '=', 8]] });
    expect(rows.map((r: { __count: number }) => r.__count).reduce((a: number, b: number) => a + b)).toBe(6);
  });

  it('groups dates by granularity as [range start, label]', async () => {
    const year = new Date().getUTCFullYear();
    const rows = await admin.ok('sale.order', 'formatted_read_group', [[['state', '=', 'sale']], ['date_order:year'], ['__count']]);
    expect(rows.map((r: Record<string, unknown>) => r['date_order:year'])).toEqual([
      [`${year - 1}-01-01 00:00:00`, String(year - 1)],
      [`${year}-01-01 00:00:00`, String(year)],
    ]);
    expect(rows[0].__extra_domain).toEqual(['&', ['date_order', '>=', `${year - 1}-01-01 00:00:00`], ['date_order', '<', `${year}-01-01 00:00:00`]]);
  });

  it('keeps read_group', async () => {
    const rows = await admin.ok('sale.order', 'read_group', [[], ['amount_total:sum'], ['state']]);
    expect(rows.find((r: { state: string }) => r.state === 'sale')).toMatchObject({ state: 'sale', state_count: 6 });
  });

  it('reports 19.0 in the session info', async () => {
    expect((await admin.rpc('/web/session/get_session_info')).result.server_version_info).toEqual([19, 0, 0, 'final', 0, '']);
  });
});

describe('read_group details (17)', () => {
  beforeEach(() => odoo.setVersion(17));

  it('groups by month with labels, ranges and domains', async () => {
    const rows = await admin.ok('sale.order', 'read_group', [[['state', '=', 'sale']], ['amount_total:sum'], ['date_order:month']], { lazy: false });
    const first = rows[0];
    expect(first['date_order:month']).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
    expect(first.__range['date_order:month'].from).toMatch(/^\d{4}-\d{2}-01 00:00:00$/);
    expect(first.__domain[0]).toBe('&');
  });

  it('lazy grouping counts per field and passes the next groupby in __context', async () => {
    const rows = await admin.ok('sale.order', 'read_group', [[], ['amount_total'], ['user_id', 'state']]);
    expect(rows.map((r: { user_id: unknown }) => r.user_id)).toEqual([[6, 'Marc Demo'], [2, 'Mitchell Admin']]);
    expect(rows[1]).toMatchObject({ user_id_count: 6, __context: { group_by: ['state'] } });
  });
});

describe("fields by version (a model's one `versions`)", () => {
  const fieldsOf = (version: 16 | 17 | 18 | 19, model: string) => new Registry(version).get(model)!.fields;

  it('adds the fields a version has: a task has state on 17+, kanban_state on 16', () => {
    expect(Object.keys(fieldsOf(16, 'project.task'))).toEqual(expect.arrayContaining(['kanban_state', 'is_closed']));
    expect(fieldsOf(16, 'project.task').state).toBeUndefined();
    for (const v of [17, 18, 19] as const) {
      expect(fieldsOf(v, 'project.task').state?.selection).toContainEqual(['1_done', 'Done']);
      expect(fieldsOf(v, 'project.task').kanban_state).toBeUndefined();
    }
  });

  it('removes what a version has not, over the fields recorded from real Odoo: no locked on 16', () => {
    expect(fieldsOf(16, 'sale.order').locked).toBeUndefined();
    expect(fieldsOf(17, 'sale.order').locked?.type).toBe('boolean');
  });

  it('replaces a field a version has otherwise: a product type on 18+ has no storable product', () => {
    expect(fieldsOf(17, 'product.template').type?.selection).toContainEqual(['product', 'Storable Product']);
    expect(fieldsOf(17, 'product.template').is_storable).toBeUndefined();
    for (const v of [18, 19] as const) {
      expect(fieldsOf(v, 'product.template').type?.selection).not.toContainEqual(['product', 'Storable Product']);
      expect(fieldsOf(v, 'product.product').is_storable?.type).toBe('boolean');
    }
  });
});
