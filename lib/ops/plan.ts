// A write planned once, before anything runs: the workflow action and the Odoo version it is read
// for, the fields, what to read before, the records as they are, the effects, whether and how it
// can be undone, and what Odoo should hold afterwards. The gate decides from its effects, the
// confirm card (preview.ts) shows it and the journaled write (perform.ts) runs it; none looks
// anything up again. At run time only the records are read again (perform.ts planNow), since other writes may
// have landed while the card waited.
import type { OdooClient } from '@/lib/odoo';
import { hasAccess } from '@/lib/odoo/access';
import { recomputedBy } from '@/lib/odoo/versions';
import { actionsFor } from './actions';
import { effectsOf, linkedIds, refuseWorkflowFields, type Effect, type GateLimits } from './effects';
import { OpsError } from './errors';
import { expectedAfter } from './expect';
import { groundsOf, type Grounds } from './grounds';
import { lockFields, undoNeedsDraft } from './hash-lock';
import { lostOnUnlink, missingError, readValues, snapshotFields, type ReadResult } from './io';
import { TIMESHEET_LINE } from './card-labels';
import type { Expectation, RecordValues, WriteSpec } from './types';
import { decideUndo, type UndoDecision } from './undo-decision';
import { createRows } from './creates';
import { rowValuesRefusal } from './row-values';
import { META_FIELDS } from './values';
import { checkChoices } from './wizard-choices';

export { OpsError } from './errors';
export { groundsOf, type Grounds } from './grounds';

export interface Plan extends Grounds {
  /** The user the write runs as (a create is recognised by it after a lost answer). */
  uid: number;
  /** The fields journaled before the write (display_name and write_date ride along). */
  read: string[];
  /** The records before the write: `read`, plus what the card shows (an action's named fields, the currency). */
  before: ReadResult;
  effects: Effect[];
  undo: UndoDecision;
  /** What Odoo holds if the write landed; a created record is looked for after the plan's time. */
  expect?: Expectation;
}

const EMPTY: ReadResult = { values: {}, names: {}, missing: [] };

export interface PlanOptions {
  /** The organisation's limits now: the undo decision is made under them. */
  limits?: GateLimits;
  /** Our clock's time, after which a created record is looked for. */
  at?: number;
}

/** Where a write is planned: the client in the write's companies, and the organisation's limits now (never delete). */
export interface PlanPlace {
  client: OdooClient;
  limits?(): Promise<GateLimits>;
}

/**
 * Plans `spec` where it will run: refuses what Weft will not send (a workflow field included: the
 * error names the button), reads the records once, and decides the undo under the limits of now.
 * `at`: our clock's time, after which a created record is looked for.
 */
export async function planWrite({ client, limits }: PlanPlace, spec: WriteSpec, at?: number): Promise<Plan> {
  const limitsNow = await limits?.();
  const session = await client.session();
  const grounds = await withRights(client, groundsOf(spec, await client.fieldsGet(spec.model), session.version.major));
  assertSpec(grounds);
  // Odoo's questions to the user are answered on the card only (Journal.choose), never in the write asked for.
  if (spec.kind === 'action' && spec.choices) throw new OpsError("Only the user answers Odoo's question, on the confirm card: leave 'choices' out.");
  for (const one of spec.kind === 'creates' ? createRows(spec) : spec.kind === 'create' || spec.kind === 'write' ? [spec] : []) {
    await client.fields.assertFields(one.model, Object.keys(one.values));
    await refuseWorkflowFields(client, one, grounds.fields);
  }
  return planFrom(grounds, await readBefore(client, grounds), session.uid, { ...(limitsNow ? { limits: limitsNow } : {}), ...(at !== undefined ? { at } : {}) });
}

// Whether the user may delete a model's records, per Odoo session: keyed by the fields cache, which a
// client shares with its per-company copies (withCompanies), as the user's groups are.
const deleteRights = new WeakMap<object, Map<string, Promise<boolean>>>();

/**
 * A create asks (once per session and model) whether the user may delete what it makes, so the card
 * says how Undo takes it back; a failed ask leaves Undo to try deleting, as before.
 */
async function withRights(client: OdooClient, grounds: Grounds): Promise<Grounds> {
  const { spec, action } = grounds;
  let known = deleteRights.get(client.fields);
  if (!known) deleteRights.set(client.fields, (known = new Map()));
  const may = (model: string) => {
    let asked = known.get(model);
    if (!asked) known.set(model, (asked = hasAccess(client, model, 'unlink').catch(() => true)));
    return asked;
  };
  // The records an action leaves for its undo to delete (a confirmed order's deliveries): every model the delete goes through.
  if (spec.kind === 'action' && action?.leaves) return (await Promise.all(action.leaves.rights.map(may))).every(Boolean) ? grounds : { ...grounds, mayDeleteLeft: false };
  if (spec.kind !== 'create' && spec.kind !== 'creates') return grounds;
  return (await may(spec.model)) ? grounds : { ...grounds, mayDelete: false };
}

/**
 * Nothing was sent: the records, read again at run time, make the approved write do something else
 * (other effects, another undo). `plan` is the write as it stands now, to be asked about again.
 */
export class PlanChanged extends Error {
  override readonly name = 'PlanChanged';
  constructor(readonly plan: Plan) {
    super('The records changed since this change was planned; nothing was written.');
  }
}

/** Whether running `now` does something other than what `asked` said: other effects, or another undo. Pure. */
export function planChanged(asked: Plan, now: Plan): boolean {
  return asked.effects.join() !== now.effects.join() || JSON.stringify(asked.undo) !== JSON.stringify(now.undo);
}

/** The plan of `grounds` on records read as `before`: effects, undo and expectation decided from them. Pure. */
export function planFrom(grounds: Grounds, before: ReadResult, uid: number, options: PlanOptions): Plan {
  return {
    ...grounds,
    uid,
    read: fieldsToRead(grounds),
    before,
    effects: effectsOf(grounds.spec, grounds.fields, linkedIds(before.values), grounds.action),
    undo: decideUndo(grounds, before.values, options.limits),
    expect: expectedAfter(grounds, before.values, uid, options.at ?? Date.now()),
  };
}

/** The records before the write: the journaled fields and what the card shows (read again at run time, perform.ts planNow). */
export async function readBefore(client: OdooClient, grounds: Grounds): Promise<ReadResult> {
  const { spec } = grounds;
  if (spec.kind === 'create' || spec.kind === 'creates') return EMPTY;
  const read = fieldsToRead(grounds);
  const before = await readValues(client, spec.model, spec.ids, [...read, ...shownFields(grounds, read)]);
  if (before.missing.length) throw missingError(spec.model, before.missing);
  return before;
}

export function assertSpec({ spec, fields, major, action }: Grounds): void {
  const where = `${spec.model}`;
  if (spec.kind === 'creates') {
    if (!spec.rows.length) throw new OpsError(`No rows given to create on ${where}.`);
    for (const row of createRows(spec)) assertSpec({ spec: row, fields, major });
    return;
  }
  if (spec.kind !== 'create' && (!spec.ids.length || !spec.ids.every((id) => Number.isInteger(id) && id > 0))) {
    throw new OpsError(`A ${spec.kind} on ${where} needs the ids of existing records.`);
  }
  if (spec.kind === 'create' || spec.kind === 'write') {
    const names = Object.keys(spec.values);
    if (!names.length) throw new OpsError(`No values given for the ${spec.kind} on ${where}.`);
    const meta = names.filter((n) => META_FIELDS.has(n));
    if (meta.length) throw new OpsError(`Odoo sets ${meta.join(', ')} itself; leave them out.`);
    const rows = spec.kind === 'write' ? rowValuesRefusal(spec) : undefined;
    if (rows) throw new OpsError(rows);
  }
  if ((spec.kind === 'archive' || spec.kind === 'unarchive') && !fields.active) {
    throw new OpsError(`Records of ${where} cannot be archived (the model has no 'active' field).`);
  }
  if (spec.kind === 'action') {
    if (!action) {
      const allowed = actionsFor(spec.model, major).map((a) => a.method);
      throw new OpsError(
        `Weft does not run '${spec.method}' on ${where} (Odoo ${major}). ${allowed.length ? `Allowed: ${allowed.join(', ')}.` : 'No workflow action is allowed on this model.'}`,
      );
    }
    // Only the dialog fields the table lets a caller set: the rest is what Odoo's defaults say.
    const unknown = Object.keys(spec.values ?? {}).filter((k) => !action.options || !(k in action.options));
    if (unknown.length) {
      const allowed = Object.keys(action.options ?? {});
      throw new OpsError(`${action.label} takes no value ${unknown.join(', ')}. ${allowed.length ? `It takes: ${allowed.join(', ')}.` : 'It takes none.'}`);
    }
    if (spec.choices) checkChoices(action, spec.choices);
  }
  if (spec.kind === 'message' && !fields.message_ids) throw new OpsError(`Records of ${where} have no chatter to post on.`);
}

/** The fields journaled before the write (display_name and write_date are always added). */
export function fieldsToRead({ spec, fields, action, major }: Grounds): string[] {
  switch (spec.kind) {
    case 'create':
    case 'creates':
    case 'message':
      return [];
    case 'write': {
      // And what Odoo recomputes from them (a task's stage resets its state): an undo gives it back too.
      const written = Object.keys(spec.values);
      return [...written, ...recomputedBy(spec.model, written, major).filter((f) => f in fields)];
    }
    case 'archive':
    case 'unarchive':
      return ['active'];
    case 'unlink':
      return [...snapshotFields(fields), ...lostOnUnlink(fields)];
    case 'action': {
      const watch = [...new Set([...(action?.watch ?? []), action?.stateField ?? 'state'])].filter((f) => f in fields);
      return action && undoNeedsDraft(action) ? [...watch, ...lockFields(fields)] : watch;
    }
  }
}

/** What the card shows beside the journaled fields: an action's named fields, and the record's currency for amounts. */
function shownFields({ spec, fields, action }: Grounds, read: string[]): string[] {
  const show = spec.kind === 'action' ? (action?.show ?? []).filter((f) => f in fields && !read.includes(f)) : [];
  const money = [...read, ...show].some((f) => fields[f]?.type === 'monetary') && fields.currency_id?.type === 'many2one' && !read.includes('currency_id');
  // Whether analytic lines are timesheets (on a project, hr_timesheet), in the same read: the card and Changes say so.
  const project = spec.model === TIMESHEET_LINE && fields.project_id?.type === 'many2one' && !read.includes('project_id');
  return [...show, ...(money ? ['currency_id'] : []), ...(project ? ['project_id'] : [])];
}

/** The records' values as journaled: the plan's `read` fields (and name and write date), not what only the card shows. */
export function journaledBefore(plan: Plan): RecordValues {
  const keep = new Set([...plan.read, 'display_name', 'write_date']);
  return Object.fromEntries(Object.entries(plan.before.values).map(([id, v]) => [id, Object.fromEntries(Object.entries(v).filter(([f]) => keep.has(f)))]));
}
