// Whether a record the assistant created changed since, as its undo needs to know (undo-plan.ts
// planCreateUndo asks before deleting it). Pure: undo.ts reads the record, its chatter and the
// journal's own later entries (EntryStore.laterOn), and this judges them.
import type { Json } from '@/lib/db';
import { said } from '@/lib/i18n';
import { labelsOf, typesOf } from './io';
import type { ConflictField, JournalEntry } from './types';
import type { Current } from './undo-types';
import { fieldsOf, many2oneId, valueEquals } from './values';

/**
 * What changed on created record `id` since the journal last wrote it, as lines to show (none when
 * only the write date says so: a line, a field the journal did not write); undefined when nothing did. Pure. The journal's own later entries that landed (writes, their undos) set what
 * the record should hold and the write date it should have; its own notes are not someone's.
 */
export function changedSince(op: JournalEntry, { fields, records, uid, later = [], posted = {} }: Current, id: number): ConflictField[] | undefined {
  const landed = [op, ...later.filter((e) => e.status === 'done' || e.status === 'undone' || e.status === 'conflict')];
  // Entries on the record's model; others only moved its write date (touched.ts), and their ids are another model's.
  const own = landed.filter((e) => e.model === op.model);
  const expected: Record<string, Json> = Object.assign({}, ...own.map((e) => e.after[id] ?? {}));
  const ours = new Set(own.filter((e) => e.kind === 'message').flatMap((e) => Object.values(e.after).map((v) => v.message_id)));
  const now = records!.values[id] ?? {};
  const [labels, types] = [labelsOf(fields), typesOf(fields)];
  const out: ConflictField[] = [];
  // Saved since by another user, or later than the journal's own writes account for (the user's own edit).
  const by = many2oneId(now.write_uid);
  const last = ownWriteDate(op, landed, id);
  const moved = (by !== undefined && by !== uid) || last === GAP || (typeof now.write_date === 'string' && typeof last === 'string' && now.write_date > last);
  for (const f of fieldsOf(op.after)) {
    const [ai, theirs] = [expected[f] ?? false, now[f] ?? false];
    if (!valueEquals(ai, theirs, types[f])) out.push({ field: f, label: labels[f] ?? f, theirs, before: false, ai, info: true });
  }
  const notes = (posted[id] ?? []).filter((m) => !ours.has(m));
  if (notes.length) out.push({ field: 'message_ids', label: said('undoCreate.notes', { count: notes.length }), theirs: notes.length, before: false, ai: false, info: true });
  return out.length || moved ? out : undefined;
}

const GAP = Symbol('gap');

/**
 * The write date the journal's own entries leave on record `id` of `op`'s create, walked oldest
 * first: each later write (its own, or one that moved it from elsewhere, `touched`) must have found
 * the date the previous one left, else someone saved it in between (GAP). Whole seconds: an edit
 * within the second of the journal's last write is not seen here. Pure.
 */
export function ownWriteDate(op: JournalEntry, landed: JournalEntry[], id: number): string | typeof GAP | undefined {
  let last: string | undefined;
  for (const e of landed) {
    const touch = e.touched?.[op.model]?.[id];
    const on = e.model === op.model ? { from: e === op ? undefined : e.before[id]?.write_date, to: e.after[id]?.write_date } : undefined;
    const step = touch ?? on;
    if (!step || typeof step.to !== 'string') continue;
    if (typeof step.from === 'string' && last !== undefined && step.from > last) return GAP;
    if (last === undefined || step.to > last) last = step.to;
  }
  return last;
}
