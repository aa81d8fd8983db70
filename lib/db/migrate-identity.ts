// Schema 4: rows written before identities existed. Nothing in a version-1 row names its database,
// so the upgrade assigns none outright: every row becomes legacy (kept, shown only in the export).
// A row that names its user (a journal entry of a create stores the uid that wrote it) is adopted
// later by that user, once Odoo says the origin serves only one database: then origin + uid is
// the identity, not a guess.
import Dexie, { type EntityTable, type Transaction } from 'dexie';
import { identityKey, legacyKey, type Identity } from './identity';
import type { Operation } from './schema';

interface LegacyRow {
  id: string;
  origin?: string;
  conversationId?: string;
  expect?: { uid?: unknown };
  identity?: string;
  legacyUid?: number;
}

export async function legacyMigration(tx: Transaction): Promise<void> {
  for (const table of ['conversations', 'suggestions', 'memory']) {
    await tx.table<LegacyRow, string>(table).toCollection().modify((row) => {
      row.identity = legacyKey(row.origin);
    });
  }
  await tx.table<LegacyRow, string>('operations').toCollection().modify((row) => {
    row.identity = legacyKey(row.origin);
    // Only the entry's own record of who wrote is trusted: a conversation may have been continued
    // by whoever signed in next, which is the bug identities fix.
    if (typeof row.expect?.uid === 'number') row.legacyUid = row.expect.uid;
  });
}

/**
 * Gives `identity` the legacy rows of its origin that name its user id, when `databases` (what the
 * origin's /web/database/list answered) is exactly its database. Returns how many rows moved.
 */
export async function adoptLegacy(db: { operations: EntityTable<Operation, 'id'> }, identity: Identity, databases: readonly string[]): Promise<number> {
  if (databases.length !== 1 || databases[0] !== identity.db) return 0;
  const legacy = legacyKey(identity.origin);
  const key = identityKey(identity);
  return db.operations
    .where('[identity+createdAt]')
    .between([legacy, Dexie.minKey], [legacy, Dexie.maxKey])
    .filter((o) => o.legacyUid === identity.uid)
    .modify((o) => {
      o.identity = key;
      o.by = { name: identity.name, db: identity.db };
      delete o.legacyUid;
    });
}
