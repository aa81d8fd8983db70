// How to undo one journal entry, decided from the entry and what Odoo holds now (undo.ts reads it)
// alone: a plan of RPC steps to run, a conflict to ask the user about, or an outcome known without
// sending anything. Pure: no I/O, no clock. Workflow actions and notes: undo-plan-workflow.ts.
import type { Json } from '@/lib/db';
import { said, type Said, type Text } from '@/lib/i18n';
import type { FieldsMap } from '@/lib/odoo';
import { buttonContexts, type UndoStep } from './actions';
import { addedLines, removeAdded, withoutAdded } from './added-lines';
import { findConflicts, hasConflicts, planRestore } from './conflict';
import { matchValues } from './expect';
import { labelsOf, typesOf } from './io';
import { restoreLines } from './lines';
import { listArg } from './summary';
import type { ConflictField, ConflictResolution, JournalEntry } from './types';
import { lostItems } from './undo-decision';
import { undoDeletes, undoUnderLimits } from './undo-deletes';
import { planActionUndo, planMessageUndo } from './undo-plan-workflow';
import { gone, names, nothingLeft, refused, writeValues } from './undo-outcomes';
import { changedSince } from './changed-since';
import type { Current, UndoPlanned } from './undo-types';
import { displayValue, META_FIELDS } from './values';

/** How the organisation's "never delete" now bears on undoing `op` (undo-deletes.ts). */
function underLimits(op: JournalEntry, current: Current) {
  const undo = current.action?.undo;
  const addsOwnLines = op.kind === 'write' && Object.keys(addedLines(op.before, op.after, current.fields)).length > 0;
  // A create undone by its cancel button (the user may not delete it) deletes nothing.
  const deletes = op.kind === 'create' && op.createUndo ? undefined : undoDeletes(op.kind, { addsOwnLines, unlinksCreated: undo?.undoable === true && undo.step.unlink === true });
  return undoUnderLimits(deletes, current.limits, op.kind, current.fields);
}

/** Why the organisation's limits now refuse undoing `op`, if they do (then nothing more is read). */
export function limitsRefuse(op: JournalEntry, current: Current): Said | undefined {
  const under = underLimits(op, current);
  return under.allowed ? undefined : under.reason;
}

export function planUndo(op: JournalEntry, current: Current, resolution?: ConflictResolution): UndoPlanned {
  const under = underLimits(op, current);
  if (!under.allowed) return refused(under.reason);
  switch (op.kind) {
    case 'write':
      return planWriteUndo(op, current, resolution);
    case 'create':
      return planCreateUndo(op, current, resolution, 'archive' in under);
    case 'archive':
    case 'unarchive':
      return planArchiveUndo(op, current);
    case 'unlink':
      return planUnlinkUndo(op, current);
    case 'action':
      return planActionUndo(op, current, resolution);
    case 'message':
      return planMessageUndo(op);
  }
}

function planWriteUndo(op: JournalEntry, { fields, records, lines: lineNow = {} }: Current, resolution?: ConflictResolution): UndoPlanned {
  const current = records!;
  if (current.missing.length) return gone(op, current.missing);
  const [labels, types] = [labelsOf(fields), typesOf(fields)];
  // Lines the write added are deleted one by one (lib/ops/added-lines), outside the field compare.
  const added = addedLines(op.before, op.after, fields);
  const [before, after] = [withoutAdded(op.before, added), withoutAdded(op.after, added)];
  const conflicts: Record<number, ConflictField[]> = {};
  for (const [id, list] of Object.entries(findConflicts(before, after, current.values, labels, types))) {
    const now = current.values[Number(id)];
    conflicts[Number(id)] = list.map((c) => ({ ...c, by: displayValue(now?.write_uid), at: String(now?.write_date ?? '') }));
  }
  const lines = restoreLines(op, lineNow, labels, resolution);
  for (const [id, list] of Object.entries(lines.conflicts)) conflicts[Number(id)] = [...(conflicts[Number(id)] ?? []), ...list];
  if (hasConflicts(conflicts) && !resolution) return { type: 'conflict', conflicts };
  const plan = planRestore(before, after, current.values, resolution, types);
  const removal = removeAdded(added, current.values);
  const kept = [...Object.values(plan.kept).flat().map((f) => labels[f] ?? f), ...lines.kept];
  const unique = [...new Map(kept.map((k) => [JSON.stringify(k), k])).values()];
  const keptNote: Said[] = unique.length ? [said('undo.kept', { fields: listArg(unique, 6) })] : [];
  const ids = [...new Set([...Object.keys(plan.values), ...Object.keys(lines.commands), ...Object.keys(removal.commands)])].map(Number);
  if (!ids.length) return nothingLeft([said('undo.nothing'), ...keptNote]);
  const restored = [...new Set(ids.flatMap((id) => [...Object.keys(plan.values[id] ?? {}), ...Object.keys(lines.commands[id] ?? {}), ...Object.keys(removal.commands[id] ?? {})]))].map((f) => labels[f] ?? f);
  return {
    type: 'run',
    entry: {
      kind: 'write',
      model: op.model,
      recordIds: ids,
      displayNames: current.names,
      before: Object.fromEntries(ids.map((id) => [id, pickValues(current.values[id], [...Object.keys(plan.values[id] ?? {}), ...Object.keys(removal.left[id] ?? {}), 'write_date'])])),
      expect: { type: 'values', model: op.model, values: Object.fromEntries(ids.map((id) => [id, { ...plan.values[id], ...removal.left[id] }])) },
    },
    calls: ids.map((id) => {
      const values = writeValues(plan.values[id] ?? {}, fields);
      // Edited lines get their values back, and added lines are deleted, in the same save.
      for (const more of [removal.commands[id], lines.commands[id]]) {
        for (const [name, commands] of Object.entries(more ?? {})) values[name] = [...(Array.isArray(values[name]) ? values[name] : []), ...commands];
      }
      return { do: 'save', model: op.model, id, values };
    }),
    note: () => [said('undo.restored', { fields: listArg(restored, 6), names: names(ids, current.names) }), ...keptNote],
  };
}

/** A created record the user may not delete (a salesperson's quotation): its cancel button, as they would press it. */
function cancelCreated(op: JournalEntry, current: Current, ids: number[], step: UndoStep): UndoPlanned {
  const read = current.records!;
  const field = 'state';
  return {
    type: 'run',
    entry: {
      kind: 'action', model: op.model, method: step.methods.join(', '), methods: step.methods, recordIds: ids, displayNames: read.names, before: read.values,
      expect: { type: 'values', model: op.model, values: Object.fromEntries(ids.map((id) => [id, { [field]: step.to }])) },
    },
    calls: [{ do: 'buttons', model: op.model, ids, watch: [field], field, methods: step.methods, to: step.to, contexts: buttonContexts(op.model, step.methods, current.version.major) }],
    note: () => said('undo.cancelledCreate', { names: names(ids, read.names) }),
  };
}

/**
 * Undo of a create. A record changed since the assistant made it, by anyone (the user in Odoo's
 * form too), is never deleted without a question: its write date moved past the last one the
 * journal's own writes left, a field no longer holds what the journal wrote, or someone posted in
 * its chatter. Then the user is told what changed and chooses: keep it, delete it anyway, or
 * archive it. `archiveOnly`: the organisation does not allow deleting, so deleting archives.
 * Write dates have whole seconds: an edit within the second of the journal's last write is seen
 * by its fields and notes only.
 */
function planCreateUndo(op: JournalEntry, current: Current, resolution: ConflictResolution | undefined, archiveOnly: boolean): UndoPlanned {
  const { fields, records } = current;
  const read = records!;
  const ids = op.recordIds.filter((id) => !read.missing.includes(id));
  if (!ids.length) return nothingLeft(said('undo.alreadyDeleted'));
  const canArchive = fields.active?.type === 'boolean';
  const conflicts: Record<number, ConflictField[]> = {};
  for (const id of ids) {
    const changed = changedSince(op, current, id);
    if (!changed) continue;
    const now = read.values[id] ?? {};
    const [by, at] = [displayValue(now.write_uid), String(now.write_date ?? '')];
    const choice: ConflictField = {
      field: 'write_date', label: said('undoCreate.changed', { who: by, at: { dateTime: at } }), theirs: now.write_date ?? false, before: false, ai: op.after[id]?.write_date ?? false,
      by, at, keep: said('undoCreate.keep'),
      ...(archiveOnly && canArchive ? { restore: said('undoCreate.archive') } : { restore: said('undoCreate.delete'), ...(canArchive ? { archive: said('undoCreate.archive') } : {}) }),
    };
    conflicts[id] = [choice, ...changed];
  }
  const archive = (why: Said): UndoPlanned => ({
    type: 'run',
    entry: { kind: 'archive', model: op.model, recordIds: ids, displayNames: read.names, before: read.values, expect: { type: 'values', model: op.model, values: Object.fromEntries(ids.map((id) => [id, { active: false }])) } },
    calls: [{ do: 'archive', model: op.model, ids }],
    note: () => said('undo.archivedInsteadWhy', { names: names(ids, read.names), why }),
  });
  if (hasConflicts(conflicts)) {
    if (!resolution) return { type: 'conflict', conflicts };
    // One choice per record (the write-date row); an older stored conflict answered field by field counts as its fields say.
    const chosen = Object.keys(conflicts).map((id) => resolution[Number(id)]?.write_date ?? (Object.values(resolution[Number(id)] ?? {}).includes('theirs') ? 'theirs' : 'before'));
    if (chosen.includes('theirs')) return refused(said('undo.keptChanges'));
    if (chosen.includes('archive') && canArchive) return archive(said('undoCreate.archived'));
  }
  if (op.createUndo) return cancelCreated(op, current, ids, op.createUndo);
  if (archiveOnly) return archive(said('undo.why.orgNoDelete'));
  const label = names(ids, read.names);
  return {
    type: 'run',
    entry: { kind: 'unlink', model: op.model, recordIds: ids, displayNames: read.names, before: read.values, expect: { type: 'gone', model: op.model, ids } },
    calls: [{ do: 'unlink', model: op.model, ids, says: said('undo.deleted', { names: label }), ...(fields.active ? { orArchive: { names: label } } : {}) }],
    note: () => undefined,
  };
}

function planArchiveUndo(op: JournalEntry, { records }: Current): UndoPlanned {
  const current = records!;
  const wasArchive = op.kind === 'archive';
  if (current.missing.length) return gone(op, current.missing);
  const ids = op.recordIds.filter((id) => current.values[id]?.active === !wasArchive);
  const label = names(op.recordIds, current.names);
  if (!ids.length) return nothingLeft(said(wasArchive ? 'undo.alreadyActive' : 'undo.alreadyArchived', { names: label }));
  return {
    type: 'run',
    entry: { kind: wasArchive ? 'unarchive' : 'archive', model: op.model, recordIds: ids, displayNames: current.names, before: current.values, expect: { type: 'values', model: op.model, values: Object.fromEntries(ids.map((id) => [id, { active: wasArchive }])) } },
    calls: [{ do: wasArchive ? 'unarchive' : 'archive', model: op.model, ids }],
    note: () => said(wasArchive ? 'undo.unarchived' : 'undo.archived', { names: label }),
  };
}

function planUnlinkUndo(op: JournalEntry, { fields, uid, at, afterId }: Current): UndoPlanned {
  const snapshots = op.recordIds.map((id) => [id, restorable(op.before[id] ?? {}, fields)] as const);
  const lost = lostItems(op.before, fields);
  const caveat = lost.length ? [said('undo.notRestored', { lost: listArg(lost, 10) })] : [];
  return {
    type: 'run',
    entry: {
      kind: 'create', model: op.model, recordIds: [], displayNames: {}, before: {},
      expect: { type: 'created', model: op.model, records: snapshots.map(([, v]) => matchValues(v, fields, true)), uid, since: at, ...(afterId !== undefined ? { afterId } : {}) },
    },
    calls: snapshots.map(([oldId, values]) => ({ do: 'create', model: op.model, oldId, values: writeValues(values, fields) })),
    note: (made) => [said('undo.recreated', { pairs: listArg(made.map(({ oldId, id }) => said('undo.recreatedPair', { name: op.displayNames[oldId] ?? `#${oldId}`, id: String(id), old: String(oldId) })), 10) }), ...caveat],
  };
}

function pickValues(values: Record<string, Json> | undefined, keys: string[]): Record<string, Json> {
  return Object.fromEntries(keys.map((k) => [k, values?.[k] ?? false]));
}

/** The snapshot values that can be sent to create the record again (empty lists are left to Odoo). */
function restorable(snapshot: Record<string, Json>, fields: FieldsMap): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(snapshot).filter(([f, v]) => {
      const type = fields[f]?.type;
      if (!type || META_FIELDS.has(f) || type === 'one2many' || type === 'binary') return false;
      return !(Array.isArray(v) && !v.length);
    }),
  );
}
