// Undoing a workflow button (its known inverse) and an internal note (deleting it).
import type { FieldsMap } from '@/lib/odoo';
import { findAction, undoForAction } from './actions';
import { findConflicts, hasConflicts, planRestore } from './conflict';
import { labelsOf, readValues, typesOf } from './io';
import { pressButtons } from './buttons';
import { journaled } from './journaled';
import { listNames } from './summary';
import type { ConflictResolution, JournalEntry, UndoResult } from './types';
import { conflict, failed, finish, gone, settle, shape, type UndoContext } from './undo-common';

export async function undoAction(ctx: UndoContext, op: JournalEntry, fields: FieldsMap, resolution?: ConflictResolution): Promise<UndoResult> {
  const action = findAction(op.model, op.method ?? '');
  const plan = action && undoForAction(action, Object.values(op.before).map((v) => String(v.state ?? '')));
  if (!action || !plan?.undoable) return { status: 'not_undoable', operation: op, reason: plan && !plan.undoable ? plan.reason : 'Unknown action.' };
  const watch = action.watch.filter((f) => f in fields);
  const current = await readValues(ctx.client, op.model, op.recordIds, watch);
  if (current.missing.length) return gone(op, current.missing);
  const guard = action.undoOnlyIf;
  if (guard && guard.field in fields && op.recordIds.some((id) => !guard.values.includes(String(current.values[id]?.[guard.field] ?? '')))) {
    return { status: 'not_undoable', operation: op, reason: guard.reason };
  }
  const [labels, types] = [labelsOf(fields), typesOf(fields)];
  // Watched fields are compared with what they held right after the action, changed by it or not.
  const conflicts = findConflicts(op.before, op.after, current.values, labels, types, true);
  if (hasConflicts(conflicts) && !resolution) return conflict(ctx, op, conflicts);
  const restore = planRestore(op.before, op.after, current.values, resolution, types);
  const ids = op.recordIds.filter((id) => restore.values[id]?.state !== undefined);
  if (!ids.length) return settle(ctx, op, 'Left as it is now: nothing of the action is left to undo, or you chose to keep the changes made since.');

  const { methods, to } = plan.step;
  const undo = shape(ctx, 'action', op.model);
  Object.assign(undo, {
    method: methods.join(', '),
    methods,
    recordIds: ids,
    displayNames: current.names,
    before: Object.fromEntries(ids.map((id) => [id, current.values[id]!])),
    expect: { type: 'values', model: op.model, values: Object.fromEntries(ids.map((id) => [id, { state: to }])) },
  } satisfies Partial<JournalEntry>);
  const ran: string[] = [];
  await journaled(ctx, undo, async () => {
    try {
      const { read } = await pressButtons(ctx.client, { model: op.model, ids, watch }, methods, to, ran);
      return { after: read.values, displayNames: read.names };
    } catch (error) {
      if (ran.length && ran.length < methods.length) undo.note = `It stopped halfway: ${ran.join(', ')} ran, then Odoo refused ${methods[ran.length]}.`;
      throw error;
    }
  }).catch(() => undefined);
  if (undo.status !== 'done') return failed(op, [undo.note, undo.error].filter(Boolean).join(' '));
  const state = fields.state?.selection?.find(([key]) => key === to)?.[1] ?? to;
  return finish(ctx, op, undo, `${listNames(ids.map((id) => current.names[id] ?? `#${id}`))} is back to ${state}.${plan.step.note ? ` ${plan.step.note}` : ''}`);
}

export async function undoMessage(ctx: UndoContext, op: JournalEntry): Promise<UndoResult> {
  const ids = Object.values(op.after).map((v) => v.message_id).filter((id): id is number => typeof id === 'number');
  if (!ids.length) return failed(op, 'The note\'s id was not recorded, so it cannot be found to delete.');
  const undo = shape(ctx, 'unlink', 'mail.message');
  const [resId] = op.recordIds;
  const note = { body: op.after[resId ?? 0]?.message ?? false };
  Object.assign(undo, {
    recordIds: ids,
    displayNames: Object.fromEntries(ids.map((id) => [id, `Note on ${op.displayNames[resId ?? 0] ?? op.model}`])),
    before: Object.fromEntries(ids.map((id) => [id, note])),
    expect: { type: 'gone', model: 'mail.message', ids },
  } satisfies Partial<JournalEntry>);
  await journaled(ctx, undo, async () => (await ctx.client.unlink('mail.message', ids), { after: {} })).catch(() => undefined);
  return undo.status === 'done' ? finish(ctx, op, undo, 'Deleted the internal note.') : failed(op, `Odoo did not delete the note: ${undo.error ?? ''}`.trim());
}
