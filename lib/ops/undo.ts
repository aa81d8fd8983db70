// Journal.undo: check the record still holds what the assistant left, then revert, journaled.
import type { Json } from '@/lib/db';
import type { FieldsMap } from '@/lib/odoo';
import { addedLines, removeAdded, withoutAdded } from './added-lines';
import { findConflicts, hasConflicts, planRestore } from './conflict';
import { errorText, highestId, labelsOf, readValues, refusedByOdoo, typesOf } from './io';
import { journaled } from './journaled';
import { planLines } from './lines';
import { lostItems, matchValues } from './plan';
import { fromRecord, saveValues } from './perform';
import { said, type Said } from '@/lib/i18n';
import { listArg } from './summary';
import type { ConflictField, ConflictResolution, JournalEntry, RecordValues, UndoResult } from './types';
import { conflict, failed, fieldsOf, finish, gone, settle, shape, writeValues, type UndoContext } from './undo-common';
import { undoAction, undoMessage } from './undo-workflow';
import { undoDeletes, undoUnderLimits } from './undo-deletes';
import { findAction, stateOf, undoForAction } from './actions';
import { displayValue, many2oneId, META_FIELDS, valueEquals } from './values';

export type { UndoContext } from './undo-common';

export async function undoEntry(ctx: UndoContext, op: JournalEntry, resolution?: ConflictResolution): Promise<UndoResult> {
  const fields = await ctx.client.fieldsGet(op.model);
  // The organisation's "never delete" as it is now, not as it was at the write.
  const under = undoUnderLimits(await undoDeletesOf(ctx, op, fields), await ctx.limits?.(), op.kind, fields);
  if (!under.allowed) return { status: 'not_undoable', operation: op, reason: under.reason };
  switch (op.kind) {
    case 'write':
      return undoWrite(ctx, op, fields, resolution);
    case 'create':
      return undoCreate(ctx, op, fields, resolution, 'archive' in under);
    case 'archive':
    case 'unarchive':
      return undoArchive(ctx, op);
    case 'unlink':
      return undoUnlink(ctx, op, fields);
    case 'action':
      return undoAction(ctx, op, fields, resolution);
    case 'message':
      return undoMessage(ctx, op);
  }
}

async function undoWrite(ctx: UndoContext, op: JournalEntry, fields: FieldsMap, resolution?: ConflictResolution): Promise<UndoResult> {
  const names = fieldsOf(op.after);
  // write_uid rides along in the same read: a conflict names who changed the record.
  const current = await readValues(ctx.client, op.model, op.recordIds, [...names, 'write_uid']);
  if (current.missing.length) return gone(op, current.missing);
  const [labels, types] = [labelsOf(fields), typesOf(fields)];
  // Lines the write added are deleted one by one (lib/ops/added-lines), outside the field compare.
  const added = addedLines(op.before, op.after, fields);
  const [before, after] = [withoutAdded(op.before, added), withoutAdded(op.after, added)];
  const conflicts = findConflicts(before, after, current.values, labels, types);
  for (const [id, list] of Object.entries(conflicts)) {
    const now = current.values[Number(id)];
    for (const c of list) Object.assign(c, { by: displayValue(now?.write_uid), at: String(now?.write_date ?? '') });
  }
  const lines = await planLines(ctx.client, op, labels, resolution);
  for (const [id, list] of Object.entries(lines.conflicts)) (conflicts[Number(id)] ??= []).push(...list);
  if (hasConflicts(conflicts) && !resolution) return conflict(ctx, op, conflicts);
  const plan = planRestore(before, after, current.values, resolution, types);
  const removal = removeAdded(added, current.values);
  const kept = [...Object.values(plan.kept).flat().map((f) => labels[f] ?? f), ...lines.kept];
  const unique = [...new Map(kept.map((k) => [JSON.stringify(k), k])).values()];
  const keptNote: Said[] = unique.length ? [said('undo.kept', { fields: listArg(unique, 6) })] : [];
  const ids = [...new Set([...Object.keys(plan.values), ...Object.keys(lines.commands), ...Object.keys(removal.commands)])].map(Number);
  if (!ids.length) return settle(ctx, op, [said('undo.nothing'), ...keptNote]);

  const undo = shape(ctx, 'write', op.model);
  Object.assign(undo, {
    recordIds: ids,
    displayNames: current.names,
    before: Object.fromEntries(ids.map((id) => [id, pickValues(current.values[id], [...Object.keys(plan.values[id] ?? {}), ...Object.keys(removal.left[id] ?? {})])])),
    expect: { type: 'values', model: op.model, values: Object.fromEntries(ids.map((id) => [id, { ...plan.values[id], ...removal.left[id] }])) },
  } satisfies Partial<JournalEntry>);
  await journaled(ctx, undo, async () => {
    const after: RecordValues = {};
    for (const id of ids) {
      const restore = plan.values[id] ?? {};
      const values = writeValues(restore, fields);
      // Edited lines get their values back, and added lines are deleted, in the same save.
      for (const more of [removal.commands[id], lines.commands[id]]) {
        for (const [name, commands] of Object.entries(more ?? {})) values[name] = [...(Array.isArray(values[name]) ? values[name] : []), ...commands];
      }
      const saved = await saveValues(ctx, op.model, [id], values, Object.keys(values));
      Object.assign(after, saved.after);
    }
    return { after };
  }).catch(() => undefined);
  if (undo.status !== 'done') return failed(op, undo.error);
  const restored = [...new Set(ids.flatMap((id) => [...Object.keys(plan.values[id] ?? {}), ...Object.keys(lines.commands[id] ?? {}), ...Object.keys(removal.commands[id] ?? {})]))].map((f) => labels[f] ?? f);
  return finish(ctx, op, undo, [said('undo.restored', { fields: listArg(restored, 6), names: listArg(ids.map((id) => current.names[id] ?? `#${id}`)) }), ...keptNote]);
}

/** What undoing this entry would delete (undo-deletes.ts), from the entry as journaled. */
async function undoDeletesOf(ctx: UndoContext, op: JournalEntry, fields: FieldsMap) {
  const action = op.kind === 'action' ? findAction(op.model, op.method ?? '', (await ctx.client.version()).major) : undefined;
  const plan = action && undoForAction(action, Object.values(op.before).map((v) => stateOf(action, v)));
  const addsOwnLines = op.kind === 'write' && Object.keys(addedLines(op.before, op.after, fields)).length > 0;
  return undoDeletes(op.kind, { addsOwnLines, unlinksCreated: plan?.undoable === true && plan.step.unlink === true });
}

/** `archiveOnly`: the organisation does not allow deleting, so the record is archived instead. */
async function undoCreate(ctx: UndoContext, op: JournalEntry, fields: FieldsMap, resolution?: ConflictResolution, archiveOnly = false): Promise<UndoResult> {
  const names = fieldsOf(op.after);
  const [current, session] = await Promise.all([readValues(ctx.client, op.model, op.recordIds, [...names, 'write_uid']), ctx.client.session()]);
  const ids = op.recordIds.filter((id) => !current.missing.includes(id));
  if (!ids.length) return settle(ctx, op, said('undo.alreadyDeleted'));
  const [labels, types] = [labelsOf(fields), typesOf(fields)];
  const conflicts: Record<number, ConflictField[]> = {};
  // Someone else saved the record since (lines, notes, any field): their work is never deleted.
  const editedBy = (id: number) => {
    const now = current.values[id] ?? {};
    // Last saved by another user (write_date alone cannot tell: it has whole seconds, and our own later writes move it too).
    const uid = many2oneId(now.write_uid);
    return uid !== undefined && uid !== session.uid ? now : undefined;
  };
  for (const id of ids) {
    const edited = editedBy(id);
    if (edited) {
      const [by, at] = [displayValue(edited.write_uid), String(edited.write_date ?? '')];
      (conflicts[id] ??= []).push({
        field: 'write_date', label: said('undo.changedByAt', { who: by, at: { dateTime: at } }), theirs: edited.write_date ?? false, before: false, ai: op.after[id]?.write_date ?? false,
        by, at, keep: said('undo.keepAsLeft'), restore: said(fields.active ? 'undo.archiveInstead' : 'undo.deleteAnyway'),
      });
    }
    for (const f of names) {
      const [ai, theirs] = [op.after[id]?.[f] ?? false, current.values[id]?.[f] ?? false];
      if (!valueEquals(ai, theirs, types[f])) (conflicts[id] ??= []).push({ field: f, label: labels[f] ?? f, theirs, before: false, ai });
    }
  }
  if (hasConflicts(conflicts)) {
    if (!resolution) return conflict(ctx, op, conflicts);
    const keep = Object.entries(conflicts).some(([id, list]) => list.some((c) => resolution[Number(id)]?.[c.field] !== 'before'));
    if (keep) return { status: 'not_undoable', operation: op, reason: said('undo.keptChanges') };
    // Edited by someone else: archived, not deleted, where the model can archive.
    if (fields.active && ids.some((id) => editedBy(id))) return archiveCreated(ctx, op, ids, current.names, current.values, said('undo.why.othersChanged'));
  }
  if (archiveOnly) return archiveCreated(ctx, op, ids, current.names, current.values, said('undo.why.orgNoDelete'));
  const label = listArg(ids.map((id) => current.names[id] ?? `#${id}`));
  const undo = shape(ctx, 'unlink', op.model);
  Object.assign(undo, { recordIds: ids, displayNames: current.names, before: current.values, expect: { type: 'gone', model: op.model, ids } } satisfies Partial<JournalEntry>);
  await journaled(ctx, undo, async (save) => {
    try {
      await ctx.client.unlink(op.model, ids);
      return { after: {}, note: said('undo.deleted', { names: label }) };
    } catch (error) {
      if (!refusedByOdoo(error) || !fields.active) throw error;
      // Odoo keeps records others depend on; archiving hides it the way a user would.
      Object.assign(undo, { kind: 'archive', expect: { type: 'values', model: op.model, values: Object.fromEntries(ids.map((id) => [id, { active: false }])) } });
      await save();
      await ctx.client.callKw(op.model, 'action_archive', [ids]);
      const refusal = errorText(error).replace(/\s+/g, ' ').trim();
      return { after: Object.fromEntries(ids.map((id) => [id, { active: false }])), note: said('undo.refusedArchived', { names: label, reason: refusal }) };
    }
  }).catch(() => undefined);
  return undo.status === 'done' ? finish(ctx, op, undo) : failed(op, undo.error);
}

/** Archives records the assistant created that others have since worked on, instead of deleting them. */
async function archiveCreated(ctx: UndoContext, op: JournalEntry, ids: number[], names: Record<number, string>, values: RecordValues, why: Said): Promise<UndoResult> {
  const after = Object.fromEntries(ids.map((id) => [id, { active: false }]));
  const undo = shape(ctx, 'archive', op.model);
  Object.assign(undo, { recordIds: ids, displayNames: names, before: values, expect: { type: 'values', model: op.model, values: after } } satisfies Partial<JournalEntry>);
  await journaled(ctx, undo, async () => (await ctx.client.callKw(op.model, 'action_archive', [ids]), { after })).catch(() => undefined);
  const label = listArg(ids.map((id) => names[id] ?? `#${id}`));
  return undo.status === 'done' ? finish(ctx, op, undo, said('undo.archivedInsteadWhy', { names: label, why })) : failed(op, undo.error);
}

async function undoArchive(ctx: UndoContext, op: JournalEntry): Promise<UndoResult> {
  const wasArchive = op.kind === 'archive';
  const current = await readValues(ctx.client, op.model, op.recordIds, ['active']);
  if (current.missing.length) return gone(op, current.missing);
  const ids = op.recordIds.filter((id) => current.values[id]?.active === !wasArchive);
  const label = listArg(op.recordIds.map((id) => current.names[id] ?? `#${id}`));
  if (!ids.length) return settle(ctx, op, said(wasArchive ? 'undo.alreadyActive' : 'undo.alreadyArchived', { names: label }));
  const undo = shape(ctx, wasArchive ? 'unarchive' : 'archive', op.model);
  const after = Object.fromEntries(ids.map((id) => [id, { active: wasArchive }]));
  Object.assign(undo, { recordIds: ids, displayNames: current.names, before: current.values, expect: { type: 'values', model: op.model, values: after } } satisfies Partial<JournalEntry>);
  await journaled(ctx, undo, async () => {
    await ctx.client.callKw(op.model, wasArchive ? 'action_unarchive' : 'action_archive', [ids]);
    return { after };
  }).catch(() => undefined);
  return undo.status === 'done' ? finish(ctx, op, undo, said(wasArchive ? 'undo.unarchived' : 'undo.archived', { names: label })) : failed(op, undo.error);
}

async function undoUnlink(ctx: UndoContext, op: JournalEntry, fields: FieldsMap): Promise<UndoResult> {
  const session = await ctx.client.session();
  const undo = shape(ctx, 'create', op.model);
  const snapshots = op.recordIds.map((id) => [id, restorable(op.before[id] ?? {}, fields)] as const);
  const afterId = await highestId(ctx.client, op.model, fields);
  Object.assign(undo, {
    expect: { type: 'created', model: op.model, records: snapshots.map(([, v]) => matchValues(v, fields, true)), uid: session.uid, since: undo.createdAt, afterId },
  } satisfies Partial<JournalEntry>);
  const pairs: Said[] = [];
  await journaled(ctx, undo, async () => {
    const outcome = { recordIds: [] as number[], after: {} as RecordValues, displayNames: {} as Record<number, string> };
    for (const [oldId, values] of snapshots) {
      const record = await ctx.client.save(op.model, null, writeValues(values, fields), ['display_name', 'write_date']);
      const saved = fromRecord(record, ['display_name', 'write_date']);
      outcome.recordIds.push(record.id);
      Object.assign(outcome.after, saved.after);
      Object.assign(outcome.displayNames, saved.displayNames);
      pairs.push(said('undo.recreatedPair', { name: op.displayNames[oldId] ?? `#${oldId}`, id: String(record.id), old: String(oldId) }));
    }
    return outcome;
  }).catch(() => undefined);
  if (undo.status !== 'done') return failed(op, undo.error);
  const lost = lostItems(op.before, fields);
  const caveat = lost.length ? [said('undo.notRestored', { lost: listArg(lost, 10) })] : [];
  return finish(ctx, op, undo, [said('undo.recreated', { pairs: listArg(pairs, 10) }), ...caveat]);
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
