import { z } from './zod';
import { JsonValue, SaidMsg, TextMsg } from './values';

// A confirm card as the worker sends it to the panel: the preview of a write, what Odoo's form
// computes, the values the user may edit, and an undo's conflict choices.

export const FieldChange = z.object({
  recordId: z.nullable(z.number()),
  displayName: z.string(),
  field: z.string(),
  label: TextMsg,
  before: JsonValue,
  after: JsonValue,
  note: z.optional(TextMsg),
  type: z.optional(z.string()),
  currency: z.optional(z.string()),
  row: z.optional(z.int().check(z.positive())),
});
const Totals = z.object({ untaxed: z.number(), tax: z.number(), total: z.number() });
/** What Odoo's form computes before the write (lib/ops Consequences). */
export const ConsequencesMsg = z.object({
  currency: z.optional(z.string().check(z.maxLength(16))),
  totals: z.optional(Totals),
  totalsBefore: z.optional(Totals),
  lines: z.array(z.object({
    name: z.string().check(z.maxLength(500)),
    quantity: z.optional(z.number()),
    unit: z.optional(z.string().check(z.maxLength(100))),
    price: z.optional(z.number()),
    discount: z.optional(z.number()),
    subtotal: z.optional(z.number()),
  })).check(z.maxLength(200)),
  facts: z.array(z.object({ label: z.string().check(z.maxLength(200)), value: JsonValue, type: z.optional(z.string().check(z.maxLength(32))) })).check(z.maxLength(20)),
  warnings: z.array(z.string().check(z.maxLength(4000))).check(z.maxLength(10)),
  /** Odoo's warnings on the products the write puts on lines (lib/ops ProductWarning). */
  productWarnings: z.optional(z.array(z.object({ product: z.string().check(z.maxLength(500)), message: z.string().check(z.maxLength(4000)), rows: z.optional(z.array(z.int().check(z.positive())).check(z.maxLength(100))) })).check(z.maxLength(500))),
  kind: z.optional(z.string().check(z.maxLength(64))),
  title: z.optional(TextMsg),
  /** Questions Odoo will ask that the user answers on the card (lib/ops CardQuestion). */
  questions: z.optional(z.array(z.object({
    wizard: z.string().check(z.maxLength(128)),
    asks: SaidMsg,
    details: z.optional(z.array(SaidMsg).check(z.maxLength(50))),
    options: z.array(z.object({ button: z.string().check(z.maxLength(64)), label: SaidMsg, undo: z.optional(SaidMsg) })).check(z.minLength(2), z.maxLength(4)),
  })).check(z.maxLength(3))),
  notes: z.optional(z.array(SaidMsg).check(z.maxLength(10))),
  unavailable: z.optional(TextMsg),
  warningsUnavailable: z.optional(TextMsg),
});
/** What a confirm card shows (lib/ops WritePreview). */
export const WritePreviewMsg = z.object({
  spec: z.looseObject({ kind: z.string(), model: z.string() }),
  changes: z.array(FieldChange),
  undoable: z.boolean(),
  notUndoableReason: z.optional(TextMsg),
  undoNote: z.optional(TextMsg),
  summary: TextMsg,
  askedBecause: z.optional(TextMsg),
  notes: z.optional(z.array(z.string()).check(z.maxLength(200))),
  consequences: z.optional(ConsequencesMsg),
  /** The trail is on: a note will be logged on the record in Odoo. */
  trail: z.optional(z.boolean()),
  /** A change set cut to the cap (its first `cap` of `total` rows). */
  capped: z.optional(z.object({ cap: z.int().check(z.positive()), total: z.int().check(z.positive()), org: z.boolean() })),
});

/** A value a confirm card lets the user change before Approve (lib/ops/card-edits.ts EditableField). */
export const EditableFieldMsg = z.object({
  field: z.string().check(z.maxLength(128)),
  kind: z.enum(['text', 'longtext', 'integer', 'number', 'date', 'datetime', 'record', 'choice', 'boolean']),
  label: TextMsg,
  value: JsonValue,
  relation: z.optional(z.string().check(z.maxLength(128))),
  options: z.optional(z.array(z.tuple([z.string(), z.string()])).check(z.maxLength(500))),
  line: z.optional(z.object({ lines: z.string().check(z.maxLength(128)), index: z.int().check(z.nonnegative()), field: z.string().check(z.maxLength(128)), name: z.optional(z.string().check(z.maxLength(256))) })),
  now: z.optional(JsonValue),
  row: z.optional(z.object({ key: z.int().check(z.positive()), field: z.string().check(z.maxLength(128)) })),
});
/** The user's values on a card, by field, against the write the model proposed. */
export const CardEditsMsg = z.record(z.string().check(z.maxLength(256)), JsonValue).check(z.refine((edits) => Object.keys(edits).length <= 120));
/** What a card offers to edit, the values the user changed so far, and how Odoo answered the last change. */
export const CardEditMsg = z.object({
  fields: z.array(EditableFieldMsg).check(z.maxLength(120)),
  edited: CardEditsMsg,
  /** Counts Odoo's answers to the user's changes, so the card knows the last one came back. */
  revision: z.int().check(z.nonnegative()),
  /** The last change was refused (nothing of it applied): why, in words. */
  error: z.optional(TextMsg),
  /** Records found by name for a record field, as a question's buttons show them. */
  found: z.optional(z.object({ field: z.string(), options: z.array(z.object({ id: z.optional(z.int()), label: z.string(), detail: z.optional(z.string()) })).check(z.maxLength(20)) })),
});

export const ConflictResolutionMsg = z.record(z.string(), z.record(z.string(), z.enum(['theirs', 'before', 'archive'])));
