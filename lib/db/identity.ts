// Who a row belongs to: one Odoo user of one database at one origin. Everything a user does in
// Weft (conversations, journal, memory, suggestions, usage) is keyed by this, never by origin
// alone: offices share browsers and consultants open several databases on one origin.

export interface Identity {
  origin: string;
  db: string;
  uid: number;
  /** The user's name as Odoo shows it, for "made by … on db …". */
  name: string;
}

/** The key stored on rows: origin, database and user id; the name is not part of it. */
export function identityKey(identity: Pick<Identity, 'origin' | 'db' | 'uid'>): string {
  return `${identity.origin}|${identity.db}|${identity.uid}`;
}

/**
 * Rows written before identities existed. They match no signed-in user, so no panel shows them
 * and nothing undoes them; they stay in the database and in the journal export.
 */
export const LEGACY_PREFIX = 'legacy|';
export const legacyKey = (origin: string | undefined) => `${LEGACY_PREFIX}${origin ?? ''}`;
export const isLegacy = (key: string | undefined) => !key || key.startsWith(LEGACY_PREFIX);

/** Rows the signed-in `current` may export: their own, and legacy rows no one can be shown otherwise. */
export function exportable(rowIdentity: string | undefined, current: string | null): boolean {
  return isLegacy(rowIdentity) || (current !== null && rowIdentity === current);
}

/** What the Changes view says on an entry of someone else. */
export function madeBySentence(by: { name?: string; db?: string } | undefined): string {
  const who = by?.name ? `made by ${by.name}` : 'made by another Odoo user';
  return `${who}${by?.db ? ` on db ${by.db}` : ''}: sign in as them to undo`;
}

/** The identity of a session as /web/session/get_session_info tells it: the one way one is made. */
export function identityOf(origin: string, session: { db: string; uid: number; name: string }): Identity {
  return { origin: new URL(origin).origin, db: session.db, uid: session.uid, name: session.name };
}
