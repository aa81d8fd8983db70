// Dialogs (transient models) and what their confirm buttons do, as strict as real Odoo about the
// context they are opened with: the invoice wizard reads the orders from active_ids; the lost
// wizard reads active_ids on 16 but default_lead_ids (its lead_ids field) on 17+. A wrong context
// gives what real Odoo gives: nothing to invoice, or no lead marked lost.
import type { Rec } from './db.ts';
import { type Env, today } from './env.ts';
import { userError } from './errors.ts';
import { boolean, char, date, float, html, many2many, many2one, monetary, selection, type FieldDef, type ModelDef } from './model-types.ts';
import { recomputeLine } from './business.ts';
import { downPaymentInvoice, dropDownPayments, storedProduct } from './down-payment.ts';

type Button = (env: Env, recs: Rec[]) => unknown;

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);

const advance: ModelDef = {
  name: 'sale.advance.payment.inv',
  transient: true,
  description: 'Sales Advance Payment Invoice',
  order: 'id',
  fields: {
    advance_payment_method: selection([['delivered', 'Regular invoice'], ['percentage', 'Down payment (percentage)'], ['fixed', 'Down payment (fixed amount)']], 'Create Invoice', { required: true }),
    sale_order_ids: many2many('sale.order', 'Sale Orders'),
    deduct_down_payments: boolean('Deduct down payments'),
    amount: float('Down Payment Amount'),
    fixed_amount: monetary('Down Payment Amount (Fixed)'),
    product_id: many2one('product.product', 'Down Payment Product'),
  },
  // default=lambda self: self.env.context.get('active_ids'), whatever active_model says; the
  // down-payment product computed for one order (16-17: the one kept; 18+ have no such field).
  defaults: (env) => {
    const orders = ids(env.context?.active_ids);
    const product = orders.length === 1 ? storedProduct(env, Number(env.db.get('sale.order', orders[0]!)?.company_id ?? 1)) : false;
    return { advance_payment_method: 'delivered', deduct_down_payments: true, sale_order_ids: [[6, 0, orders]], ...(env.version !== undefined && env.version <= 17 ? { product_id: product } : {}) };
  },
  versions: (version): Record<string, FieldDef | null> => (version >= 18 ? { amount: float('Down Payment'), product_id: null } : {}),
};

const register: ModelDef = {
  name: 'account.payment.register',
  transient: true,
  description: 'Pay',
  order: 'id',
  fields: {
    line_ids: many2many('account.move.line', 'Journal items'),
    payment_date: date('Payment Date'),
    communication: char('Memo'),
    // Computed in Odoo from the items to pay: the company's first bank journal, the open amount, its currency.
    journal_id: many2one('account.journal', 'Journal'),
    amount: monetary('Amount'),
    currency_id: many2one('res.currency', 'Currency'),
  },
  // default_get reads the journal items to pay from active_model/active_ids, and refuses anything else.
  defaults: (env) => {
    const context = env.context ?? {};
    if (context.active_model !== 'account.move') {
      throw userError('The register payment wizard should only be called on account.move or account.move.line records.');
    }
    const moves = ids(context.active_ids).map((id) => env.db.get('account.move', id)).filter((m): m is Rec => !!m);
    if (moves.some((m) => m.state !== 'posted')) throw userError('You can only register payment for posted journal entries.');
    const open = moves.filter((m) => Number(m.amount_residual ?? 0) > 0);
    if (!open.length) throw userError("You can't register a payment because there is nothing left to pay on the selected journal items.");
    const lines = env.db.records('account.move.line').filter((l) => open.some((m) => m.id === l.move_id)).map((l) => l.id);
    const journal = env.db.records('account.journal').find((j) => j.type === 'bank' && j.company_id === (open[0]!.company_id ?? 1));
    const amount = Math.round(open.reduce((t, m) => t + Number(m.amount_residual ?? 0), 0) * 100) / 100;
    return { payment_date: env.today, line_ids: [[6, 0, lines]], journal_id: journal?.id ?? false, amount, currency_id: open[0]!.currency_id ?? 1, communication: open.map((m) => m.name).join(' ') };
  },
};

const lostReason: ModelDef = {
  name: 'crm.lost.reason',
  description: 'Opp. Lost Reason',
  order: 'name',
  fields: { name: char('Description', { required: true }), active: boolean('Active') },
  defaults: () => ({ active: true }),
};

const lost: ModelDef = {
  name: 'crm.lead.lost',
  transient: true,
  description: 'Get Lost Reason',
  order: 'id',
  fields: {
    lead_ids: many2many('crm.lead', 'Leads'),
    lost_reason_id: many2one('crm.lost.reason', 'Lost Reason'),
    lost_feedback: html('Closing Note'),
  },
};

function nothingToInvoice(env: Env) {
  return userError(
    env.version >= 17
      ? 'Cannot create an invoice. No items are available to invoice.\n\nTo resolve this issue, please ensure that:\n   \u2022 The products have been delivered before attempting to invoice them.\n   \u2022 The invoicing policy of the product is configured correctly.'
      : 'There is nothing to invoice!\n\nReason(s) of this behavior could be:\n- You should deliver your products before invoicing them.',
  );
}

/** A draft customer invoice of what each order has to invoice (ordered quantities), as sale's _create_invoices. */
function invoiceOrders(env: Env, orders: Rec[]): number[] {
  const made: number[] = [];
  for (const order of orders) {
    const lines = env.db.records('sale.order.line').filter((l) => l.order_id === order.id && Number(l.product_uom_qty) > Number(l.qty_invoiced ?? 0));
    if (order.state !== 'sale' || !lines.length) continue;
    // The company's sales journal, as account.move's default journal for a customer invoice.
    const journal = env.db.records('account.journal').find((j) => j.type === 'sale' && j.company_id === (order.company_id ?? 1));
    const move = env.db.create('account.move', {
      move_type: 'out_invoice', state: 'draft', name: '/', partner_id: order.partner_id, invoice_origin: order.name, date: today(env),
      company_id: order.company_id ?? 1, currency_id: 1, payment_state: 'not_paid', journal_id: journal?.id ?? false,
    }, env.uid);
    // The invoice's amounts are the lines' share of what is left, taxes included as on the order (real
    // Odoo copies the line's taxes; seen on real 16-19: an order of 100 + 15% is invoiced 115).
    let untaxed = 0;
    let tax = 0;
    for (const line of lines) {
      const qty = Number(line.product_uom_qty) - Number(line.qty_invoiced ?? 0);
      const share = Number(line.product_uom_qty) ? qty / Number(line.product_uom_qty) : 0;
      untaxed += Number(line.price_subtotal ?? qty * Number(line.price_unit ?? 0)) * share;
      tax += Number(line.price_tax ?? 0) * share;
      const item = env.db.create('account.move.line', { move_id: move.id, name: line.name, product_id: line.product_id, quantity: qty, price_unit: line.price_unit, discount: line.discount ?? 0, display_type: 'product', sale_line_ids: [line.id] }, env.uid);
      recomputeLine(env.db, 'account.move.line', item.id, 'quantity');
      env.db.write('sale.order.line', line.id, { qty_invoiced: Number(line.qty_invoiced ?? 0) + qty }, env.uid);
    }
    const round = (n: number) => Math.round(n * 100) / 100;
    const total = round(untaxed + tax);
    env.db.write('account.move', move.id, { amount_untaxed: round(untaxed), amount_tax: round(tax), amount_total: total, amount_residual: total }, env.uid);
    env.db.write('sale.order', order.id, { invoice_status: 'invoiced', invoice_ids: [...ids(order.invoice_ids), move.id] }, env.uid);
    made.push(move.id);
  }
  if (!made.length) throw nothingToInvoice(env);
  return made;
}

/** A posted payment of each move's open amount, as action_create_payments does (one per move here). */
function payMoves(env: Env, wizard: Rec | undefined): unknown {
  const moveIds = [...new Set(ids(wizard?.line_ids).map((id) => Number(env.db.get('account.move.line', id)?.move_id)))];
  const made: number[] = [];
  for (const move of moveIds.map((id) => env.db.get('account.move', id)).filter((m): m is Rec => !!m && Number(m.amount_residual ?? 0) > 0)) {
    const customer = String(move.move_type).startsWith('out_');
    const payment = env.db.create('account.payment', {
      payment_type: customer ? 'inbound' : 'outbound', partner_type: customer ? 'customer' : 'supplier', partner_id: move.partner_id,
      amount: move.amount_residual, date: wizard?.payment_date ?? today(env), state: env.version >= 18 ? 'paid' : 'posted',
      company_id: move.company_id ?? 1, currency_id: 1, invoice_ids: [move.id], ref: move.name,
    }, env.uid);
    env.db.write('account.move', move.id, { payment_state: 'paid', amount_residual: 0 }, env.uid);
    made.push(payment.id);
  }
  const one = made.length === 1 ? { res_id: made[0], view_mode: 'form' } : { domain: [['id', 'in', made]], view_mode: 'list,form' };
  return { type: 'ir.actions.act_window', name: 'Payments', res_model: 'account.payment', context: { create: false }, ...one };
}

/** account.payment's buttons: back to draft unreconciles its invoices; cancel (18+: 'canceled'). */
export const PAYMENT_BUTTONS: Record<string, Button> = {
  action_draft(env, recs) {
    for (const payment of recs) {
      env.db.write('account.payment', payment.id, { state: 'draft' }, env.uid);
      for (const id of ids(payment.invoice_ids)) {
        const move = env.db.get('account.move', id);
        if (move) env.db.write('account.move', id, { payment_state: 'not_paid', amount_residual: move.amount_total ?? 0 }, env.uid);
      }
    }
    return true;
  },
  action_cancel(env, recs) {
    for (const payment of recs) env.db.write('account.payment', payment.id, { state: env.version >= 18 ? 'canceled' : 'cancel' }, env.uid);
    return true;
  },
};

/** The invoice's Register Payment button: the dialog with the invoices as active records. */
export function openRegister(_env: Env, recs: Rec[]): unknown {
  return {
    type: 'ir.actions.act_window', name: 'Register Payment', res_model: 'account.payment.register', view_mode: 'form', target: 'new',
    context: { active_model: 'account.move', active_ids: recs.map((r) => r.id) },
  };
}

export const WIZARD_BUTTONS: Record<string, Record<string, Button>> = {
  'account.payment.register': { action_create_payments: (env, [wizard]) => payMoves(env, wizard) },
  'sale.advance.payment.inv': {
    create_invoices(env, [wizard]) {
      const orders = ids(wizard?.sale_order_ids).map((id) => env.db.get('sale.order', id)!).filter(Boolean);
      const made = wizard && wizard.advance_payment_method !== 'delivered' ? [downPaymentInvoice(env, wizard, orders)] : invoiceOrders(env, orders);
      // 16 closes the dialog (it opens the invoices only with open_invoices); 17+ open what was made.
      if (env.version < 17 && !env.context.open_invoices) return { type: 'ir.actions.act_window_close' };
      const one = made.length === 1 ? { res_id: made[0], view_mode: 'form' } : { domain: [['id', 'in', made]], view_mode: 'list,form' };
      return { type: 'ir.actions.act_window', res_model: 'account.move', name: 'Invoices', ...one };
    },
  },
  'crm.lead.lost': {
    action_lost_reason_apply(env, [wizard]) {
      // 16: browse(context['active_ids']); 17+: self.lead_ids (filled from default_lead_ids by the action's context).
      const leadIds = env.version < 17 ? ids(env.context.active_ids) : ids(wizard?.lead_ids);
      for (const id of leadIds) {
        if (!env.db.get('crm.lead', id)) continue;
        env.db.write('crm.lead', id, { active: false, probability: 0, lost_reason_id: wizard?.lost_reason_id ?? false }, env.uid);
      }
      return true;
    },
  },
};

/** Deleting an invoice gives its quantities back to the orders (Odoo computes qty_invoiced from invoice lines). */
export function uninvoice(env: Env, moves: Rec[]): void {
  const gone = new Set(moves.map((m) => m.id));
  dropDownPayments(env, moves);
  for (const line of env.db.records('account.move.line').filter((l) => gone.has(Number(l.move_id)))) {
    const saleLine = ids(line.sale_line_ids).map((id) => env.db.get('sale.order.line', id)).find((l) => l && !l.is_downpayment);
    if (!saleLine) continue;
    env.db.write('sale.order.line', saleLine.id, { qty_invoiced: Math.max(0, Number(saleLine.qty_invoiced ?? 0) - Number(line.quantity ?? 0)) }, env.uid);
    const order = env.db.get('sale.order', Number(saleLine.order_id));
    if (order) env.db.write('sale.order', order.id, { invoice_status: 'to invoice', invoice_ids: ids(order.invoice_ids).filter((id) => !gone.has(id)) }, env.uid);
  }
}

/** crm.lead's action_unarchive as 16-19 do it for leads: back in the pipeline, reason cleared. */
export function unarchiveLeads(env: Env, recs: Rec[]): boolean {
  for (const lead of recs.filter((r) => !r.active)) {
    const stage = env.db.get('crm.stage', Number(lead.stage_id));
    env.db.write('crm.lead', lead.id, { active: true, lost_reason_id: false, probability: stage?.is_won ? 100 : 10 }, env.uid);
  }
  return true;
}

export const WIZARD_MODELS: ModelDef[] = [advance, register, lostReason, lost];
