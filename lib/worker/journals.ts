import { db } from '@/lib/db';
import { gateLimitsOf, type JournalLike } from '@/lib/agent/gate';
import type { OdooClient } from '@/lib/odoo/client';
import { Journal } from '@/lib/ops/journal';
import { getSettings } from '@/lib/settings';
import type { TurnScope } from '@/lib/ops/types';
import { odooClientFor } from './clients';
import { refreshTabs, type RecordChange } from './tab-refresh';

// One journal per origin: every Weft write goes through it. Entries carry their identity and
// companies; the journal refuses to undo or reconcile another identity's (lib/ops/scope.ts).
const journals = new Map<string, Journal>();

export function journalFor(origin: string): Journal {
  const key = new URL(origin).origin;
  let journal = journals.get(key);
  if (!journal) {
    // An Odoo tab showing a changed record reloads it (or warns, when its form has unsaved edits).
    const onChange = (change: Omit<RecordChange, 'origin'>) => void refreshTabs({ ...change, origin: key }).catch(() => undefined);
    // "Never delete" is read at each write and undo: a policy set since the journal started holds.
    const limits = async () => gateLimitsOf((await getSettings()).policy.policy);
    // The trail in Odoo (the user's setting, or the organisation's), read at each write and undo.
    const trail = async () => (await getSettings()).trail;
    journals.set(key, (journal = new Journal({ client: odooClientFor(key), db, origin: key, onChange, limits, trail })));
  }
  return journal;
}

/** What a turn works with: the client in the turn's companies and the journal bound to the turn. */
export function odooForTurn(origin: string, scope: TurnScope): { client: OdooClient; journal: JournalLike } {
  return { client: odooClientFor(origin).withCompanies(scope.companyIds), journal: journalFor(origin).forTurn(scope) };
}
