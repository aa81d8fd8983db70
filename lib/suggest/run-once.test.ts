import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooStandIn } from '../../test/stand-ins/odoo/server';
import { WeftDb } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo/client';
import type { PageContext, TriggerKind } from '@/lib/messaging';
import { runProbesOnce } from './run-once';
import { page, standIn, trigger } from '@/test/suggest-kit';

let odoo: OdooStandIn;
let client: OdooClient;
beforeAll(async () => ({ odoo, client } = await standIn(18)));
afterAll(() => odoo.close());

describe('runProbesOnce (the bench)', () => {
  it('reports the stored suggestion, the RPCs per probe and the time to store it', async () => {
    const db = new WeftDb(`bench-${crypto.randomUUID()}`);
    const result = await runProbesOnce({ db, client, context: page(odoo.url, { model: 'sale.order', recordId: 9, title: 'S00009' }), trigger: trigger('record_opened') });
    expect(result.suggestion).toMatchObject({ probe: 'draft-missing-lines', status: 'new' });
    expect(result.rpcs).toEqual({ 'overdue-customer': 2, 'draft-missing-lines': 1 });
    // + one fields_get for sale.order: the client's field cache, kept for the session, as skills use it.
    expect(result.transportCalls).toBe(4);
    expect(result.ms).toBeGreaterThan(0);
    expect(await db.suggestions.count()).toBe(1);
    await db.delete();
  });

  it.each<[string, Partial<PageContext>, TriggerKind, string?]>([
    ['a quotation', { model: 'sale.order', recordId: 1 }, 'record_opened'],
    ['a customer', { model: 'res.partner', recordId: 5 }, 'record_opened'],
    ['a product', { model: 'product.template', recordId: 2 }, 'record_opened'],
    ['a draft invoice', { model: 'account.move', recordId: 7 }, 'record_saved'],
    ['an error', { model: 'sale.order', recordId: 1 }, 'error_shown', 'Boom'],
    ['an empty search', { model: 'res.partner', viewType: 'list' }, 'search_empty', 'Name: zzz'],
    ['an idle new form', { model: 'crm.lead', recordId: 'new' }, 'idle'],
  ])('speaks on %s with at most 2 RPCs per probe', async (_what, patch, kind, detail) => {
    const db = new WeftDb(`bench-${crypto.randomUUID()}`);
    const result = await runProbesOnce({ db, client, context: page(odoo.url, patch), trigger: trigger(kind, detail) });
    expect(result.suggestion).not.toBeNull();
    expect(result.results.filter((r) => r.error)).toEqual([]);
    for (const rpcs of Object.values(result.rpcs)) expect(rpcs).toBeLessThanOrEqual(2);
    await db.delete();
  });
});
