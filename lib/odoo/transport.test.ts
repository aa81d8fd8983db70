import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OdooError } from './errors';
import { fetchTransport } from './transport';

const fixtureText = (version: string, name: string) =>
  readFileSync(new URL(`../../test/fixtures/odoo/${version}/${name}.json`, import.meta.url), 'utf8');

// A real HTTP server replaying recorded Odoo bodies, so fetch, headers and timeouts are the real ones.
const requests: Array<{ url: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }> = [];
const routes: Record<string, (res: ServerResponse) => void> = {
  '/web/dataset/call_kw/res.partner/search_read': (res) => json(res, fixtureText('18', 'err_session_expired')),
  '/web/dataset/call_kw/sale.order/web_search_read': (res) => json(res, fixtureText('17', 'web_search_read_sale.order')),
  '/web/dataset/call_kw/res.partner/write': (res) => json(res, fixtureText('17', 'err_missing_write')),
  '/bad-gateway': (res) => res.writeHead(502, { 'Content-Type': 'text/html' }).end('<html><title>502 Bad Gateway</title></html>'),
  '/crash': (res) => res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Internal Server Error</h1>'),
  '/not-json': (res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>proxy login</html>'),
  '/redirect-login': (res) => res.writeHead(303, { Location: '/web/login' }).end(),
  '/web/login': (res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<form class="oe_login_form"></form>'),
  // What real 16-19 send for a method that returned None (action_apply_inventory): no `result`.
  '/web/dataset/call_kw/stock.quant/action_apply_inventory': (res) => json(res, '{"jsonrpc": "2.0", "id": 6}'),
  '/slow': () => undefined, // never answers
};

function json(res: ServerResponse, body: string) {
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
}

const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    requests.push({ url: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : {} });
    (routes[req.url ?? ''] ?? ((r: ServerResponse) => r.writeHead(404).end('<title>404: Not Found</title>')))(res);
  });
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<OdooError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(OdooError);
  return error as OdooError;
}

describe('fetchTransport', () => {
  it('posts a JSON-RPC call and resolves with the result', async () => {
    const rpc = fetchTransport(`${origin}/`);
    const params = { model: 'sale.order', method: 'web_search_read', args: [], kwargs: { limit: 3 } };
    const result = await rpc('/web/dataset/call_kw/sale.order/web_search_read', params);
    expect(result).toMatchObject({ length: 23, records: [{ id: 24, name: 'S00024' }, {}, {}] });
    const sent = requests.at(-1)!;
    expect(sent.url).toBe('/web/dataset/call_kw/sale.order/web_search_read');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.body).toMatchObject({ jsonrpc: '2.0', method: 'call', params });
    expect(typeof sent.body.id).toBe('number');
  });

  it('resolves with null when Odoo leaves the result out (the method returned None)', async () => {
    const rpc = fetchTransport(origin);
    expect(await rpc('/web/dataset/call_kw/stock.quant/action_apply_inventory', {})).toBeNull();
  });

  it('maps envelope errors', async () => {
    const rpc = fetchTransport(origin);
    expect((await failure(rpc('/web/dataset/call_kw/res.partner/search_read', {}))).kind).toBe('session_expired');
    const missing = await failure(rpc('/web/dataset/call_kw/res.partner/write', {}));
    expect(missing.kind).toBe('missing_record');
    expect(missing.origin).toBe(origin);
  });

  it('maps HTTP failures', async () => {
    const rpc = fetchTransport(origin);
    const gateway = await failure(rpc('/bad-gateway', {}));
    expect([gateway.kind, gateway.status, gateway.serverMessage]).toEqual(['network', 502, '502 Bad Gateway']);
    expect((await failure(rpc('/crash', {}))).kind).toBe('server_error');
    expect((await failure(rpc('/nowhere', {}))).kind).toBe('bad_request');
    expect((await failure(rpc('/not-json', {}))).kind).toBe('server_error');
    expect((await failure(rpc('/redirect-login', {}))).kind).toBe('session_expired');
  });

  it('times out with kind timeout', async () => {
    const rpc = fetchTransport(origin);
    const error = await failure(rpc('/slow', {}, { timeoutMs: 100 }));
    expect(error.kind).toBe('timeout');
    expect(error.retryable).toBe(true);
  });

  it("rethrows the caller's cancel as is, not as an Odoo failure", async () => {
    const rpc = fetchTransport(origin);
    const controller = new AbortController();
    const pending = rpc('/slow', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(rpc('/slow', {}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('maps an unreachable server to a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(fetchTransport(deadOrigin)('/web/session/get_session_info', {}));
    expect(error.kind).toBe('network');
    expect(error.userMessage()).toBe(`Odoo could not be reached at ${deadOrigin} — is the server up?`);
  });

  it('sends the session cookie (credentials include)', async () => {
    let init: RequestInit | undefined;
    const spyFetch: typeof fetch = async (input, given) => {
      init = given;
      return fetch(input, given);
    };
    await fetchTransport(origin, spyFetch)('/web/dataset/call_kw/sale.order/web_search_read', {});
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
  });
});
