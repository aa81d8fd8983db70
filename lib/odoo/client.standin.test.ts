// The client against the Odoo stand-in over real HTTP, for every version, counting round trips.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOdooStandIn, type OdooStandIn, type OdooVersion } from '../../test/stand-ins/odoo/server';
import { OdooClient } from './client';
import { OdooError } from './errors';
import { fetchTransport } from './transport';

/** What the browser does for us: keep the session cookie Odoo sets and send it back. */
function cookieJarFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size) headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
    return response;
  };
}

async function loggedInClient(standIn: OdooStandIn, login = 'admin') {
  const transport = fetchTransport(standIn.url, cookieJarFetch());
  await transport('/web/session/authenticate', { db: 'weft', login, password: login });
  return new OdooClient({ origin: standIn.url, transport, companyIds: [1], retryDelayMs: 0 });
}

async function failure(promise: Promise<unknown>): Promise<OdooError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(OdooError);
  return error as OdooError;
}

/** Round trips one call costs. */
async function trips<T>(client: OdooClient, call: () => Promise<T>): Promise<[T, number]> {
  const before = client.rpcCount;
  const result = await call();
  return [result, client.rpcCount - before];
}

const isMany2oneOrFalse = (v: unknown) =>
  v === false || (typeof v === 'object' && v !== null && Object.keys(v).sort().join() === 'display_name,id');

describe.each<OdooVersion>([16, 17, 18, 19])('OdooClient against the Odoo %i stand-in', (version) => {
  let standIn: OdooStandIn;
  let client: OdooClient;

  beforeAll(async () => {
    standIn = await startOdooStandIn({ version });
    client = await loggedInClient(standIn);
    // Warm: the session and the fields the calls below use, as a running worker would have them.
    await client.session();
    await Promise.all(['sale.order', 'res.partner'].map((m) => client.fieldsGet(m)));
  });
  afterAll(() => standIn.close());

  it('knows the version and the user', async () => {
    const session = await client.session();
    expect(session.version.major).toBe(version);
    expect([session.uid, session.login, session.db]).toEqual([2, 'admin', 'weft']);
    expect(session.companies?.current).toBe(1);
  });

  it('a read skill is one round trip; many2one is {id, display_name} whatever the version', async () => {
    const fields = ['name', 'partner_id', 'amount_total', 'state'];
    const [result, n] = await trips(client, () => client.searchRead('sale.order', { fields, limit: 5, order: 'id desc' }));
    expect(n).toBe(1);
    expect(result.records.length).toBeGreaterThan(0);
    expect(result.length).toBeGreaterThanOrEqual(result.records.length);
    for (const record of result.records) {
      expect(typeof record.id).toBe('number');
      expect(isMany2oneOrFalse(record.partner_id)).toBe(true);
    }
    expect(standIn.calls.at(-1)?.method).toBe('web_search_read');
    const context = standIn.calls.at(-1)?.context;
    expect(context).toMatchObject({ lang: 'en_US', uid: 2, allowed_company_ids: [1] });
  });

  it('read, count, nameSearch: one round trip each', async () => {
    const [{ records }] = await trips(client, () => client.searchRead('res.partner', { fields: ['name'], limit: 1 }));
    const id = records[0]!.id;
    const [read, n1] = await trips(client, () => client.read('res.partner', [id, 99_999_999], ['name', 'country_id']));
    expect(n1).toBe(1);
    expect(read.map((r) => r.id)).toEqual([id]);
    expect(isMany2oneOrFalse(read[0]!.country_id)).toBe(true);
    const [count, n2] = await trips(client, () => client.count('res.partner', []));
    expect([count > 0, n2]).toEqual([true, 1]);
    const name = String(records[0]!.name).slice(0, 4);
    const [found, n3] = await trips(client, () => client.nameSearch('res.partner', name, { limit: 3 }));
    expect(n3).toBe(1);
    expect(found.some((p) => p.id === id)).toBe(true);
  });

  it('readGroup: same normalised rows on every version, counts add up', async () => {
    const domain = [['state', 'in', ['sale', 'done']]];
    const [rows, n] = await trips(client, () =>
      client.readGroup('sale.order', { domain, groupby: ['partner_id'], aggregates: ['amount_total:sum', '__count'] }),
    );
    expect(n).toBe(1);
    expect(standIn.calls.at(-1)?.method).toBe(version >= 19 ? 'formatted_read_group' : 'read_group');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(isMany2oneOrFalse(row.groups.partner_id)).toBe(true);
      expect(typeof row.aggregates['amount_total:sum']).toBe('number');
    }
    expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(await client.count('sale.order', domain));
  });

  it('readGroup: two aggregates of one field, ordered by one of them', async () => {
    const rows = await client.readGroup('sale.order', {
      groupby: ['state'],
      aggregates: ['amount_total:sum', 'amount_total:max'],
      orderby: 'amount_total:sum desc',
    });
    const sums = rows.map((r) => Number(r.aggregates['amount_total:sum']));
    expect(sums).toEqual([...sums].sort((a, b) => b - a));
    for (const row of rows) expect(Number(row.aggregates['amount_total:max'])).toBeLessThanOrEqual(Number(row.aggregates['amount_total:sum']));
  });

  it(`save: ${version >= 17 ? 'one round trip (web_save)' : 'two round trips (write/create + read)'}`, async () => {
    const expected = version >= 17 ? 1 : 2;
    const [created, n1] = await trips(client, () => client.save('res.partner', null, { name: 'Weft Test', email: 'weft@example.com' }, ['name', 'email']));
    expect(n1).toBe(expected);
    expect(created).toMatchObject({ name: 'Weft Test', email: 'weft@example.com' });
    const [updated, n2] = await trips(client, () => client.save('res.partner', created.id, { email: 'w@example.com' }, ['email', 'country_id']));
    expect(n2).toBe(expected);
    const methods = standIn.calls.slice(-expected).map((c) => c.method);
    expect(methods).toEqual(version >= 17 ? ['web_save'] : ['write', 'read']);
    expect(updated).toMatchObject({ id: created.id, email: 'w@example.com' });
    expect(await client.unlink('res.partner', [created.id])).toBe(true);
  });

  it('maps Odoo errors', async () => {
    expect((await failure(client.write('res.partner', [99_999_999], { name: 'x' }))).kind).toBe('missing_record');
    const badField = await failure(client.searchRead('res.partner', { domain: [['emial', '=', 'x']], fields: ['name'] }));
    expect(badField.kind).toBe('bad_request');
    expect(badField.hint).toMatch(/'email'/);
    expect((await failure(client.create('sale.order', {}))).kind).toBe('validation');
    expect((await failure(client.callKw('res.partner', 'no_such_method', [[1]]))).kind).toBe('bad_request');
  });

  it('a demo user is refused what admins may do', async () => {
    const demo = await loggedInClient(standIn, 'demo');
    const denied = await failure(demo.searchRead('ir.config_parameter', { fields: ['key'] }));
    expect(denied.kind).toBe('access_denied');
    expect(denied.userMessage()).toMatch(/^Odoo refused: you don't have access/);
  });

  it('retries a read once after a dropped connection, never a write', async () => {
    standIn.faults.failNext('drop');
    const [count, n] = await trips(client, () => client.count('res.partner'));
    expect([count > 0, n]).toEqual([true, 2]);
    standIn.faults.failNext('drop');
    const [error, m] = await trips(client, () => failure(client.write('res.partner', [3], { phone: '1' })));
    expect([error.kind, m]).toEqual(['network', 1]);
    standIn.faults.failNext('http500');
    expect((await failure(client.count('res.partner'))).kind).toBe('server_error');
  });

  it('an expired session says so, and the next session fetch fails the same way', async () => {
    const other = await loggedInClient(standIn);
    await other.session();
    standIn.expireSessions();
    const expired = await failure(other.count('res.partner'));
    expect(expired.kind).toBe('session_expired');
    expect(expired.userMessage()).toBe('Your Odoo session has expired — log in to Odoo again in the tab, then retry.');
    expect((await failure(other.session())).kind).toBe('session_expired');
  });
});
