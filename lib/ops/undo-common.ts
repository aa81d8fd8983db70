// What every undo shares: the claimed entry, and how an undo ends (done, settled, conflict, failed).
import type { Json } from '@/lib/db';
import type { FieldsMap } from '@/lib/odoo';
import { errorText } from './io';
import type { OpsContext } from './journaled';
import { said, type Text } from '@/lib/i18n';
import { listArg } from './summary';
import type { ConflictField, JournalEntry, RecordValues, UndoResult } from './types';
import { META_FIELDS, toWriteValue } from './values';

/** The journal context plus the pending entry that claims this undo (see EntryStore.claimUndo). */
export type UndoContext = OpsContext & { claim: JournalEntry };

/** The claimed undo entry, shaped as the undo it turned out to be. */
export function shape(ctx: UndoContext, kind: JournalEntry['kind'], model: string): JournalEntry {
  return Object.assign(ctx.claim, { kind, model });
}

export async function finish(ctx: UndoContext, op: JournalEntry, undo: JournalEntry, note?: Text): Promise<UndoResult> {
  undo.note = joined(undo.note, note);
  await ctx.store.update(undo.id, ['pending', 'checking', 'done'], { note: undo.note, status: undo.status, recordIds: undo.recordIds, kind: undo.kind, model: undo.model });
  const closed = await ctx.store.update(op.id, ['done', 'conflict'], { status: 'undone', undoneBy: undo.id, conflicts: undefined });
  return { status: 'undone', operation: closed ?? op, note: undo.note };
}

/** Nothing left to revert: the undo is journaled without an RPC, and the operation closed. */
export async function settle(ctx: UndoContext, op: JournalEntry, note: Text): Promise<UndoResult> {
  const undo = shape(ctx, op.kind, op.model);
  undo.status = 'done';
  undo.recordIds = op.recordIds;
  return finish(ctx, op, undo, note);
}

/** Stores what conflicts on the entry itself, so the chooser renders it from the database (after a reload too). */
export async function conflict(ctx: OpsContext, op: JournalEntry, conflicts: Record<number, ConflictField[]>): Promise<UndoResult> {
  const stored = await ctx.store.update(op.id, ['done', 'conflict'], { status: 'conflict', conflicts });
  return { status: 'conflict', operation: stored ?? op, conflicts };
}

export const failed = (op: JournalEntry, error: unknown): UndoResult => ({
  status: 'failed',
  operation: op,
  error: error === undefined || error === '' ? said('undo.failedGeneric') : isText(error) ? error : errorText(error),
});
export const gone = (op: JournalEntry, ids: number[]): UndoResult =>
  failed(op, said('undo.gone', { count: ids.length, names: listArg(ids.map((id) => op.displayNames[id] ?? `#${id}`)) }));

/** Two notes one after the other (either may be absent, or text from an older entry). */
export function joined(a: Text | undefined, b: Text | undefined): Text | undefined;
export function joined(a: Text, b: Text | undefined): Text;
export function joined(a: Text | undefined, b: Text | undefined): Text | undefined {
  if (!a || (Array.isArray(a) && !a.length)) return b || undefined;
  if (!b || (Array.isArray(b) && !b.length)) return a;
  const list = (t: Text) => (typeof t === 'string' ? [said('ops.value', { value: t })] : Array.isArray(t) ? t : [t]);
  return [...list(a), ...list(b)];
}

// A sentence handed on as it is; errors (Odoo's, the network's) become their text.
const isText = (x: unknown): x is Text => Array.isArray(x) || (typeof x === 'object' && x !== null && typeof (x as { key?: unknown }).key === 'string' && !(x instanceof Error));
export const fieldsOf = (values: RecordValues) => [...new Set(Object.values(values).flatMap((v) => Object.keys(v)))].filter((f) => !META_FIELDS.has(f));
export const writeValues = (values: Record<string, Json>, fields: FieldsMap) =>
  Object.fromEntries(Object.entries(values).map(([f, v]) => [f, toWriteValue(v, fields[f])]));
