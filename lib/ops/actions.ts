// The workflow buttons Weft may press, per model, and how each is undone. A method that is not
// listed here is refused: a public method can do anything (send mail, post entries, delete).

export interface UndoStep {
  /** Methods run in order on the records. */
  methods: string[];
  /** The state the records are in afterwards. */
  to: string;
  /** What the user should know, e.g. that a quotation comes back as a draft, not as sent. */
  note?: string;
}

export interface WorkflowAction {
  model: string;
  method: string;
  /** The button's label in Odoo. */
  label: string;
  /** Written for the model: what pressing it does. */
  description: string;
  /** States in which Odoo accepts the button. */
  from: string[];
  /** The state it leads to. */
  to: string;
  /** How to undo it, by the state each record was in before; a string says why it cannot be. */
  undo: Record<string, UndoStep | string>;
  /** Fields compared before an undo: if someone changed them since, the undo asks first. */
  watch: string[];
  /**
   * Refuses the undo when a watched field holds a value other than these now: the inverse would
   * do damage Odoo does not ask about (button_draft removes a payment's reconciliation).
   */
  undoOnlyIf?: { field: string; values: string[]; reason: string };
}

const NO_SENT_AGAIN = 'It comes back as a draft quotation, no longer marked as sent.';

export const WORKFLOW_ACTIONS: readonly WorkflowAction[] = [
  {
    model: 'sale.order',
    method: 'action_confirm',
    label: 'Confirm',
    description: 'Confirm a quotation (draft or sent) into a sales order.',
    from: ['draft', 'sent'],
    to: 'sale',
    undo: {
      draft: { methods: ['action_cancel', 'action_draft'], to: 'draft', note: 'The order is cancelled (with its deliveries), then set back to quotation.' },
      sent: { methods: ['action_cancel', 'action_draft'], to: 'draft', note: `The order is cancelled (with its deliveries), then set back to quotation. ${NO_SENT_AGAIN}` },
    },
    watch: ['state'],
  },
  {
    model: 'sale.order',
    method: 'action_cancel',
    label: 'Cancel',
    description: 'Cancel a quotation or a sales order.',
    from: ['draft', 'sent', 'sale'],
    to: 'cancel',
    undo: {
      draft: { methods: ['action_draft'], to: 'draft' },
      sent: { methods: ['action_draft'], to: 'draft', note: NO_SENT_AGAIN },
      sale: 'Undoing it would confirm the order again, which creates new deliveries and may notify the customer; confirm it again on purpose instead.',
    },
    watch: ['state'],
  },
  {
    model: 'sale.order',
    method: 'action_draft',
    label: 'Set to Quotation',
    description: 'Set a cancelled (or sent) quotation back to draft.',
    from: ['cancel', 'sent'],
    to: 'draft',
    undo: {
      cancel: { methods: ['action_cancel'], to: 'cancel' },
      sent: 'Odoo has no button to mark a quotation as sent again.',
    },
    watch: ['state'],
  },
  {
    model: 'account.move',
    method: 'action_post',
    label: 'Confirm',
    description: 'Post a draft invoice, bill or journal entry (it gets its number).',
    from: ['draft'],
    to: 'posted',
    undo: {
      draft: { methods: ['button_draft'], to: 'draft', note: 'It goes back to draft and keeps the number it was given, if Odoo allows resetting it.' },
    },
    watch: ['state', 'payment_state'],
    undoOnlyIf: {
      field: 'payment_state',
      values: ['not_paid'],
      reason:
        'It has a payment or is matched with one since it was posted; resetting it to draft would remove that reconciliation. Reverse it with a credit note instead.',
    },
  },
  {
    model: 'account.move',
    method: 'button_draft',
    label: 'Reset to Draft',
    description: 'Reset a posted or cancelled invoice, bill or entry to draft.',
    from: ['posted', 'cancel'],
    to: 'draft',
    undo: {
      posted: { methods: ['action_post'], to: 'posted' },
      cancel: { methods: ['button_cancel'], to: 'cancel' },
    },
    watch: ['state'],
  },
  {
    model: 'stock.warehouse.orderpoint',
    method: 'action_replenish',
    label: 'Order Once',
    description: "Order now what it takes to reach the rule's maximum (a request for quotation or a transfer).",
    // Reordering rules have no state ('' below): nothing to check afterwards, nothing reverses it.
    from: [''],
    to: '',
    undo: { '': 'It creates or adds to a request for quotation (or a transfer); cancel that in Purchase or Inventory to revert.' },
    watch: [],
  },
];

// Context a button needs to act at once instead of opening a dialog. sale.order's Cancel opens a
// wizard (offering to email the customer) for any order past draft unless told not to.
const BUTTON_CONTEXT: Record<string, Record<string, boolean>> = {
  'sale.order.action_cancel': { disable_cancel_warning: true },
};

export function buttonContext(model: string, method: string): Record<string, boolean> | undefined {
  return BUTTON_CONTEXT[`${model}.${method}`];
}

export function findAction(model: string, method: string): WorkflowAction | undefined {
  return WORKFLOW_ACTIONS.find((a) => a.model === model && a.method === method);
}

/** The actions allowed on a model, for a skill to list. */
export function actionsFor(model: string): WorkflowAction[] {
  return WORKFLOW_ACTIONS.filter((a) => a.model === model);
}

export type ActionUndo = { undoable: true; step: UndoStep } | { undoable: false; reason: string };

/** The one undo plan for records that were in `states` before the action; all must agree. */
export function undoForAction(action: WorkflowAction, states: string[]): ActionUndo {
  const plans = [...new Set(states)].map((state) => [state, action.undo[state]] as const);
  const refused = plans.find(([, plan]) => typeof plan === 'string');
  if (refused) return { undoable: false, reason: refused[1] as string };
  const missing = plans.find(([, plan]) => plan === undefined);
  if (missing) return { undoable: false, reason: `${action.label} cannot be undone from the state '${missing[0]}'.` };
  const steps = plans.map(([, plan]) => plan as UndoStep);
  const first = steps[0];
  if (!first) return { undoable: false, reason: 'No records.' };
  const same = steps.every((s) => s.to === first.to && s.methods.join() === first.methods.join());
  if (!same) return { undoable: false, reason: 'The records were in different states, so no single undo brings them all back.' };
  // Notes may differ (draft vs sent): the most telling one is kept.
  const note = steps.map((s) => s.note).filter(Boolean).sort((a, b) => b!.length - a!.length)[0];
  return { undoable: true, step: { ...first, ...(note ? { note } : {}) } };
}
