import Dexie from 'dexie';
import { adoptLegacy, db, identityKey, identityOf, legacyKey, type Identity } from '@/lib/db';
import { i18nFor, spokenLanguage, type I18n } from '@/lib/i18n';
import { isOdooError } from '@/lib/odoo/errors';
import type { OdooSession } from '@/lib/odoo/session';
import { odooClientFor } from './clients';
import { followMenuLanguage } from './ask-menu';
import { getSettings } from '@/lib/settings';

// The one place the worker learns who is signed in to an Odoo origin: get_session_info read with
// the user's own cookie. Everything per user (conversations, journal, memory, suggestions) is
// keyed by the identity this returns; the last answer per origin is kept for the status line.

export interface SignedIn {
  identity: Identity | null;
  session: OdooSession | null;
  /** One sentence when there is no one (session expired, Odoo down). */
  problem: string | null;
}

const latest = new Map<string, SignedIn>();
/** An answer asked for while the user writes a message (chat/writing): used once, by the Send that follows. */
const asked = new Map<string, { at: number; answer: Promise<SignedIn> }>();
/** How old an answer asked while writing may be when Send uses it. */
export const WRITING_MS = 10_000;
const lastLang = new Map<string, string | null>();
const adopted = new Set<string>();

/** Who is signed in at `origin`; `refresh` asks Odoo again (after a login, before acting). */
export async function resolveIdentity(origin: string, refresh: boolean): Promise<SignedIn> {
  const client = odooClientFor(origin);
  // Read beside the session, not after it: Send waits on this answer.
  const settings = getSettings().catch(() => ({ language: undefined }));
  let found: SignedIn;
  try {
    const session = await client.session({ refresh });
    found = { identity: identityOf(client.origin, session), session, problem: null };
    void adoptOnce(found.identity!);
  } catch (error) {
    // Said in the language of whoever was signed in here last (the session that failed has none).
    const i18n = userI18n(client.origin);
    found = { identity: null, session: null, problem: isOdooError(error) ? error.userMessage(i18n) : i18n.t('odoo.noSession') };
  }
  latest.set(client.origin, found);
  if (found.session) {
    // The language the user chose in Settings (Odoo's by default) for what the worker says.
    const { language } = await settings;
    const spoken = spokenLanguage(language, found.session.userContext.lang);
    lastLang.set(client.origin, spoken);
    void followMenuLanguage(spoken).catch(() => undefined);
  }
  return found;
}

/**
 * The user is writing in the panel: Odoo is asked who is signed in now, and the answer waits for
 * their Send (at most one question in flight per origin, a new one after WRITING_MS/2).
 */
export function askWhileWriting(origin: string, now = Date.now()): void {
  const key = new URL(origin).origin;
  const last = asked.get(key);
  if (last && now - last.at < WRITING_MS / 2) return;
  asked.set(key, { at: now, answer: resolveIdentity(key, true) });
}

/**
 * Who is signed in at `origin` for a Send: the answer asked while the user wrote, when it is recent
 * and no later answer (a page load in the tab, a login) names someone else; otherwise Odoo is asked
 * now. Used once: the next message asks again. Nothing is kept across identities: a user switch
 * seen in between sends the question to Odoo again.
 */
export async function identityForSend(origin: string, now = Date.now()): Promise<SignedIn> {
  const key = new URL(origin).origin;
  const early = asked.get(key);
  asked.delete(key);
  if (early && now - early.at < WRITING_MS) {
    const found = await early.answer;
    const since = latest.get(key);
    const same = (a: SignedIn | undefined) => (a?.identity ? identityKey(a.identity) : null);
    if (found.identity && same(found) === same(since)) return found;
  }
  return resolveIdentity(origin, true);
}

/** The last answer for `origin`, without asking Odoo (status lines, routing events to panels). */
export function knownIdentity(origin: string): SignedIn | undefined {
  return latest.get(new URL(origin).origin);
}

/** Rows from before identities (schema 1) that name this user, adopted once per worker life. */
async function adoptOnce(identity: Identity): Promise<void> {
  const key = identityKey(identity);
  if (adopted.has(key)) return;
  adopted.add(key);
  const legacy = legacyKey(identity.origin);
  const waiting = await db.operations.where('[identity+createdAt]').between([legacy, Dexie.minKey], [legacy, Dexie.maxKey]).count().catch(() => 0);
  if (!waiting) return;
  await adoptLegacy(db, identity, await odooClientFor(identity.origin).databases()).catch((e) => console.warn('[weft] adopt', e));
}

/**
 * The words and formats for sentences the worker writes for the user of `origin`: their Odoo
 * language (res.users lang), the last one seen there when the session is gone, else the browser's.
 */
export function userI18n(origin: string | undefined): I18n {
  const key = origin ? new URL(origin).origin : undefined;
  return i18nFor(key ? lastLang.get(key) : undefined);
}
