// The operation journal: the only way Weft writes to Odoo, and the way back.
import type { WeftDb } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { toCsv, toJson } from './export';
import type { OpsContext } from './journaled';
import { isChangeSet, planWithout } from './change-set';
import { isPlan, perform } from './perform';
import { runSet } from './run-set';
import { OpsError, planFrom, planWrite, type Plan } from './plan';
import { sameGrounds } from './grounds';
import { checkChoices, choicesFor } from './wizard-choices';
import { buildPreview } from './preview';
import { reconcileUnsettled, type ReconcileCounts } from './reconcile-pass';
import { inCompanies, notYours, signedIn } from './scope';
import { EntryStore } from './store';
import type { GateLimits } from './effects';
export type { ReconcileCounts } from './reconcile-pass';
import type { ConflictResolution, JournalEntry, TurnRef, TurnScope, UndoResult, WriteOutcome, WritePreview, WriteSpec } from './types';
import { undoOnce } from './undo';
import { undoSet, undoTurn, type TurnUndo } from './undo-many';
export type { TurnUndo } from './undo-many';
import { redoBlocked, redoSpec } from './redo';
import { readValues } from './io';
import { fieldsOf } from './values';
import { logTrails, type TrailOutcome } from './trail';
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
    // One transfer left of several asked about one by one: its own answers, by dialog, as a row of the set takes them.
    const [only] = plan.spec.ids;
    const own = plan.spec.ids.length === 1 ? choicesFor(choices, only!) : choices;
    const spec = { ...plan.spec, choices: { ...own } };
    return planFrom(sameGrounds(plan, spec), plan.before, plan.uid, { at: this.store.stamp(), ...(limits ? { limits } : {}) });
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
   * The trail in Odoo, the one place it hangs off the journal: after a write or an undo is done,
   * when the trail is on, an internal note on each record (trail.ts). The note is not a journaled
   * write: nothing to undo, no budget used.
   */
  private async logTrail(outcome: Pick<WriteOutcome, 'operation' | 'set'>): Promise<TrailOutcome | undefined> {
    return (await this.trailOn?.().catch(() => false)) ? logTrails(this.ctx, outcome) : undefined;
  }

  undo(operationId: string, resolution?: ConflictResolution): Promise<UndoResult> {
    const running = this.undoing.get(operationId);
    if (running) return running;
    const started = this.serial(() => undoOnce(this.ctx, operationId, resolution))
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

  /** Undoes a turn's operations, last first, stopping at the first conflict or failure (undo-many.ts). */
  undoTurn(turnId: string): Promise<TurnUndo> {
    return undoTurn(this.store, turnId, (id) => this.undo(id));
  }

  /** Undoes a change set, every row on its own, last first (undo-many.ts). */
  undoSet(turnId: string, setId: string): Promise<UndoResult[]> {
    return undoSet(this.store, turnId, setId, (id) => this.undo(id));
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
    return this.serial(async () => {
      const counts = await reconcileUnsettled(this.ctx);
      this.scheduleRecheck(counts.checking);
      return counts;
    });
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


