// Planning the undo of a workflow action (its inverse in the action table) and of an internal note
// (deleting it). Pure, like undo-plan.ts.
import { said } from '@/lib/i18n';
import { buttonContexts, stateValue, type UndoStep, type WorkflowAction } from './actions';
import { findConflicts, hasConflicts, planRestore } from './conflict';
import { refusedEffects } from './effects';
import { HASH_LOCKED, hashLocked, lockFields, undoNeedsDraft } from './hash-lock';
import { labelsOf, typesOf } from './io';
import type { ConflictResolution, JournalEntry } from './types';
import { failedWith, gone, joined, names, nothingLeft, refused, writeValues } from './undo-outcomes';
import type { Current, UndoPlanned } from './undo-types';

// A stopped undo says how far it got (undo-run.ts records it on the entry) beside Odoo's error.
const withNote = (undo: JournalEntry) => joined(undo.note, undo.error);

export function planActionUndo(op: JournalEntry, current: Current, resolution?: ConflictResolution): UndoPlanned {
  const { fields, action, version } = current;
  if (!action || !action.undo.undoable) return refused(action && !action.undo.undoable ? action.undo.reason : said('undo.unknownAction'));
  const { row, undo: { step } } = action;
  if (step.on === 'created') return planCreatedUndo(op, current, row, step);
  const read = current.records!;
  const field = row.stateField ?? 'state';
  if (read.missing.length) return gone(op, read.missing);
  // Read with the watched fields (undo.ts): whether a hash lock makes Odoo refuse the inverse.
  if (undoNeedsDraft(row) && lockFields(fields).length && op.recordIds.some((id) => hashLocked(read.values[id], version))) return refused(HASH_LOCKED);
  const guard = row.undoOnlyIf;
  if (guard && guard.field in fields && op.recordIds.some((id) => !guard.values.includes(String(read.values[id]?.[guard.field] ?? '')))) return refused(guard.reason);
  const [labels, types] = [labelsOf(fields), typesOf(fields)];
  // Watched fields are compared with what they held right after the action, changed by it or not.
  const conflicts = findConflicts(op.before, op.after, read.values, labels, types, true);
  if (hasConflicts(conflicts) && !resolution) return { type: 'conflict', conflicts };
  const restore = planRestore(op.before, op.after, read.values, resolution, types);
  const ids = op.recordIds.filter((id) => restore.values[id]?.[field] !== undefined);
  if (!ids.length) return nothingLeft(said('undo.leftAsIs'));

  const { methods, to, restore: restoreFields = [] } = step;
  // Odoo has no button back (a won opportunity): the fields go back to what they held before.
  const back = Object.fromEntries(ids.map((id) => [id, Object.fromEntries(restoreFields.filter((f) => f in fields).map((f) => [f, op.before[id]?.[f] ?? false]))]));
  // The state as Odoo labels it, in the user's language (fields_get is read in it).
  const label = fields[field]?.selection?.find(([key]) => key === to)?.[1] ?? to;
  const who = names(ids, read.names);
  return {
    type: 'run',
    entry: {
      kind: 'action',
      model: op.model,
      method: [...methods, ...(restoreFields.length ? ['write'] : [])].join(', '),
      methods,
      recordIds: ids,
      displayNames: read.names,
      before: Object.fromEntries(ids.map((id) => [id, read.values[id]!])),
      expect: { type: 'values', model: op.model, values: Object.fromEntries(ids.map((id) => [id, to ? { [field]: stateValue(to, fields[field]?.type) } : back[id]!])) },
    },
    calls: [
      ...ids.filter((id) => Object.keys(back[id]!).length).map((id) => ({ do: 'write' as const, model: op.model, id, values: writeValues(back[id]!, fields) })),
      { do: 'buttons', model: op.model, ids, watch: row.watch.filter((f) => f in fields), field, methods, to, contexts: buttonContexts(op.model, methods, version.major) },
      // What Odoo made beside the action and the buttons just cancelled (a confirmed order's delivery).
      ...(row.leaves && op.created?.model === row.leaves.model && op.created.ids.length
        ? [{ do: 'deleteLeft' as const, model: op.created.model, ids: op.created.ids, words: row.leaves.words, of: { model: op.model, ids }, ...(refusedEffects(current.limits).has('delete') ? { org: true } : {}) }]
        : []),
    ],
    note: () => joined(to ? said('undo.backTo', { names: who, state: label }) : said('undo.backAsWas', { names: who }), step.note),
    failure: withNote,
  };
}

/** Undoes an action by what it created: cancels the payment, deletes the draft invoice or credit note. */
function planCreatedUndo(op: JournalEntry, current: Current, row: WorkflowAction, step: UndoStep): UndoPlanned {
  const { version } = current;
  const made = op.created;
  if (!made?.ids.length || !current.records) return failedWith(said('undo.createdUnknown'));
  const read = current.records;
  const guard = row.undoOnlyIf?.on === 'created' ? row.undoOnlyIf : undefined;
  if (read.missing.length === made.ids.length) return nothingLeft(said('undo.createdGone'));
  if (read.missing.length) return gone(op, read.missing);
  if (guard && made.ids.some((id) => !guard.values.includes(String(read.values[id]?.[guard.field] ?? '')))) return refused(guard.reason);
  return {
    type: 'run',
    entry: {
      kind: step.unlink ? 'unlink' : 'action',
      model: made.model,
      ...(step.methods.length ? { method: step.methods.join(', '), methods: step.methods } : {}),
      recordIds: made.ids,
      displayNames: read.names,
      before: read.values,
      expect: step.unlink ? { type: 'gone', model: made.model, ids: made.ids } : { type: 'values', model: made.model, values: Object.fromEntries(made.ids.map((id) => [id, { state: step.to }])) },
    },
    calls: [
      { do: 'buttons', model: made.model, ids: made.ids, watch: ['state'], methods: step.methods, to: step.unlink ? '' : step.to, contexts: buttonContexts(made.model, step.methods, version.major) },
      ...(step.unlink ? [{ do: 'unlink' as const, model: made.model, ids: made.ids }] : []),
    ],
    note: () => joined(said(step.unlink ? 'undo.deleted' : 'undo.cancelled', { names: names(made.ids, read.names) }), step.note),
    failure: withNote,
  };
}

export function planMessageUndo(op: JournalEntry): UndoPlanned {
  const ids = Object.values(op.after).map((v) => v.message_id).filter((id): id is number => typeof id === 'number');
  if (!ids.length) return failedWith(said('undo.noteIdMissing'));
  const [resId] = op.recordIds;
  const note = { body: op.after[resId ?? 0]?.message ?? false };
  return {
    type: 'run',
    entry: {
      kind: 'unlink',
      model: 'mail.message',
      recordIds: ids,
      // Named by the record it was on: Changes shows it as a Message of that record.
      displayNames: Object.fromEntries(ids.map((id) => [id, op.displayNames[resId ?? 0] ?? op.model])),
      before: Object.fromEntries(ids.map((id) => [id, note])),
      expect: { type: 'gone', model: 'mail.message', ids },
    },
    calls: [{ do: 'unlink', model: 'mail.message', ids }],
    note: () => said('undo.noteDeleted'),
    failure: (undo) => said('undo.noteRefused', { error: undo.error ?? '' }),
  };
}
