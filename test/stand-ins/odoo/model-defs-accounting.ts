import {
  boolean, char, date, datetime, float, html, integer, many2many, many2one, monetary, one2many, selection, text,
  type FieldDef,
  type ModelDef,
} from './model-types.ts';
import { pickingsOfOrder } from './receipts.ts';
import { lineMessage, moveLineMessages } from './product-warnings.ts';

/** Odoo's *_signed amounts: bills, customer credit notes and purchase receipts negative. */
const companySign = (r: Record<string, unknown>) => (['in_invoice', 'out_refund', 'in_receipt'].includes(String(r.move_type)) ? -1 : 1);

const billing = { demo: 'read' as const, groups: ['Invoicing/Billing', 'Invoicing/Billing Administrator'] };

const move: ModelDef = {
  name: 'account.move',
  description: 'Journal Entry',
  order: 'date desc, name desc, id desc',
  ...billing,
  mail: true,
  notNull: ['move_type', 'state', 'date', 'company_id', 'currency_id'],
  fields: {
    name: char('Number'),
    ref: char('Reference'),
    move_type: selection(
      [['entry', 'Journal Entry'], ['out_invoice', 'Customer Invoice'], ['out_refund', 'Customer Credit Note'],
        ['in_invoice', 'Vendor Bill'], ['in_refund', 'Vendor Credit Note'], ['out_receipt', 'Sales Receipt'],
        ['in_receipt', 'Purchase Receipt']],
      'Type', { required: true, readonly: true },
    ),
    state: selection([['draft', 'Draft'], ['posted', 'Posted'], ['cancel', 'Cancelled']], 'Status', { required: true, readonly: true }),
    partner_id: many2one('res.partner', 'Partner'),
    commercial_partner_id: many2one('res.partner', 'Commercial Entity', { readonly: true, related: ['partner_id', 'commercial_partner_id'] }),
    date: date('Date', { required: true }),
    invoice_date: date('Invoice/Bill Date'),
    invoice_date_due: date('Due Date'),
    invoice_origin: char('Origin'),
    invoice_user_id: many2one('res.users', 'Salesperson'),
    amount_untaxed: monetary('Untaxed Amount', { readonly: true }),
    amount_tax: monetary('Tax', { readonly: true }),
    amount_total: monetary('Total', { readonly: true }),
    amount_residual: monetary('Amount Due', { readonly: true }),
    // Stored in Odoo: the receivable/payable items' residual in company currency, so bills and customer
    // credit notes are negative. Computed here (one currency) to stay in step with amount_residual.
    amount_residual_signed: monetary('Amount Due Signed', { readonly: true, compute: (_db, r) => companySign(r) * Number(r.amount_residual ?? 0) }),
    amount_untaxed_signed: monetary('Untaxed Amount Signed', { readonly: true, compute: (_db, r) => companySign(r) * Number(r.amount_untaxed ?? 0) }),
    payment_state: selection(
      [['not_paid', 'Not Paid'], ['in_payment', 'In Payment'], ['paid', 'Paid'], ['partial', 'Partially Paid'],
        ['reversed', 'Reversed'], ['invoicing_legacy', 'Invoicing App Legacy']],
      'Payment Status', { readonly: true },
    ),
    company_id: many2one('res.company', 'Company', { required: true }),
    currency_id: many2one('res.currency', 'Currency', { required: true }),
    company_currency_id: many2one('res.currency', 'Company Currency', { readonly: true, related: ['company_id', 'currency_id'] }),
    line_ids: one2many('account.move.line', 'move_id', 'Journal Items'),
    invoice_line_ids: one2many('account.move.line', 'move_id', 'Invoice lines'),
    narration: html('Terms and Conditions'),
    journal_id: many2one('account.journal', 'Journal'),
    reversed_entry_id: many2one('account.move', 'Reversal of', { readonly: true }),
    restrict_mode_hash_table: boolean('Lock Posted Entries with Hash', { readonly: true, related: ['journal_id', 'restrict_mode_hash_table'] }),
    inalterable_hash: char('Inalterability Hash', { readonly: true }),
  },
  defaults: (env) => ({
    name: '/', state: 'draft', move_type: 'entry', date: env.today, company_id: env.companyId, currency_id: 1,
    payment_state: 'not_paid', amount_untaxed: 0, amount_tax: 0, amount_total: 0, amount_residual: 0,
  }),
};

const moveLine: ModelDef = {
  name: 'account.move.line',
  description: 'Journal Item',
  order: 'move_id, id',
  ...billing,
  notNull: ['move_id'],
  fields: {
    move_id: many2one('account.move', 'Journal Entry', { required: true }),
    move_name: char('Number', { readonly: true, related: ['move_id', 'name'] }),
    parent_state: char('Status', { readonly: true, related: ['move_id', 'state'] }),
    product_id: many2one('product.product', 'Product'),
    name: char('Label'),
    quantity: float('Quantity', { digits: [16, 2] }),
    price_unit: float('Unit Price', { digits: [16, 2] }),
    discount: float('Discount (%)', { digits: [16, 2] }),
    price_subtotal: monetary('Subtotal', { readonly: true }),
    price_total: monetary('Total', { readonly: true }),
    partner_id: many2one('res.partner', 'Partner'),
    tax_ids: many2many('account.tax', 'Taxes'),
    sale_line_ids: many2many('sale.order.line', 'Sales Order Lines'),
    display_type: selection([['product', 'Product'], ['line_section', 'Section'], ['line_note', 'Note'], ['tax', 'Tax'],
      ['payment_term', 'Payment Term']], 'Display Type'),
    company_id: many2one('res.company', 'Company', { readonly: true, related: ['move_id', 'company_id'] }),
    account_id: many2one('account.account', 'Account'),
    debit: monetary('Debit'),
    credit: monetary('Credit'),
    // Stored in real 16-19: debit - credit in the company's currency; amount_currency in the line's own.
    balance: monetary('Balance'),
    amount_currency: monetary('Amount in Currency'),
    currency_id: many2one('res.currency', 'Currency'),
    company_currency_id: many2one('res.currency', 'Company Currency', { readonly: true, related: ['company_id', 'currency_id'] }),
  },
  defaults: () => ({ quantity: 1, display_type: 'product' }),
  versions: moveLineMessages,
};

const payment: ModelDef = {
  name: 'account.payment',
  description: 'Payments',
  order: 'date desc, name desc',
  ...billing,
  mail: true,
  notNull: ['payment_type', 'partner_type', 'date', 'company_id'],
  fields: {
    name: char('Number', { readonly: true }),
    payment_type: selection([['outbound', 'Send'], ['inbound', 'Receive']], 'Payment Type', { required: true }),
    partner_type: selection([['customer', 'Customer'], ['supplier', 'Vendor']], 'Partner Type', { required: true }),
    partner_id: many2one('res.partner', 'Customer/Vendor'),
    amount: monetary('Amount'),
    date: date('Date', { required: true }),
    ref: char('Memo'),
    // 16/17: draft, posted, cancel; 18+: draft, in_process, paid, canceled (one list for both here).
    state: selection([['draft', 'Draft'], ['posted', 'Posted'], ['cancel', 'Cancelled'], ['in_process', 'In Process'], ['paid', 'Paid'], ['canceled', 'Canceled']], 'Status', { readonly: true }),
    company_id: many2one('res.company', 'Company', { required: true }),
    currency_id: many2one('res.currency', 'Currency'),
    invoice_ids: many2many('account.move', 'Invoices'),
  },
  defaults: (env) => ({ state: 'draft', date: env.today, company_id: env.companyId, currency_id: 1, payment_type: 'inbound', partner_type: 'customer' }),
};

const purchase: ModelDef = {
  name: 'purchase.order',
  description: 'Purchase Order',
  order: 'priority desc, id desc',
  mail: true,
  notNull: ['name', 'partner_id', 'date_order', 'company_id', 'currency_id'],
  fields: {
    name: char('Order Reference', { required: true }),
    partner_id: many2one('res.partner', 'Vendor', { required: true }),
    partner_ref: char('Vendor Reference'),
    origin: char('Source Document'),
    date_order: datetime('Order Deadline', { required: true }),
    date_planned: datetime('Expected Arrival'),
    amount_untaxed: monetary('Untaxed Amount', { readonly: true }),
    amount_tax: monetary('Taxes', { readonly: true }),
    amount_total: monetary('Total', { readonly: true }),
    state: selection([['draft', 'RFQ'], ['sent', 'RFQ Sent'], ['to approve', 'To Approve'], ['purchase', 'Purchase Order'],
      ['done', 'Locked'], ['cancel', 'Cancelled']], 'Status', { readonly: true }),
    priority: selection([['0', 'Normal'], ['1', 'Urgent']], 'Priority'),
    invoice_status: selection([['no', 'Nothing to Bill'], ['to invoice', 'Waiting Bills'], ['invoiced', 'Fully Billed']], 'Billing Status', { readonly: true }),
    user_id: many2one('res.users', 'Buyer'),
    company_id: many2one('res.company', 'Company', { required: true }),
    currency_id: many2one('res.currency', 'Currency', { required: true }),
    order_line: one2many('purchase.order.line', 'order_id', 'Order Lines'),
    // purchase_stock: the receipts of the lines' moves.
    picking_ids: { ...many2many('stock.picking', 'Receptions'), readonly: true, compute: pickingsOfOrder },
  },
  defaults: (env) => ({
    name: 'New', state: 'draft', date_order: env.now, company_id: env.companyId, user_id: env.uid, currency_id: 1,
    priority: '0', invoice_status: 'no', amount_untaxed: 0, amount_tax: 0, amount_total: 0,
  }),
};

// Only what replenishment needs: the quantity a rule has on order (Odoo's qty_in_progress).
const purchaseLine: ModelDef = {
  name: 'purchase.order.line',
  description: 'Purchase Order Line',
  order: 'order_id, sequence, id',
  notNull: ['name', 'order_id', 'product_qty'],
  fields: {
    name: char('Description', { required: true }),
    sequence: integer('Sequence'),
    order_id: many2one('purchase.order', 'Order Reference', { required: true }),
    product_id: many2one('product.product', 'Product'),
    product_qty: float('Quantity', { required: true }),
    price_unit: float('Unit Price'),
    price_subtotal: monetary('Subtotal', { readonly: true }),
    price_tax: float('Tax', { readonly: true }),
    price_total: monetary('Total', { readonly: true }),
    orderpoint_id: many2one('stock.warehouse.orderpoint', 'Orderpoint'),
    state: selection([['draft', 'RFQ'], ['sent', 'RFQ Sent'], ['to approve', 'To Approve'], ['purchase', 'Purchase Order'],
      ['done', 'Locked'], ['cancel', 'Cancelled']], 'Status', { readonly: true, related: ['order_id', 'state'] }),
  },
  defaults: () => ({ sequence: 10 }),
  versions: (version): Record<string, FieldDef> => (version >= 19 ? { purchase_line_warn_msg: text('Purchase Line Warn Msg', { readonly: true, compute: lineMessage('purchase') }) } : {}),
};

export const ACCOUNTING_MODELS: ModelDef[] = [move, moveLine, payment, purchase, purchaseLine];
