import { z } from './zod';
import { JsonValue, SaidMsg, TextMsg } from './values';

// A confirm card as the worker sends it to the panel: the preview of a write, what Odoo's form
// computes, the values the user may edit, and an undo's conflict choices.

export const FieldChange = z.object({
  recordId: z.number().nullable(),
  displayName: z.string(),
  field: z.string(),
  label: TextMsg,
  before: JsonValue,
  after: JsonValue,
  note: TextMsg.optional(),
  type: z.string().optional(),
  currency: z.string().optional(),
  row: z.number().int().positive().optional(),
});
const Totals = z.object({ untaxed: z.number(), tax: z.number(), total: z.number() });
/** What Odoo's form computes before the write (lib/ops Consequences). */
export const ConsequencesMsg = z.object({
  currency: z.string().max(16).optional(),
  totals: Totals.optional(),
  totalsBefore: Totals.optional(),
  lines: z.array(z.object({
    name: z.string().max(500),
    quantity: z.number().optional(),
    unit: z.string().max(100).optional(),
    price: z.number().optional(),
    discount: z.number().optional(),
    subtotal: z.number().optional(),
  })).max(200),
  facts: z.array(z.object({ label: z.string().max(200), value: JsonValue, type: z.string().max(32).optional() })).max(20),
  warnings: z.array(z.string().max(4000)).max(10),
  /** Odoo's warnings on the products the write puts on lines (lib/ops ProductWarning). */
  productWarnings: z.array(z.object({ product: z.string().max(500), message: z.string().max(4000), rows: z.array(z.number().int().positive()).max(100).optional() })).max(500).optional(),
  kind: z.string().max(64).optional(),
  title: TextMsg.optional(),
  /** Questions Odoo will ask that the user answers on the card (lib/ops CardQuestion). */
  questions: z.array(z.object({
    wizard: z.string().max(128),
    asks: SaidMsg,
    details: z.array(SaidMsg).max(50).optional(),
    options: z.array(z.object({ button: z.string().max(64), label: SaidMsg, undo: SaidMsg.optional() })).min(2).max(4),
  })).max(3).optional(),
  notes: z.array(SaidMsg).max(10).optional(),
  unavailable: z.string().max(2000).optional(),
  warningsUnavailable: z.string().max(2000).optional(),
});
/** What a confirm card shows (lib/ops WritePreview). */
export const WritePreviewMsg = z.object({
  spec: z.object({ kind: z.string(), model: z.string() }).loose(),
  changes: z.array(FieldChange),
  undoable: z.boolean(),
  notUndoableReason: TextMsg.optional(),
  undoNote: TextMsg.optional(),
  summary: TextMsg,
  askedBecause: TextMsg.optional(),
  notes: z.array(z.string()).max(200).optional(),
  consequences: ConsequencesMsg.optional(),
  /** The trail is on: a note will be logged on the record in Odoo. */
  trail: z.boolean().optional(),
  /** A change set cut to the cap (its first `cap` of `total` rows). */
  capped: z.object({ cap: z.number().int().positive(), total: z.number().int().positive(), org: z.boolean() }).optional(),
});

/** A value a confirm card lets the user change before Approve (lib/ops/card-edits.ts EditableField). */
export const EditableFieldMsg = z.object({
  field: z.string().max(128),
  kind: z.enum(['text', 'longtext', 'integer', 'number', 'date', 'datetime', 'record', 'choice', 'boolean']),
  label: z.string().max(256),
  value: JsonValue,
  relation: z.string().max(128).optional(),
  options: z.array(z.tuple([z.string(), z.string()])).max(500).optional(),
  line: z.object({ lines: z.string().max(128), index: z.number().int().nonnegative(), field: z.string().max(128), name: z.string().max(256).optional() }).optional(),
  now: JsonValue.optional(),
  row: z.object({ key: z.number().int().positive(), field: z.string().max(128) }).optional(),
});
/** The user's values on a card, by field, against the write the model proposed. */
export const CardEditsMsg = z.record(z.string().max(256), JsonValue).refine((edits) => Object.keys(edits).length <= 120);
/** What a card offers to edit, the values the user changed so far, and how Odoo answered the last change. */
export const CardEditMsg = z.object({
  fields: z.array(EditableFieldMsg).max(120),
  edited: CardEditsMsg,
  /** Counts Odoo's answers to the user's changes, so the card knows the last one came back. */
  revision: z.number().int().nonnegative(),
  /** The last change was refused (nothing of it applied): why, in words. */
  error: TextMsg.optional(),
  /** Records found by name for a record field, as a question's buttons show them. */
  found: z.object({ field: z.string(), options: z.array(z.object({ id: z.number().int().optional(), label: z.string(), detail: z.string().optional() })).max(20) }).optional(),
});

export const ConflictResolutionMsg = z.record(z.string(), z.record(z.string(), z.enum(['theirs', 'before', 'archive'])));
