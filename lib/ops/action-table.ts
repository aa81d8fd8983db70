// The one table of workflow actions Weft may run (types in action-types.ts). Data only: each row says
// what the button does, in which states, which dialog Odoo opens and how Weft answers it (with the
// context Odoo's own button passes, read from each version's source), how it is undone or why it
// cannot be, and what the confirm card shows. Rows are pinned on real Odoo 16-19 by
// test/contract/actions-*.contract.test.ts.
import { said } from '@/lib/i18n';
import type { UndoStep, WorkflowAction } from './action-types';
import { MRP_ROWS } from './action-rows-mrp';
import { STOCK_ROWS } from './action-rows-stock';
import { SCRAP_ROWS } from './action-rows-scrap';

const NO_SENT_AGAIN = said('act.notSentAgain');
const LOCK_17 = 'Odoo 17 and later lock an order with action_lock.';
// The context the web client adds when a button on these records opens a window action.
const paymentUndo = (to: string): UndoStep => ({ on: 'created', methods: ['action_draft', 'action_cancel'], to, note: said('act.paymentUndo') });
// Odoo's two answers to "Create Backorder?" (stock_backorder_confirmation.py, the same on 16-19).
const BACKORDER = {
  choose: {
    process: { chose: said('backorder.choseCreate'), undo: said('backorder.undoCreate') },
    process_cancel_backorder: { chose: said('backorder.choseCancel'), undo: said('backorder.undoCancel') },
  },
};
// Undoing a quotation's confirm: cancel, back to quotation (after `first`).
const saleConfirmUndo = (first: string[]): WorkflowAction['undo'] => ({
  draft: { methods: [...first, 'action_cancel', 'action_draft'], to: 'draft', note: said('act.saleBackToQuotation') },
  sent: { methods: [...first, 'action_cancel', 'action_draft'], to: 'draft', note: [said('act.saleBackToQuotation'), NO_SENT_AGAIN] },
});
const ACTIVE = (model: string) => ({ active_model: model, active_ids: '$ids', active_id: '$id' });
// 16's composer form (mail.compose.message's view): the template's onchange fills the rest.
const COMPOSER_FORM = Object.fromEntries(
  ['template_id', 'subject', 'body', 'partner_ids', 'attachment_ids', 'composition_mode', 'model', 'res_id', 'email_from', 'author_id', 'email_layout_xmlid', 'mail_server_id', 'reply_to', 'reply_to_force_new']
    .map((field) => [field, field === 'template_id' ? '1' : '']),
);

export const ACTION_TABLE: WorkflowAction[] = [
  {
    model: 'sale.order', method: 'action_confirm', label: 'Confirm', risk: 'write',
    description: 'Confirm a quotation into a sales order.',
    from: ['draft', 'sent'], to: ['sale'],
    undo: saleConfirmUndo([]),
    // 17+ may lock the order on confirm (Sales' "Lock Confirmed Sales") and then refuse to cancel it
    // ('You cannot cancel a locked order'): the undo unlocks it first (a no-op when it is not locked).
    // 16 locks through the state 'done', which its cancel accepts.
    versions: { 17: { undo: saleConfirmUndo(['action_unlock']) }, 18: { undo: saleConfirmUndo(['action_unlock']) }, 19: { undo: saleConfirmUndo(['action_unlock']) } },
    // sale_stock: the deliveries confirming makes (none without Inventory, or for services only).
    leaves: { model: 'stock.picking', link: [['sale_id', 'in', '$ids']], rights: ['stock.picking', 'stock.move'], words: 'delivery' },
    watch: ['state'], show: ['partner_id', 'amount_total'],
  },
  {
    model: 'sale.order', method: 'action_cancel', label: 'Cancel', risk: 'write',
    description: 'Cancel a quotation or sales order.',
    from: ['draft', 'sent', 'sale'], to: ['cancel'],
    // 16-18 open sale.order.cancel (offering to e-mail the customer) past draft unless told not to; 19 has no such dialog.
    context: { disable_cancel_warning: true },
    undo: {
      draft: { methods: ['action_draft'], to: 'draft' },
      sent: { methods: ['action_draft'], to: 'draft', note: NO_SENT_AGAIN },
      sale: said('act.saleReconfirm'),
    },
    watch: ['state'], show: ['partner_id', 'amount_total'],
  },
  {
    model: 'sale.order', method: 'action_draft', label: 'Set to Quotation', risk: 'write',
    description: 'Set a cancelled quotation back to draft.',
    from: ['cancel', 'sent'], to: ['draft'],
    undo: { cancel: { methods: ['action_cancel'], to: 'cancel' }, sent: said('act.noMarkSent') },
    watch: ['state'],
  },
  {
    model: 'sale.order', method: 'create_invoices', label: 'Create Invoice', risk: 'write',
    description: 'Create the draft invoice of what is to invoice on a sales order.',
    stateField: 'invoice_status', from: ['to invoice'], to: [],
    // "Create Invoice" is a window action: the web client evaluates it with the order as active record.
    open: { wizard: 'sale.advance.payment.inv', context: ACTIVE('sale.order') },
    wizards: { 'sale.advance.payment.inv': { confirm: 'create_invoices', values: { advance_payment_method: 'delivered' } } },
    // 16 answers act_window_close (no ids) unless asked to open them: the invoices are found by their lines.
    creates: { model: 'account.move', label: 'Invoice', link: [['invoice_line_ids.sale_line_ids.order_id', 'in', '$ids']] },
    undo: { 'to invoice': { on: 'created', methods: [], unlink: true, to: '', note: said('act.deletesDraftInvoice') } },
    undoOnlyIf: { on: 'created', field: 'state', values: ['draft'], reason: said('act.invoiceNotDraft') },
    watch: ['invoice_status'], show: ['partner_id', 'amount_total'],
  },
  {
    // Odoo's "Create Invoice" dialog with a down payment chosen (16's "Create Invoice" on an order with
    // nothing to invoice yet opens it so): the same window action and confirm as create_invoices, so
    // this row's method names the choice, not a method of Odoo's. Odoo's button shows on confirmed orders.
    model: 'sale.order', method: 'create_down_payment', label: 'Down Payment', risk: 'write',
    description: 'Invoice a down payment (deposit) on a confirmed sales order: a percentage of the order or a fixed amount.',
    from: ['sale'], to: [],
    open: { wizard: 'sale.advance.payment.inv', context: ACTIVE('sale.order') },
    wizards: { 'sale.advance.payment.inv': { confirm: 'create_invoices', values: { advance_payment_method: 'percentage' } } },
    options: {
      advance_payment_method: "'percentage' (the default) or 'fixed'",
      amount: 'the percentage, with percentage (30 for 30%)',
      fixed_amount: 'the amount in the order currency, with fixed',
    },
    creates: { model: 'account.move', label: 'Down Payment Invoice', link: [['invoice_line_ids.sale_line_ids.order_id', 'in', '$ids']] },
    // Deleting the draft makes Odoo delete its down-payment line on the order too (account_move.py unlink, 16-19).
    undo: { sale: { on: 'created', methods: [], unlink: true, to: '', note: said('act.deletesDownPayment') } },
    undoOnlyIf: { on: 'created', field: 'state', values: ['draft'], reason: said('act.invoiceNotDraft') },
    watch: ['invoice_status', 'state'], show: ['partner_id', 'amount_total'],
  },
  {
    model: 'sale.order', method: 'action_quotation_send', label: 'Send by Email', risk: 'sends',
    description: "E-mail the quotation or order to the customer with Odoo's template (marks a draft as sent).",
    from: ['draft', 'sent', 'sale'], to: ['sent', 'sale'],
    // The button answers with the composer and the template in its context (16: default_res_id; 17+: default_res_ids).
    wizards: { 'mail.compose.message': { confirm: 'action_send_mail' } },
    // 16's composer renders the template only in its form's onchange: created as it is, it sent
    // "Re: S00052" with an empty body (seen on real 16). So on 16 Weft asks that onchange first, as
    // the dialog does when it opens. 17+ compute subject, body and recipients on create.
    versions: { 16: { wizards: { 'mail.compose.message': { confirm: 'action_send_mail', onchange: COMPOSER_FORM } } } },
    undo: { '*': said('act.emailSent') },
    watch: ['state'], show: ['partner_id', 'amount_total'],
  },
  {
    // 17+ lock with a flag beside the state (sale_order.py action_lock); 16 locks through the state 'done' (action_done).
    model: 'sale.order', method: 'action_lock', label: 'Lock', risk: 'write',
    description: 'Lock a confirmed sales order so it can no longer be changed.',
    stateField: 'locked', from: ['false'], to: ['true'],
    undo: { false: { methods: ['action_unlock'], to: 'false' } },
    versions: { 16: 'Odoo 16 locks an order with action_done (its Lock button there).' },
    watch: ['locked', 'state'], show: ['partner_id', 'amount_total'],
  },
  {
    model: 'sale.order', method: 'action_done', label: 'Lock', risk: 'write',
    description: 'Lock a confirmed sales order so it can no longer be changed.',
    from: ['sale'], to: ['done'],
    undo: { sale: { methods: ['action_unlock'], to: 'sale' } },
    versions: { 17: LOCK_17, 18: LOCK_17, 19: LOCK_17 },
    watch: ['state'], show: ['partner_id', 'amount_total'],
  },
  {
    model: 'sale.order', method: 'action_unlock', label: 'Unlock', risk: 'write',
    description: 'Unlock a locked sales order so it can be changed again.',
    stateField: 'locked', from: ['true'], to: ['false'],
    undo: { true: { methods: ['action_lock'], to: 'true' } },
    versions: { 16: { stateField: 'state', from: ['done'], to: ['sale'], undo: { done: { methods: ['action_done'], to: 'done' } }, watch: ['state'] } },
    watch: ['locked', 'state'], show: ['partner_id', 'amount_total'],
  },
  {
    model: 'purchase.order', method: 'button_confirm', label: 'Confirm Order', risk: 'write',
    description: 'Confirm a request for quotation into a purchase order (creates its receipt).',
    // 'to approve' when the company asks a manager to approve orders above an amount.
    from: ['draft', 'sent'], to: ['purchase', 'to approve'],
    undo: {
      draft: { methods: ['button_cancel', 'button_draft'], to: 'draft', note: said('act.poBackToRfq') },
      sent: { methods: ['button_cancel', 'button_draft'], to: 'draft', note: said('act.poBackToRfqSent') },
    },
    // purchase_stock: the receipt confirming makes (none for services); purchase_id is related through its moves, searchable.
    leaves: { model: 'stock.picking', link: [['purchase_id', 'in', '$ids']], rights: ['stock.picking', 'stock.move'], words: 'receipt' },
    watch: ['state'], show: ['partner_id', 'amount_total'],
  },
  {
    model: 'purchase.order', method: 'button_cancel', label: 'Cancel', risk: 'write',
    description: 'Cancel a request for quotation or purchase order (and its receipt).',
    from: ['draft', 'sent', 'to approve', 'purchase'], to: ['cancel'],
    undo: {
      draft: { methods: ['button_draft'], to: 'draft' },
      sent: { methods: ['button_draft'], to: 'draft', note: said('act.rfqAgain') },
      'to approve': said('act.approvalAgain'),
      purchase: said('act.poReconfirm'),
    },
    watch: ['state'], show: ['partner_id', 'amount_total'],
  },
  {
    // The form shows it on cancelled orders only; Odoo's method sets any order to draft.
    model: 'purchase.order', method: 'button_draft', label: 'Set to Draft', risk: 'write',
    description: 'Set a cancelled purchase order back to a draft request for quotation.',
    from: ['cancel'], to: ['draft'],
    undo: { cancel: { methods: ['button_cancel'], to: 'cancel' } },
    watch: ['state'], show: ['partner_id', 'amount_total'],
  },
  {
    model: 'stock.picking', method: 'button_validate', label: 'Validate', risk: 'destructive',
    description: 'Validate a ready receipt or delivery; short quantities go to a backorder.',
    from: ['assigned'], to: ['done'],
    // Short quantities: Odoo asks "Create Backorder?"; the user answers it on the card (foresee-backorder.ts), never Weft.
    wizards: { 'stock.backorder.confirmation': BACKORDER },
    versions: {
      // 16 asks first whether to process everything reserved when no quantity is done yet: that is what Validate means.
      16: { wizards: { 'stock.immediate.transfer': { confirm: 'process' }, 'stock.backorder.confirmation': BACKORDER } },
    },
    undo: { '*': said('act.transferDone') },
    watch: ['state'], show: ['partner_id', 'picking_type_id', 'origin'],
  },
  {
    model: 'account.move', method: 'action_post', label: 'Confirm', risk: 'write',
    description: 'Post a draft invoice, bill or entry (it gets its number).',
    from: ['draft'], to: ['posted'],
    undo: { draft: { methods: ['button_draft'], to: 'draft', note: said('act.postUndo') } },
    watch: ['state', 'payment_state'], show: ['partner_id', 'amount_total'],
    undoOnlyIf: {
      field: 'payment_state', values: ['not_paid'],
      reason: said('act.postPaid'),
    },
  },
  {
    model: 'account.move', method: 'button_draft', label: 'Reset to Draft', risk: 'write',
    description: 'Reset a posted or cancelled invoice, bill or entry to draft.',
    from: ['posted', 'cancel'], to: ['draft'],
    undo: { posted: { methods: ['action_post'], to: 'posted' }, cancel: { methods: ['button_cancel'], to: 'cancel' } },
    watch: ['state'], show: ['partner_id', 'amount_total'],
  },
  {
    model: 'account.move', method: 'button_cancel', label: 'Cancel Entry', risk: 'write',
    description: 'Cancel a draft invoice or bill (17+ also a posted one, reset to draft first).',
    from: ['draft', 'posted'], to: ['cancel'],
    // 16's button_cancel writes the state as it is; its Cancel button shows on drafts only.
    versions: { 16: { from: ['draft'] } },
    undo: { draft: { methods: ['button_draft'], to: 'draft' }, posted: { methods: ['button_draft', 'action_post'], to: 'posted', note: said('act.cancelRepost') } },
    watch: ['state', 'payment_state'], show: ['partner_id', 'amount_total'],
    undoOnlyIf: { field: 'payment_state', values: ['not_paid'], reason: said('act.hasPayment') },
  },
  {
    model: 'account.move', method: 'action_register_payment', label: 'Register Payment', risk: 'write',
    description: 'Pay the open amount of posted invoices or bills in full (default journal, today).',
    stateField: 'payment_state', from: ['not_paid', 'partial'], to: ['paid', 'in_payment'],
    // The button answers with account.payment.register and active_model/active_ids in its context.
    wizards: { 'account.payment.register': { confirm: 'action_create_payments' } },
    creates: { model: 'account.payment', label: 'Payment' },
    undo: { '*': paymentUndo('cancel') },
    // 18 gave payments their own states: a cancelled one is 'canceled'.
    versions: { 18: { undo: { '*': paymentUndo('canceled') } }, 19: { undo: { '*': paymentUndo('canceled') } } },
    watch: ['payment_state'], show: ['partner_id', 'amount_residual'],
  },
  {
    model: 'account.move', method: 'action_reverse', label: 'Credit Note', risk: 'write',
    description: 'Create a draft credit note reversing a posted invoice or bill in full.',
    from: ['posted'], to: [],
    // The form computes the journal (required) from the invoice before saving; create alone does not.
    wizards: { 'account.move.reversal': { confirm: 'refund_moves', fromRecord: { journal_id: 'journal_id' } } },
    // 16 has one confirm and asks how to credit: 'refund' is its default for one invoice (a draft credit note).
    versions: { 16: { wizards: { 'account.move.reversal': { confirm: 'reverse_moves', values: { refund_method: 'refund' }, fromRecord: { journal_id: 'journal_id' } } } } },
    options: { reason: 'Reason shown on the credit note' },
    creates: { model: 'account.move', label: 'Credit Note', link: [['reversed_entry_id', 'in', '$ids']] },
    undo: { posted: { on: 'created', methods: [], unlink: true, to: '', note: said('act.deletesDraftCredit') } },
    undoOnlyIf: { on: 'created', field: 'state', values: ['draft'], reason: said('act.creditNotDraft') },
    watch: ['state', 'payment_state'], show: ['partner_id', 'amount_total'],
  },
  {
    model: 'crm.lead', method: 'action_set_won', label: 'Won', risk: 'write',
    description: 'Mark opportunities won (won stage, probability 100).',
    stateField: 'probability', from: ['*'], to: ['100'],
    undo: { '*': { methods: [], restore: ['stage_id', 'probability'], to: '', note: said('act.wonUndo') } },
    watch: ['stage_id', 'probability'], show: ['partner_id', 'expected_revenue', 'stage_id'],
  },
  {
    model: 'crm.lead', method: 'action_lost_reason_apply', label: 'Lost', risk: 'write',
    description: 'Mark leads or opportunities lost (archived), with a lost reason.',
    stateField: 'active', from: ['true'], to: ['false'],
    // 17+ evaluate the "Lost" action's context to default_lead_ids; 16's wizard reads active_ids itself.
    open: { wizard: 'crm.lead.lost', context: { ...ACTIVE('crm.lead'), default_lead_ids: '$ids' } },
    versions: { 16: { open: { wizard: 'crm.lead.lost', context: ACTIVE('crm.lead') } } },
    wizards: { 'crm.lead.lost': { confirm: 'action_lost_reason_apply' } },
    options: { lost_reason_id: 'crm.lost.reason id', lost_feedback: 'Closing note' },
    undo: { true: { methods: ['action_unarchive'], to: 'true', note: said('act.lostUndo') } },
    watch: ['active', 'stage_id'], show: ['partner_id', 'expected_revenue', 'stage_id'],
  },
  {
    model: 'stock.warehouse.orderpoint', method: 'action_replenish', label: 'Order Once', risk: 'write',
    description: "Order now what it takes to reach the rule's maximum (an RFQ or a transfer).",
    // Reordering rules have no state: nothing to check afterwards, nothing reverses it.
    from: ['*'], to: [],
    undo: { '*': said('act.replenish') },
    watch: [],
  },
  ...STOCK_ROWS,
  ...MRP_ROWS,
  ...SCRAP_ROWS,
];
