// Journal.undo: read what the records hold now, plan the undo from that alone (undo-plan.ts, pure),
// and run the plan through the one executor (undo-run.ts), journaled.
import { findAction, stateOf, undoForAction } from './actions';
import { highestId, readValues } from './io';
import { lockFields, undoNeedsDraft } from './hash-lock';
import type { ConflictResolution, JournalEntry, UndoResult } from './types';
import { limitsRefuse, planUndo } from './undo-plan';
import { conflict, runUndo, settle, type UndoContext } from './undo-run';
import type { Current } from './undo-types';
import { fieldsOf } from './values';

export type { UndoContext } from './undo-run';

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
    ...(row ? { action: { row, undo: undoForAction(row, Object.values(op.before).map((v) => stateOf(row, v))) } } : {}),
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
