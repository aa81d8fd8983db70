import { randomBytes } from 'node:crypto';
import type { StandInDb } from './db.ts';
import { displayName } from './display-name.ts';
import { fixtureVersion, type OdooVersion, readFixture } from './models.ts';

export const DB_NAME = 'weft';
export const SESSION_MAX_AGE = 7 * 24 * 3600;

/** Only the stand-in knows passwords; res.users never exposes them. */
export const PASSWORDS: Record<string, string> = { admin: 'admin', demo: 'demo' };

const VERSIONS: Record<OdooVersion, { server_version: string; info: [number, number, number, string, number, string] }> = {
  16: { server_version: '16.0-20231212', info: [16, 0, 0, 'final', 0, ''] },
  17: { server_version: '17.0-20240709', info: [17, 0, 0, 'final', 0, ''] },
  18: { server_version: '18.0+e-20250520', info: [18, 0, 0, 'final', 0, ''] },
  19: { server_version: '19.0', info: [19, 0, 0, 'final', 0, ''] },
};

export function versionInfo(version: OdooVersion) {
  const v = VERSIONS[version];
  return { server_version: v.server_version, server_version_info: v.info, server_serie: `${version}.0`, protocol_version: 1 };
}

export class Sessions {
  private byId = new Map<string, number>();

  open(uid: number): string {
    const sid = randomBytes(20).toString('hex');
    this.byId.set(sid, uid);
    return sid;
  }

  uid(sid: string | undefined): number | undefined {
    return sid ? this.byId.get(sid) : undefined;
  }

  close(sid: string | undefined): void {
    if (sid) this.byId.delete(sid);
  }

  clear(): void {
    this.byId.clear();
  }
}

export function sessionCookie(sid: string, now: Date): string {
  const expires = new Date(now.getTime() + SESSION_MAX_AGE * 1000).toUTCString();
  // Like Odoo: no SameSite attribute.
  return `session_id=${sid}; Expires=${expires}; Max-Age=${SESSION_MAX_AGE}; HttpOnly; Path=/`;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

// The recorded session info is deep and loosely typed; it is only patched and passed on.
type Json = Record<string, any>;

/** ir.http.session_info(): the recorded response of this version, with this user and this server. */
export function sessionInfo(db: StandInDb, version: OdooVersion, uid: number, baseUrl: string): Json {
  const admin = uid === 2 || uid === 1;
  const recorded = readFixture(fixtureVersion(version), admin ? 'auth_admin.json' : 'auth_demo.json') as { result: Json };
  const info = structuredClone(recorded.result);
  const user = db.get('res.users', uid);
  const partnerId = Number(user?.partner_id ?? 0);
  const companyIds = Array.isArray(user?.company_ids) ? (user.company_ids as number[]) : [1];
  const v = VERSIONS[version];
  Object.assign(info, {
    uid,
    is_system: admin,
    is_admin: admin,
    user_context: { lang: String(user?.lang || 'en_US'), tz: String(user?.tz || 'Europe/Brussels'), uid },
    db: DB_NAME,
    server_version: v.server_version,
    server_version_info: v.info,
    name: String(user?.name ?? ''),
    username: String(user?.login ?? ''),
    partner_display_name: displayName(db, 'res.partner', db.get('res.partner', partnerId)),
    partner_id: partnerId,
    'web.base.url': baseUrl,
  });
  info.user_companies = {
    current_company: Number(user?.company_id ?? companyIds[0]),
    allowed_companies: Object.fromEntries(
      companyIds.map((id) => {
        const company = db.get('res.company', id);
        return [String(id), { id, name: String(company?.name ?? ''), sequence: Number(company?.sequence ?? 0), child_ids: [], parent_id: false }];
      }),
    ),
    disallowed_ancestor_companies: {},
  };
  // 19 dropped cache_hashes from the session info and tells the modules' state by registry_hash.
  if (version >= 19) {
    delete info.cache_hashes;
    info.registry_hash = 'c737888decdb146700bc20581294346859d718f36af0e1d15cc92e5a8fa944d9';
  }
  if (info.user_settings) info.user_settings.user_id = { id: uid };
  if ('user_id' in info) info.user_id = [uid];
  if ('partner_write_date' in info) info.partner_write_date = db.get('res.partner', partnerId)?.write_date ?? false;
  const store = info.storeData?.Store;
  if (store) {
    store.self = { id: partnerId, type: 'partner' };
    if (store.settings) store.settings.user_id = { id: uid };
  }
  return info;
}
