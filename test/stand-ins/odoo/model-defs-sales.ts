import type { Rec, StandInDb } from './db.ts';
import {
  boolean, char, float, integer, many2many, many2one, monetary, one2many, selection, text,
  type FieldDef, type ModelDef,
} from './model-types.ts';
import { dropped } from './model-defs-core.ts';
import { quant } from './model-defs-quant.ts';
import { PRODUCT_TYPE, storableFields } from './product-types.ts';
import { lineMessage, productWarningFields } from './product-warnings.ts';
import { deliveriesOf, productRouteFields, saleLineStockFields, WAREHOUSE_STEPS } from './deliveries.ts';
import { UNITS } from './manufacturing.ts';
import { lead, stage } from './model-defs-crm.ts';

function onHand(db: StandInDb, productIds: Set<number>, warehouseId?: number): number {
  let total = 0;
  for (const q of db.records('stock.quant')) {
    const loc = db.get('stock.location', Number(q.location_id));
    if (!productIds.has(Number(q.product_id)) || loc?.usage !== 'internal') continue;
    if (warehouseId !== undefined && loc.warehouse_id !== warehouseId) continue;
    total += Number(q.quantity ?? 0);
  }
  return total;
}

/** On hand plus what open purchase orders of this rule bring (Odoo: virtual_available + qty_in_progress). */
function forecast(db: StandInDb, rule: Rec): number {
  const ordered = db.records('purchase.order.line')
    .filter((l) => l.orderpoint_id === rule.id && !['cancel', 'done'].includes(String(db.get('purchase.order', Number(l.order_id))?.state)))
    .reduce((t, l) => t + Number(l.product_qty ?? 0), 0);
  return onHand(db, new Set([Number(rule.product_id)]), Number(rule.warehouse_id)) + ordered;
}

/** The invoice lines made from a sales order line (Odoo's invoice_lines: the lines whose sale_line_ids name it). */
export function invoiceLinesOf(db: StandInDb, line: Rec): Rec[] {
  return db.records('account.move.line').filter((l) => Array.isArray(l.sale_line_ids) && l.sale_line_ids.includes(line.id));
}

/**
 * Odoo's _compute_untaxed_amount_to_invoice (16-19 alike): on confirmed orders, what is ordered (or
 * delivered) at the line's price less what posted invoices billed, posted credit notes adding back;
 * a draft invoice lowers nothing ("ignored on purpose"). When an invoice line's discount differs from
 * the order line's, Odoo subtracts every invoice line's unit price x quantity instead, drafts and
 * credit notes included, and never goes below zero.
 */
function toInvoice(db: StandInDb, line: Rec): number {
  if (!['sale', 'done'].includes(String(db.get('sale.order', Number(line.order_id))?.state))) return 0;
  const policy = db.get('product.product', Number(line.product_id))?.product_tmpl_id;
  const delivered = db.get('product.template', Number(policy))?.invoice_policy === 'delivery';
  const discount = Number(line.discount ?? 0);
  const whole = Number((delivered ? line.qty_delivered : line.product_uom_qty) ?? 0) * Number(line.price_unit ?? 0) * (1 - discount / 100);
  const billed = invoiceLinesOf(db, line);
  const cents = (n: number) => Math.round(n * 100) / 100;
  if (billed.some((l) => Number(l.discount ?? 0) !== discount)) {
    return cents(Math.max(whole - billed.reduce((t, l) => t + Number(l.price_unit ?? 0) * Number(l.quantity ?? 0), 0), 0));
  }
  let invoiced = 0;
  for (const l of billed) {
    const move = db.get('account.move', Number(l.move_id));
    if (move?.state !== 'posted') continue;
    if (move.move_type === 'out_invoice') invoiced += Number(l.price_subtotal ?? 0);
    else if (move.move_type === 'out_refund') invoiced -= Number(l.price_subtotal ?? 0);
  }
  return cents(whole - invoiced);
}

/** Odoo's _compute_qty_to_invoice: on confirmed orders, ordered (or delivered) less invoiced; sections and notes none. */
function qtyToInvoice(db: StandInDb, line: Rec): number {
  if (line.display_type || !['sale', 'done'].includes(String(db.get('sale.order', Number(line.order_id))?.state))) return 0;
  const policy = db.get('product.product', Number(line.product_id))?.product_tmpl_id;
  const delivered = db.get('product.template', Number(policy))?.invoice_policy === 'delivery';
  return Number((delivered ? line.qty_delivered : line.product_uom_qty) ?? 0) - Number(line.qty_invoiced ?? 0);
}

const variantsOf = (db: StandInDb, tmpl: Rec) =>
  new Set(db.records('product.product').filter((p) => p.product_tmpl_id === tmpl.id).map((p) => p.id));

const demoProducts = { demo: 'read' as const, groups: ['Sales/Administrator', 'Inventory/Administrator'] };

const template: ModelDef = {
  name: 'product.template',
  description: 'Product',
  order: 'name, id',
  ...demoProducts,
  mail: true,
  notNull: ['name', 'type'],
  fields: {
    name: char('Name', { required: true }),
    default_code: char('Internal Reference'),
    list_price: float('Sales Price'),
    standard_price: float('Cost'),
    type: PRODUCT_TYPE,
    active: boolean('Active'),
    sale_ok: boolean('Can be Sold'),
    purchase_ok: boolean('Can be Purchased'),
    description_sale: text('Sales Description'),
    invoice_policy: selection([['order', 'Ordered quantities'], ['delivery', 'Delivered quantities']], 'Invoicing Policy'),
    purchase_method: selection([['purchase', 'On ordered quantities'], ['receive', 'On received quantities']], 'Control Policy'),
    company_id: many2one('res.company', 'Company'),
    product_variant_ids: one2many('product.product', 'product_tmpl_id', 'Products'),
    categ_id: many2one('product.category', 'Product Category'),
    taxes_id: many2many('account.tax', 'Customer Taxes'),
    property_account_income_id: many2one('account.account', 'Income Account'),
    qty_available: float('Quantity On Hand', { readonly: true, compute: (db, r) => onHand(db, variantsOf(db, r)) }),
    virtual_available: float('Forecasted Quantity', { readonly: true, compute: (db, r) => onHand(db, variantsOf(db, r)) }),
    ...productRouteFields(),
  },
  // 16-18 put a product in 'All' when none is given (categ_id is required there); 19's may have none.
  defaults: (env) => ({ active: true, type: 'consu', sale_ok: true, purchase_ok: true, list_price: 1, invoice_policy: 'order', purchase_method: 'receive', ...(env.version && env.version < 19 ? { categ_id: 1 } : {}) }),
  versions: (version) => ({ ...storableFields()(version), ...productWarningFields(version) }),
};

const through = (f: string, def: ModelDef['fields'][string]) => ({ ...def, related: ['product_tmpl_id', f] as [string, string] });

const variant: ModelDef = {
  name: 'product.product',
  description: 'Product Variant',
  order: 'default_code, name, id',
  ...demoProducts,
  mail: true,
  notNull: ['product_tmpl_id'],
  fields: {
    product_tmpl_id: many2one('product.template', 'Product Template', { required: true }),
    default_code: char('Internal Reference'),
    barcode: char('Barcode'),
    active: boolean('Active'),
    name: through('name', char('Name', { required: true })),
    categ_id: through('categ_id', many2one('product.category', 'Product Category')),
    list_price: through('list_price', float('Sales Price')),
    lst_price: through('list_price', float('Sales Price')),
    standard_price: through('standard_price', float('Cost')),
    type: through('type', { ...PRODUCT_TYPE, required: false }),
    sale_ok: through('sale_ok', boolean('Can be Sold')),
    purchase_ok: through('purchase_ok', boolean('Can be Purchased')),
    invoice_policy: through('invoice_policy', selection([['order', 'Ordered quantities'], ['delivery', 'Delivered quantities']], 'Invoicing Policy')),
    purchase_method: through('purchase_method', selection([['purchase', 'On ordered quantities'], ['receive', 'On received quantities']], 'Control Policy')),
    company_id: through('company_id', many2one('res.company', 'Company')),
    taxes_id: through('taxes_id', many2many('account.tax', 'Customer Taxes')),
    property_account_income_id: through('property_account_income_id', many2one('account.account', 'Income Account')),
    qty_available: float('Quantity On Hand', { readonly: true, compute: (db, r) => onHand(db, new Set([r.id])) }),
    virtual_available: float('Forecasted Quantity', { readonly: true, compute: (db, r) => onHand(db, new Set([r.id])) }),
    ...productRouteFields(through),
  },
  defaults: () => ({ active: true }),
  versions: (version) => ({ ...storableFields(through)(version), ...productWarningFields(version, through) }),
};

const location: ModelDef = {
  name: 'stock.location',
  description: 'Inventory Locations',
  order: 'complete_name, id',
  recName: 'complete_name',
  demo: 'read',
  groups: ['Inventory/Administrator'],
  fields: {
    name: char('Location Name', { required: true }),
    complete_name: char('Full Location Name'),
    usage: selection([['supplier', 'Vendor Location'], ['view', 'View'], ['internal', 'Internal Location'],
      ['customer', 'Customer Location'], ['inventory', 'Inventory Loss'], ['production', 'Production'], ['transit', 'Transit Location']], 'Location Type'),
    warehouse_id: many2one('stock.warehouse', 'Warehouse'),
    company_id: many2one('res.company', 'Company'),
    active: boolean('Active'),
  },
};

const warehouse: ModelDef = {
  name: 'stock.warehouse',
  description: 'Warehouse',
  order: 'sequence, id',
  demo: 'read',
  groups: ['Inventory/Administrator'],
  notNull: ['name', 'code', 'company_id'],
  fields: {
    name: char('Warehouse', { required: true }),
    code: char('Short Name', { required: true }),
    company_id: many2one('res.company', 'Company', { required: true }),
    lot_stock_id: many2one('stock.location', 'Location Stock'),
    sequence: integer('Sequence'),
    active: boolean('Active'),
    delivery_steps: WAREHOUSE_STEPS,
  },
  defaults: () => ({ active: true, delivery_steps: 'ship_only' }),
};

const orderpoint: ModelDef = {
  name: 'stock.warehouse.orderpoint',
  description: 'Minimum Inventory Rule',
  order: 'location_id, id',
  demo: 'read',
  groups: ['Inventory/Administrator'],
  notNull: ['name', 'product_id', 'warehouse_id', 'location_id'],
  fields: {
    name: char('Name', { required: true }),
    product_id: many2one('product.product', 'Product', { required: true }),
    warehouse_id: many2one('stock.warehouse', 'Warehouse', { required: true }),
    location_id: many2one('stock.location', 'Location', { required: true }),
    product_min_qty: float('Min Quantity'),
    product_max_qty: float('Max Quantity'),
    qty_on_hand: float('On Hand', {
      readonly: true,
      compute: (db, r) => onHand(db, new Set([Number(r.product_id)]), Number(r.warehouse_id)),
    }),
    qty_forecast: float('Forecast', { readonly: true, compute: forecast }),
    // Odoo orders up to the larger of min and max once the forecast drops under the minimum.
    qty_to_order: float('To Order', {
      readonly: true,
      compute: (db, r) => {
        const f = forecast(db, r), min = Number(r.product_min_qty ?? 0);
        return f < min ? Math.max(min, Number(r.product_max_qty ?? 0)) - f : 0;
      },
    }),
    trigger: selection([['auto', 'Auto'], ['manual', 'Manual']], 'Trigger'),
    active: boolean('Active'),
    company_id: many2one('res.company', 'Company', { required: true }),
  },
  defaults: (env) => ({ active: true, trigger: 'auto', company_id: env.companyId }),
};

// Attributes come from the recorded fields_get.
const saleOrder: ModelDef = {
  name: 'sale.order',
  description: 'Sales Order',
  order: 'date_order desc, id desc',
  fixture: true,
  mail: true,
  notNull: ['name', 'company_id', 'partner_id', 'date_order', 'partner_invoice_id', 'partner_shipping_id', 'picking_policy'],
  // Real 16's demo user is a Sales Administrator; 17-19's a salesperson, who may not delete orders.
  demo: (version) => (version === 16 ? undefined : 'no-unlink'),
  groups: ['Sales/Administrator'],
  fields: {
    order_line: one2many('sale.order.line', 'order_id', 'Order Lines'),
    type_name: char('Type Name', { compute: (_db, r) => (['draft', 'sent', 'cancel'].includes(String(r.state)) ? 'Quotation' : 'Sales Order') }),
    picking_ids: { ...one2many('stock.picking', 'sale_id', 'Transfers'), compute: deliveriesOf },
    delivery_count: integer('Delivery Orders', { readonly: true, compute: (db, r) => deliveriesOf(db, r).length }),
  },
  defaults: (env) => ({
    name: 'New', state: 'draft', date_order: env.now, company_id: env.companyId, user_id: env.uid, currency_id: 1,
    picking_policy: 'direct', invoice_status: 'no', amount_untaxed: 0, amount_tax: 0, amount_total: 0,
    // The company's first warehouse, as sale_stock's default.
    warehouse_id: env.db.records('stock.warehouse').find((w) => w.company_id === env.companyId)?.id ?? false,
    // 16 locks through the state 'done': it has no locked flag.
    ...(env.version === 16 ? {} : { locked: false }),
  }),
  // 16 answers as the 17 recording and 19 as the 18 one, less what those servers lack (their fields_get).
  versions: (version): Record<string, null> => (version === 16 ? { locked: null, ...dropped(ORDER_NOT_IN_16) } : version === 19 ? dropped(ORDER_NOT_IN_19) : {}),
};
export const ORDER_NOT_IN_16 = [
  'prepayment_percent', 'journal_id', 'amount_to_invoice', 'amount_invoiced', 'amount_paid', 'tax_calculation_rounding_method', 'has_active_pricelist', 'pending_email_template_id',
] as const;
export const ORDER_NOT_IN_19 = ['sale_order_option_ids', 'procurement_group_id', 'available_product_document_ids'] as const;

const saleLine: ModelDef = {
  name: 'sale.order.line',
  description: 'Sales Order Line',
  order: 'order_id, sequence, id',
  notNull: ['order_id', 'name', 'product_uom_qty', 'price_unit'],
  fields: {
    order_id: many2one('sale.order', 'Order Reference', { required: true }),
    sequence: integer('Sequence'),
    product_id: many2one('product.product', 'Product'),
    name: text('Description', { required: true }),
    product_uom_qty: float('Quantity', { required: true, digits: [16, 2] }),
    price_unit: float('Unit Price', { required: true, digits: [16, 2] }),
    discount: float('Discount (%)', { digits: [16, 2] }),
    price_subtotal: monetary('Subtotal', { readonly: true }),
    price_tax: float('Total Tax', { readonly: true }),
    price_total: monetary('Total', { readonly: true }),
    qty_delivered: float('Delivery Quantity'),
    qty_invoiced: float('Invoiced Quantity', { readonly: true }),
    // Stored in Odoo (recomputed from the quantities); computed here so every path that changes them keeps it right.
    untaxed_amount_to_invoice: monetary('Untaxed Amount To Invoice', { readonly: true, compute: toInvoice }),
    qty_to_invoice: float('Quantity To Invoice', { readonly: true, compute: qtyToInvoice, digits: [16, 2] }),
    state: selection([['draft', 'Quotation'], ['sent', 'Quotation Sent'], ['sale', 'Sales Order'], ['cancel', 'Cancelled']],
      'Order Status', { readonly: true, related: ['order_id', 'state'] }),
    company_id: many2one('res.company', 'Company', { readonly: true, related: ['order_id', 'company_id'] }),
    currency_id: many2one('res.currency', 'Currency', { readonly: true, related: ['order_id', 'currency_id'] }),
    order_partner_id: many2one('res.partner', 'Customer', { readonly: true, related: ['order_id', 'partner_id'] }),
    salesman_id: many2one('res.users', 'Salesperson', { readonly: true, related: ['order_id', 'user_id'] }),
    tax_id: many2many('account.tax', 'Taxes'),
    display_type: selection([['line_section', 'Section'], ['line_note', 'Note']], 'Display Type'),
    is_downpayment: boolean('Is a down payment'),
    analytic_distribution: { type: 'json', string: 'Analytic Distribution' },
  },
  // The unit: the product's (the stand-in's products are all in Units).
  defaults: (env) => ({ product_uom_qty: 1, sequence: 10, discount: 0, qty_delivered: 0, qty_invoiced: 0, is_downpayment: false, display_type: false, [env.version && env.version >= 19 ? 'product_uom_id' : 'product_uom']: UNITS }),
  // 19 renamed the line's taxes, and computes the product's warning for it; 16 labels the analytic distribution 'Analytic'.
  versions: (version): Record<string, FieldDef | null> => ({
    ...saleLineStockFields(version),
    ...(version >= 19
      ? { tax_id: null, tax_ids: many2many('account.tax', 'Taxes'), sale_line_warn_msg: text('Sale Line Warn Msg', { readonly: true, compute: lineMessage('sale') }) }
      : version === 16 ? { analytic_distribution: { type: 'json', string: 'Analytic' } } : {}),
  }),
};

export const SALES_MODELS: ModelDef[] = [template, variant, location, warehouse, quant, orderpoint, saleOrder, saleLine, stage, lead];
