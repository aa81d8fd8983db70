import type { Json, Operation } from '@/lib/db';

/** Where a write comes from: the conversation turn and the skill that asked for it. */
export interface TurnRef {
  conversationId: string;
  turnId: string;
  skill: string;
}

/** Every change Weft can make in Odoo. Skills describe writes with this; lib/ops performs them. */
export type WriteSpec =
  | { kind: 'create'; model: string; values: Record<string, Json> }
  | { kind: 'write'; model: string; ids: number[]; values: Record<string, Json> }
  | { kind: 'archive' | 'unarchive'; model: string; ids: number[] }
  | { kind: 'unlink'; model: string; ids: number[] }
  | { kind: 'action'; model: string; ids: number[]; method: string }
  /** A chatter post: an internal note, or a message sent to the record's followers. */
  | { kind: 'message'; model: string; ids: [number]; body: string; internal: boolean };

export interface FieldChange {
  recordId: number | null;
  displayName: string;
  field: string;
  label: string;
  before: Json;
  after: Json;
}

/** What a confirm card shows before a write runs. */
export interface WritePreview {
  spec: WriteSpec;
  changes: FieldChange[];
  undoable: boolean;
  notUndoableReason?: string;
  /** One sentence: "Update 2 Sales Orders: S00007, S00008". */
  summary: string;
}

/** The result of a journaled write, as skills return it to the model. */
export interface WriteOutcome {
  operation: Operation;
}

export interface ConflictField {
  field: string;
  label: string;
  /** What the record holds now (someone else's value). */
  theirs: Json;
  /** What it held before the AI wrote. */
  before: Json;
  /** What the AI wrote. */
  ai: Json;
}

export type UndoResult =
  | { status: 'undone'; operation: Operation; note?: string }
  | { status: 'conflict'; operation: Operation; conflicts: Record<number, ConflictField[]> }
  | { status: 'not_undoable'; operation: Operation; reason: string }
  | { status: 'failed'; operation: Operation; error: string };

/** Per conflicting field, which value to keep: someone else's or the one before the AI. */
export type ConflictResolution = Record<number, Record<string, 'theirs' | 'before'>>;
