import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OdooStandIn, startOdooStandIn } from './server.ts';
import { comparable, fixture, TestClient } from './test-client.ts';

let odoo: OdooStandIn;
beforeAll(async () => {
  odoo = await startOdooStandIn();
});
afterAll(() => odoo.close());
beforeEach(() => {
  odoo.reset();
  odoo.setVersion(17);
});

const keysOf = (o: object) => Object.keys(o).sort();

describe('authenticate', () => {
  it('sets an HttpOnly session_id cookie on / without SameSite, like Odoo', async () => {
    const client = new TestClient(odoo.url);
    const { response, body } = await client.post('/web/session/authenticate', { db: 'weft', login: 'admin', password: 'admin' });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^session_id=[0-9a-f]{40}; Expires=[^;]+ GMT; Max-Age=604800; HttpOnly; Path=\/$/);
    expect(cookie.toLowerCase()).not.toContain('samesite');
    expect(body.result).toMatchObject({ uid: 2, name: 'Mitchell Admin', username: 'admin', db: 'weft', partner_id: 3 });
  });

  it.each([17, 18] as const)('answers with the recorded %s session info shape, for admin and demo', async (version) => {
    odoo.setVersion(version);
    for (const [login, uid] of [['admin', 2], ['demo', 6]] as const) {
      const body = await new TestClient(odoo.url).login(login);
      const recorded = fixture(version, `auth_${login}`).result;
      expect(keysOf(body.result)).toEqual(keysOf(recorded));
      expect(body.result.server_version).toBe(recorded.server_version);
      expect(body.result.server_version_info).toEqual(recorded.server_version_info);
      expect(body.result.user_context).toEqual({ lang: 'en_US', tz: 'Europe/Brussels', uid });
      expect(body.result.is_admin).toBe(login === 'admin');
      expect(keysOf(body.result.user_companies)).toEqual(keysOf(recorded.user_companies));
      expect(body.result.user_companies.allowed_companies['2']).toEqual({ id: 2, name: 'My Company (Chicago)', sequence: 10, child_ids: [], parent_id: false });
      expect(body.result['web.base.url']).toBe(odoo.url);
    }
  });

  it('refuses a wrong password with the real AccessDenied error', async () => {
    const body = await new TestClient(odoo.url).login('admin', 'nope');
    expect(body.error).toMatchObject({
      code: 200,
      message: 'Odoo Server Error',
      data: { name: 'odoo.exceptions.AccessDenied', message: 'Access Denied', arguments: ['Access Denied'], context: {} },
    });
  });
});

describe('session', () => {
  it.each([17, 18] as const)('get_session_info without a cookie is the recorded %s session-expired envelope', async (version) => {
    odoo.setVersion(version);
    const { response, body } = await new TestClient(odoo.url).post('/web/session/get_session_info', {});
    expect(response.status).toBe(200);
    expect(body.id).toBeNull();
    expect(comparable(body)).toEqual(comparable(fixture(version, 'err_session_expired')));
  });

  it('call_kw without a cookie is session expired too', async () => {
    const body = await new TestClient(odoo.url).call('res.partner', 'search_read', [[]], { fields: ['name'] });
    expect(comparable(body)).toEqual(comparable(fixture(17, 'err_session_expired')));
  });

  it('get_session_info with the cookie matches the recorded response', async () => {
    const client = new TestClient(odoo.url);
    await client.login();
    const body = await client.rpc('/web/session/get_session_info');
    expect(keysOf(body.result)).toEqual(keysOf(fixture(17, 'session_info').result));
    expect(body.result.uid).toBe(2);
  });

  it('expireSessions invalidates every cookie already handed out', async () => {
    const client = new TestClient(odoo.url);
    await client.login();
    expect((await client.call('res.partner', 'search_count', [[]])).result).toBeGreaterThan(0);
    odoo.expireSessions();
    const body = await client.call('res.partner', 'search_count', [[]]);
    expect(body.error.code).toBe(100);
    expect(body.error.data.name).toBe('odoo.http.SessionExpiredException');
  });

  it('logout ends the session', async () => {
    const client = new TestClient(odoo.url);
    await client.login();
    const response = await client.get('/web/session/logout');
    expect(response.status).toBe(303);
    expect((await client.rpc('/web/session/get_session_info')).error.code).toBe(100);
  });

  it('version_info needs no session and follows setVersion', async () => {
    const client = new TestClient(odoo.url);
    odoo.setVersion(19);
    expect((await client.rpc('/web/webclient/version_info')).result).toEqual({
      server_version: '19.0', server_version_info: [19, 0, 0, 'final', 0, ''], server_serie: '19.0', protocol_version: 1,
    });
    expect(odoo.version).toBe(19);
  });
});
