// The one approval pipeline every write passes, whoever asks for it: decide by effect -> preview
// -> ask -> judge again by the settings and policy of now -> run through the journal. The model's
// turns (gate.ts gatedWriter), suggestions' proposals and kept cards (propose.ts) differ by the
// parameters they give it, never by the steps. The write is planned once, before (lib/ops/plan.ts):
// the decision, the card and the run all take that plan.
import { said, type Text } from '@/lib/i18n';
import { PlanChanged, type Plan } from '@/lib/ops/plan';
import type { WriteOutcome, WritePreview } from '@/lib/ops/types';
import { cardEditor, type ApprovalEdit, type CardEditor } from './card-editor';

/**
 * The user's answer to a card: no, or yes; yes to a change set without the rows they left out;
 * yes with their answers to the questions the card asked (dialog -> the button they chose).
 */
export type Answer = boolean | { exclude?: number[]; choices?: Record<string, string> };

/** What deciding a write by its effects says: run it, ask first (and why, beyond the mode), or refuse. */
export type Decided = { to: 'run' } | { to: 'ask'; because?: Text } | { to: 'refuse'; why: Text };

export interface Approval {
  /** The write as planned: what is shown, hashed and approved is exactly its spec. */
  plan: Plan;
  signal: AbortSignal;
  decide(plan: Plan): Promise<Decided>;
  /** What the card shows (a kept card: the one shown before the restart). */
  preview(plan: Plan): Promise<WritePreview>;
  /**
   * Shows the card; resolves with the user's answer (only the panel's click answers it). With an
   * `editor`, the user may change the card's values first: Approve then approves the version shown.
   */
  ask(plan: Plan, preview: WritePreview, editor?: CardEditor): Promise<Answer>;
  /** Edit before Approve (a model's turn): what a card lets the user change, checked as the model's write. */
  edit?: ApprovalEdit;
  /** The plan without the rows the user left out of a change set (Journal.without): what runs and is journaled. */
  narrow?(plan: Plan, exclude: number[]): Promise<Plan>;
  /** The plan with the user's answers to Odoo's questions on it (Journal.choose): the buttons its dialogs run, journaled. */
  choose?(plan: Plan, choices: Record<string, string>): Promise<Plan>;
  /** After Approve: why the settings and policy of now refuse the write, if they do. */
  recheck(plan: Plan): Promise<Text | undefined>;
  /** Just before the write first runs (a turn counts it against its budget). */
  beforeRun?(): void;
  /**
   * Journal.run, under the turn's identity and companies; throws PlanChanged when the records moved.
   * `asked`: a card was shown, so time passed since the plan was read.
   */
  run(plan: Plan, asked: boolean): Promise<WriteOutcome>;
}

export type Approved =
  | { status: 'done'; outcome: WriteOutcome; preview?: WritePreview }
  | { status: 'declined'; preview: WritePreview }
  /** `afterApprove`: the user approved, and the settings or policy of now refused it. */
  | { status: 'refused'; why: Text; afterApprove: boolean };

// A record that keeps changing under the card is not chased for ever: the third change is Odoo's error to show.
const MAX_ASKS = 3;

export async function approveAndRun(a: Approval): Promise<Approved> {
  a.signal.throwIfAborted();
  let plan = a.plan;
  let decided = await a.decide(plan);
  let preview: WritePreview | undefined;
  // What the user changed on the card, told to the model with the outcome.
  let userEdits: string | undefined;
  for (let round = 1; ; round++) {
    if (decided.to === 'refuse') return { status: 'refused', why: decided.why, afterApprove: preview !== undefined };
    if (decided.to === 'ask') {
      preview = { ...(await a.preview(plan)), ...(decided.because ? { askedBecause: decided.because } : {}) };
      // Odoo would block it and nobody here may answer (a strict bill of materials): no card, the reason instead.
      const blocked = preview.consequences?.refusal;
      if (blocked) return { status: 'refused', why: blocked, afterApprove: false };
      const card = a.edit && (await cardEditor(a.edit, { plan, preview }, a));
      const answer = await a.ask(plan, preview, card?.editor.fields.length ? card.editor : undefined);
      // What the card showed when the user answered: the proposal, or the write with their values.
      const shown = card?.current();
      if (shown) ({ plan, preview } = shown);
      if (!answer) return { status: 'declined', preview };
      const exclude = answer !== true ? answer.exclude ?? [] : [];
      const told = card?.told(exclude);
      if (told) {
        // Edited: the edited write passes the gate's decision again, as the model's did.
        const again = await a.decide(plan);
        if (again.to === 'refuse') return { status: 'refused', why: again.why, afterApprove: true };
        userEdits = told;
      }
      // The user's edit of a change set: exactly the rows left in are judged again, run and journaled.
      if (exclude.length) {
        if (!a.narrow) throw new Error('Rows cannot be left out of this change.');
        plan = await a.narrow(plan, exclude);
      }
      // The user's answers to Odoo's questions: the dialog runs the button they chose, never one Weft picks.
      if (answer !== true && answer.choices) {
        if (!a.choose) throw new Error("This change cannot take the user's answers to Odoo's questions.");
        plan = await a.choose(plan, answer.choices);
      }
      const refused = await a.recheck(plan);
      if (refused) return { status: 'refused', why: refused, afterApprove: true };
    }
    a.signal.throwIfAborted();
    if (round === 1) a.beforeRun?.();
    try {
      const outcome = await a.run(plan, preview !== undefined);
      return { status: 'done', outcome: userEdits ? { ...outcome, userEdits } : outcome, ...(preview ? { preview } : {}) };
    } catch (error) {
      // The records moved since the plan, so the write would now do something else: nothing was
      // sent, and the user is asked about the write as it stands, whatever the mode.
      if (!(error instanceof PlanChanged) || round >= MAX_ASKS) throw error;
      plan = error.plan;
      decided = await a.decide(plan);
      if (decided.to !== 'refuse') decided = { to: 'ask', because: said('approve.changedSince') };
    }
  }
}
