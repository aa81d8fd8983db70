// The values an undo passes from step to step: what it read (Current), what it decided (a plan to
// run, a conflict to ask about, or an outcome known without sending anything), and the RPC steps
// the one executor (undo-run.ts) sends.
import type { Json } from '@/lib/db';
import type { Arg, Text } from '@/lib/i18n';
import type { FieldsMap, OdooVersion } from '@/lib/odoo';
import type { ActionUndo, WorkflowAction } from './actions';
import type { GateLimits } from './effects';
import type { ReadResult } from './io';
import type { ConflictField, Expectation, JournalEntry } from './types';

/** What Odoo holds now, as far as undoing one entry needs to know. */
export interface Current {
  fields: FieldsMap;
  version: OdooVersion;
  /** The user undoing (the entry's own: undo runs only under the identity that made it). */
  uid: number;
  /** The organisation's limits now, not as they were at the write. */
  limits?: GateLimits;
  /** The workflow action an 'action' entry ran, as it is on this version, and its undo. */
  action?: { row: WorkflowAction; undo: ActionUndo };
  /** The entry's records (or the records its action created) with the fields the undo compares. */
  records?: ReadResult;
  /** Lines edited through the record, as they are now, per one2many field. */
  lines?: Record<string, { fields: FieldsMap; read: ReadResult }>;
  /** The model's highest id just before re-creating (see Expectation 'created'). */
  afterId?: number;
  /** When the undo was claimed (our clock): a re-created record is looked for after it. */
  at: number;
  /** Undo of a create: the journal's own entries on the record since (its later writes, notes and their undos). */
  later?: JournalEntry[];
  /** Undo of a create: ids of the notes and messages on each record in its chatter now. */
  posted?: Record<number, number[]>;
}

/** One RPC step of an undo, sent in order by the executor. */
export type UndoCall =
  /** Writes values (and line commands) back on one record and reads them (web_save on 17+). */
  | { do: 'save'; model: string; id: number; values: Record<string, Json> }
  /** A plain write (fields Odoo has no button to set back). */
  | { do: 'write'; model: string; id: number; values: Record<string, Json> }
  | { do: 'archive' | 'unarchive'; model: string; ids: number[] }
  /** Deletes; `orArchive`: archives instead when Odoo refuses (records others depend on). */
  | { do: 'unlink'; model: string; ids: number[]; says?: Text; orArchive?: { names: Arg } }
  /** Re-creates a deleted record from its snapshot. */
  | { do: 'create'; model: string; oldId: number; values: Record<string, Json> }
  /** After the buttons: deletes those of `ids` now cancelled (what the action left, a delivery); says what stays. `org`: the organisation forbids deleting. `of`: the records they were made for, whose write date the delete moves. */
  | { do: 'deleteLeft'; model: string; ids: number[]; words: 'delivery' | 'receipt'; org?: boolean; of: { model: string; ids: number[] } }
  /** Workflow buttons, then the records are read back (and must reach `to`, when given). */
  /** `contexts`: per method, the context its button passes on this version (actions.ts buttonContexts). */
  | { do: 'buttons'; model: string; ids: number[]; watch: string[]; field?: string; methods: string[]; to: string; contexts: Record<string, Record<string, Json>> };

/** An undo to run: the undo entry's shape, its RPC steps, and what it says after. */
export interface UndoPlan {
  type: 'run';
  entry: Pick<JournalEntry, 'kind' | 'model' | 'recordIds' | 'displayNames' | 'before'> & { expect: Expectation } & Partial<Pick<JournalEntry, 'method' | 'methods'>>;
  calls: UndoCall[];
  /** Said once it is done; `made`: the ids of records re-created, in the order of the create calls. */
  note(made: Array<{ oldId: number; id: number }>): Text | undefined;
  /** Said when it failed, from the stored undo entry (default: its error). */
  failure?(undo: JournalEntry): unknown;
}

export interface Conflict {
  type: 'conflict';
  conflicts: Record<number, ConflictField[]>;
}

/** Known without sending anything: nothing left to revert (undone), refused, or failed. */
export type Settled =
  | { type: 'settled'; status: 'undone'; note: Text }
  | { type: 'settled'; status: 'not_undoable'; reason: Text }
  | { type: 'settled'; status: 'failed'; error: Text };

export type UndoPlanned = UndoPlan | Conflict | Settled;
