// The operation journal: the only way Weft writes to Odoo, and the way back.
import type { WeftDb } from '@/lib/db';
import { isOdooError, type OdooClient } from '@/lib/odoo';
import { toCsv, toJson } from './export';
import { verdictPatch, type OpsContext } from './journaled';
import { isChangeSet, planWithout } from './change-set';
import { isPlan, perform } from './perform';
import { runSet } from './run-set';
import { OpsError, planFrom, planWrite, type Plan } from './plan';
import { checkChoices } from './wizard-choices';
import { buildPreview } from './preview';
import { checkLanded } from './reconcile';
import { inCompanies, notYours, signedIn } from './scope';
import { createdBy, EntryStore, UNSETTLED } from './store';
import type { GateLimits } from './effects';
import type { ConflictResolution, JournalEntry, TurnRef, TurnScope, UndoResult, WriteOutcome, WritePreview, WriteSpec } from './types';
import { undoEntry } from './undo';
import { redoBlocked, redoSpec } from './redo';
import { readValues } from './io';
import { fieldsOf } from './values';
import { logTrail, type TrailOutcome } from './trail';
import { said, type Text } from '@/lib/i18n';

export interface JournalOptions {
  client: OdooClient;
  db: WeftDb;
  /** The Odoo origin this journal writes to; entries of other origins are left alone. */
  origin: string;
  now?: () => number;
  /** Told after an AI write or an undo changed records, e.g. to refresh an Odoo tab showing them. */
  onChange?: (change: { model: string; ids: number[]; by: 'write' | 'undo' }) => void;
  /** The organisation's limits now (never delete), read at each write and undo. */
  limits?: () => Promise<GateLimits>;
  /** Whether the trail in Odoo is on now (the user's setting or the organisation's), read after each write and undo. */
  trail?: () => Promise<boolean>;
}

export interface ReconcileCounts {
  checked: number;
  done: number;
  failed: number;
  /** Still not conclusive (the request may yet land, or Odoo could not be read). */
  checking: number;
}

export interface TurnUndo {
  /** Operations undone by this call, most recent first. */
  undone: string[];
  /** The undo that stopped the run: a conflict to resolve or a failure. */
  stoppedAt?: UndoResult;
  /** Operations left as they are: not undoable, not known to have happened, or after the stop. */
  skipped: string[];
}

export class Journal {
  private readonly ctx: OpsContext;
  private readonly store: EntryStore;
  // Writes run one at a time, so a record's before-values are read after the previous write landed.
  private queue: Promise<unknown> = Promise.resolve();
  // A double click gets the first click's promise; another Journal on the same database is held
  // off by the claim stored in it (EntryStore.claimUndo).
  private readonly undoing = new Map<string, Promise<UndoResult>>();
  private recheck?: ReturnType<typeof setTimeout>;
  private readonly onChange: JournalOptions['onChange'];
  private readonly trailOn: JournalOptions['trail'];
  private recheckRound = 0;
  // Plans read while this journal had nothing queued, by how many of its tasks had finished then: run
  // at once (no card shown) with none finished since, their records need no second read.
  private readonly readWhenIdle = new WeakMap<Plan, number>();
  private queued = 0;
  private finished = 0;

  constructor(options: JournalOptions) {
    this.store = new EntryStore(options.db, new URL(options.origin).origin, options.now ?? Date.now);
    this.ctx = { client: options.client, store: this.store, inflight: new Set(), ...(options.limits ? { limits: options.limits } : {}) };
    this.onChange = options.onChange;
    this.trailOn = options.trail;
  }

  /** The write planned in `companyIds` (lib/ops/plan.ts): what the gate decides on, the card shows and the run takes. */
  async plan(spec: WriteSpec, companyIds?: readonly number[]): Promise<Plan> {
    const [idle, done] = [this.queued === 0, this.finished];
    const plan = await planWrite(inCompanies(this.ctx, companyIds), spec);
    if (idle && this.queued === 0 && this.finished === done) this.readWhenIdle.set(plan, done);
    return plan;
  }

  /** What the card shows of a plan (a bare spec is planned first), and whether it can be undone (lib/ops/preview.ts). */
  async preview(write: Plan | WriteSpec, companyIds?: readonly number[]): Promise<WritePreview> {
    const plan = isPlan(write) ? write : await this.plan(write, companyIds);
    return buildPreview(this.ctx.client.withCompanies(companyIds), plan, this.trailOn);
  }

  /** A change set's plan without the rows the user left out, decided under the organisation's limits now. */
  async without(plan: Plan, exclude: number[]): Promise<Plan> {
    const limits = await this.ctx.limits?.();
    return planWithout(plan, exclude, { at: this.store.stamp(), ...(limits ? { limits } : {}) });
  }

  /**
   * The plan with the user's answers to Odoo's questions on it (the card's, checked there against
   * the question shown; here against the table row): what the dialogs run and what is journaled,
   * with what each answer leaves for Undo, decided under the organisation's limits now.
   */
  async choose(plan: Plan, choices: Record<string, string>): Promise<Plan> {
    if (plan.spec.kind !== 'action') throw new OpsError('Only a workflow action asks questions of the user.');
    checkChoices(plan.action, choices);
    const limits = await this.ctx.limits?.();
    const spec = { ...plan.spec, choices: { ...choices } };
    return planFrom({ spec, fields: plan.fields, major: plan.major, ...(plan.action ? { action: plan.action } : {}) }, plan.before, plan.uid, { at: this.store.stamp(), ...(limits ? { limits } : {}) });
  }

  /** This journal as one turn uses it: its plans, previews and writes in the turn's companies, under its identity. */
  forTurn(scope: TurnScope): Pick<Journal, 'plan' | 'preview' | 'run' | 'without' | 'choose'> {
    return {
      without: (plan, exclude) => this.without(plan, exclude),
      choose: (plan, choices) => this.choose(plan, choices),
      plan: (spec) => this.plan(spec, scope.companyIds),
      preview: (write) => this.preview(write, scope.companyIds),
      run: (write, ref, after) => this.run(write, { ...ref, identity: scope.identity, ...(scope.companyIds ? { companyIds: scope.companyIds } : {}) }, after),
    };
  }

  /**
   * Performs a write, journaled: before-values read, pending entry stored, RPC sent, after-values
   * stored. Rejects with Odoo's error (an OdooError) once the entry is marked failed, with an
   * OpsError when Weft refuses the write before sending anything, or with PlanChanged when a
   * plan's records now make it do something else (nothing sent; ask again). A plan is read again
   * unless it was read with nothing of this journal queued, nothing finished since, and no card
   * shown (`after.asked`): then the read is as fresh as a second one would be.
   */
  async run(write: Plan | WriteSpec, ref: TurnRef, after: { asked: boolean } = { asked: true }): Promise<WriteOutcome> {
    // Several records: a change set, a row at a time, so a row Odoo refuses does not undo the others.
    const spec = isPlan(write) ? write.spec : write;
    const fresh = () => isPlan(write) && !after.asked && this.readWhenIdle.get(write) === this.finished;
    const outcome: WriteOutcome = isChangeSet(spec) ? await this.serial(() => runSet(this.ctx, write, ref)) : { operation: await this.serial(() => perform(this.ctx, write, ref, fresh())) };
    const { operation } = outcome;
    if (operation.status === 'done' && operation.recordIds.length) this.onChange?.({ model: operation.model, ids: operation.recordIds, by: 'write' });
    const trail = await this.logTrail(outcome);
    return trail ? { ...outcome, operation: { ...operation, trail } as WriteOutcome['operation'], trail } : outcome;
  }

  /**
   * The trail in Odoo, the one place it hangs off the journal: after a write (each row of a change
   * set) or an undo is done, when the trail is on, an internal note on each record
   * (lib/ops/trail.ts). The note is not a journaled write (nothing to undo, no budget used), and one
   * that fails leaves the write as it is: the outcome says so.
   */
  private async logTrail({ operation, set }: Pick<WriteOutcome, 'operation' | 'set'>): Promise<TrailOutcome | undefined> {
    if (!(await this.trailOn?.().catch(() => false))) return undefined;
    const ran = set ? await Promise.all(set.rows.filter((r) => r.status === 'done' && r.operationId).map((r) => this.store.get(r.operationId!))) : [operation as JournalEntry];
    const entries = ran.filter((e): e is JournalEntry => e?.status === 'done');
    if (!entries.length) return undefined;
    const outcomes: TrailOutcome[] = [];
    for (const entry of entries) {
      const trail = await logTrail(this.ctx.client.withCompanies(entry.companyIds), entry);
      await this.store.update(entry.id, ['done', 'undone'], { trail });
      outcomes.push(trail);
    }
    return outcomes.find((o) => o.status === 'failed') ?? (outcomes.every((o) => o.status === 'logged') ? { status: 'logged', messageIds: outcomes.flatMap((o) => (o.status === 'logged' ? o.messageIds : [])) } : outcomes[0]);
  }

  undo(operationId: string, resolution?: ConflictResolution): Promise<UndoResult> {
    const running = this.undoing.get(operationId);
    if (running) return running;
    const started = this.serial(() => this.undoOnce(operationId, resolution))
      .then(async (result) => {
        const { model, recordIds } = result.operation;
        if (result.status === 'undone' && model && recordIds?.length) this.onChange?.({ model, ids: recordIds, by: 'undo' });
        const undoneBy = result.status === 'undone' ? (result.operation as JournalEntry).undoneBy : undefined;
        const undo = undoneBy ? await this.store.get(undoneBy) : undefined;
        // Once per undo: "already undone" answers again with the same undo entry.
        if (undo?.status === 'done' && undo.undoOf === operationId && !undo.trail) {
          const trail = await this.logTrail({ operation: undo });
          if (trail) return { ...result, trail };
        }
        return result;
      })
      .finally(() => this.undoing.delete(operationId));
    this.undoing.set(operationId, started);
    return started;
  }

  /**
   * An undone change planned to be done again (Redo in Changes), in the companies it was made in,
   * or why it cannot be: not redoable, someone else's, or its records changed since the undo.
   */
  async planRedo(operationId: string): Promise<{ entry: JournalEntry; plan: Plan } | { refused: Text }> {
    const entry = await this.store.get(operationId);
    const spec = entry && entry.origin === this.store.origin ? redoSpec(entry) : undefined;
    if (!entry || !spec) return { refused: said(entry?.redoneBy ? 'redo.already' : 'redo.cannot') };
    const other = notYours(entry, await signedIn(this.ctx.client));
    if (other) return { refused: other };
    if (spec.kind === 'write') {
      const client = this.ctx.client.withCompanies(entry.companyIds);
      const { values, missing } = await readValues(client, spec.model, spec.ids, fieldsOf(entry.before));
      const blocked = redoBlocked(entry, values, missing);
      if (blocked) return { refused: blocked };
    }
    return { entry, plan: await this.plan(spec, entry.companyIds) };
  }

  /** Links an undone change to the entry that did it again, so it is not redone twice. */
  markRedone(operationId: string, redoId: string): Promise<JournalEntry | undefined> {
    return this.store.update(operationId, ['undone'], { redoneBy: redoId });
  }

  /** Undoes a turn's operations, last first, stopping at the first conflict or failure. */
  async undoTurn(turnId: string): Promise<TurnUndo> {
    const entries = (await this.store.byTurn(turnId)).filter((e) => !e.undoOf && e.status !== 'failed' && e.status !== 'undone').reverse();
    const result: TurnUndo = { undone: [], skipped: [] };
    for (const [index, entry] of entries.entries()) {
      // Whether it happened is not known until reconciled, so it is left alone.
      if (!entry.undoable || UNSETTLED.includes(entry.status)) {
        result.skipped.push(entry.id);
        continue;
      }
      // One undo that throws (a pruned entry, a broken database) stops the run like a failure, never leaves it hanging.
      const outcome = await this.undo(entry.id).catch((error: unknown): UndoResult => ({
        status: 'failed',
        operation: entry,
        error: error instanceof Error ? error.message : String(error),
      }));
      if (outcome.status === 'undone') result.undone.push(entry.id);
      else if (outcome.status === 'not_undoable') result.skipped.push(entry.id);
      else {
        result.stoppedAt = outcome;
        result.skipped.push(...entries.slice(index + 1).map((e) => e.id));
        break;
      }
    }
    return result;
  }

  /**
   * Undoes a change set (run-set.ts): every row on its own, last first. Rows are separate records,
   * so a row in conflict or refused stops nothing: each row's result says how it ended.
   */
  async undoSet(turnId: string, setId: string): Promise<UndoResult[]> {
    const rows = (await this.store.byTurn(turnId)).filter((e) => e.setId === setId && !e.undoOf && (e.status === 'done' || e.status === 'conflict')).reverse();
    const results: UndoResult[] = [];
    for (const entry of rows) {
      results.push(await this.undo(entry.id).catch((error: unknown): UndoResult => ({ status: 'failed', operation: entry, error: error instanceof Error ? error.message : String(error) })));
    }
    return results;
  }

  /**
   * Settles entries whose outcome is unknown (left pending by a stopped worker, or checking after a
   * lost answer) by reading Odoo; never re-sends. Runs in the journal's queue, so it never overlaps
   * a write of this journal. Entries that may still land stay checking, and are checked again
   * with backoff while this journal lives (and on the next start or panel open otherwise).
   * Only the signed-in identity's entries, each read in its own companies: another user's wait
   * until they sign in (read by someone else, a record may look missing or unchanged).
   */
  reconcile(): Promise<ReconcileCounts> {
    return this.serial(() => this.reconcileNow());
  }

  private async reconcileNow(): Promise<ReconcileCounts> {
    const counts = { checked: 0, done: 0, failed: 0, checking: 0 };
    // Newest first: a later create's candidates are a subset of an earlier one's, so each is claimed once.
    const unsettled = (await this.store.unsettled()).reverse().filter((e) => !this.ctx.inflight.has(e.id));
    if (!unsettled.length) return counts;
    const current = await signedIn(this.ctx.client).catch(() => undefined);
    // Records already known to be the journal's, per model: read once per pass, grown as creates are found.
    const known = new Map<string, Set<number>>();
    const claimedOn = async (model: string) => known.get(model) ?? known.set(model, await this.store.createdIds(model)).get(model)!;
    for (const entry of unsettled) {
      if (current && notYours(entry, current)) continue;
      counts.checked++;
      const claimed = entry.expect?.type === 'created' ? await claimedOn(entry.expect.model) : new Set<number>();
      const verdict = current
        ? await checkLanded(this.ctx.client.withCompanies(entry.companyIds), entry, claimed, this.store.now()).catch(() => undefined)
        : undefined; // Odoo unreachable or signed out: nothing can be told yet
      if (!verdict) {
        counts.checking++; // Odoo unreachable: try again later.
        continue;
      }
      const stored = await this.store.update(entry.id, UNSETTLED, verdictPatch(entry, verdict));
      if (!stored) continue; // settled meanwhile by its own answer
      if (verdict.status === 'done' && entry.expect?.type === 'created') for (const id of createdBy(stored)) claimed.add(id);
      counts[verdict.status]++;
      if (verdict.status === 'done' && stored.undoOf) await this.markUndone(stored.undoOf, stored.id);
    }
    this.scheduleRecheck(counts.checking);
    return counts;
  }

  /** Re-checks while entries are still checking: after 5 s, 15 s, 45 s, then every 2 minutes. */
  private scheduleRecheck(checking: number): void {
    clearTimeout(this.recheck);
    if (!checking) {
      this.recheckRound = 0;
      return;
    }
    const delay = Math.min(5_000 * 3 ** this.recheckRound++, 120_000);
    this.recheck = setTimeout(() => void this.reconcile().catch(() => undefined), delay);
  }

  /** Stops the background re-checks (the worker is going away, or a test is done). */
  close(): void {
    clearTimeout(this.recheck);
  }

  /** Deletes finished entries older than `days` days. */
  prune(days: number): Promise<number> {
    return this.store.deleteBefore(this.store.now() - days * 86_400_000);
  }

  async exportJson(): Promise<string> {
    return toJson(await this.store.all());
  }

  async exportCsv(): Promise<string> {
    return toCsv(await this.store.all());
  }

  private async undoOnce(id: string, resolution?: ConflictResolution): Promise<UndoResult> {
    const op = await this.store.get(id);
    if (!op) throw new Error(`No operation ${id} in the journal.`);
    if (op.origin !== this.store.origin) throw new Error(`Operation ${id} was made on ${op.origin}, not on ${this.store.origin}.`);
    const no = (reason: Text): UndoResult => ({ status: 'not_undoable', operation: op, reason });
    if (op.status === 'undone') return { status: 'undone', operation: op, note: said('undo.already') };
    if (op.undoOf) return no(op.notUndoableReason ?? said('undo.ofUndo'));
    if (UNSETTLED.includes(op.status)) return no(said('undo.unsettled'));
    if (op.status === 'failed') return no(said('undo.didNotHappen', { error: op.error ?? said('undo.odooRefused') }));
    if (!op.undoable) return no(op.notUndoableReason ?? said('undo.cannot'));
    // Under anyone else's session Odoo would record them as the writer, and see other companies.
    // The session as last read: the worker re-reads it before each undo (another tab may have
    // switched user), so a second call costs no extra round trip.
    let current: Awaited<ReturnType<typeof signedIn>>;
    try {
      current = await signedIn(this.ctx.client);
    } catch (error) {
      if (isOdooError(error)) return { status: 'failed', operation: op, error: error.userMessage() };
      throw error;
    }
    const other = notYours(op, current);
    if (other) return no(other);
    const claimed = await this.store.claimUndo(op, current);
    if ('blocking' in claimed) {
      if (UNSETTLED.includes(claimed.blocking.status)) return no(said('undo.running'));
      return { status: 'undone', operation: (await this.markUndone(id, claimed.blocking.id)) ?? op, note: said('undo.already') };
    }
    const { claim } = claimed;
    this.ctx.inflight.add(claim.id);
    try {
      return await undoEntry({ ...inCompanies(this.ctx, op.companyIds), claim }, op, resolution);
    } catch (error) {
      // Reading the record failed (offline, session expired): nothing was written.
      if (isOdooError(error)) return { status: 'failed', operation: op, error: error.userMessage() };
      throw error;
    } finally {
      this.ctx.inflight.delete(claim.id);
      await this.store.release(claim);
    }
  }

  private async markUndone(id: string, undoId: string): Promise<JournalEntry | undefined> {
    // Pruned meanwhile, or already undone: the stored entry stands.
    return (await this.store.update(id, ['done', 'conflict'], { status: 'undone', undoneBy: undoId, conflicts: undefined })) ?? this.store.get(id);
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    this.queued++;
    const counted = () => task().finally(() => {
      this.queued--;
      this.finished++;
    });
    const next = this.queue.then(counted, counted);
    this.queue = next.catch(() => undefined);
    return next;
  }
}


