// The Odoo client on recorded 17 and 18 answers: the session, reads with specifications, writes and
// buttons, fields per user. Other versions' shapes: client-versions.test.ts; retries: client-retries.test.ts.
import { describe, expect, it } from 'vitest';
import { OdooClient } from './client';
import { client, fakeOdoo, fixture, GEMINI, sessionBody } from '../../test/recorded-odoo';

describe('session', () => {
  it('is fetched once, shared by concurrent callers, and refreshable', async () => {
    const odoo = fakeOdoo('18', {});
    const c = client(odoo.transport);
    const [a, b] = await Promise.all([c.session(), c.session()]);
    expect(a).toBe(b);
    expect(await c.version()).toEqual({ major: 18, minor: 0, full: '18.0+e-20250520', saas: false });
    expect(c.rpcCount).toBe(1);
    await c.session({ refresh: true });
    expect(c.rpcCount).toBe(2);
    expect(c.origin).toBe('https://acme.odoo.com');
  });

  it('is dropped when Odoo says the session expired', async () => {
    const odoo = fakeOdoo('17', { 'res.partner/search_count': () => fixture('17', 'err_session_expired') });
    const c = client(odoo.transport);
    await expect(c.count('res.partner')).rejects.toMatchObject({ kind: 'session_expired' });
    await c.session();
    expect(odoo.calls.map((x) => x.path)).toEqual([
      '/web/session/get_session_info',
      '/web/dataset/call_kw/res.partner/search_count',
      '/web/session/get_session_info',
    ]);
  });
});

describe('callKw', () => {
  it("adds the user's context and the client's companies; the caller's context wins", async () => {
    const odoo = fakeOdoo('17', { 'res.partner/search_count': () => ({ result: 4 }) });
    const base = client(odoo.transport);
    const c = base.withCompanies([2, 1]);
    expect(await c.count('res.partner', [['is_company', '=', true]])).toBe(4);
    expect(odoo.calls[1]!.params).toEqual({
      model: 'res.partner',
      method: 'search_count',
      args: [[['is_company', '=', true]]],
      kwargs: { context: { lang: 'en_US', tz: 'Europe/Brussels', uid: 2, allowed_company_ids: [2, 1] } },
    });
    // The base client is untouched, and shares the session the view read (no second session call).
    await base.callKw('res.partner', 'search_count', [[]], { context: { lang: 'fr_BE', active_test: false } });
    expect(odoo.calls[2]!.params.kwargs!.context).toEqual({ lang: 'fr_BE', tz: 'Europe/Brussels', uid: 2, active_test: false });
    expect(base.rpcCount).toBe(3);
  });
});

describe.each(['17', '18'])('reads on Odoo %s (specifications)', (version) => {
  it('searchRead: web_search_read with a specification, one round trip once warm', async () => {
    const odoo = fakeOdoo(version, { 'sale.order/web_search_read': () => fixture(version, 'web_search_read_sale.order') });
    const c = client(odoo.transport);
    const fields = ['name', 'partner_id', 'amount_total', 'state'];
    const result = await c.searchRead('sale.order', { domain: [['state', '=', 'sale']], fields, limit: 3, order: 'id desc' });
    expect(result.length).toBe(23);
    expect(result.records[0]).toEqual({ id: 24, name: 'S00024', partner_id: GEMINI, amount_total: 2288.5, state: 'sale' });
    const sent = odoo.calls.at(-1)!.params.kwargs!;
    expect(sent.specification).toEqual({ name: {}, partner_id: { fields: { display_name: {} } }, amount_total: {}, state: {} });
    expect(sent).toMatchObject({ domain: [['state', '=', 'sale']], limit: 3, offset: 0, order: 'id desc', context: { bin_size: true } });
    expect(odoo.kwCalls()).toEqual(['sale.order.fields_get', 'sale.order.web_search_read']);
    const before = c.rpcCount;
    await c.searchRead('sale.order', { fields, limit: 3 });
    expect(c.rpcCount - before).toBe(1);
  });

  it("searchRead's count: Odoo's own by default, always ('exact': force_search_count) or never (count_limit 1)", async () => {
    const odoo = fakeOdoo(version, { 'sale.order/web_search_read': () => fixture(version, 'web_search_read_sale.order') });
    const c = client(odoo.transport);
    const sent = async (count?: 'exact' | 'none') => (await c.searchRead('sale.order', { fields: ['name'], limit: 3, ...(count ? { count } : {}) }), odoo.calls.at(-1)!.params.kwargs!);
    const own = await sent();
    expect(own.count_limit).toBeUndefined();
    expect(own.context.force_search_count).toBeUndefined();
    expect((await sent('exact')).context).toMatchObject({ bin_size: true, force_search_count: true });
    const none = await sent('none');
    expect(none.count_limit).toBe(1);
    expect(none.context.force_search_count).toBeUndefined();
  });

  it('searchRead without fields uses the compact default set', async () => {
    const odoo = fakeOdoo(version, { 'sale.order/web_search_read': () => fixture(version, 'web_search_read_sale.order') });
    await client(odoo.transport).searchRead('sale.order');
    expect(Object.keys(odoo.calls.at(-1)!.params.kwargs!.specification)).toEqual(
      ['name', 'partner_id', 'date_order', 'state', 'amount_total', 'user_id', 'invoice_status', 'currency_id'],
    );
  });

  it('read: web_read; a missing record is simply absent', async () => {
    const odoo = fakeOdoo(version, { 'res.partner/web_read': () => fixture(version, 'err_missing_read') });
    const c = client(odoo.transport);
    expect(await c.read('res.partner', [999999], ['name', 'country_id'])).toEqual([]);
    expect(odoo.calls.at(-1)!.params).toMatchObject({
      args: [[999999]],
      kwargs: { specification: { name: {}, country_id: { fields: { display_name: {} } } } },
    });
  });

  it('readGroup: read_group lazy=false, rows normalised', async () => {
    const odoo = fakeOdoo(version, { 'sale.order/read_group': () => fixture(version, 'read_group_sale_by_partner') });
    const rows = await client(odoo.transport).readGroup('sale.order', {
      domain: [['state', 'in', ['sale', 'done']]],
      groupby: ['partner_id'],
      aggregates: ['amount_total:sum', '__count'],
      orderby: 'amount_total:sum desc',
    });
    expect(rows[0]).toEqual({ groups: { partner_id: GEMINI }, aggregates: { 'amount_total:sum': 27557.48 }, count: 17 });
    expect(rows).toHaveLength(3);
    expect(odoo.calls.at(-1)!.params.kwargs).toMatchObject({
      fields: ['amount_total:sum', '__count'],
      groupby: ['partner_id'],
      lazy: false,
      orderby: 'amount_total desc',
    });
  });

  it('save: web_save reads the record back in one round trip', async () => {
    const saved = { id: 24, name: 'S00024', partner_id: GEMINI, note: 'x' };
    const odoo = fakeOdoo(version, { 'sale.order/web_save': () => ({ result: [saved] }) });
    const c = client(odoo.transport);
    await c.fieldsGet('sale.order');
    const before = c.rpcCount;
    expect(await c.save('sale.order', 24, { note: 'x' }, ['name', 'partner_id', 'note'])).toEqual(saved);
    expect(c.rpcCount - before).toBe(1);
    expect(odoo.calls.at(-1)!.params).toMatchObject({ args: [[24], { note: 'x' }] });
    await c.save('sale.order', null, { partner_id: 11 }, ['name']);
    expect(odoo.calls.at(-1)!.params.args).toEqual([[], { partner_id: 11 }]);
  });
});

describe('writes and other calls', () => {
  it('create, write, unlink, nameSearch, callButton, loadAction', async () => {
    const odoo = fakeOdoo('18', {
      'res.partner/create': () => ({ result: 77 }),
      'res.partner/write': () => ({ result: true }),
      'sale.order/unlink': () => fixture('18', 'err_user_unlink_confirmed'),
      'res.partner/name_search': () => ({ result: [[11, 'Gemini Furniture'], [15, 'Lumber Inc']] }),
      '/web/dataset/call_button': () => ({ result: false }),
      '/web/action/load': () => ({ result: { id: 464, name: 'Quotations', type: 'ir.actions.act_window', res_model: 'sale.order', views: [] } }),
    });
    const c = client(odoo.transport, [1]);
    expect(await c.create('res.partner', { name: 'Ann' })).toBe(77);
    expect(await c.write('res.partner', [77], { phone: '1' })).toBe(true);
    expect(await c.unlink('sale.order', [1])).toBe(true);
    expect(await c.nameSearch('res.partner', 'gem', { limit: 5 })).toEqual([GEMINI, { id: 15, display_name: 'Lumber Inc' }]);
    expect(odoo.calls.at(-1)!.params.args).toEqual(['gem', [], 'ilike', 5]);
    expect(await c.callButton('sale.order', 'action_confirm', [24])).toBe(false);
    expect(odoo.calls.at(-1)!.params).toEqual({
      model: 'sale.order', method: 'action_confirm', args: [[24]],
      kwargs: { context: { lang: 'en_US', tz: 'Europe/Brussels', uid: 2, allowed_company_ids: [1] } },
    });
    expect(await c.loadAction('sales')).toEqual({ id: 464, name: 'Quotations', type: 'ir.actions.act_window', resModel: 'sale.order' });
    await c.loadAction('sales');
    expect(odoo.calls.filter((x) => x.path === '/web/action/load')).toHaveLength(1);
  });
});

describe('fields per user', () => {
  it('a second user of the same browser gets their own fields_get, not the first user cached list', async () => {
    // fields_get leaves out fields of groups the user is not in (stock.quant value for non-managers).
    const stored = new Map<string, any>();
    const store = { get: async (k: string) => stored.get(k), set: async (k: string, v: any) => void stored.set(k, v) };
    const asUser = (uid: number, fields: Record<string, unknown>) => {
      const odoo = fakeOdoo('17', {
        '/web/session/get_session_info': () => ({ result: { ...(sessionBody('17').result as object), uid } }),
        'stock.quant/fields_get': () => ({ result: fields }),
      });
      return { odoo, c: new OdooClient({ origin: 'https://acme.odoo.com', transport: odoo.transport, fieldsStore: store, retryDelayMs: 0 }) };
    };
    const manager = asUser(2, { quantity: { type: 'float', string: 'Quantity' }, value: { type: 'monetary', string: 'Value' } });
    expect(Object.keys(await manager.c.fields.getFields('stock.quant'))).toEqual(['quantity', 'value']);
    const clerk = asUser(6, { quantity: { type: 'float', string: 'Quantity' } });
    expect(Object.keys(await clerk.c.fields.getFields('stock.quant'))).toEqual(['quantity']);
    expect(clerk.odoo.kwCalls()).toEqual(['stock.quant.fields_get']);
  });
});
