import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OdooStandIn, startOdooStandIn } from './server.ts';
import { TestClient } from './test-client.ts';

let odoo: OdooStandIn;
beforeAll(async () => {
  odoo = await startOdooStandIn();
});
afterAll(() => odoo.close());
beforeEach(() => {
  odoo.reset();
  odoo.setVersion(17);
});

describe('login page', () => {
  it('is a login form that is not the web client', async () => {
    const response = await new TestClient(odoo.url).get('/web/login?redirect=%2Fweb');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<form class="oe_login_form"');
    expect(html).toMatch(/<input type="hidden" name="db" value="weft">/);
    expect(html).toMatch(/name="login"/);
    expect(html).toMatch(/type="password" [^>]*name="password"/);
    expect(html).not.toContain('o_web_client');
  });

  it('also accepts a plain form post, redirecting with the session cookie', async () => {
    const post = (password: string) =>
      fetch(`${odoo.url}/web/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ db: 'weft', login: 'demo', password, redirect: '/web#action=101' }),
      });
    const ok = await post('demo');
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/web#action=101');
    expect(ok.headers.get('set-cookie')).toMatch(/^session_id=\w+;.*HttpOnly; Path=\/$/);
    const wrong = await post('nope');
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain('Wrong login/password</p>');
  });
});

describe('web client pages', () => {
  it.each([
    [17, '/web', '/web/login?redirect=%2Fweb'],
    [18, '/odoo/sales/7', '/web/login?redirect=%2Fodoo%2Fsales%2F7'],
    [19, '/odoo', '/web/login?redirect=%2Fodoo'],
  ] as const)('Odoo %s sends %s to the login page without a session', async (version, path, location) => {
    odoo.setVersion(version);
    const response = await new TestClient(odoo.url).get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each([
    [16, '/web'],
    [17, '/web'],
    [18, '/odoo/sales/new'],
    [19, '/odoo/contacts/3'],
  ] as const)('Odoo %s serves %s as the web client with its session info', async (version, path) => {
    odoo.setVersion(version);
    const client = new TestClient(odoo.url);
    await client.login('demo');
    const response = await client.get(path);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<body class="o_web_client">');
    expect(html).toContain('__session_info__');
    expect(html).toContain(`"version":${version}`);
    expect(html).toContain('"username":"demo"');
  });

  it('has no /odoo routes before 18, like Odoo 17', async () => {
    const client = new TestClient(odoo.url);
    await client.login();
    expect((await client.get('/odoo/sales')).status).toBe(404);
    odoo.setVersion(18);
    expect((await client.get('/odoo/sales')).status).toBe(200);
  });

  it('sends / to the version home', async () => {
    expect((await new TestClient(odoo.url).get('/')).headers.get('location')).toBe('/web');
    odoo.setVersion(18);
    expect((await new TestClient(odoo.url).get('/')).headers.get('location')).toBe('/odoo');
  });
});
