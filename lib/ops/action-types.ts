// The types of the workflow action table (action-table.ts holds the rows, actions.ts the look-ups).
import type { Json } from '@/lib/db';
import type { Said, Text } from '@/lib/i18n';
import type { Major } from '@/lib/odoo/versions';

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

/** One of the buttons of a dialog whose question is the user's (`WizardStep.choose`). */
export interface WizardChoice {
  /** What choosing it means, said in Changes and to the model once it ran ("You chose no backorder: …"). */
  chose: Said;
  /** What Undo can and cannot take back after this choice. */
  undo: Said;
}

/**
 * A dialog Odoo answers with (or that the button opens) which Weft fills in and confirms: with
 * `confirm`, the button Weft presses; with `choose`, the buttons the user picks between on the
 * card (Odoo's question is theirs: Weft presses none of them by default). One of the two.
 */
export interface WizardStep {
  /** Its confirm button, as in the dialog's footer. */
  confirm?: string;
  /** The buttons the user chooses between, by method; the card asks (lib/ops/wizard-choices.ts). */
  choose?: Record<string, WizardChoice>;
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
  /**
   * States the run may also end in when Odoo did only part of it (a check that reserved some of
   * the components leaves the order Waiting): not a failure, though the card shows `to`.
   */
  partial?: string[];
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
  /**
   * Records Odoo makes beside the action that its undo leaves cancelled (a confirmed order's
   * deliveries): found by `link` among records newer than the action, kept on the entry as
   * `created`; the undo deletes them once cancelled where the user may (`rights`: every model the
   * delete goes through) and the organisation allows deleting, and the card says so, or that they stay.
   */
  leaves?: { model: string; link: Json[]; rights: string[]; /** What the card and the undo call them. */ words: 'delivery' | 'receipt' };
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
