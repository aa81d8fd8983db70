import type { z } from 'zod';
import { db } from '@/lib/db';
import type { OdooUser, PageContext } from '@/lib/messaging';
import { OdooClient } from '@/lib/odoo/client';
import { isOdooError } from '@/lib/odoo/errors';
import { fetchTransport } from '@/lib/odoo/transport';
import { Journal } from '@/lib/ops/journal';

// One Odoo client per origin in the worker. Its calls carry the user's own session cookie and the
// companies active in the Odoo tab the request is about.
const clients = new Map<string, OdooClient>();
const activeCompanies = new Map<string, number[]>();

export function odooClientFor(origin: string): OdooClient {
  let client = clients.get(origin);
  if (!client) {
    client = new OdooClient({ origin, transport: fetchTransport(origin), getCompanyIds: () => activeCompanies.get(origin) });
    clients.set(origin, client);
  }
  return client;
}

const journals = new Map<string, Journal>();

/** The client and the journaled writer for one Odoo origin: every write goes through the journal. */
export function odooFor(origin: string): { client: OdooClient; journal: Journal } {
  const client = odooClientFor(origin);
  let journal = journals.get(origin);
  if (!journal) journals.set(origin, (journal = new Journal({ client, db, origin })));
  return { client, journal };
}

/** Remembers the companies the user has active in the UI (URL `cids` or the `cids` cookie). */
export function noteCompanies(context: PageContext): void {
  if (context.companyIds?.length) activeCompanies.set(context.origin, context.companyIds);
}

/** The signed-in user for the status line, or the one sentence saying why there is none. */
export async function describeSession(
  origin: string,
  refresh: boolean,
): Promise<{ user: z.infer<typeof OdooUser> | null; problem: string | null }> {
  try {
    const session = await odooClientFor(origin).session({ refresh });
    const companyId = activeCompanies.get(origin)?.[0] ?? session.companies?.current;
    const company = session.companies?.allowed.find((c) => c.id === companyId)?.name;
    return { user: { name: session.name, company, version: session.version.full }, problem: null };
  } catch (error) {
    return { user: null, problem: isOdooError(error) ? error.userMessage() : 'Weft could not read your Odoo session.' };
  }
}

/**
 * 18+ URLs name the action ('/odoo/sales/7'), not the model: ask Odoo which model the action
 * shows (one cached /web/action/load per action). Failures leave the context as it was.
 */
export async function withModel(context: PageContext): Promise<PageContext> {
  if (context.model || !context.action || !context.loggedIn) return context;
  const ref = /^\d+$/.test(context.action) ? Number(context.action) : context.action;
  try {
    const action = await odooClientFor(context.origin).loadAction(ref);
    return action.resModel ? { ...context, model: action.resModel } : context;
  } catch {
    return context;
  }
}
