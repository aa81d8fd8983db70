// A tiny JSON-RPC client with a cookie jar, for the stand-in's own tests.
import { readFixture } from './models.ts';

// Results are whatever Odoo answers; each test checks the parts it cares about.
export type Body = { jsonrpc: string; id: unknown; result?: any; error?: any };

export class TestClient {
  readonly cookies = new Map<string, string>();
  private nextId = 1;

  constructor(readonly baseUrl: string) {}

  private cookieHeader(): Record<string, string> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return cookie ? { cookie } : {};
  }

  private keepCookies(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      this.cookies.set(name.trim(), value.join('='));
    }
  }

  async post(path: string, params: unknown): Promise<{ response: Response; body: Body }> {
    const response = await fetch(this.baseUrl + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...this.cookieHeader() },
      body: JSON.stringify({ jsonrpc: '2.0', method: 'call', id: this.nextId++, params }),
    });
    this.keepCookies(response);
    return { response, body: (await response.json()) as Body };
  }

  async rpc(path: string, params: unknown = {}): Promise<Body> {
    return (await this.post(path, params)).body;
  }

  async login(login = 'admin', password = login): Promise<Body> {
    return this.rpc('/web/session/authenticate', { db: 'weft', login, password });
  }

  call(model: string, method: string, args: unknown[] = [], kwargs: Record<string, unknown> = {}): Promise<Body> {
    return this.rpc(`/web/dataset/call_kw/${model}/${method}`, { model, method, args, kwargs });
  }

  /** call_kw that must succeed: returns the result. */
  async ok(model: string, method: string, args: unknown[] = [], kwargs: Record<string, unknown> = {}): Promise<any> {
    const body = await this.call(model, method, args, kwargs);
    if (body.error) throw new Error(`${model}.${method}: ${body.error.data.name}: ${body.error.data.message}`);
    return body.result;
  }

  async get(path: string): Promise<Response> {
    const response = await fetch(this.baseUrl + path, { headers: this.cookieHeader(), redirect: 'manual' });
    this.keepCookies(response);
    return response;
  }
}

export function fixture(version: 17 | 18, name: string): Body {
  return readFixture(version, `${name}.json`) as Body;
}

/** An error envelope without the parts that differ between runs (id and traceback). */
export function comparable(body: Body) {
  const { debug, ...data } = body.error?.data ?? {};
  return { jsonrpc: body.jsonrpc, error: body.error && { ...body.error, data }, hasDebug: typeof debug === 'string' };
}
