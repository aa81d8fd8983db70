// Whether a write can be undone, decided before it runs from the records as they are, and from the
// organisation's limits now (under "never delete", an undo that would delete archives or cannot be).
import type { Json } from '@/lib/db';
import type { FieldsMap } from '@/lib/odoo';
import { said, type Said, type Text } from '@/lib/i18n';
import { findAction, stateOf, undoForAction, type UndoStep } from './actions';
import { commandsOf, linesUndoProblem, linkedIds, refusedEffects, type GateLimits } from './effects';
import { LOCKS_ON_POST, locksOnPost, undoNeedsDraft } from './hash-lock';
import { lostOnUnlink } from './io';
import type { Grounds } from './grounds';
import type { RecordValues } from './types';
import { createRows } from './creates';
import { NEVER_DELETE_ARCHIVES, undoDeletes, undoUnderLimits } from './undo-deletes';
import { chosen } from './wizard-choices';
import { LEFT_WORDS } from './left-words';

export interface UndoDecision {
  undoable: boolean;
  reason?: Text;
  /** Said on the confirm card: what undoing will and will not bring back. */
  note?: Text;
  step?: UndoStep;
}

/** Whether the write can be undone (see the head of this file). */
export function decideUndo(grounds: Grounds, before: RecordValues, limits?: GateLimits): UndoDecision {
  const { spec, fields } = grounds;
  // A set of creates is undone a row at a time: as its rows are, the first that cannot be saying why.
  if (spec.kind === 'creates') {
    const rows = createRows(spec).map((row) => decideUndo({ ...grounds, spec: row }, before, limits));
    return rows.find((r) => !r.undoable) ?? rows[0] ?? { undoable: true };
  }
  const plain = plainUndo(grounds, before, limits);
  if (!plain.undoable) return plain;
  const addsOwnLines = spec.kind === 'write' && Object.entries(spec.values).some(([f, v]) => fields[f]?.type === 'one2many' && !!commandsOf(v)?.some((c) => c.op === 'create'));
  // A create undone by its cancel button deletes nothing.
  const deletes = spec.kind === 'create' && plain.step ? undefined : undoDeletes(spec.kind, { addsOwnLines, unlinksCreated: plain.step?.unlink === true });
  const under = undoUnderLimits(deletes, limits, spec.kind, fields);
  if (!under.allowed) return { undoable: false, reason: under.reason };
  return 'archive' in under ? { ...plain, note: NEVER_DELETE_ARCHIVES } : plain;
}

/** What the undo does with the records the action leaves (a confirmed order's delivery): deletes them, or they stay, and why. */
function leftNote({ action, mayDeleteLeft }: Grounds, limits?: GateLimits): Said | undefined {
  if (!action?.leaves) return undefined;
  const words = LEFT_WORDS[action.leaves.words];
  if (refusedEffects(limits).has('delete')) return said(words.staysOrg);
  return said(mayDeleteLeft === false ? words.stays : words.deleted);
}

function plainUndo(grounds: Grounds, before: RecordValues, limits?: GateLimits): UndoDecision {
  const { spec, fields, action } = grounds;
  switch (spec.kind) {
    case 'create':
    case 'write': {
      // What a write does to lines (lib/ops/effects) may be beyond what restoring fields gives back.
      const problem = linesUndoProblem(spec, fields, linkedIds(before));
      if (problem) return { undoable: false, reason: problem };
      return spec.kind === 'create' ? createUndo(grounds) : { undoable: true };
    }
    case 'archive':
    case 'unarchive':
      return { undoable: true };
    case 'unlink':
      return { undoable: true, note: unlinkNote(before, fields) };
    case 'action': {
      if (!action) return { undoable: false, reason: said('ops.undo.notAllowed', { method: spec.method }) };
      const states = Object.values(before).map((v) => stateOf(action, v));
      const plan = undoForAction(action, states, fields);
      if (plan.undoable && undoNeedsDraft(action) && Object.values(before).some(locksOnPost)) return { undoable: false, reason: LOCKS_ON_POST };
      // The user's answer to Odoo's question (a backorder or not): what it means and what Undo cannot take back after it.
      const answers = chosen(action, spec.choices).flatMap((c) => [c.chose, c.undo]);
      if (!plan.undoable) return { undoable: false, reason: answers.length ? [plan.reason, ...answers] : plan.reason };
      const left = leftNote(grounds, limits);
      const note = answers.length || left ? [...sentences(plan.step.note), ...answers, ...(left ? [left] : [])] : plan.step.note;
      return { undoable: true, step: plan.step, ...(note ? { note } : {}) };
    }
    case 'creates':
      return { undoable: true, note: said('ops.undo.create') };
    case 'message':
      return spec.internal
        ? { undoable: true, note: said('ops.undo.note') }
        : { undoable: false, reason: said('ops.undo.messageSent') };
  }
}

// The buttons that cancel a record Weft creates, by model: a quotation or an RFQ the user may not delete.
const CANCEL_METHODS = ['action_cancel', 'button_cancel'];

/**
 * How a created record is taken back: deleted; archived or cancelled when the user's rights do not
 * allow deleting it (a salesperson's quotation); else the card says before Approve that it cannot be.
 */
function createUndo({ spec, fields, major, mayDelete }: Grounds): UndoDecision {
  // Archiving is the fallback when Odoo refuses the delete (records others depend on): said only where the model can.
  const canArchive = fields.active?.type === 'boolean';
  if (mayDelete !== false) return { undoable: true, note: said(canArchive ? 'ops.undo.create' : 'ops.undo.createDeletes') };
  if (canArchive) return { undoable: true, note: said('ops.undo.createArchives') };
  const cancel = CANCEL_METHODS.map((m) => findAction(spec.model, m, major)).find((a) => a?.to.includes('cancel') && fields[a.stateField ?? 'state']);
  if (cancel) return { undoable: true, note: said('ops.undo.createCancels'), step: { methods: [cancel.method], to: 'cancel' } };
  return { undoable: false, reason: said('ops.undo.createNoDelete') };
}

/** A note as a list of sentences (a plain string note of an older row stays out). */
function sentences(note: Text | undefined): Said[] {
  if (!note || typeof note === 'string') return [];
  return Array.isArray(note) ? note : [note];
}

function unlinkNote(before: RecordValues, fields: FieldsMap): Said {
  const lost = lostItems(before, fields);
  return lost.length ? said('ops.undo.unlinkLost', { lost: { list: lost, max: 10 } }) : said('ops.undo.unlink');
}

/** What re-creating from the snapshot cannot bring back: "Order Lines (3)", "Image". */
export function lostItems(before: RecordValues, fields: FieldsMap): string[] {
  return lostOnUnlink(fields)
    .filter((f) => Object.values(before).some((v) => isSet(v[f])))
    .map((f) => {
      const count = Object.values(before).reduce((n, v) => n + (Array.isArray(v[f]) ? v[f].length : 0), 0);
      const label = fields[f]?.string ?? f;
      return fields[f]?.type === 'one2many' ? `${label} (${count})` : label;
    });
}

const isSet = (v: Json | undefined) => v !== false && v !== null && v !== undefined && !(Array.isArray(v) && !v.length);
