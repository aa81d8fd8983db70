// Undo of several changes through the journal's own undo (Journal.undo: queued, a double click
// performs once): a turn's changes last first, stopping at the first conflict or failure; a change
// set's rows last first, each on its own.
import { UNSETTLED, type EntryStore } from './store';
import type { UndoResult } from './types';
import { failureSaid } from './errors';

export interface TurnUndo {
  /** Operations undone by this call, most recent first. */
  undone: string[];
  /** The undo that stopped the run: a conflict to resolve or a failure. */
  stoppedAt?: UndoResult;
  /** Operations left as they are: not undoable, not known to have happened, or after the stop. */
  skipped: string[];
}

/** Undoes a turn's operations, last first, stopping at the first conflict or failure. */
export async function undoTurn(store: EntryStore, turnId: string, undo: (id: string) => Promise<UndoResult>): Promise<TurnUndo> {
  const entries = (await store.byTurn(turnId)).filter((e) => !e.undoOf && e.status !== 'failed' && e.status !== 'undone').reverse();
  const result: TurnUndo = { undone: [], skipped: [] };
  for (const [index, entry] of entries.entries()) {
    // Whether it happened is not known until reconciled, so it is left alone.
    if (!entry.undoable || UNSETTLED.includes(entry.status)) {
      result.skipped.push(entry.id);
      continue;
    }
    // One undo that throws (a pruned entry, a broken database) stops the run like a failure, never leaves it hanging.
    const outcome = await undo(entry.id).catch((error: unknown): UndoResult => ({
      status: 'failed',
      operation: entry,
      error: failureSaid(error),
    }));
    if (outcome.status === 'undone') result.undone.push(entry.id);
    else if (outcome.status === 'not_undoable') result.skipped.push(entry.id);
    else {
      result.stoppedAt = outcome;
      result.skipped.push(...entries.slice(index + 1).map((e) => e.id));
      break;
    }
  }
  return result;
}

/**
 * Undoes a change set (run-set.ts): every row on its own, last first. Rows are separate records,
 * so a row in conflict or refused stops nothing: each row's result says how it ended.
 */
export async function undoSet(store: EntryStore, turnId: string, setId: string, undo: (id: string) => Promise<UndoResult>): Promise<UndoResult[]> {
  const rows = (await store.byTurn(turnId)).filter((e) => e.setId === setId && !e.undoOf && (e.status === 'done' || e.status === 'conflict')).reverse();
  const results: UndoResult[] = [];
  for (const entry of rows) {
    results.push(await undo(entry.id).catch((error: unknown): UndoResult => ({ status: 'failed', operation: entry, error: failureSaid(error) })));
  }
  return results;
}
