// Redo: an undone change done again, as it was first asked. It is a new write (journaled, with its
// own Undo), so it passes the approval pipeline like any other; this file says which changes can
// be done again and whether the records still hold what the undo put back.
import type { Text } from '@/lib/i18n';
import { said } from '@/lib/i18n';
import { findConflicts, hasConflicts } from './conflict';
import type { JournalEntry, RecordValues, WriteSpec } from './types';

/** The write that does an undone change again, or undefined when it cannot be redone. */
export function redoSpec(entry: JournalEntry): WriteSpec | undefined {
  if (entry.status !== 'undone' || entry.undoOf || entry.redoneBy || !entry.spec) return undefined;
  // A field edit or a create is asked again as it was; a delete or a workflow action is a new
  // decision for the user to take in the chat, not one click in a list.
  if (entry.spec.kind !== 'write' && entry.spec.kind !== 'create') return undefined;
  return entry.spec;
}

/**
 * Why an undone edit cannot be done again now: the records no longer hold what the undo put back
 * (someone changed them since), said with the fields' labels. A create is made again as new.
 */
export function redoBlocked(entry: JournalEntry, current: RecordValues, missing: number[]): Text | undefined {
  if (entry.kind === 'create') return undefined;
  if (missing.length) return said('redo.gone');
  const conflicts = findConflicts(entry.after, entry.before, current, entry.labels, entry.types);
  if (!hasConflicts(conflicts)) return undefined;
  const labels = [...new Set(Object.values(conflicts).flatMap((fields) => fields.map((f) => f.label)))];
  return said('redo.changedSince', { fields: { list: labels } });
}
