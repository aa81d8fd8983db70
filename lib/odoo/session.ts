import { z } from '../messaging/zod';
import { OdooError } from './errors';

export interface OdooVersion {
  major: number;
  minor: number;
  /** server_version as Odoo reports it, e.g. '17.0-20240709', '18.0+e-20250520', 'saas~17.4+e'. */
  full: string;
  /** Odoo Online intermediate release (saas~X.Y). */
  saas: boolean;
}

export interface OdooCompany {
  id: number;
  name: string;
}

export interface OdooSession {
  uid: number;
  name: string;
  login: string;
  db: string;
  version: OdooVersion;
  userContext: { lang: string; tz?: string };
  /** Undefined for users without the company switcher (portal users on 16). */
  companies?: { current: number; allowed: OdooCompany[] };
  isAdmin: boolean;
  isSystem: boolean;
  partnerId?: number;
  /**
   * Changes when what the user may open changes: 16-18 hash the menus their groups and apps show
   * (cache_hashes.load_menus), 19 the installed modules (registry_hash). Rights cached per
   * identity are read again when it changes (lib/skills/rights.ts).
   */
  rightsStamp?: string;
}

// get_session_info differs across 16-19; only what Weft uses is parsed, and tolerantly.
const IdOrPair = z.union([z.number(), z.tuple([z.number(), z.string()], z.unknown())]);
const Company = z.object({ id: z.number(), name: z.string(), sequence: z.optional(z.number()) });
const CompanyPair = z.pipe(z.tuple([z.number(), z.string()]), z.transform(([id, name]) => ({ id, name })));

const SessionInfo = z.object({
  uid: z.int().check(z.positive()),
  name: z.optional(z.string()),
  username: z.optional(z.string()),
  login: z.optional(z.string()),
  db: z.string(),
  server_version: z.string(),
  server_version_info: z.optional(z.array(z.union([z.number(), z.string()]))),
  user_context: z.optional(z.object({ lang: z.optional(z.string()), tz: z.optional(z.union([z.string(), z.literal(false), z.null()])) })),
  user_companies: z.optional(z.object({
    current_company: IdOrPair,
    // 15+: a dict keyed by id; older: a list of [id, name]
    allowed_companies: z.union([z.record(z.string(), Company), z.array(z.union([Company, CompanyPair]))]),
  })),
  is_admin: z.optional(z.boolean()),
  is_system: z.optional(z.boolean()),
  partner_id: z.optional(IdOrPair),
  // Read leniently: a stamp that cannot be read only means rights are read again less often.
  cache_hashes: z.optional(z.unknown()),
  registry_hash: z.optional(z.unknown()),
});

/** Parses /web/session/get_session_info (see test/fixtures/odoo/{17,18}/session_info.json). */
export function parseSessionInfo(raw: unknown): OdooSession {
  if (typeof raw === 'object' && raw !== null && 'uid' in raw && !raw.uid) {
    throw new OdooError({ kind: 'session_expired', serverMessage: 'Not logged in to Odoo' });
  }
  const parsed = SessionInfo.safeParse(raw);
  if (!parsed.success) {
    throw new OdooError({ kind: 'server_error', serverMessage: `Unexpected session info: ${z.prettifyError(parsed.error)}` });
  }
  const info = parsed.data;
  const companies = info.user_companies && {
    current: idOf(info.user_companies.current_company),
    allowed: Object.values(info.user_companies.allowed_companies)
      .map((c) => ({ id: c.id, name: c.name, sequence: 'sequence' in c ? (c.sequence ?? 0) : 0 }))
      .sort((a, b) => a.sequence - b.sequence)
      .map(({ id, name }) => ({ id, name })),
  };
  const tz = info.user_context?.tz;
  const menus = typeof info.cache_hashes === 'object' && info.cache_hashes !== null ? (info.cache_hashes as { load_menus?: unknown }).load_menus : undefined;
  const stamp = [menus, info.registry_hash].filter((h): h is string => typeof h === 'string' && h !== '').join('|');
  return {
    uid: info.uid,
    name: info.name ?? '',
    login: info.username ?? info.login ?? '',
    db: info.db,
    version: parseVersion(info.server_version, info.server_version_info),
    userContext: { lang: info.user_context?.lang ?? 'en_US', ...(tz ? { tz } : {}) },
    ...(companies ? { companies } : {}),
    isAdmin: info.is_admin ?? false,
    isSystem: info.is_system ?? false,
    ...(info.partner_id !== undefined ? { partnerId: idOf(info.partner_id) } : {}),
    ...(stamp ? { rightsStamp: stamp } : {}),
  };
}

/** server_version_info is [17, 0, 0, 'final', 0, ''] or, on Odoo Online, ['saas~17', 4, 0, 'final', 0, '']. */
export function parseVersion(full: string, info?: Array<number | string>): OdooVersion {
  const fromText = /(\d+)\.(\d+)/.exec(full);
  const head = info?.[0];
  const major = typeof head === 'number' ? head : Number(/(\d+)/.exec(String(head ?? ''))?.[1] ?? fromText?.[1] ?? 0);
  const second = info?.[1];
  const minor = typeof second === 'number' ? second : Number(fromText?.[2] ?? 0);
  return { major, minor, full, saas: full.startsWith('saas') || String(head ?? '').startsWith('saas') };
}

/**
 * The name of the company the user works in: the first of `companyIds` (what the tab has active,
 * current first), else the session's current company. The one place this is decided.
 */
export function activeCompanyName(session: Pick<OdooSession, 'companies'>, companyIds?: readonly number[]): string | undefined {
  const current = companyIds?.[0] ?? session.companies?.current;
  return session.companies?.allowed.find((c) => c.id === current)?.name;
}

function idOf(value: z.infer<typeof IdOrPair>): number {
  return typeof value === 'number' ? value : value[0];
}
