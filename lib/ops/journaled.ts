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
export type Outcome = Partial<Pick<JournalEntry, 'after' | 'recordIds' | 'displayNames' | 'note' | 'lines' | 'created'>>;

/**
 * Stores `entry` as pending, runs `act`, and stores the result. `act` may change the entry (e.g.
 * switch an undo from delete to archive) and call `save` to store that before its next RPC.
 * Rejects with the RPC's error once the entry says what happened (failed, or checking).
 */
export async function journaled(ctx: OpsContext, entry: JournalEntry, act: (save: () => Promise<void>) => Promise<Outcome>): Promise<JournalEntry> {
  const { store } = ctx;
  const settle = async (from: JournalEntry['status'][], patch: EntryPatch) => {
    // Another owner (a reconcile of a stopped worker's copy) settled it first: its word stands.
    Object.assign(entry, (await store.update(entry.id, from, patch)) ?? (await store.get(entry.id)) ?? patch);
  };
  entry.sentAt = store.now();
  await store.put(entry);
  const save = async () => {
    entry.sentAt = store.now();
    await settle(['pending'], { ...entry });
  };
  ctx.inflight.add(entry.id);
  try {
    // The RPC's own answer is the best evidence, even after a re-check started calling it "checking".
    await settle(UNSETTLED, { ...entry, ...(await act(save)), status: 'done' });
    return entry;
  } catch (error) {
    if (outcomeUnknown(error)) {
      // The request may have reached Odoo: read the record now, and keep checking if it does not show it yet.
      const claimed = await store.createdIds(entry.expect?.model ?? entry.model);
      const verdict = await checkLanded(ctx.client, entry, claimed, store.now()).catch(() => undefined);
      if (verdict?.status === 'done') {
        await settle(['pending'], verdictPatch(entry, verdict));
        return entry;
      }
      if (!verdict || verdict.status === 'checking') {
        await settle(['pending'], {
          status: 'checking',
          checks: 1,
          note: verdict?.note ?? said('undo.checking'),
          error: `No answer from Odoo (${errorText(error)}).`,
        });
        throw error;
      }
      await settle(['pending'], { status: 'failed', error: `${verdict.error} (${errorText(error)})`, note: entry.note });
      throw error;
    }
    await settle(['pending'], { status: 'failed', error: errorText(error), note: entry.note });
    throw error;
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
