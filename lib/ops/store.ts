// The journal's rows in the one Weft database.
import { identityKey, newId, type Identity, type OperationStatus, type WeftDb } from '@/lib/db';
import { increasingClock } from '@/lib/util/clock';
import type { EntryPatch, JournalEntry, TurnRef, WriteSpec } from './types';
import { said } from '@/lib/i18n';

/** Statuses whose outcome is not known yet: reconcile settles them. */
export const UNSETTLED: OperationStatus[] = ['pending', 'checking'];

export class EntryStore {
  /** Strictly increasing per store, so entries of one turn sort in the order they ran. */
  readonly stamp: () => number;

  constructor(
    private readonly db: WeftDb,
    readonly origin: string,
    private readonly clock: () => number,
  ) {
    this.stamp = increasingClock(clock);
  }

  now(): number {
    return this.clock();
  }

  async get(id: string): Promise<JournalEntry | undefined> {
    return this.db.operations.get(id);
  }

  /** Stores `entry` (a new row, or one this step owns) and returns it as stored. */
  async put(entry: JournalEntry): Promise<JournalEntry> {
    const row = { ...entry, updatedAt: this.clock() };
    await this.db.operations.put(row);
    return row;
  }

  /**
   * The one way a step changes a stored entry: `patch` is applied in a transaction only if the
   * entry is still in one of the statuses `from`, so a step that lost the race (a reconcile that
   * overlapped the write's own answer) cannot write a stale copy back. Returns the stored entry, or
   * undefined when the patch was not applied.
   */
  async update(id: string, from: OperationStatus[], patch: EntryPatch): Promise<JournalEntry | undefined> {
    return this.db.transaction('rw', this.db.operations, async () => {
      const row: JournalEntry | undefined = await this.db.operations.get(id);
      if (!row || !from.includes(row.status)) return undefined;
      const next: JournalEntry = { ...row, ...patch, id, updatedAt: this.clock() };
      await this.db.operations.put(next);
      return next;
    });
  }

  /** A pending entry for a write about to be sent (not stored yet), by `owner`, in `companyIds`. */
  draft(
    ref: TurnRef,
    kind: JournalEntry['kind'],
    model: string,
    owner: { identity: Identity; companyIds: number[] | undefined; at?: number },
    spec?: WriteSpec,
  ): JournalEntry {
    const at = owner.at ?? this.stamp();
    return {
      id: newId(),
      conversationId: ref.conversationId,
      turnId: ref.turnId,
      skill: ref.skill,
      origin: this.origin,
      identity: identityKey(owner.identity),
      by: { name: owner.identity.name, db: owner.identity.db },
      ...(owner.companyIds ? { companyIds: owner.companyIds } : {}),
      model,
      recordIds: [],
      displayNames: {},
      kind,
      before: {},
      after: {},
      status: 'pending',
      undoable: false,
      createdAt: at,
      updatedAt: at,
      ...(spec ? { spec } : {}),
      ...(ref.setId ? { setId: ref.setId } : {}),
    };
  }

  /**
   * Claims the undo of `op` atomically: stores a pending undo entry (with no expectation yet, so a
   * restarted worker knows nothing was sent) unless another undo of it is pending or done.
   */
  async claimUndo(op: JournalEntry, owner: Identity): Promise<{ claim: JournalEntry } | { blocking: JournalEntry }> {
    const claim: JournalEntry = {
      ...this.draft({ conversationId: op.conversationId, turnId: op.turnId, skill: 'undo' }, op.kind, op.model, { identity: owner, companyIds: op.companyIds }),
      undoOf: op.id,
      notUndoableReason: said('undo.ofUndo'),
      ...(op.labels ? { labels: op.labels } : {}),
      ...(op.words ? { words: op.words } : {}),
      ...(op.document ? { document: op.document } : {}),
    };
    return this.db.transaction('rw', this.db.operations, async () => {
      const earlier: JournalEntry[] = await this.db.operations.where('undoOf').equals(op.id).toArray();
      const blocking = earlier.find((u) => UNSETTLED.includes(u.status) || u.status === 'done');
      if (blocking) return { blocking };
      await this.db.operations.put(claim);
      return { claim };
    });
  }

  /** Drops a claim that sent nothing (a conflict, a refusal, a failed read): still pending, with no expectation. */
  async release(claim: JournalEntry): Promise<void> {
    await this.db.transaction('rw', this.db.operations, async () => {
      const row: JournalEntry | undefined = await this.db.operations.get(claim.id);
      if (row?.status === 'pending' && !row.expect) await this.db.operations.delete(claim.id);
    });
  }

  /** Marks `id` undone by the entry `undoId`; pruned meanwhile, or already undone: the stored entry stands. */
  async markUndone(id: string, undoId: string): Promise<JournalEntry | undefined> {
    return (await this.update(id, ['done', 'conflict'], { status: 'undone', undoneBy: undoId, conflicts: undefined })) ?? this.get(id);
  }

  async byTurn(turnId: string): Promise<JournalEntry[]> {
    const rows: JournalEntry[] = await this.db.operations.where('turnId').equals(turnId).toArray();
    return rows.filter((r) => r.origin === this.origin).sort((a, b) => a.createdAt - b.createdAt);
  }

  /** Entries whose outcome is not known yet (pending or checking), oldest first. */
  async unsettled(): Promise<JournalEntry[]> {
    const rows: JournalEntry[] = await this.db.operations.where('status').anyOf(UNSETTLED).toArray();
    return rows.filter((r) => r.origin === this.origin).sort((a, b) => a.createdAt - b.createdAt);
  }

  async all(): Promise<JournalEntry[]> {
    const rows: JournalEntry[] = await this.db.operations.orderBy('createdAt').toArray();
    return rows.filter((r) => r.origin === this.origin);
  }

  /**
   * This journal's entries made after `entry` on any of its records (later writes, notes, undos), and
   * those whose write moved their write date from elsewhere (touched.ts), oldest first.
   */
  async laterOn(entry: JournalEntry): Promise<JournalEntry[]> {
    const rows: JournalEntry[] = await this.db.operations.where('createdAt').above(entry.createdAt).toArray();
    const on = (r: JournalEntry) => r.model === entry.model && r.recordIds.some((id) => entry.recordIds.includes(id));
    const touched = (r: JournalEntry) => entry.recordIds.some((id) => r.touched?.[entry.model]?.[id]);
    return rows.filter((r) => r.origin === this.origin && r.id !== entry.id && (on(r) || touched(r))).sort((a, b) => a.createdAt - b.createdAt);
  }

  /** Records this journal created that its Undo could still delete (done or in conflict, not undone), by model. */
  async liveCreated(): Promise<Map<string, Set<number>>> {
    const rows: JournalEntry[] = await this.db.operations.where('status').anyOf(['done', 'conflict']).toArray();
    const live = new Map<string, Set<number>>();
    for (const r of rows) {
      if (r.origin !== this.origin || r.kind !== 'create' || r.undoOf || !r.undoable) continue;
      live.set(r.model, new Set([...(live.get(r.model) ?? []), ...r.recordIds]));
    }
    return live;
  }

  /** Ids of records this journal already knows it created on `model` (so reconcile adopts each once). */
  async createdIds(model: string): Promise<Set<number>> {
    const ids = new Set<number>();
    for (const row of await this.all()) {
      if (row.status !== 'done' && row.status !== 'undone' && row.status !== 'conflict') continue;
      if (row.expect?.type !== 'created' || row.expect.model !== model) continue;
      for (const id of createdBy(row)) ids.add(id);
    }
    return ids;
  }

  /** Deletes finished entries older than `cutoff`; unsettled ones are kept until reconciled. */
  async deleteBefore(cutoff: number): Promise<number> {
    return this.db.operations
      .where('createdAt')
      .below(cutoff)
      .filter((r) => r.origin === this.origin && !UNSETTLED.includes(r.status))
      .delete();
  }
}

/** The records an entry created: the records themselves, or the chatter message it posted. */
export function createdBy(entry: JournalEntry): number[] {
  if (entry.kind !== 'message') return entry.recordIds;
  return Object.values(entry.after)
    .map((v) => v.message_id)
    .filter((id): id is number => typeof id === 'number');
}
