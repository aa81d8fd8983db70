// Journal.undo: the checks before an undo (settled, undoable, made by who is signed in now) and the
// claim that lets it run once; then read what the records hold now, plan the undo from that alone
// (undo-plan.ts, pure), and run the plan through the one executor (undo-run.ts), journaled.
import { isOdooError } from '@/lib/odoo';
import { said, type Text } from '@/lib/i18n';
import { findAction, stateOf, undoForAction } from './actions';
import { highestId, readValues } from './io';
import { lockFields, undoNeedsDraft } from './hash-lock';
import type { ConflictResolution, JournalEntry, UndoResult } from './types';
import { limitsRefuse, planUndo } from './undo-plan';
import { conflict, runUndo, settle, type UndoContext } from './undo-run';
import type { Current } from './undo-types';
import { fieldsOf } from './values';
import type { OpsContext } from './journaled';
import { inCompanies, notYours, signedIn } from './scope';
import { UNSETTLED } from './store';

export type { UndoContext } from './undo-run';

/**
 * Undoes the journal's entry `id` once: refused (not undoable) when it is an undo, unsettled, failed,
 * not undoable or someone else's; "already undone" when it is, or when another worker's claim shows
 * it was; else claimed in the store, undone, and the claim released.
 */
export async function undoOnce(ctx: OpsContext, id: string, resolution?: ConflictResolution): Promise<UndoResult> {
  const { store } = ctx;
  const op = await store.get(id);
  if (!op) throw new Error(`No operation ${id} in the journal.`);
  if (op.origin !== store.origin) throw new Error(`Operation ${id} was made on ${op.origin}, not on ${store.origin}.`);
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
    current = await signedIn(ctx.client);
  } catch (error) {
    if (isOdooError(error)) return { status: 'failed', operation: op, error: error.sentence() };
    throw error;
  }
  const other = notYours(op, current);
  if (other) return no(other);
  const claimed = await store.claimUndo(op, current);
  if ('blocking' in claimed) {
    if (UNSETTLED.includes(claimed.blocking.status)) return no(said('undo.running'));
    return { status: 'undone', operation: (await store.markUndone(id, claimed.blocking.id)) ?? op, note: said('undo.already') };
  }
  const { claim } = claimed;
  ctx.inflight.add(claim.id);
  try {
    return await undoEntry({ ...inCompanies(ctx, op.companyIds), claim }, op, resolution);
  } catch (error) {
    // Reading the record failed (offline, session expired): nothing was written.
    if (isOdooError(error)) return { status: 'failed', operation: op, error: error.sentence() };
    throw error;
  } finally {
    ctx.inflight.delete(claim.id);
    await store.release(claim);
  }
}

export async function undoEntry(ctx: UndoContext, op: JournalEntry, resolution?: ConflictResolution): Promise<UndoResult> {
  const planned = planUndo(op, await readCurrent(ctx, op), resolution);
  switch (planned.type) {
    case 'run':
      return runUndo(ctx, op, planned);
    case 'conflict':
      return conflict(ctx, op, planned.conflicts);
    case 'settled':
      if (planned.status === 'undone') return settle(ctx, op, planned.note);
      return planned.status === 'failed' ? { status: 'failed', operation: op, error: planned.error } : { status: 'not_undoable', operation: op, reason: planned.reason };
  }
}

/**
 * Reads what undoing `op` needs to know, and no more: nothing past a refusal by the organisation's
 * limits, nothing of the lines when a record is gone. `write_uid` rides along, so a conflict
 * names who changed the record.
 */
async function readCurrent(ctx: UndoContext, op: JournalEntry): Promise<Current> {
  const { client } = ctx;
  const [fields, session] = [await client.fieldsGet(op.model), await client.session()];
  const row = op.kind === 'action' ? findAction(op.model, op.method ?? '', session.version.major) : undefined;
  const limits = await ctx.limits?.();
  const current: Current = {
    fields,
    version: session.version,
    uid: session.uid,
    at: ctx.claim.createdAt,
    ...(limits ? { limits } : {}),
    ...(row ? { action: { row, undo: undoForAction(row, Object.values(op.before).map((v) => stateOf(row, v)), fields) } } : {}),
  };
  if (limitsRefuse(op, current)) return current;
  const read = async (model: string, ids: number[], names: string[]) => ({ ...current, records: await readValues(client, model, ids, names) });
  switch (op.kind) {
    case 'write': {
      const got = await read(op.model, op.recordIds, [...fieldsOf(op.after), 'write_uid']);
      if (got.records.missing.length) return got;
      const lines: NonNullable<Current['lines']> = {};
      for (const [name, { model, after }] of Object.entries(op.lines ?? {})) {
        const lineFields = await client.fieldsGet(model);
        lines[name] = { fields: lineFields, read: await readValues(client, model, Object.keys(after).map(Number), [...new Set(Object.values(after).flatMap((v) => Object.keys(v)))]) };
      }
      return { ...got, lines };
    }
    case 'create': {
      // Anyone's work since, the user's own included: the write date against the journal's own
      // later writes, the fields, and the chatter (a note does not move the write date).
      const got = await read(op.model, op.recordIds, [...fieldsOf(op.after), 'write_uid']);
      const later = await ctx.store.laterOn(op);
      if (!fields.message_ids) return { ...got, later };
      const domain = [['model', '=', op.model], ['res_id', 'in', op.recordIds], ['message_type', '=', 'comment']];
      const messages = await client.callKw<Array<{ id: number; res_id: number }>>('mail.message', 'search_read', [domain], { fields: ['res_id'] });
      const posted: Record<number, number[]> = {};
      for (const m of messages) (posted[m.res_id] ??= []).push(m.id);
      return { ...got, later, posted };
    }
    case 'archive':
    case 'unarchive':
      return read(op.model, op.recordIds, ['active']);
    case 'unlink':
      return { ...current, afterId: await highestId(client, op.model, fields) };
    case 'action': {
      const undo = current.action?.undo;
      if (!undo?.undoable) return current;
      const guard = current.action!.row.undoOnlyIf;
      if (undo.step.on === 'created') {
        if (!op.created?.ids.length) return current;
        return read(op.created.model, op.created.ids, ['state', ...(guard?.on === 'created' ? [guard.field] : [])]);
      }
      // With the watched fields (no extra round trip): whether a hash lock makes Odoo refuse the inverse.
      const action = current.action!.row;
      return read(op.model, op.recordIds, [...action.watch.filter((f) => f in fields), ...(undoNeedsDraft(action) ? lockFields(fields) : [])]);
    }
    case 'message':
      return current;
  }
}
