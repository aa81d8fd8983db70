import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OdooError } from './errors';
import type { FieldsMap } from './field-info';
import { FieldsCache, type FieldsStore } from './fields-cache';
import { pickDefaultFields } from './default-fields';
import { editDistance, suggestFields } from './suggest-field';

const fieldsOf = (version: string, model: string): FieldsMap =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/odoo/${version}/fields_get_${model}.json`, import.meta.url), 'utf8')).result;

function cacheFor(version: string, opts: { lang?: () => string; store?: FieldsStore } = {}) {
  const loads: string[] = [];
  const cache = new FieldsCache({
    load: async (model) => {
      loads.push(model);
      return fieldsOf(version, model);
    },
    scope: async () => `https://acme.odoo.com|db|${opts.lang?.() ?? 'en_US'}`,
    store: opts.store,
  });
  return { cache, loads };
}

async function rejection(promise: Promise<unknown>): Promise<OdooError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(OdooError);
  return error as OdooError;
}

describe.each(['17', '18'])('FieldsCache with Odoo %s fields', (version) => {
  it('loads each model once per scope, concurrent callers included', async () => {
    let lang = 'en_US';
    const { cache, loads } = cacheFor(version, { lang: () => lang });
    const [a, b] = await Promise.all([cache.getFields('sale.order'), cache.getFields('sale.order')]);
    expect(a).toBe(b);
    expect(a.partner_id).toMatchObject({ type: 'many2one', relation: 'res.partner', string: 'Customer', required: true });
    await cache.getFields('sale.order');
    expect(loads).toEqual(['sale.order']);
    lang = 'fr_BE';
    await cache.getFields('sale.order');
    expect(loads).toEqual(['sale.order', 'sale.order']);
    cache.invalidate('sale.order');
    await cache.getFields('sale.order');
    expect(loads).toHaveLength(3);
  });

  it("assertFields: 'customer' on sale.order suggests partner_id (Customer)", async () => {
    const { cache } = cacheFor(version);
    await expect(cache.assertFields('sale.order', ['name', 'partner_id.country_id', 'amount_total'])).resolves.toBeUndefined();
    const error = await rejection(cache.assertFields('sale.order', ['name', 'customer']));
    expect(error.kind).toBe('bad_request');
    expect(error.serverMessage).toBe('Unknown field on sale.order: customer');
    expect(error.hint).toMatch(/^For 'customer', did you mean 'partner_id' \(Customer\)/);
    expect(error.toolMessage()).toContain("'partner_id' (Customer)");
  });

  it('suggests by technical name too', async () => {
    const { cache } = cacheFor(version);
    expect((await cache.suggest('res.partner', 'emial'))[0]?.name).toBe('email');
    expect((await cache.suggest('sale.order', 'partner'))[0]?.name).toBe('partner_id');
    expect((await cache.suggest('sale.order', 'salesperson'))[0]?.name).toBe('user_id');
    expect(await cache.suggest('sale.order', 'zzzzzzzz')).toEqual([]);
  });

  it('names every unknown field', async () => {
    const { cache } = cacheFor(version);
    const error = await rejection(cache.assertFields('res.partner', ['emial', 'qqqqqqqqq']));
    expect(error.serverMessage).toBe('Unknown fields on res.partner: emial, qqqqqqqqq');
    expect(error.hint).toMatch(/For 'emial', did you mean 'email'.*No field close to 'qqqqqqqqq'/);
  });

  it('default fields: curated for common models', async () => {
    const { cache } = cacheFor(version);
    expect(await cache.defaultFields('sale.order', 6)).toEqual(['name', 'partner_id', 'date_order', 'state', 'amount_total', 'user_id']);
    const partner = await cache.defaultFields('res.partner');
    expect(partner.slice(0, 5)).toEqual(['name', 'email', 'phone', 'city', 'country_id']);
    expect(partner.length).toBeLessThanOrEqual(8);
  });
});

describe('pickDefaultFields heuristic (an uncurated model)', () => {
  it.each(['17', '18'])('keeps it compact and human on Odoo %s sale.order fields', (version) => {
    const picked = pickDefaultFields('x.custom.order', fieldsOf(version, 'sale.order'), 8);
    expect(picked[0]).toBe('display_name');
    expect(picked).toContain('name');
    expect(picked).toContain('state');
    expect(picked).toContain('partner_id');
    expect(picked.length).toBe(8);
    for (const name of picked) {
      expect(name).not.toMatch(/^(message_|activity_|website_message_|__last_update|create_uid|write_uid)/);
      expect(['binary', 'html', 'one2many', 'many2many']).not.toContain(fieldsOf(version, 'sale.order')[name]?.type);
    }
  });
});

describe('persistent layer', () => {
  it('reads through and writes back', async () => {
    const saved = new Map<string, FieldsMap>();
    const store: FieldsStore = { get: async (k) => saved.get(k), set: async (k, v) => void saved.set(k, v) };
    const first = cacheFor('18', { store });
    await first.cache.getFields('res.partner');
    expect([...saved.keys()]).toEqual(['https://acme.odoo.com|db|en_US|res.partner']);
    const second = cacheFor('18', { store });
    expect((await second.cache.getFields('res.partner')).email?.type).toBe('char');
    expect(second.loads).toEqual([]);
  });

  it('a failing store does not fail the read', async () => {
    const store: FieldsStore = { get: () => Promise.reject(new Error('quota')), set: () => Promise.reject(new Error('quota')) };
    const { cache, loads } = cacheFor('17', { store });
    expect((await cache.getFields('res.partner')).name?.type).toBe('char');
    expect(loads).toEqual(['res.partner']);
  });

  it('a failed load is not cached', async () => {
    let fail = true;
    const cache = new FieldsCache({
      load: async (model) => {
        if (fail) throw new OdooError({ kind: 'network' });
        return fieldsOf('17', model);
      },
      scope: async () => 's',
    });
    await expect(cache.getFields('res.partner')).rejects.toMatchObject({ kind: 'network' });
    fail = false;
    await expect(cache.getFields('res.partner')).resolves.toHaveProperty('email');
  });
});

describe('suggestFields / editDistance', () => {
  it('distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('emial', 'email')).toBe(1);
  });

  it('ranks an exact label first', () => {
    const fields: FieldsMap = {
      partner_id: { type: 'many2one', string: 'Customer' },
      client_order_ref: { type: 'char', string: 'Customer Reference' },
      message_partner_ids: { type: 'many2many', string: 'Followers (Partners)' },
    };
    expect(suggestFields('customer', fields).map((s) => s.name)).toEqual(['partner_id', 'client_order_ref']);
  });
});
