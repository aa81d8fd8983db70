import type { z } from 'zod';
import type { OdooUser } from '@/lib/messaging';
import { activeCompanyName } from '@/lib/odoo/session';
import type { SignedIn } from './identity';

/** The status line's user: name, the company the tab works in, database and version. */
export function sessionLine(signedIn: SignedIn | undefined, companyIds?: readonly number[]): z.infer<typeof OdooUser> | null {
  const { session } = signedIn ?? {};
  if (!session) return null;
  const company = activeCompanyName(session, companyIds);
  return { name: session.name, ...(company ? { company } : {}), db: session.db, version: session.version.full, lang: session.userContext.lang };
}
