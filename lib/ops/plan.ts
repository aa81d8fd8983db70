// Decided before anything runs: whether a write is allowed, what to read first, whether and how it
// can be undone, and what Odoo should hold afterwards (for reconciling after a worker restart).
import type { Json } from '@/lib/db';
import type { FieldsMap } from '@/lib/odoo';
import { actionsFor, findAction, stateOf, stateValue, undoForAction, type UndoStep } from './actions';
import { asCommands, idsOf, linesUndoProblem, type GateLimits, type LinkedIds } from './effects';
import { lockFields, LOCKS_ON_POST, locksOnPost, undoNeedsDraft } from './hash-lock';
import { OpsError } from './errors';
import { lostOnUnlink, snapshotFields } from './io';
import type { Expectation, RecordValues, WriteSpec } from './types';
import { asStored, META_FIELDS, x2manyIds } from './values';
import { NEVER_DELETE_ARCHIVES, undoDeletes, undoUnderLimits } from './undo-deletes';
import { said, type Said, type Text } from '@/lib/i18n';

export { OpsError } from './errors';

export function assertSpec(spec: WriteSpec, fields: FieldsMap, major?: number): void {
  const where = `${spec.model}`;
  if (spec.kind !== 'create' && (!spec.ids.length || !spec.ids.every((id) => Number.isInteger(id) && id > 0))) {
    throw new OpsError(`A ${spec.kind} on ${where} needs the ids of existing records.`);
  }
  if (spec.kind === 'create' || spec.kind === 'write') {
    const names = Object.keys(spec.values);
    if (!names.length) throw new OpsError(`No values given for the ${spec.kind} on ${where}.`);
    const meta = names.filter((n) => META_FIELDS.has(n));
    if (meta.length) throw new OpsError(`Odoo sets ${meta.join(', ')} itself; leave them out.`);
  }
  if ((spec.kind === 'archive' || spec.kind === 'unarchive') && !fields.active) {
    throw new OpsError(`Records of ${where} cannot be archived (the model has no 'active' field).`);
  }
  if (spec.kind === 'action') {
    const action = findAction(spec.model, spec.method, major);
    if (!action) {
      const allowed = actionsFor(spec.model, major).map((a) => a.method);
      throw new OpsError(
        `Weft does not run '${spec.method}' on ${where}${major ? ` (Odoo ${major})` : ''}. ${allowed.length ? `Allowed: ${allowed.join(', ')}.` : 'No workflow action is allowed on this model.'}`,
      );
    }
    // Only the dialog fields the table lets a caller set: the rest is what Odoo's defaults say.
    const unknown = Object.keys(spec.values ?? {}).filter((k) => !action.options || !(k in action.options));
    if (unknown.length) {
      const allowed = Object.keys(action.options ?? {});
      throw new OpsError(`${action.label} takes no value ${unknown.join(', ')}. ${allowed.length ? `It takes: ${allowed.join(', ')}.` : 'It takes none.'}`);
    }
  }
  if (spec.kind === 'message' && !fields.message_ids) throw new OpsError(`Records of ${where} have no chatter to post on.`);
}

/** The fields to read before the write (display_name and write_date are always added). */
export function fieldsToRead(spec: WriteSpec, fields: FieldsMap, major?: number): string[] {
  switch (spec.kind) {
    case 'create':
    case 'message':
      return [];
    case 'write':
      return Object.keys(spec.values);
    case 'archive':
    case 'unarchive':
      return ['active'];
    case 'unlink':
      return [...snapshotFields(fields), ...lostOnUnlink(fields)];
    case 'action': {
      const action = findAction(spec.model, spec.method, major);
      const watch = [...new Set([...(action?.watch ?? []), action?.stateField ?? 'state'])].filter((f) => f in fields);
      return action && undoNeedsDraft(action) ? [...watch, ...lockFields(fields)] : watch;
    }
  }
}

export interface UndoDecision {
  undoable: boolean;
  reason?: Text;
  /** Said on the confirm card: what undoing will and will not bring back. */
  note?: Text;
  step?: UndoStep;
}

/**
 * Whether the write can be undone, decided from the records as they are before it, and from the
 * organisation's limits now (under "never delete", an undo that would delete archives or cannot be).
 */
export function decideUndo(spec: WriteSpec, before: RecordValues, fields: FieldsMap, major?: number, limits?: GateLimits): UndoDecision {
  const plain = plainUndo(spec, before, fields, major);
  if (!plain.undoable) return plain;
  const addsOwnLines = spec.kind === 'write' && Object.entries(spec.values).some(([f, v]) => fields[f]?.type === 'one2many' && Array.isArray(v) && asCommands(v).some((c) => c[0] === 0));
  const under = undoUnderLimits(undoDeletes(spec.kind, { addsOwnLines, unlinksCreated: plain.step?.unlink === true }), limits, spec.kind, fields);
  if (!under.allowed) return { undoable: false, reason: under.reason };
  return 'archive' in under ? { ...plain, note: NEVER_DELETE_ARCHIVES } : plain;
}

function plainUndo(spec: WriteSpec, before: RecordValues, fields: FieldsMap, major?: number): UndoDecision {
  switch (spec.kind) {
    case 'create':
    case 'write': {
      // What a write does to lines (lib/ops/effects) may be beyond what restoring fields gives back.
      const linked: LinkedIds = {};
      for (const values of Object.values(before)) for (const [f, v] of Object.entries(values)) if (Array.isArray(v)) linked[f] = [...(linked[f] ?? []), ...idsOf(v)];
      const problem = linesUndoProblem(spec, fields, linked);
      if (problem) return { undoable: false, reason: problem };
      return spec.kind === 'create' ? { undoable: true, note: said('ops.undo.create') } : { undoable: true };
    }
    case 'archive':
    case 'unarchive':
      return { undoable: true };
    case 'unlink':
      return { undoable: true, note: unlinkNote(before, fields) };
    case 'action': {
      const action = findAction(spec.model, spec.method, major);
      if (!action) return { undoable: false, reason: said('ops.undo.notAllowed', { method: spec.method }) };
      const states = Object.values(before).map((v) => stateOf(action, v));
      const plan = undoForAction(action, states);
      if (plan.undoable && undoNeedsDraft(action) && Object.values(before).some(locksOnPost)) return { undoable: false, reason: LOCKS_ON_POST };
      return plan.undoable ? { undoable: true, step: plan.step, ...(plan.step.note ? { note: plan.step.note } : {}) } : { undoable: false, reason: plan.reason };
    }
    case 'message':
      return spec.internal
        ? { undoable: true, note: said('ops.undo.note') }
        : { undoable: false, reason: said('ops.undo.messageSent') };
  }
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

// Types whose values survive a create or write unchanged, so they identify a record.
const COMPARABLE = new Set(['char', 'integer', 'float', 'monetary', 'boolean', 'selection', 'many2one', 'date', 'datetime', 'many2many']);
const IDENTITY = new Set(['name', 'ref', 'default_code', 'email', 'login', 'code']);

/**
 * The values a new record can be recognised by: for a create, what was sent; for a re-create from
 * a snapshot (`identityOnly`), its required and name-like fields, since computed values may move.
 */
export function matchValues(values: Record<string, Json>, fields: FieldsMap, identityOnly = false): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => {
      const f = fields[name];
      if (!f || !COMPARABLE.has(f.type) || META_FIELDS.has(name)) return false;
      if (f.type === 'many2many' && !x2manyIds(value)) return false;
      return !identityOnly || f.required || IDENTITY.has(name);
    }).map(([name, value]) => [name, asStored(value, fields[name])]),
  );
}

/** What the records hold after a write that landed; fields whose result Odoo decides are left out. */
export function expectedAfter(spec: WriteSpec, before: RecordValues, fields: FieldsMap, uid: number, since: number, major?: number): Expectation | undefined {
  const each = (values: Record<string, Json>): RecordValues =>
    Object.fromEntries(('ids' in spec ? spec.ids : []).map((id) => [id, values]));
  switch (spec.kind) {
    case 'create':
      return { type: 'created', model: spec.model, records: [matchValues(spec.values, fields)], uid, since };
    case 'write': {
      const values: RecordValues = {};
      for (const id of spec.ids) {
        values[id] = {};
        for (const [name, value] of Object.entries(spec.values)) {
          const type = fields[name]?.type;
          if (type === 'one2many' || type === 'many2many') {
            const prior = x2manyIds(before[id]?.[name] ?? []) ?? [];
            const ids = x2manyIds(value, prior);
            if (ids) values[id]![name] = ids;
          } else if (type !== 'html' && type !== 'binary') values[id]![name] = asStored(value, fields[name]);
        }
      }
      return { type: 'values', model: spec.model, values };
    }
    case 'archive':
    case 'unarchive':
      return { type: 'values', model: spec.model, values: each({ active: spec.kind === 'unarchive' }) };
    case 'unlink':
      return { type: 'gone', model: spec.model, ids: spec.ids };
    case 'action':
    {
      const action = findAction(spec.model, spec.method, major);
      if (!action) return undefined;
      // An action that only makes records (an invoice, a credit note) is seen by the records it made.
      if (action.creates && action.to.length !== 1) return { type: 'created', model: action.creates.model, records: [{}], uid, since };
      // Nothing to check on the records (Order Once): as before the table, no record holds ''.
      if (!action.to.length) return { type: 'values', model: spec.model, values: each({ state: '' }) };
      const field = action.stateField ?? 'state';
      // Several outcomes ('sent' or 'sale' after an e-mail): a record already in one stays in it.
      const to = (id: number) => (action.to.includes(stateOf(action, before[id])) ? before[id]![field]! : stateValue(action.to[0]!, fields[field]?.type));
      return { type: 'values', model: spec.model, values: Object.fromEntries(spec.ids.map((id) => [id, { [field]: to(id) }])) };
    }
    case 'message':
      return { type: 'created', model: 'mail.message', records: [{ model: spec.model, res_id: spec.ids[0], message_type: 'comment' }], uid, since };
  }
}
