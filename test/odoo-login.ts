import { OdooClient } from '@/lib/odoo/client';
import { fetchTransport } from '@/lib/odoo/transport';

/** A fetch that keeps cookies like a browser tab would (one jar per login), for Node tests. */
export function cookieFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
    return response;
  };
}

export interface Login {
  url: string;
  db: string;
  login: string;
  password: string;
}

/** Logs in as a user would in a tab, then returns the Weft client riding on that session. */
export async function loginClient({ url, db, login, password }: Login): Promise<{ client: OdooClient; fetch: typeof fetch }> {
  const fetchImpl = cookieFetch();
  const response = await fetchImpl(`${url}/web/session/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', method: 'call', id: 1, params: { db, login, password } }),
  });
  const body = (await response.json()) as { result?: { uid?: number }; error?: unknown };
  if (!body.result?.uid) throw new Error(`Login as ${login} failed: ${JSON.stringify(body.error ?? body).slice(0, 300)}`);
  const client = new OdooClient({ origin: url, transport: fetchTransport(url, fetchImpl), retryDelayMs: 10 });
  return { client, fetch: fetchImpl };
}
