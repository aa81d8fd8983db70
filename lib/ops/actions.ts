// The workflow actions Weft may run: types and look-ups over the one table in action-table.ts. A
// method that is not in the table is refused: a public method can do anything (send mail, post
// entries, delete).
import type { Json } from '@/lib/db';
import { said, type Said, type Text } from '@/lib/i18n';
import { majorOf } from '@/lib/odoo/versions';
import type { FieldsMap } from '@/lib/odoo/field-info';
import { ACTION_TABLE } from './action-table';
import type { UndoStep, Version, WorkflowAction } from './action-types';

export type { UndoGuard, UndoStep, Version, WizardStep, WorkflowAction } from './action-types';

export const WORKFLOW_ACTIONS: readonly WorkflowAction[] = ACTION_TABLE;

/** The table's version for a server's major (lib/odoo/versions.ts majorOf). */
export const asVersion = (major: number | undefined): Version => majorOf(major);

/** The action as it is on `major` (its version overrides applied); undefined when it is not offered there. */
export function resolveAction(action: WorkflowAction, major?: number): WorkflowAction | undefined {
  const override = action.versions?.[asVersion(major)];
  if (typeof override === 'string') return undefined;
  return override ? { ...action, ...override } : action;
}

/** Why the table's action is not offered on `major` (e.g. 16's composer fills a template only in its form); undefined when it is. */
export function whyNotOn(action: WorkflowAction, major?: number): string | undefined {
  const override = action.versions?.[asVersion(major)];
  return typeof override === 'string' ? override : undefined;
}

export function findAction(model: string, method: string, major?: number): WorkflowAction | undefined {
  const action = WORKFLOW_ACTIONS.find((a) => a.model === model && a.method === method);
  return action && resolveAction(action, major);
}

/** The context each button passes on `major`, by method (the table's rows as they are there): what an undo's buttons send. */
export function buttonContexts(model: string, methods: string[], major: number): Record<string, Record<string, Json>> {
  return Object.fromEntries(methods.flatMap((m) => {
    const context = findAction(model, m, major)?.context;
    return context ? [[m, context]] : [];
  }));
}

/** The right an action needs: its button writes the record (wizards are Odoo's to refuse). */
export const actionNeed = (action: Pick<WorkflowAction, 'model'>) => `${action.model}:write`;

/** The actions allowed on a model (on that version), for a skill to list; the skill filters by the user's rights. */
export function actionsFor(model: string, major?: number): WorkflowAction[] {
  return WORKFLOW_ACTIONS.filter((a) => a.model === model)
    .map((a) => resolveAction(a, major))
    .filter((a): a is WorkflowAction => !!a);
}

/** The state a record is in, as the table's keys spell it ('true' for an active lead, '100' for won). */
export function stateOf(action: WorkflowAction, values: Record<string, Json> | undefined): string {
  const value = values?.[action.stateField ?? 'state'];
  return value === undefined || value === null ? '' : String(value);
}

/** A table state as Odoo stores it in a field of `type` ('false' for a boolean, '100' for a number). */
export function stateValue(state: string, type?: string): Json {
  if (type === 'boolean') return state === 'true';
  if (type === 'float' || type === 'integer' || type === 'monetary') return Number(state);
  return state;
}

/** Whether a record in `state` may run the action. */
export function accepts(action: WorkflowAction, state: string): boolean {
  return action.from.includes('*') || action.from.includes(state);
}

export type ActionUndo = { undoable: true; step: UndoStep } | { undoable: false; reason: Said };

/** An undo plan of the table, as opposed to the sentence saying why there is none. */
export const isStep = (plan: UndoStep | Said | undefined): plan is UndoStep => !!plan && 'methods' in plan;

/**
 * The one undo plan for records that were in `states` before the action; all must agree. `fields`
 * (the model's, in the user's language) name a state the table has no plan for as Odoo words it.
 */
export function undoForAction(action: WorkflowAction, states: string[], fields?: FieldsMap): ActionUndo {
  const plans = [...new Set(states)].map((state) => [state, action.undo[state] ?? action.undo['*']] as const);
  const refused = plans.find(([, plan]) => plan !== undefined && !isStep(plan));
  if (refused) return { undoable: false, reason: refused[1] as Said };
  const missing = plans.find(([, plan]) => plan === undefined);
  if (missing) {
    const choices = fields?.[action.stateField ?? 'state']?.selection;
    const state = (Array.isArray(choices) ? choices.find(([key]) => key === missing[0])?.[1] : undefined) ?? missing[0];
    return { undoable: false, reason: said('ops.undo.fromState', { action: { key: `action.${action.model}.${action.method}` as Said['key'] }, state: String(state) }) };
  }
  const steps = plans.map(([, plan]) => plan as UndoStep);
  const first = steps[0];
  if (!first) return { undoable: false, reason: said('ops.undo.noRecords') };
  const same = steps.every((s) => s.to === first.to && s.methods.join() === first.methods.join());
  if (!same) return { undoable: false, reason: said('ops.undo.mixedStates') };
  // Notes may differ (draft vs sent): the most telling one (the one saying more) is kept.
  const weight = (note: Text | undefined) => (Array.isArray(note) ? note.length : note ? 1 : 0);
  const note = steps.map((s) => s.note).filter(Boolean).sort((a, b) => weight(b) - weight(a))[0];
  return { undoable: true, step: { ...first, ...(note ? { note } : {}) } };
}

/** `template` with '$ids' and '$id' replaced by the records (the context a window action evaluates). */
export function withIds<T extends Json>(template: T, ids: number[]): T {
  const swap = (value: Json): Json => {
    if (value === '$ids') return ids;
    if (value === '$id') return ids[0] ?? false;
    if (Array.isArray(value)) return value.map(swap);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]));
    return value;
  };
  return swap(template) as T;
}
