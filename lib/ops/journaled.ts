// The one discipline every write follows: pending entry first, then the RPC, then done or failed.
import type { OdooClient } from '@/lib/odoo';
import { errorText, outcomeUnknown } from './io';
import { checkLanded, type Verdict } from './reconcile';
import type { EntryStore } from './store';
import type { JournalEntry } from './types';

export interface OpsContext {
  client: OdooClient;
  store: EntryStore;
  /** Entries whose RPC this worker is sending now: reconcile must not judge them. */
  inflight: Set<string>;
}

/** What the RPCs produced, merged into the entry when it is marked done. */
export type Outcome = Partial<Pick<JournalEntry, 'after' | 'recordIds' | 'displayNames' | 'note'>>;

/**
 * Stores `entry` as pending, runs `act`, and stores the result. `act` may change the entry (e.g.
 * switch an undo from delete to archive) and call `save` to store that before its next RPC.
 * Rejects with the RPC's error once the entry says what happened.
 */
export async function journaled(ctx: OpsContext, entry: JournalEntry, act: (save: () => Promise<void>) => Promise<Outcome>): Promise<JournalEntry> {
  const save = () => ctx.store.put(entry);
  await save();
  ctx.inflight.add(entry.id);
  try {
    Object.assign(entry, await act(save), { status: 'done' });
    await save();
    return entry;
  } catch (error) {
    let verdict: Verdict | undefined;
    if (outcomeUnknown(error)) {
      // The request may have reached Odoo: read the record now rather than guess.
      verdict = await checkLanded(ctx.client, entry, await ctx.store.createdIds(entry.expect?.model ?? entry.model)).catch(() => undefined);
      if (verdict?.status === 'done') {
        applyVerdict(entry, verdict);
        await save();
        return entry;
      }
      if (!verdict) {
        entry.error = `No answer from Odoo (${errorText(error)}); whether it happened is checked when Weft next starts.`;
        await save();
        throw error;
      }
    }
    entry.status = 'failed';
    entry.error = verdict?.error ? `${verdict.error} (${errorText(error)})` : errorText(error);
    await save();
    throw error;
  } finally {
    ctx.inflight.delete(entry.id);
  }
}

/** Marks an entry done or failed from what Odoo was found to hold. */
export function applyVerdict(entry: JournalEntry, verdict: Verdict): void {
  entry.status = verdict.status;
  if (verdict.error) entry.error = verdict.error;
  if (verdict.note) entry.note = verdict.note;
  if (verdict.status !== 'done') return;
  if (entry.kind === 'message') {
    // The new record is the chatter message; the entry stays about the record it was posted on.
    const [resId] = entry.recordIds;
    const [messageId] = verdict.recordIds ?? [];
    if (resId !== undefined && messageId !== undefined) entry.after = { [resId]: { ...entry.after[resId], message_id: messageId } };
    return;
  }
  if (verdict.recordIds?.length && entry.expect?.type !== 'gone') entry.recordIds = verdict.recordIds;
  if (verdict.after) entry.after = verdict.after;
  if (verdict.names) entry.displayNames = { ...entry.displayNames, ...verdict.names };
}
