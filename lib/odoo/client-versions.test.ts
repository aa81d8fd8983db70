// The client's calls where a version wants them otherwise: 16 has no specifications (fields, write then
// read), 19 groups with formatted_read_group.
import { describe, expect, it } from 'vitest';
import { OdooError } from './errors';
import { client, fakeOdoo, GEMINI } from '../../test/recorded-odoo';

describe('Odoo 16 (no specifications)', () => {
  const pairRecord = { id: 24, name: 'S00024', partner_id: [11, 'Gemini Furniture'], user_id: false, tag_ids: [1, 2] };

  it('searchRead: web_search_read with fields; many2one normalised from [id, name]', async () => {
    const odoo = fakeOdoo('16', { 'sale.order/web_search_read': () => ({ result: { length: 1, records: [pairRecord] } }) });
    const c = client(odoo.transport);
    const result = await c.searchRead('sale.order', { fields: ['name', 'partner_id', 'user_id', 'tag_ids'] });
    expect(result).toEqual({ length: 1, records: [{ id: 24, name: 'S00024', partner_id: GEMINI, user_id: false, tag_ids: [1, 2] }] });
    expect(odoo.calls.at(-1)!.params.kwargs).toMatchObject({ fields: ['name', 'partner_id', 'user_id', 'tag_ids'] });
    expect(c.rpcCount).toBe(2); // session + the read: no fields_get needed on 16
  });

  it('save: write then read (two round trips)', async () => {
    const odoo = fakeOdoo('16', { 'sale.order/write': () => ({ result: true }), 'sale.order/read': () => ({ result: [pairRecord] }) });
    const c = client(odoo.transport);
    await c.session();
    expect((await c.save('sale.order', 24, { note: 'x' }, ['name', 'partner_id'])).partner_id).toEqual(GEMINI);
    expect(c.rpcCount).toBe(3);
    expect(odoo.kwCalls()).toEqual(['sale.order.write', 'sale.order.read']);
  });

  it('save without id: create then read', async () => {
    const odoo = fakeOdoo('16', { 'sale.order/create': () => ({ result: 31 }), 'sale.order/read': () => ({ result: [{ ...pairRecord, id: 31 }] }) });
    expect((await client(odoo.transport).save('sale.order', null, { partner_id: 11 }, ['name'])).id).toBe(31);
    expect(odoo.calls.at(-1)!.params.args).toEqual([[31], ['name']]);
  });

  it('unknown field errors get a "did you mean" hint', async () => {
    const error = { code: 200, message: 'Odoo Server Error', data: { name: 'builtins.ValueError', message: "Invalid field 'customer' on model 'sale.order'" } };
    const odoo = fakeOdoo('16', { 'sale.order/read': () => ({ error }) });
    const failure = await client(odoo.transport).read('sale.order', [1], ['customer']).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(OdooError);
    expect((failure as OdooError).hint).toMatch(/did you mean 'partner_id' \(Customer\)/);
  });
});

describe('Odoo 19 (formatted_read_group)', () => {
  it('readGroup: aggregates keyed by spec, same rows as 16-18', async () => {
    const row = { partner_id: [11, 'Gemini Furniture'], 'date_order:month': ['2024-01-01', 'January 2024'], 'amount_total:sum': 27557.48, __count: 17, __extra_domain: [] };
    const odoo = fakeOdoo('19', { 'sale.order/formatted_read_group': () => ({ result: [row] }) });
    const rows = await client(odoo.transport).readGroup('sale.order', {
      groupby: ['partner_id', 'date_order:month'],
      aggregates: ['amount_total:sum'],
      orderby: 'amount_total desc',
      limit: 5,
    });
    expect(rows).toEqual([{ groups: { partner_id: GEMINI, 'date_order:month': 'January 2024' }, aggregates: { 'amount_total:sum': 27557.48 }, count: 17, starts: { 'date_order:month': '2024-01-01' } }]);
    expect(odoo.calls.at(-1)!.params.kwargs).toMatchObject({
      domain: [],
      groupby: ['partner_id', 'date_order:month'],
      aggregates: ['amount_total:sum', '__count'],
      order: 'amount_total:sum desc',
      limit: 5,
    });
  });

  it('rejects a malformed aggregate before calling Odoo', async () => {
    const odoo = fakeOdoo('19', {});
    await expect(client(odoo.transport).readGroup('sale.order', { groupby: ['state'], aggregates: ['sum(amount_total)'] })).rejects.toMatchObject({ kind: 'bad_request' });
  });
});
