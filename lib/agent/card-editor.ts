// Edit before Approve, in the approval pipeline: the card's write with the user's values goes
// through what the model's write went through (the guarded checks, the plan, the gate's decision,
// the preview), and the pipeline runs the version the card showed when Approve was clicked.
import type { ChoiceOption } from '@/lib/db/schema';
import { said, type Text } from '@/lib/i18n';
import { isOdooError } from '@/lib/odoo/errors';
import { describeEdits, EditRefused, type CardEdits, type EditableField } from '@/lib/ops/card-edits';
import type { Plan } from '@/lib/ops/plan';
import { OpsError } from '@/lib/ops/errors';
import type { WritePreview, WriteSpec } from '@/lib/ops/types';

/** What a model's turn gives the pipeline so its cards can be edited (lib/skills/card-editing.ts, the journal's plan). */
export interface ApprovalEdit {
  fields(spec: WriteSpec): Promise<EditableField[]>;
  edited(proposed: WriteSpec, edits: CardEdits): Promise<{ spec: WriteSpec; names: Record<string, string> }>;
  find(proposed: WriteSpec, field: string, name: string): Promise<ChoiceOption[]>;
  plan(spec: WriteSpec): Promise<Plan>;
}

/** One version of a card: the write, what the card shows of it, the user's values it holds. */
export interface CardVersion {
  plan: Plan;
  preview: WritePreview;
  edits: CardEdits;
  names: Record<string, string>;
}

/** What the confirm gate needs to let the user edit a waiting card. */
export interface CardEditor {
  fields: EditableField[];
  /** The proposal with these values (all of them, against the proposal); throws CardRefusal. */
  revise(edits: CardEdits): Promise<CardVersion>;
  find(field: string, name: string): Promise<ChoiceOption[]>;
  /** The gate shows this version now: Approve from here on approves it. */
  shown(version: CardVersion): void;
}

/** Why the card's last edit was not taken, in words; the card keeps the version before it. */
export class CardRefusal extends Error {
  override readonly name = 'CardRefusal';
  constructor(readonly why: Text) {
    super(typeof why === 'string' ? why : 'edit refused');
  }
}

/** Whatever went wrong checking an edit, as the card says it. */
export function refusalOf(error: unknown): Text {
  if (error instanceof CardRefusal || error instanceof EditRefused) return error.why;
  if (error instanceof OpsError && error.said) return error.said;
  if (isOdooError(error)) return said('cards.refused.odoo', { message: (error.serverMessage ?? error.message).replace(/\s+/g, ' ').slice(0, 400) });
  return said('cards.refused.check', { reason: error instanceof Error ? error.message : String(error) });
}

/**
 * An editor for one card round: `proposal` is the write as the pipeline asks about it. `decide` and
 * `preview` are the pipeline's own; an edit the gate would refuse is refused on the card, in words.
 */
export async function cardEditor(
  edit: ApprovalEdit,
  proposal: { plan: Plan; preview: WritePreview },
  // The pipeline's Decided (approve.ts), said here so the two files do not import each other.
  steps: { decide(plan: Plan): Promise<{ to: 'run' } | { to: 'ask'; because?: Text } | { to: 'refuse'; why: Text }>; preview(plan: Plan): Promise<WritePreview> },
): Promise<{ editor: CardEditor; current(): CardVersion; told(exclude?: readonly number[]): string | undefined }> {
  const fields = await edit.fields(proposal.plan.spec);
  const first: CardVersion = { ...proposal, edits: {}, names: {} };
  let current = first;
  const editor: CardEditor = {
    fields,
    async revise(edits) {
      if (!Object.keys(edits).length) return first;
      const { spec, names } = await edit.edited(proposal.plan.spec, edits);
      const plan = await edit.plan(spec);
      const decided = await steps.decide(plan);
      if (decided.to === 'refuse') throw new CardRefusal(decided.why);
      // Asked as the proposal was (and why, beyond the mode).
      const preview = { ...(await steps.preview(plan)), ...(proposal.preview.askedBecause ? { askedBecause: proposal.preview.askedBecause } : {}) };
      // Odoo would block the edited write (a product blocked on sales orders picked on a line): said on the card, as a proposal's is before it.
      if (preview.consequences?.refusal) throw new CardRefusal(preview.consequences.refusal);
      return { plan, preview, edits, names };
    },
    find: (field, name) => edit.find(proposal.plan.spec, field, name),
    shown: (version) => void (current = version),
  };
  return {
    editor,
    current: () => current,
    // What runs is told: an edit on a row the user then left out did not run, so it is not said.
    told: (exclude = []) => (current === first ? undefined : describeEdits(proposal.plan.spec, current.plan.spec, fields.filter((f) => !f.row || !exclude.includes(f.row.key)), current.names)),
  };
}
