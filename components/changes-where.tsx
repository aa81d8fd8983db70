import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, LEGACY_PREFIX } from '@/lib/db';
import { useI18n } from './use-i18n';

/** An identity key (origin|db|uid) split into the Odoo's host and its database. */
export function placeOf(identity: string): { host: string; db: string } {
  const first = identity.indexOf('|');
  const last = identity.lastIndexOf('|');
  const origin = identity.slice(0, first);
  let host = origin;
  try {
    host = new URL(origin).host;
  } catch {
    // Not an address (an old row's key): shown as it is.
  }
  return { host, db: identity.slice(first + 1, last) };
}

/**
 * Whether the journal holds changes made in another Odoo or database than this identity's: two
 * indexed range reads around this Odoo and database's own keys, so it costs the same at 10,000 rows.
 */
export async function otherPlaces(identity: string): Promise<boolean> {
  const prefix = identity.slice(0, identity.lastIndexOf('|') + 1);
  const byKey = db.operations.where('[identity+createdAt]');
  const elsewhere = (o: { identity: string }) => !o.identity.startsWith(LEGACY_PREFIX);
  const below = await byKey.below([prefix, Dexie.minKey]).filter(elsewhere).first();
  if (below) return true;
  return !!(await byKey.aboveOrEqual([`${prefix}\uffff`, Dexie.minKey]).filter(elsewhere).first());
}

/** "Changes in acme.odoo.com, database acme.": said once Weft has changed more than one Odoo or database. */
export function ChangesWhere({ identity }: { identity: string }) {
  const { t } = useI18n();
  const many = useLiveQuery(() => otherPlaces(identity), [identity]);
  if (!many) return null;
  const { host, db: database } = placeOf(identity);
  return <p className="small changes-where">{t('changes.where', { host, db: database })}</p>;
}
