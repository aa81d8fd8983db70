import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OdooStandIn, startOdooStandIn } from './server.ts';
import { TestClient } from './test-client.ts';

let odoo: OdooStandIn;
let admin: TestClient;
beforeAll(async () => {
  odoo = await startOdooStandIn();
});
afterAll(() => odoo.close());
beforeEach(async () => {
  odoo.reset();
  admin = new TestClient(odoo.url);
  await admin.login();
  odoo.calls.length = 0;
});

describe('faults', () => {
  it('adds latency to every JSON-RPC response', async () => {
    odoo.faults.latencyMs = 150;
    const started = Date.now();
    await admin.ok('res.partner', 'search_count', [[]]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('answers the next calls with an HTML 500 page', async () => {
    odoo.faults.failNext('http500', 2);
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${odoo.url}/web/dataset/call_kw`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<title>500 Internal Server Error</title>');
    }
    expect(await admin.ok('res.partner', 'search_count', [[]])).toBeGreaterThan(0);
  });

  it('drops the connection without an answer', async () => {
    odoo.faults.failNext('drop');
    await expect(admin.call('res.partner', 'search_count', [[]])).rejects.toThrow(/fetch failed/);
    expect(await admin.ok('res.partner', 'search_count', [[]])).toBeGreaterThan(0);
  });

  it('answers session expired once, without ending the session', async () => {
    odoo.faults.failNext('expire');
    const body = await admin.call('res.partner', 'search_count', [[]]);
    expect(body.error).toMatchObject({ code: 100, data: { name: 'odoo.http.SessionExpiredException', message: 'Session expired' } });
    expect(await admin.ok('res.partner', 'search_count', [[]])).toBeGreaterThan(0);
  });

  it('holds the next call to a path until released; the calls after it and to other paths are not held', async () => {
    const release = odoo.faults.holdNext('res.partner/search_count');
    let answered = false;
    const held = admin.ok('res.partner', 'search_count', [[]]).then((n) => ((answered = true), n));
    await expect.poll(() => odoo.calls.filter((c) => c.model === 'res.partner').length).toBe(1);
    expect(await admin.ok('res.partner', 'search_count', [[]])).toBeGreaterThan(0); // the next one passes
    expect(await admin.ok('sale.order', 'search_count', [[]])).toBeGreaterThan(0);
    expect(answered).toBe(false);
    release();
    expect(await held).toBeGreaterThan(0);
  });

  it('a held call whose caller went away is not answered, and the server goes on', async () => {
    const release = odoo.faults.holdNext('res.partner/search_count');
    const caller = new AbortController();
    const held = fetch(`${odoo.url}/web/dataset/call_kw/res.partner/search_count`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', method: 'call', params: { model: 'res.partner', method: 'search_count', args: [[]], kwargs: {} } }),
      signal: caller.signal,
    });
    await expect.poll(() => odoo.calls.filter((c) => c.model === 'res.partner').length).toBe(1);
    caller.abort();
    await expect(held).rejects.toThrow();
    release();
    expect(await admin.ok('res.partner', 'search_count', [[]])).toBeGreaterThan(0);
  });

  it('clear() removes pending faults and latency', async () => {
    odoo.faults.failNext('http500', 5);
    odoo.faults.latencyMs = 1000;
    odoo.faults.holdNext('res.partner/search_count');
    odoo.faults.clear();
    expect(await admin.ok('res.partner', 'search_count', [[]])).toBeGreaterThan(0);
  });
});

describe('call log', () => {
  it('records path, model, method, uid and context of each call', async () => {
    await admin.ok('sale.order', 'search_read', [[]], { fields: ['name'], limit: 1, context: { allowed_company_ids: [1], lang: 'en_US' } });
    await admin.rpc('/web/dataset/call_button', { model: 'sale.order', method: 'action_confirm', args: [[1]], kwargs: {} });
    await new TestClient(odoo.url).rpc('/web/session/get_session_info');
    expect(odoo.calls).toEqual([
      { path: '/web/dataset/call_kw/sale.order/search_read', model: 'sale.order', method: 'search_read', uid: 2, context: { allowed_company_ids: [1], lang: 'en_US' } },
      { path: '/web/dataset/call_button', model: 'sale.order', method: 'action_confirm', uid: 2, ids: [1] },
      { path: '/web/session/get_session_info' },
    ]);
  });

  it('reset clears the log, faults and sessions, and re-seeds with the real clock', async () => {
    odoo.db.now = () => new Date('2001-01-01T00:00:00Z');
    odoo.db.write('res.partner', 5, { name: 'Changed' });
    odoo.faults.failNext('drop');
    odoo.reset();
    expect(odoo.calls).toEqual([]);
    expect(odoo.db.get('res.partner', 5)?.name).toBe('Azure Interior');
    expect(odoo.db.timestamp().slice(0, 4)).toBe(String(new Date().getUTCFullYear()));
    expect((await admin.call('res.partner', 'search_count', [[]])).error.code).toBe(100);
  });
});
