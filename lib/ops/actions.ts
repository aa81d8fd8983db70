// The workflow actions Weft may run: types and look-ups over the one table in action-table.ts. A
// method that is not in the table is refused: a public method can do anything (send mail, post
// entries, delete).
import type { Json } from '@/lib/db';
import { said, type Said, type Text } from '@/lib/i18n';
import { majorOf, type Major } from '@/lib/odoo/versions';
import { may, type Rights } from '@/lib/skills/rights';
import { ACTION_TABLE } from './action-table';

export type Version = Major;

export interface UndoStep {
  /** Methods run in order on the records (or on the records the action created, with `on`). */
  methods: string[];
  /** The state the records are in afterwards ('' when there is nothing to check). */
  to: string;
  /** What the user should know, e.g. that a quotation comes back as a draft, not as sent. */
  note?: Text;
  /** Acts on the records the action created (the invoice, payment or credit note). */
  on?: 'created';
  /** Deletes the target after the methods (a draft the action created). */
  unlink?: boolean;
  /** Writes back the values these fields held before (Odoo has no button that reverses it). */
  restore?: string[];
}

/** A dialog Odoo answers with (or that the button opens) which Weft fills in and confirms. */
export interface WizardStep {
  /** Its confirm button, as in the dialog's footer. */
  confirm: string;
  /** Values set on the wizard beside Odoo's defaults, as the user would leave or pick them. */
  values?: Record<string, Json>;
  /**
   * Wizard fields taken from the first record's field, as the dialog's form computes them before
   * saving (a required computed field such as the reversal's journal is not computed by create).
   */
  fromRecord?: Record<string, string>;
  /**
   * Fields its form fills by onchange before the user sees it, as the web client asks them (field
   * -> '1' when it has an onchange, '' when only its value is wanted back): Weft asks the same
   * onchange and creates the dialog with what came back (16's composer renders its template there).
   */
  onchange?: Record<string, string>;
}

/** A guard read just before an undo: the undo is refused unless `field` holds one of `values`. */
export interface UndoGuard {
  field: string;
  values: string[];
  reason: Said;
  /** Read on the records the action created rather than on the records it ran on. */
  on?: 'created';
}

export interface WorkflowAction {
  model: string;
  /** The Odoo method of the button, or of the wizard's confirm when the button is a window action. */
  method: string;
  /** The button's label in Odoo. */
  label: string;
  /** Written for the model: what it does. */
  description: string;
  /** 'sends' e-mails someone outside Odoo; 'destructive' cannot be taken back in Odoo. */
  risk: 'write' | 'destructive' | 'sends';
  /** The field that tells where the record is in its workflow (default 'state'). */
  stateField?: string;
  /** States in which Odoo accepts it ('*': any). */
  from: string[];
  /** States it may lead to; empty: nothing to check on the records (see `creates`). */
  to: string[];
  /** Context Odoo's button passes with the call (e.g. to skip a dialog Weft answers itself). */
  context?: Record<string, Json>;
  /**
   * The button is a window action opening this wizard with this context ('$ids', '$id' stand for
   * the records), as the web client evaluates it; otherwise the method is called and may answer
   * with one of `wizards`.
   */
  open?: { wizard: string; context: Record<string, Json> };
  /** Dialogs Weft fills in and confirms, by model; any other dialog is reported, not filled. */
  wizards?: Record<string, WizardStep>;
  /** Wizard fields the caller may set, with what they mean (everything else is Odoo's default). */
  options?: Record<string, string>;
  /** Records it creates, found among the ids the answer names or by `link` ('$ids' as above). */
  creates?: { model: string; label: string; link?: Json[] };
  /** How to undo it, by the state each record was in before ('*': any); a sentence says why it cannot be. */
  undo: Record<string, UndoStep | Said>;
  /** Fields compared before an undo: if someone changed them since, the undo asks first. */
  watch: string[];
  /** Fields the confirm card shows for each record, beside the state change. */
  show?: string[];
  /** Refuses the undo when the inverse would do damage Odoo does not ask about. */
  undoOnlyIf?: UndoGuard;
  /** Where a version differs: fields replaced on that version, or why it is not offered there. */
  versions?: Partial<Record<Version, Partial<Omit<WorkflowAction, 'model' | 'method' | 'versions'>> | string>>;
}

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

/** The right an action needs: its button writes the record (wizards are Odoo's to refuse). */
export const actionNeed = (action: Pick<WorkflowAction, 'model'>) => `${action.model}:write`;

/** The actions allowed on a model (on that version, for a user with these rights), for a skill to list. */
export function actionsFor(model: string, major?: number, rights?: Rights | null): WorkflowAction[] {
  return WORKFLOW_ACTIONS.filter((a) => a.model === model && may(rights ?? null, a.model, 'write'))
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

/** The one undo plan for records that were in `states` before the action; all must agree. */
export function undoForAction(action: WorkflowAction, states: string[]): ActionUndo {
  const plans = [...new Set(states)].map((state) => [state, action.undo[state] ?? action.undo['*']] as const);
  const refused = plans.find(([, plan]) => plan !== undefined && !isStep(plan));
  if (refused) return { undoable: false, reason: refused[1] as Said };
  const missing = plans.find(([, plan]) => plan === undefined);
  if (missing) return { undoable: false, reason: said('ops.undo.fromState', { action: { key: `action.${action.model}.${action.method}` as Said['key'] }, state: missing[0] }) };
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
