// A change set: one write that touches several records (the same values on N records, one status
// change on a selection). The card shows it as a table, a row per record, and the user may leave
// rows out; it runs a row at a time, so a row Odoo refuses does not roll the others back, and the
// rows' journal entries share one set id, so Changes undoes them with one click. Pure: no I/O.
import { findAction } from './actions';
import { said, type Arg, type Said } from '@/lib/i18n';
import { OpsError } from './errors';
import { planFrom, type Plan, type PlanOptions } from './plan';
import { sameGrounds } from './grounds';
import { createRow, rowName } from './creates';
import { onRecords } from './row-values';
import { choicesFor } from './wizard-choices';
import type { FieldChange, SetRun, WritePreview, WriteSpec } from './types';

export type { SetRowResult, SetRun } from './types';

/** A write that a change set can run a row at a time: on existing records, or several creates. */
export type SetSpec = Extract<WriteSpec, { kind: 'write' | 'archive' | 'unarchive' | 'unlink' | 'action' | 'creates' }>;

/** How the rows of a set are named: the records' ids, or for creates their places (1-based). */
export const rowKeys = (spec: SetSpec): number[] => (spec.kind === 'creates' ? spec.rows.map((_, i) => i + 1) : spec.ids);

/** The most records one change may touch, whatever the policy says: what one tool call may name (lib/skills/inputs idsInput). */
export const SET_CAP = 100;

/**
 * Whether `spec` runs as a change set: several records, and a kind that means the same on each one
 * alone. A workflow action that makes documents (an invoice for several orders) runs as one call:
 * Odoo may make one document for all of them, which a row at a time would not.
 */
export function isChangeSet(spec: WriteSpec): spec is SetSpec {
  // A card's spec comes over the panel's port loosely typed: a spec without ids (or rows) is no set.
  if (spec.kind === 'creates') return Array.isArray(spec.rows) && spec.rows.length >= 2;
  if (spec.kind === 'create' || spec.kind === 'message' || !Array.isArray(spec.ids) || spec.ids.length < 2) return false;
  if (spec.kind === 'action') return !findAction(spec.model, spec.method)?.creates;
  return true;
}

/**
 * The plan of one row, from the set's plan (its records read once): the same grounds on that record
 * alone, its effects, undo and expectation decided from its own values. Pure.
 */
export function rowPlan(plan: Plan, id: number, options: PlanOptions): Plan {
  return narrowed(plan, [id], options);
}

/** The set's plan without the rows the user left out (withoutRows), each row's values as read. Pure. */
export function planWithout(plan: Plan, exclude: readonly number[], options: PlanOptions): Plan {
  if (!isChangeSet(plan.spec) || !exclude.length) return plan;
  const left = rowKeys(plan.spec).filter((key) => !exclude.includes(key));
  withoutRows(plan.spec, exclude);
  return narrowed(plan, left, options);
}

function narrowed(plan: Plan, ids: number[], options: PlanOptions): Plan {
  const set = plan.spec as SetSpec;
  // A row of creates: nothing to read, the row's values planned as a create of its own.
  if (set.kind === 'creates') {
    const spec = ids.length === 1 ? createRow(set, ids[0]!) : { ...set, rows: ids.map((n) => createRow(set, n).values) };
    return planFrom(sameGrounds(plan, spec), { values: {}, names: {}, missing: [] }, plan.uid, options);
  }
  // A record edited on the card runs with its own values (row-values.ts); a record of an action
  // asked about on its own (one transfer of several) runs with its own answer (wizard-choices.ts).
  const spec = set.kind === 'write' ? onRecords(set, ids) : set.kind === 'action' && set.choices && ids.length === 1 ? { ...set, ids, choices: choicesFor(set.choices, ids[0]!) } : { ...set, ids };
  const pick = <T>(map: Record<number, T>) => Object.fromEntries(ids.filter((id) => id in map).map((id) => [id, map[id]!])) as Record<number, T>;
  const before = { values: pick(plan.before.values), names: pick(plan.before.names), missing: [] };
  return planFrom(sameGrounds(plan, spec), before, plan.uid, options);
}

/**
 * The user's edit of a set: the rows they left out are not written and not journaled. Only narrows:
 * an id that is not a row of the set, or leaving out every row, is refused.
 */
export function withoutRows<S extends SetSpec>(spec: S, exclude: readonly number[]): S {
  if (!exclude.length) return spec;
  const keys = rowKeys(spec);
  const stranger = exclude.filter((id) => !keys.includes(id));
  if (stranger.length) throw new OpsError(`Records ${stranger.join(', ')} are not rows of this change.`);
  const left = keys.filter((id) => !exclude.includes(id));
  if (!left.length) throw new OpsError('Every row of this change was left out: nothing to run.');
  if (spec.kind === 'creates') return { ...spec, rows: left.map((n) => spec.rows[n - 1]!) };
  if (spec.kind === 'write') return onRecords(spec, left) as S;
  return { ...spec, ids: left };
}

/** The most records one change may touch under the organisation's cap (never more than SET_CAP). */
export function setCap(maxChangeSet: number | undefined): number {
  return Math.min(maxChangeSet ?? SET_CAP, SET_CAP);
}

/** A set bigger than the cap, cut to its first `cap` rows: the rest is not part of this change (said on the card and to the model). */
export interface SetCapped {
  cap: number;
  /** The rows the write named. */
  total: number;
  /** The organisation's cap (else Weft's own). */
  org: boolean;
  /** The rows left out, as rowKeys names them (ids, or the places of creates). */
  rest: number[];
}

/**
 * A change set over the cap as the card asks it: its first `cap` rows, and what was cut. Only a
 * set can be cut (its rows run one at a time anyway); another write over the cap is overCap's.
 */
export function capSet(spec: WriteSpec, maxChangeSet: number | undefined): { spec: SetSpec; capped: SetCapped } | undefined {
  const cap = setCap(maxChangeSet);
  if (!isChangeSet(spec)) return undefined;
  const keys = rowKeys(spec);
  if (keys.length <= cap) return undefined;
  const rest = keys.slice(cap);
  return { spec: withoutRows(spec, rest), capped: { cap, total: keys.length, org: maxChangeSet !== undefined && maxChangeSet < SET_CAP, rest } };
}

/** What the model reads of a set cut to the cap: which rows were not part of the change, and what to do. */
export function cappedReport(capped: SetCapped, creates: boolean): { ids?: number[]; rows?: number[]; why: string } {
  const limit = capped.org ? `The user's organisation allows at most ${capped.cap} records in one change` : `Weft changes at most ${capped.cap} records at once`;
  return {
    ...(creates ? { rows: capped.rest } : { ids: capped.rest }),
    why: `${limit}: the card showed the first ${capped.cap} of ${capped.total} and only those could change. ${capped.rest.length === 1 ? 'This one was' : `These ${capped.rest.length} were`} not shown and not changed; propose them as another change if the user wants them too.`,
  };
}

/** Why the cap refuses `spec`, if it does: the organisation's cap or Weft's own, and how to split it. */
export function overCap(spec: WriteSpec, maxChangeSet: number | undefined): Said | undefined {
  const cap = setCap(maxChangeSet);
  const count = spec.kind === 'creates' ? spec.rows.length : 'ids' in spec ? spec.ids.length : 1;
  if (count <= cap) return undefined;
  return said(maxChangeSet !== undefined && maxChangeSet < SET_CAP ? 'set.tooManyOrg' : 'set.tooMany', { cap, count });
}

/** One record of a set as the card shows it: its name (a row of creates: in words, lib/ops/creates.ts) and what changes on it. */
export interface SetRow {
  id: number;
  name: Arg;
  changes: FieldChange[];
}

/** The card's rows, in the order of the write's ids: the preview's changes grouped by record. */
export function setRows(preview: WritePreview): SetRow[] {
  const { spec } = preview;
  if (!isChangeSet(spec)) return [];
  if (spec.kind === 'creates') return spec.rows.map((row, i) => ({ id: i + 1, name: rowName(row, i + 1, spec.model), changes: preview.changes.filter((c) => c.row === i + 1) }));
  return spec.ids.map((id) => {
    const changes = preview.changes.filter((c) => c.recordId === id);
    return { id, name: changes[0]?.displayName || `#${id}`, changes };
  });
}

/** The fields the set changes, in first-seen order (the table's columns). */
export function setColumns(rows: readonly SetRow[]): Array<Pick<FieldChange, 'field' | 'label'>> {
  const seen = new Map<string, Pick<FieldChange, 'field' | 'label'>>();
  for (const c of rows.flatMap((r) => r.changes)) if (!seen.has(c.field)) seen.set(c.field, { field: c.field, label: c.label });
  return [...seen.values()];
}

/** What the model reads of a set that ran: which rows ran, which did not and why (English). */
export function setReport(run: SetRun): { status: 'done' | 'partly_done'; done: number[]; not_done: Array<{ id?: number; row?: number; name: string; status: string; error?: string }> } {
  // A set of creates: the ids of the records made, and the rows (1-based) that were not.
  const done = run.rows.filter((r) => r.status === 'done').map((r) => r.recordId ?? r.id);
  const notDone = run.rows.filter((r) => r.status !== 'done').map(({ id, name, status, error }) => ({ ...(run.creates ? { row: id } : { id }), name, status, ...(error ? { error } : {}) }));
  return { status: notDone.length ? 'partly_done' : 'done', done, not_done: notDone };
}

/** The sentence the model gets when no row of a set ran: each row and why. */
export function noneRan(run: SetRun): string {
  const rows = run.rows.map((r) => `${r.name} (${run.creates ? 'row' : 'id'} ${r.id}): ${r.error ?? 'not run'}`);
  return `None of the ${run.rows.length} records was ${run.creates ? 'made' : 'changed'}. ${rows.join('; ')}`;
}

/** The same, as the person reads it (a card kept across a restart, a suggestion's write): each row and why, in their language. */
export function noneRanSaid(run: SetRun): Said {
  const rows = run.rows.map((r) => said('set.rowReason', { name: r.name, reason: r.reason ?? r.error ?? said('set.notRun') }));
  return said(run.creates ? 'set.noneMade' : 'set.noneChanged', { count: run.rows.length, rows: { join: rows, by: '; ' } });
}
