// The one discipline every write follows: pending entry first, then the RPC, then done, failed or
// (when Odoo's answer was lost) checking. Each outcome is a patch the store applies only if the
// entry is still in the status this step left it in.
import type { OdooClient } from '@/lib/odoo';
import type { GateLimits } from './effects';
import { errorText, outcomeUnknown } from './io';
import { checkLanded, type Verdict } from './reconcile';
import { UNSETTLED, type EntryStore } from './store';
import type { EntryPatch, JournalEntry } from './types';
import { said } from '@/lib/i18n';

export interface OpsContext {
  client: OdooClient;
  store: EntryStore;
  /** Entries whose RPC this worker is sending now: reconcile must not judge them. */
  inflight: Set<string>;
  /** The organisation's limits now (never delete): what an undo may do, and what a card says of it. */
  limits?(): Promise<GateLimits>;
}

/** What the RPCs produced, merged into the entry when it is marked done. */
export type Outcome = Partial<Pick<JournalEntry, 'after' | 'recordIds' | 'displayNames' | 'note' | 'lines' | 'created' | 'linkNames' | 'touched'>>;

/** How a journaled write ended: the entry as stored (done, failed or checking), and the RPC's error when it did not land. */
export interface Journaled {
  entry: JournalEntry;
  error?: unknown;
}

/**
 * Stores `entry` as pending, runs `act`, and stores what came of it; `entry` itself is never
 * changed. `act` may `record` a change of the pending entry before its next RPC (e.g. an undo
 * that turns from delete to archive): a patch the store applies while the entry is still pending.
 * Resolves once the stored entry says what happened, with the RPC's error when it failed or its
 * answer was lost.
 */
export async function journaled(ctx: OpsContext, entry: JournalEntry, act: (record: (patch: EntryPatch) => Promise<void>) => Promise<Outcome>): Promise<Journaled> {
  const { store } = ctx;
  // The latest stored copy: each step applies a patch to it, or takes the other owner's word.
  let current: JournalEntry = { ...entry, sentAt: store.now() };
  const settle = async (from: JournalEntry['status'][], patch: EntryPatch) => {
    // Another owner (a reconcile of a stopped worker's copy) settled it first: its word stands.
    current = (await store.update(current.id, from, patch)) ?? (await store.get(current.id)) ?? { ...current, ...patch };
  };
  current = await store.put(current);
  const record = (patch: EntryPatch) => settle(['pending'], { ...patch, sentAt: store.now() });
  ctx.inflight.add(entry.id);
  try {
    // The RPC's own answer is the best evidence, even after a re-check started calling it "checking".
    const outcome = await act(record);
    await settle(UNSETTLED, { ...outcome, status: 'done' });
    return { entry: current };
  } catch (error) {
    if (!outcomeUnknown(error)) {
      await settle(['pending'], { status: 'failed', error: errorText(error) });
      return { entry: current, error };
    }
    // The request may have reached Odoo: read the record now, and keep checking if it does not show it yet.
    const claimed = await store.createdIds(current.expect?.model ?? current.model);
    const verdict = await checkLanded(ctx.client, current, claimed, store.now()).catch(() => undefined);
    if (verdict?.status === 'done') {
      await settle(['pending'], verdictPatch(current, verdict));
      return { entry: current };
    }
    if (!verdict || verdict.status === 'checking') {
      await settle(['pending'], { status: 'checking', checks: 1, note: verdict?.note ?? said('undo.checking'), error: said('rec.noAnswer', { reason: errorText(error) }) });
    } else {
      await settle(['pending'], { status: 'failed', error: said('rec.failedAfter', { verdict: verdict.error ?? '', reason: errorText(error) }) });
    }
    return { entry: current, error };
  } finally {
    ctx.inflight.delete(entry.id);
  }
}

/** What Odoo was found to hold, as a patch: done (with the records as they are) or failed. Pure. */
export function verdictPatch(entry: JournalEntry, verdict: Verdict): EntryPatch {
  const patch: EntryPatch = { status: verdict.status, checks: (entry.checks ?? 0) + 1 };
  if (verdict.note) patch.note = verdict.note;
  if (verdict.error) patch.error = verdict.error;
  if (verdict.status !== 'done') return patch;
  // A lost answer that turned out well is not an error.
  patch.error = undefined;
  if (entry.kind === 'message') {
    // The new record is the chatter message; the entry stays about the record it was posted on.
    const [resId] = entry.recordIds;
    const [messageId] = verdict.recordIds ?? [];
    if (resId !== undefined && messageId !== undefined) patch.after = { [resId]: { ...entry.after[resId], message_id: messageId } };
    return patch;
  }
  if (entry.kind === 'action' && entry.expect?.type === 'created') {
    // The new records are what the action made (an invoice, a payment); the entry stays about the records it ran on.
    if (verdict.recordIds?.length) patch.created = { model: entry.expect.model, ids: verdict.recordIds };
    return patch;
  }
  if (verdict.recordIds?.length && entry.expect?.type !== 'gone') patch.recordIds = verdict.recordIds;
  if (verdict.after) patch.after = verdict.after;
  if (verdict.names) patch.displayNames = { ...entry.displayNames, ...verdict.names };
  return patch;
}
