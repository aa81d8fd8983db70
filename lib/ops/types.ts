import type { Json, Operation } from '@/lib/db';
import type { Said, Text } from '@/lib/i18n';
import type { Consequences } from './consequence-types';
import type { UndoStep } from './action-types';

/** Where a write comes from: the conversation turn and the skill that asked for it. */
export interface TurnRef {
  conversationId: string;
  turnId: string;
  skill: string;
  /** The identity key the turn runs under: the write is refused if someone else is signed in now. */
  identity?: string;
  /** The companies active in the tab where the turn started (allowed_company_ids, current first). */
  companyIds?: number[];
  /** The change set this write is a row of (change-set.ts): its entries are undone together. */
  setId?: string;
}

/** Who a turn runs as (identity key) and the companies active in the tab where it started. */
export interface TurnScope {
  identity: string;
  companyIds?: number[];
}

/** Every change Weft can make in Odoo. Skills describe writes with this; lib/ops performs them. */
export type WriteSpec =
  | { kind: 'create'; model: string; values: Record<string, Json> }
  /** Several records made at once (a pasted table): a change set of creates, a row per record, run a row at a time. */
  | { kind: 'creates'; model: string; rows: Array<Record<string, Json>> }
  | {
      kind: 'write';
      model: string;
      ids: number[];
      values: Record<string, Json>;
      /** A change set the user edited per row on its card: a record's own values over `values`, of the same fields (row-values.ts). */
      rowValues?: Record<number, Record<string, Json>>;
    }
  | { kind: 'archive' | 'unarchive'; model: string; ids: number[] }
  | { kind: 'unlink'; model: string; ids: number[] }
  /**
   * A workflow action of lib/ops/action-table.ts; `values` fill the fields of its dialog the table
   * lets callers set; `choices` are the user's answers on the card to the dialogs whose question is
   * theirs (dialog model -> the button they chose), set only from that answer (wizard-choices.ts).
   */
  | { kind: 'action'; model: string; ids: number[]; method: string; values?: Record<string, Json>; choices?: Record<string, string> }
  /** A chatter post: an internal note, or a message sent to the record's followers. */
  | { kind: 'message'; model: string; ids: [number]; body: string; internal: boolean };

export interface FieldChange {
  recordId: number | null;
  displayName: string;
  field: string;
  /** Odoo's label of the field (in the user's language), or what Weft calls the row ("Internal note"). */
  label: Text;
  before: Json;
  after: Json;
  /** A whole sentence instead of before -> after, for lines and recipients: "remove line: Large Desk x 2". */
  note?: Text;
  /** The field's type, so the card writes dates and amounts in the user's locale. */
  type?: string;
  /** The record's currency (ISO code) for a monetary field, when the card read it. */
  currency?: string;
  /** A set of creates: the row (1-based) of the record this value is for. */
  row?: number;
}

/** What a confirm card shows before a write runs. */
export interface WritePreview {
  spec: WriteSpec;
  changes: FieldChange[];
  undoable: boolean;
  notUndoableReason?: Text;
  /** What undoing will and will not bring back, e.g. "re-created with a new id; its lines are not". */
  undoNote?: Text;
  /** One sentence: "Update 2 Sales Orders: S00007, S00008". */
  summary: Text;
  /** Why this write asks in a mode that would have run it (auto-edit after reading Odoo text, records changed since the plan). */
  askedBecause?: Text;
  /** What the skill says beside the change, e.g. rows of a file that matched no product. */
  notes?: string[];
  /** What Odoo's own form computes from the write before it runs (totals, prices, dates, warnings). */
  consequences?: Consequences;
  /** The trail is on: an internal note saying what changed will be logged on the record in Odoo. */
  trail?: boolean;
  /** A change set cut to the cap: its first `cap` of `total` rows are the change, the rest is not (change-set.ts capSet). */
  capped?: { cap: number; total: number; org: boolean };
}

/** How one row of a set ended. */
export interface SetRowResult {
  id: number;
  name: string;
  /** done; failed (Odoo refused it); checking (the answer was lost); not_run (the set stopped before it). */
  status: 'done' | 'failed' | 'checking' | 'not_run';
  operationId?: string;
  /** A set of creates (`id` is then the row's place, 1-based): the record Odoo made. */
  recordId?: number;
  /** Odoo's words, or why the row was not run (English, for the model). */
  error?: string;
  /** The same, as the person reads it (a lib/i18n sentence, or Odoo's own words). */
  reason?: Text;
}

/** A set as it ran: its id (on each row's journal entry) and each row's end. */
export interface SetRun {
  setId: string;
  rows: SetRowResult[];
  /** A set of creates: its rows are named by their places, the records made by `recordId`. */
  creates?: boolean;
}

/** The result of a journaled write, as skills return it to the model. */
export interface WriteOutcome {
  /** The journal entry; for a change set, the set as one operation (its id, the rows that ran). */
  operation: Operation;
  /** A change set's rows, each with how it ended (change-set.ts). */
  set?: SetRun;
  /** What the user changed on the card before Approve, in English for the model (lib/ops/card-edits.ts describeEdits). */
  userEdits?: string;
  /** A set cut to the cap: the rows that were not part of the change, in English for the model (change-set.ts cappedReport). */
  notInChange?: { ids?: number[]; rows?: number[]; why: string };
  /** The note logged in Odoo about it, when the trail is on (lib/ops/trail.ts). */
  trail?: TrailOutcome;
}

export interface ConflictField {
  field: string;
  label: Text;
  /** What the record holds now (someone else's value). */
  theirs: Json;
  /** What it held before the AI wrote. */
  before: Json;
  /** What the AI wrote. */
  ai: Json;
  /** Who changed it since and when (from write_uid and write_date), when Odoo says. */
  by?: string;
  at?: string;
  /** The two choices in words, when they are not "keep their value" / "restore the one before". */
  keep?: Text;
  restore?: Text;
  /** A third choice, archiving (undo of a create changed since): its words. */
  archive?: Text;
  /** Said, not asked: what changed since, beside the one choice of its record. */
  info?: boolean;
}

export type UndoResult =
  | { status: 'undone'; operation: Operation; note?: Text; trail?: TrailOutcome }
  | { status: 'conflict'; operation: Operation; conflicts: Record<number, ConflictField[]> }
  | { status: 'not_undoable'; operation: Operation; reason: Text }
  | { status: 'failed'; operation: Operation; error: Text };

/**
 * Per conflicting field, which value to keep: someone else's or the one before the AI; for a
 * created record changed since, keep it ('theirs'), delete it anyway ('before') or archive it.
 */
export type ConflictResolution = Record<number, Record<string, 'theirs' | 'before' | 'archive'>>;

/** Values per record id, in the shape Odoo reads them (many2one as {id, display_name}). */
export type RecordValues = Record<number, Record<string, Json>>;

/**
 * What Odoo should hold if a journaled RPC landed. Written with the pending entry, before the RPC,
 * so a restarted worker can tell whether the write happened without sending it again.
 */
export type Expectation =
  /** These records hold these values (write, archive, workflow action, restore). */
  | { type: 'values'; model: string; values: RecordValues }
  /** These records no longer exist (unlink, undo of a create or of a note). */
  | { type: 'gone'; model: string; ids: number[] }
  /** New records with these values exist, created by `uid` after `since` (create, re-create, note). */
  | {
      type: 'created';
      model: string;
      records: Array<Record<string, Json>>;
      uid: number;
      since: number;
      /**
       * The highest id on the model just before the create was sent: only records above it can be
       * the new one, so a record the user made earlier is never taken for the assistant's.
       */
      afterId?: number;
    };

/**
 * A journal row: the shared Operation plus what lib/ops keeps to reconcile, undo and export.
 * Extra properties are stored by Dexie as they are; they are optional so any Operation reads as one.
 */
export type JournalEntry = Operation & {
  /** What the skill asked for. Absent on undo entries, whose intent is in `expect`. */
  spec?: WriteSpec;
  expect?: Expectation;
  /** Field labels at the time of the write, for the audit export. */
  labels?: Record<string, string>;
  /** Weft's own words for a field whose Odoo label says nothing of the value (a timesheet's "Time Spent"), preferred by Changes (card-labels.ts entryLabel). */
  words?: Record<string, Said>;
  /** Field types (date, monetary…), so Changes formats values as the card did. */
  types?: Record<string, string>;
  /** Selection fields' labels by key ('assigned' -> 'Ready'), so Changes says a status as the card did. */
  selections?: Record<string, Record<string, string>>;
  /** The model as Odoo names it ("Contact"), when known at the time of the write. */
  modelLabel?: string;
  /** Weft's word for what the records are, where Odoo's model name says less ('account.analytic.line.timesheet': "Timesheet"), card-labels.ts entryModel. */
  document?: string;
  /** Workflow methods run, in order (an undo of an action may run two). */
  methods?: string[];
  /** Records a workflow action created (an invoice, a payment, a credit note): its undo acts on them. */
  created?: { model: string; ids: number[] };
  /** A create the user may not delete (a salesperson's quotation): Undo presses these buttons (its cancel) instead. */
  createUndo?: UndoStep;
  /** The undo entry that reverted this one. */
  undoneBy?: string;
  /** The entry that did this undone change again (Redo in Changes), lib/ops/redo.ts. */
  redoneBy?: string;
  /** Said plainly after the fact, e.g. "Re-created as a new record (id 57, was 42)". */
  note?: Text;
  /** What a confirm card and the undo button say about the undo before it runs. */
  undoNote?: Text;
  /** When the last RPC of this entry was sent (our clock): the start of the window it may land in. */
  sentAt?: number;
  /** How many times Odoo was read back while the outcome was unknown (for the backoff). */
  checks?: number;
  /**
   * Lines edited through this record, per one2many field: each line's changed fields before and
   * after the write (as Odoo read them), so undo can put them back.
   */
  lines?: Record<string, LineJournal>;
  /** Names of the records a many2many write linked or unlinked, per field (link-changes.ts), so Changes names them. */
  linkNames?: Record<string, Record<number, string>>;
  /** The fields someone changed since, found by the last undo attempt; the chooser renders these. */
  conflicts?: Record<number, ConflictField[]>;
  /** The note logged in Odoo about this write or undo (the trail), when it was on. */
  trail?: TrailOutcome;
  /** Write dates this write moved on records it did not write, which the journal created (touched.ts). */
  touched?: Touched;
};

/** Per model and record id, the write date just before a journaled RPC and just after it, where it moved. */
export type Touched = Record<string, Record<number, { from: string; to: string }>>;

/** Edited lines of one one2many field: the line model, each line's changed fields before and after. */
export interface LineJournal {
  model: string;
  before: RecordValues;
  after: RecordValues;
  names: Record<number, string>;
  /** Odoo's labels of the edited line fields (fields_get of the line model, in the user's language); absent on older entries. */
  labels?: Record<string, string>;
  /** The edited line fields' types, so Changes writes a price as an amount. */
  types?: Record<string, string>;
}

/** A change to one entry, applied by EntryStore.update only if the entry is in the expected status. */
export type EntryPatch = Partial<Omit<JournalEntry, 'id'>>;

/** What came of the trail's note for one write or undo: logged (message ids), skipped (why), or failed (the write stands). */
export type TrailOutcome =
  | { status: 'logged'; messageIds: number[] }
  | { status: 'skipped'; reason: Said }
  | { status: 'failed'; error: Text };
