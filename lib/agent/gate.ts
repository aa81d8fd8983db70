import { cappedReport, capSet, overCap } from '@/lib/ops/change-set';
import { refusedEffects, type Effect, type GateLimits } from '@/lib/ops/effects';
import type { Plan } from '@/lib/ops/plan';
import type { TurnRef, WriteOutcome, WritePreview, WriteSpec } from '@/lib/ops/types';
import { english, said, say, type Said, type Text } from '@/lib/i18n';
import { offersWrites, type PermissionMode } from '@/lib/settings/settings';
import { modelBlockedBy, type EffectiveSettings, type Policy } from '@/lib/settings/policy';
import { actionAllowed } from '@/lib/settings/org-limits';
import type { Skill } from '@/lib/skills/define-skill';
import type { TurnTaint } from './taint';
import { approveAndRun } from './approve';
import type { ApprovalEdit } from './card-editor';
import type { ConfirmGate } from './confirm-gate';

// The permission gate, enforced in code. It never reads model text: only a `confirm/answer`
// command from the side panel port, naming both the pending id and the hash of the exact write,
// can approve a write that asks (confirm-gate.ts).

/** What the agent needs of the operation journal (lib/ops): a write is planned once, then shown and run from its plan. */
export interface JournalLike {
  plan(spec: WriteSpec): Promise<Plan>;
  preview(plan: Plan): Promise<WritePreview>;
  /** `after.asked`: a card was shown since the plan was read (its records are read again). */
  run(plan: Plan, ref: TurnRef, after?: { asked: boolean }): Promise<WriteOutcome>;
  /** A change set's plan without the rows the user left out (lib/ops/change-set.ts planWithout). */
  without(plan: Plan, exclude: number[]): Promise<Plan>;
  /** The plan with the user's answers to Odoo's questions (lib/ops/journal.ts choose). */
  choose?(plan: Plan, choices: Record<string, string>): Promise<Plan>;
}

type SkillRisk = Pick<Skill, 'name' | 'risk' | 'effects'>;

export type { GateLimits } from '@/lib/ops/effects';

/**
 * The one rule for which skills a mode offers the model: read-only offers reads only, and a skill
 * whose every effect the policy refuses (deleting, under "never delete") is not offered either.
 */
export function isOffered(mode: PermissionMode, skill: SkillRisk, limits: GateLimits = {}): boolean {
  if (skill.risk === 'read') return true;
  if (!offersWrites(mode)) return false;
  const refused = refusedEffects(limits);
  return !skill.effects?.length || !skill.effects.every((e) => refused.has(e));
}

export function offeredSkills<S extends SkillRisk>(mode: PermissionMode, skills: readonly S[], limits: GateLimits = {}): S[] {
  return skills.filter((s) => isOffered(mode, s, limits));
}

export type Decision = 'run' | 'ask' | 'refuse';

// What auto-edit runs without a click: changes that are journaled, restorable and touch only the
// record written (and its own lines). Removing lines, archiving, deleting, workflow buttons and
// anything posted to the chatter ask in every mode.
const AUTO_EDIT_RUNS: ReadonlySet<Effect> = new Set(['edit', 'create', 'add-lines', 'edit-lines']);

/** What happens to a write with these effects in this mode. Never reads the skill or model text. */
export function decide(mode: PermissionMode, effects: readonly Effect[], limits: GateLimits = {}): Decision {
  if (!offersWrites(mode)) return 'refuse';
  const refused = refusedEffects(limits);
  if (effects.some((e) => refused.has(e))) return 'refuse';
  if (mode === 'auto-edit' && effects.length > 0 && effects.every((e) => AUTO_EDIT_RUNS.has(e))) return 'run';
  return 'ask';
}

/** The organisation's policy as the approval pipeline's limits: the one place they are read from it. */
export function gateLimitsOf(policy: Policy): GateLimits {
  return {
    neverDelete: policy.neverDelete === true,
    ...(policy.maxChangeSet !== undefined ? { maxChangeSet: policy.maxChangeSet } : {}),
    ...(policy.workflowActions ? { workflowActions: policy.workflowActions } : {}),
    ...(policy.emailPeople === false ? { emailPeople: false } : {}),
  };
}

/**
 * Why the organisation's limits refuse this write whatever the user answers, if they do: e-mailing
 * people when not allowed, a workflow button not among those allowed (never delete is decide's).
 * The one rule a model's turn (gatedWriter) and proposals and kept cards (writeRefusal) ask,
 * before the card and again after Approve.
 */
export function limitRefusal(plan: Pick<Plan, 'spec' | 'effects'>, limits: GateLimits = {}): Said | undefined {
  const { spec, effects } = plan;
  if (effects.includes('message') && refusedEffects(limits).has('message')) return said('limits.refuseEmail');
  if (!effects.includes('workflow')) return undefined;
  if (refusedEffects(limits).has('workflow') || (spec.kind === 'action' && !actionAllowed(spec.model, spec.method, limits.workflowActions))) return said('limits.refuseWorkflow');
  return undefined;
}

/**
 * Why the settings as they are now refuse a planned write, if they do: a mode that offers no
 * write, a blocked model, an effect the policy refuses (never delete). Judged from the plan's
 * effects by the gate's own rule (decide), not a copy. In words for the user; a tool result says
 * it in English.
 */
export function writeRefusal(settings: Pick<EffectiveSettings, 'permissionMode' | 'policy'>, plan: Pick<Plan, 'spec' | 'effects'>): Said | undefined {
  const { permissionMode: mode, policy } = settings;
  if (modelBlockedBy(plan.spec.model, policy.policy)) return said('approve.modelBlocked', { model: { model: plan.spec.model, count: 2 } });
  const tooMany = overCap(plan.spec, policy.policy.maxChangeSet);
  if (tooMany) return tooMany;
  const limits = gateLimitsOf(policy.policy);
  const limited = offersWrites(mode) ? limitRefusal(plan, limits) : undefined;
  if (limited) return limited;
  if (decide(mode, plan.effects, limits) !== 'refuse') return undefined;
  return said(offersWrites(mode) ? 'approve.orgRefuses' : 'approve.readOnly');
}

/** Thrown into the skill when the user says no; the tool result tells the model so. */
export class WriteDeclined extends Error {
  override readonly name = 'WriteDeclined';
  constructor() {
    super('The user declined this change, so nothing was written. Do not retry it unless the user asks again.');
  }
}

export const READ_ONLY = 'Weft is in read-only mode: no changes can be made. Tell the user they can change the mode in Settings.';
export const NO_DELETE = "The user's organisation does not allow Weft to delete records or lines (removing a line from a one2many deletes it), so nothing was written. Suggest archiving instead, or tell the user to do it in Odoo themselves.";

export class WriteRefused extends Error {
  override readonly name = 'WriteRefused';
  constructor(message: string = READ_ONLY) {
    super(message);
  }
}

export interface WriterOptions {
  mode: PermissionMode;
  limits?: GateLimits;
  skill: SkillRisk;
  ref: TurnRef;
  journal: JournalLike;
  confirms: ConfirmGate;
  signal: AbortSignal;
  /** What the turn has read; absent for a write the user started (a suggestion's proposal). */
  taint?: TurnTaint;
  /** Checks that the turn's write budget has room; throws when it is spent. */
  checkBudget(): void;
  /** Counts a write that is about to run against the turn's budget. */
  countWrite(): void;
  /** Told when the user declines, so the tool shows as 'denied'. */
  onDeclined(): void;
  /** After the user's Approve: why the settings and policy of now refuse the write, if they do (a policy tightened while the card waited wins). */
  recheck?(plan: Plan): Promise<Text | undefined>;
  /** Edit before Approve: what the card lets the user change, checked as this write is (lib/skills/card-editing.ts). */
  edit?: Omit<ApprovalEdit, 'plan'>;
}

/**
 * SkillContext.write for one tool call: the write planned once (a workflow field is refused there,
 * with the button to use), then the approval pipeline with a turn's parameters (effects, budget, taint).
 */
export function gatedWriter(o: WriterOptions): (spec: WriteSpec, notes?: string[]) => Promise<WriteOutcome> {
  return async (given, notes) => {
    // The mode alone refuses it: nothing is read.
    if (!offersWrites(o.mode)) throw new WriteRefused(READ_ONLY);
    // More records than one change may touch: a change set is cut to its first rows, which the card
    // says (and asks, whatever the mode); another write is refused before anything is read.
    const cut = capSet(given, o.limits?.maxChangeSet);
    const tooMany = cut ? undefined : overCap(given, o.limits?.maxChangeSet);
    if (tooMany) throw new WriteRefused(say(english, tooMany));
    const capped = cut && { capped: { cap: cut.capped.cap, total: cut.capped.total, org: cut.capped.org } };
    // A private copy: what was shown, hashed and approved is exactly what runs.
    const plan = await o.journal.plan(structuredClone(cut?.spec ?? given));
    const approved = await approveAndRun({
      plan,
      signal: o.signal,
      decide: async ({ spec, effects }) => {
        const limited = limitRefusal({ spec, effects }, o.limits);
        if (limited) return { to: 'refuse', why: limited };
        const decision = decide(o.mode, effects, o.limits);
        if (decision === 'refuse') return { to: 'refuse', why: NO_DELETE };
        o.checkBudget();
        if (cut && decision === 'run') return { to: 'ask' };
        const because = decision === 'run' ? await o.taint?.whyAsk(spec) : undefined;
        return because ? { to: 'ask', because } : { to: decision };
      },
      preview: async (write) => ({ ...(await o.journal.preview(write)), ...(notes?.length ? { notes: [...notes] } : {}), ...capped }),
      ask: ({ spec }, preview, editor) => o.confirms.ask(o.ref.turnId, o.skill.name, spec, preview, o.signal, editor),
      ...(o.edit ? { edit: { ...o.edit, plan: (spec: WriteSpec) => o.journal.plan(spec) } } : {}),
      narrow: (plan, exclude) => o.journal.without(plan, exclude),
      ...(o.journal.choose ? { choose: o.journal.choose } : {}),
      recheck: async (write) => o.recheck?.(write),
      beforeRun: o.countWrite, // only writes that run use the budget: a declined one does not
      run: (write, asked) => o.journal.run(write, o.ref, { asked }),
    });
    // The model reads English; the user's words are the card's and the conversation's.
    if (approved.status === 'refused') throw new WriteRefused(approved.afterApprove ? `${say(english, approved.why)} Nothing was written.` : say(english, approved.why));
    if (approved.status === 'declined') {
      o.onDeclined();
      throw new WriteDeclined();
    }
    if (plan.spec.kind === 'create') o.taint?.created(plan.spec.model, approved.outcome.operation.recordIds);
    return cut ? { ...approved.outcome, notInChange: cappedReport(cut.capped, cut.spec.kind === 'creates') } : approved.outcome;
  };
}
