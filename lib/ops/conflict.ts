// Odoo has no optimistic locking, so before an undo we compare what the record holds now with
// what the assistant left there. Pure functions: the journal does the reading and the writing.
import type { Json } from '@/lib/db';
import type { ConflictField, ConflictResolution, RecordValues } from './types';
import { META_FIELDS, valueEquals } from './values';

/** Field types by name, to compare values precisely (optional). */
export type FieldTypes = Record<string, string | undefined>;

type FieldState = 'restore' | 'already' | 'conflict' | 'unchanged';

/**
 * How one field stands: the AI's value still there, already back to before, or changed by someone.
 * `watched`: a field the undo relies on (a workflow's state, an invoice's payment state) is compared
 * with what it held right after the action, whether or not the action changed it.
 */
function fieldState(before: Json | undefined, after: Json | undefined, current: Json | undefined, type?: string, watched = false): FieldState {
  if (valueEquals(before, after, type)) return watched && !valueEquals(current, after, type) ? 'conflict' : 'unchanged';
  if (valueEquals(current, after, type)) return 'restore';
  if (valueEquals(current, before, type)) return 'already';
  return 'conflict';
}

function fieldsOf(after: RecordValues, id: number): string[] {
  return Object.keys(after[id] ?? {}).filter((f) => !META_FIELDS.has(f));
}

/**
 * Fields someone else changed since the AI wrote them: the record holds neither the AI's value nor
 * the one before it. A record missing from `current` (deleted) is not a conflict; the caller says so.
 */
export function findConflicts(
  before: RecordValues,
  after: RecordValues,
  current: RecordValues,
  labels: Record<string, string> = {},
  types: FieldTypes = {},
  watched = false,
): Record<number, ConflictField[]> {
  const conflicts: Record<number, ConflictField[]> = {};
  for (const key of Object.keys(after)) {
    const id = Number(key);
    const now = current[id];
    if (!now) continue;
    for (const field of fieldsOf(after, id)) {
      const [b, a, c] = [before[id]?.[field] ?? false, after[id]?.[field] ?? false, now[field] ?? false];
      if (fieldState(b, a, c, types[field], watched) !== 'conflict') continue;
      (conflicts[id] ??= []).push({ field, label: labels[field] ?? field, theirs: c, before: b, ai: a });
    }
  }
  return conflicts;
}

export interface RestorePlan {
  /** Per record, the before values to write back (in read shape; convert with toWriteValue). */
  values: RecordValues;
  /** Per record, conflicting fields left as someone else set them. */
  kept: Record<number, string[]>;
}

/**
 * What to write back: every field that still holds the AI's value, plus the conflicting fields the
 * user chose 'before' for. A conflicting field without a choice keeps their value: an undo never
 * overwrites someone else's edit unless told to, and fields the AI did not touch are never written.
 */
export function planRestore(
  before: RecordValues,
  after: RecordValues,
  current: RecordValues,
  resolution: ConflictResolution = {},
  types: FieldTypes = {},
): RestorePlan {
  const values: RecordValues = {};
  const kept: Record<number, string[]> = {};
  for (const key of Object.keys(after)) {
    const id = Number(key);
    const now = current[id];
    if (!now) continue;
    for (const field of fieldsOf(after, id)) {
      const b = before[id]?.[field] ?? false;
      const state = fieldState(b, after[id]?.[field] ?? false, now[field] ?? false, types[field]);
      const chosen = resolution[id]?.[field];
      if (state === 'restore' || (state === 'conflict' && chosen === 'before')) (values[id] ??= {})[field] = b;
      else if (state === 'conflict') (kept[id] ??= []).push(field);
    }
  }
  return { values, kept };
}

/** Whether any record has a conflict. */
export function hasConflicts(conflicts: Record<number, ConflictField[]>): boolean {
  return Object.values(conflicts).some((list) => list.length > 0);
}
