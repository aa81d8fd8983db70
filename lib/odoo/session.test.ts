import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OdooError } from './errors';
import { parseSessionInfo, parseVersion } from './session';
import { versionAtLeast } from './versions';

const result = (version: string, name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/odoo/${version}/${name}.json`, import.meta.url), 'utf8')).result;

describe('parseSessionInfo with recorded sessions', () => {
  it('Odoo 17 admin', () => {
    expect(parseSessionInfo(result('17', 'session_info'))).toEqual({
      uid: 2,
      name: 'Mitchell Admin',
      login: 'admin',
      db: 'odoo17',
      version: { major: 17, minor: 0, full: '17.0-20240709', saas: false },
      userContext: { lang: 'en_US', tz: 'Europe/Brussels' },
      companies: {
        current: 1,
        allowed: [
          { id: 1, name: 'My Company (San Francisco)' },
          { id: 2, name: 'My Company (Chicago)' },
        ],
      },
      isAdmin: true,
      isSystem: true,
      partnerId: 3,
      rightsStamp: '0ebe2f5f94f11e15696bdec780c910b2260b093178df62a20490886f9503d02e',
    });
  });

  it('Odoo 18 admin (same company shape, no user_id, storeData ignored)', () => {
    const session = parseSessionInfo(result('18', 'session_info'));
    expect(session).toMatchObject({
      uid: 2,
      login: 'admin',
      db: 'odoo18',
      version: { major: 18, minor: 0, full: '18.0+e-20250520', saas: false },
      companies: { current: 1 },
      isAdmin: true,
      partnerId: 3,
    });
    expect(session.companies?.allowed.map((c) => c.id)).toEqual([1, 2]);
  });

  it.each(['17', '18'])('Odoo %s demo user is not admin', (version) => {
    const session = parseSessionInfo(result(version, 'auth_demo'));
    expect([session.uid, session.login, session.isAdmin, session.isSystem]).toEqual([6, 'demo', false, false]);
  });

  it('Odoo 16/older shapes: pairs for companies and partner, login instead of username, tz false', () => {
    const session = parseSessionInfo({
      uid: 7,
      name: 'Ann',
      login: 'ann',
      db: 'prod',
      server_version: '16.0+e',
      server_version_info: [16, 0, 0, 'final', 0, 'e'],
      user_context: { lang: 'fr_BE', tz: false },
      user_companies: { current_company: [3, 'Acme BE'], allowed_companies: [[3, 'Acme BE'], [4, 'Acme NL']] },
      partner_id: [9, 'Ann'],
    });
    expect(session).toEqual({
      uid: 7,
      name: 'Ann',
      login: 'ann',
      db: 'prod',
      version: { major: 16, minor: 0, full: '16.0+e', saas: false },
      userContext: { lang: 'fr_BE' },
      companies: { current: 3, allowed: [{ id: 3, name: 'Acme BE' }, { id: 4, name: 'Acme NL' }] },
      isAdmin: false,
      isSystem: false,
      partnerId: 9,
    });
  });

  it('stamps the rights by the menus hash (16-18) or the registry hash (19); an odd shape leaves no stamp', () => {
    const base = { uid: 6, db: 'x', server_version: '19.0' };
    expect(parseSessionInfo({ ...base, registry_hash: 'c737' }).rightsStamp).toBe('c737');
    expect(parseSessionInfo({ ...base, cache_hashes: { translations: 't', load_menus: 'm1' } }).rightsStamp).toBe('m1');
    expect(parseSessionInfo({ ...base, cache_hashes: null, registry_hash: 3 }).rightsStamp).toBeUndefined();
  });

  it('no uid means not logged in', () => {
    expect(() => parseSessionInfo({ uid: false, db: 'x' })).toThrow(expect.objectContaining({ kind: 'session_expired' }));
  });

  it('an unexpected shape is a server error that says what is wrong', () => {
    const error = (() => {
      try {
        parseSessionInfo({ uid: 2 });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(OdooError);
    expect((error as OdooError).kind).toBe('server_error');
    expect((error as OdooError).serverMessage).toMatch(/db/);
  });
});

describe('parseVersion', () => {
  it.each([
    ['17.0-20240709', [17, 0, 0, 'final', 0, ''], { major: 17, minor: 0, saas: false }],
    ['saas~17.4+e', ['saas~17', 4, 0, 'final', 0, ''], { major: 17, minor: 4, saas: true }],
    ['19.0', undefined, { major: 19, minor: 0, saas: false }],
    ['saas~18.3+e', undefined, { major: 18, minor: 3, saas: true }],
  ] as const)('%s', (full, info, expected) => {
    expect(parseVersion(full, info ? [...info] : undefined)).toEqual({ ...expected, full });
  });

  it('compares', () => {
    const v = parseVersion('saas~17.4', ['saas~17', 4]);
    expect(versionAtLeast(v, 17)).toBe(true);
    expect(versionAtLeast(v, 17, 2)).toBe(true);
    expect(versionAtLeast(v, 18)).toBe(false);
  });
});
