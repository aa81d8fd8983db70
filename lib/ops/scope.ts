// Whose entry it is and which companies it acts in: undo and reconcile run only under the
// identity that made a change, with the companies that were active when it was made.
import { identityKey, identityOf, madeBySentence, type Identity } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import type { OpsContext } from './journaled';
import type { JournalEntry } from './types';

/** Who the session cookie signs in as, as last read; `refresh` asks Odoo again. */
export async function signedIn(client: OdooClient, refresh = false): Promise<Identity> {
  return identityOf(client.origin, await client.session({ refresh }));
}

/** The one rule: the sentence why `current` may not undo or reconcile `entry`, or undefined. */
export function notYours(entry: Pick<JournalEntry, 'identity' | 'by'>, current: Identity): string | undefined {
  if (entry.identity === identityKey(current)) return undefined;
  const sentence = madeBySentence(entry.by);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1) + '.';
}

/** The journal context acting in `companyIds` (an entry's, or a turn's). */
export function inCompanies<T extends OpsContext>(ctx: T, companyIds: readonly number[] | undefined): T {
  return { ...ctx, client: ctx.client.withCompanies(companyIds) };
}

/** The companies a write records: the turn's, else the session's current company. */
export function companiesFor(requested: readonly number[] | undefined, session: { companies?: { current: number } }): number[] | undefined {
  if (requested?.length) return [...requested];
  return session.companies ? [session.companies.current] : undefined;
}
