// Undoing a workflow action (its plan in the action table) and an internal note (deleting it).
import type { FieldsMap } from '@/lib/odoo';
import { findAction, stateOf, stateValue, undoForAction, type UndoStep, type WorkflowAction } from './actions';
import { findConflicts, hasConflicts, planRestore } from './conflict';
import { HASH_LOCKED, hashLocked, lockFields, undoNeedsDraft } from './hash-lock';
import { labelsOf, readValues, typesOf } from './io';
import { pressButtons } from './buttons';
import { journaled } from './journaled';
import { said } from '@/lib/i18n';
import { listArg } from './summary';
import type { ConflictResolution, JournalEntry, UndoResult } from './types';
import { conflict, failed, finish, gone, joined, settle, shape, writeValues, type UndoContext } from './undo-common';

export async function undoAction(ctx: UndoContext, op: JournalEntry, fields: FieldsMap, resolution?: ConflictResolution): Promise<UndoResult> {
  const major = (await ctx.client.version()).major;
  const action = findAction(op.model, op.method ?? '', major);
  const plan = action && undoForAction(action, Object.values(op.before).map((v) => stateOf(action, v)));
  if (!action || !plan?.undoable) return { status: 'not_undoable', operation: op, reason: plan && !plan.undoable ? plan.reason : said('undo.unknownAction') };
  if (plan.step.on === 'created') return undoCreated(ctx, op, action, plan.step);
  const field = action.stateField ?? 'state';
  const watch = action.watch.filter((f) => f in fields);
  // Read with the watched fields (no extra round trip): whether a hash lock makes Odoo refuse the inverse.
  const locks = undoNeedsDraft(action) ? lockFields(fields) : [];
  const current = await readValues(ctx.client, op.model, op.recordIds, [...watch, ...locks]);
  if (current.missing.length) return gone(op, current.missing);
  if (locks.length) {
    const version = await ctx.client.version();
    if (op.recordIds.some((id) => hashLocked(current.values[id], version))) return { status: 'not_undoable', operation: op, reason: HASH_LOCKED };
  }
  const guard = action.undoOnlyIf;
  if (guard && guard.field in fields && op.recordIds.some((id) => !guard.values.includes(String(current.values[id]?.[guard.field] ?? '')))) {
    return { status: 'not_undoable', operation: op, reason: guard.reason };
  }
  const [labels, types] = [labelsOf(fields), typesOf(fields)];
  // Watched fields are compared with what they held right after the action, changed by it or not.
  const conflicts = findConflicts(op.before, op.after, current.values, labels, types, true);
  if (hasConflicts(conflicts) && !resolution) return conflict(ctx, op, conflicts);
  const restore = planRestore(op.before, op.after, current.values, resolution, types);
  const ids = op.recordIds.filter((id) => restore.values[id]?.[field] !== undefined);
  if (!ids.length) return settle(ctx, op, said('undo.leftAsIs'));

  const { methods, to, restore: restoreFields = [] } = plan.step;
  // Odoo has no button back (a won opportunity): the fields go back to what they held before.
  const back = Object.fromEntries(ids.map((id) => [id, Object.fromEntries(restoreFields.filter((f) => f in fields).map((f) => [f, op.before[id]?.[f] ?? false]))]));
  const undo = shape(ctx, 'action', op.model);
  Object.assign(undo, {
    method: [...methods, ...(restoreFields.length ? ['write'] : [])].join(', '),
    methods,
    recordIds: ids,
    displayNames: current.names,
    before: Object.fromEntries(ids.map((id) => [id, current.values[id]!])),
    expect: { type: 'values', model: op.model, values: Object.fromEntries(ids.map((id) => [id, to ? { [field]: stateValue(to, fields[field]?.type) } : back[id]!])) },
  } satisfies Partial<JournalEntry>);
  const ran: string[] = [];
  await journaled(ctx, undo, async () => {
    try {
      for (const id of ids) if (Object.keys(back[id]!).length) await ctx.client.write(op.model, [id], writeValues(back[id]!, fields));
      const { read } = await pressButtons(ctx.client, { model: op.model, ids, watch, field }, methods, to, ran);
      return { after: read.values, displayNames: read.names };
    } catch (error) {
      if (ran.length && ran.length < methods.length) undo.note = said('undo.stoppedHalfway', { ran: ran.join(', '), next: methods[ran.length] ?? '' });
      throw error;
    }
  }).catch(() => undefined);
  if (undo.status !== 'done') return failed(op, joined(undo.note, undo.error));
  // The state as Odoo labels it, in the user's language (fields_get is read in it).
  const label = fields[field]?.selection?.find(([key]) => key === to)?.[1] ?? to;
  const names = listArg(ids.map((id) => current.names[id] ?? `#${id}`));
  return finish(ctx, op, undo, joined(to ? said('undo.backTo', { names, state: label }) : said('undo.backAsWas', { names }), plan.step.note));
}

/** Undoes an action by what it created: cancels the payment, deletes the draft invoice or credit note. */
async function undoCreated(ctx: UndoContext, op: JournalEntry, action: WorkflowAction, step: UndoStep): Promise<UndoResult> {
  const made = op.created;
  if (!made?.ids.length) return failed(op, said('undo.createdUnknown'));
  const guard = action.undoOnlyIf?.on === 'created' ? action.undoOnlyIf : undefined;
  const current = await readValues(ctx.client, made.model, made.ids, ['state', ...(guard ? [guard.field] : [])]);
  if (current.missing.length === made.ids.length) return settle(ctx, op, said('undo.createdGone'));
  if (current.missing.length) return gone(op, current.missing);
  if (guard && made.ids.some((id) => !guard.values.includes(String(current.values[id]?.[guard.field] ?? '')))) {
    return { status: 'not_undoable', operation: op, reason: guard.reason };
  }
  const undo = shape(ctx, step.unlink ? 'unlink' : 'action', made.model);
  Object.assign(undo, {
    ...(step.methods.length ? { method: step.methods.join(', '), methods: step.methods } : {}),
    recordIds: made.ids,
    displayNames: current.names,
    before: current.values,
    expect: step.unlink
      ? { type: 'gone', model: made.model, ids: made.ids }
      : { type: 'values', model: made.model, values: Object.fromEntries(made.ids.map((id) => [id, { state: step.to }])) },
  } satisfies Partial<JournalEntry>);
  await journaled(ctx, undo, async () => {
    const { read } = await pressButtons(ctx.client, { model: made.model, ids: made.ids, watch: ['state'] }, step.methods, step.unlink ? '' : step.to);
    if (step.unlink) await ctx.client.unlink(made.model, made.ids);
    return { after: step.unlink ? {} : read.values };
  }).catch(() => undefined);
  if (undo.status !== 'done') return failed(op, joined(undo.note, undo.error));
  const names = listArg(made.ids.map((id) => current.names[id] ?? `#${id}`));
  return finish(ctx, op, undo, joined(said(step.unlink ? 'undo.deleted' : 'undo.cancelled', { names }), step.note));
}

export async function undoMessage(ctx: UndoContext, op: JournalEntry): Promise<UndoResult> {
  const ids = Object.values(op.after).map((v) => v.message_id).filter((id): id is number => typeof id === 'number');
  if (!ids.length) return failed(op, said('undo.noteIdMissing'));
  const undo = shape(ctx, 'unlink', 'mail.message');
  const [resId] = op.recordIds;
  const note = { body: op.after[resId ?? 0]?.message ?? false };
  Object.assign(undo, {
    recordIds: ids,
    // Named by the record it was on: Changes shows it as a Message of that record.
    displayNames: Object.fromEntries(ids.map((id) => [id, op.displayNames[resId ?? 0] ?? op.model])),
    before: Object.fromEntries(ids.map((id) => [id, note])),
    expect: { type: 'gone', model: 'mail.message', ids },
  } satisfies Partial<JournalEntry>);
  await journaled(ctx, undo, async () => (await ctx.client.unlink('mail.message', ids), { after: {} })).catch(() => undefined);
  return undo.status === 'done' ? finish(ctx, op, undo, said('undo.noteDeleted')) : failed(op, said('undo.noteRefused', { error: undo.error ?? '' }));
}
