// Journal.reconcile: one pass over the entries whose outcome is unknown (left pending by a stopped
// worker, or checking after a lost answer), settled by reading Odoo (reconcile.ts), never re-sent.
import { checkLanded } from './reconcile';
import { verdictPatch, type OpsContext } from './journaled';
import { notYours, signedIn } from './scope';
import { createdBy, UNSETTLED } from './store';

export interface ReconcileCounts {
  checked: number;
  done: number;
  failed: number;
  /** Still not conclusive (the request may yet land, or Odoo could not be read). */
  checking: number;
}

/**
 * Only the signed-in identity's entries, each read in its own companies: another user's wait until
 * they sign in (read by someone else, a record may look missing or unchanged). Entries this worker
 * is sending now are left to their own answer.
 */
export async function reconcileUnsettled(ctx: OpsContext): Promise<ReconcileCounts> {
  const { store, client } = ctx;
  const counts = { checked: 0, done: 0, failed: 0, checking: 0 };
  // Newest first: a later create's candidates are a subset of an earlier one's, so each is claimed once.
  const unsettled = (await store.unsettled()).reverse().filter((e) => !ctx.inflight.has(e.id));
  if (!unsettled.length) return counts;
  const current = await signedIn(client).catch(() => undefined);
  // Records already known to be the journal's, per model: read once per pass, grown as creates are found.
  const known = new Map<string, Set<number>>();
  const claimedOn = async (model: string) => known.get(model) ?? known.set(model, await store.createdIds(model)).get(model)!;
  for (const entry of unsettled) {
    if (current && notYours(entry, current)) continue;
    counts.checked++;
    const claimed = entry.expect?.type === 'created' ? await claimedOn(entry.expect.model) : new Set<number>();
    const verdict = current
      ? await checkLanded(client.withCompanies(entry.companyIds), entry, claimed, store.now()).catch(() => undefined)
      : undefined; // Odoo unreachable or signed out: nothing can be told yet
    if (!verdict) {
      counts.checking++; // Odoo unreachable: try again later.
      continue;
    }
    const stored = await store.update(entry.id, UNSETTLED, verdictPatch(entry, verdict));
    if (!stored) continue; // settled meanwhile by its own answer
    if (verdict.status === 'done' && entry.expect?.type === 'created') for (const id of createdBy(stored)) claimed.add(id);
    counts[verdict.status]++;
    if (verdict.status === 'done' && stored.undoOf) await store.markUndone(stored.undoOf, stored.id);
  }
  return counts;
}
