import type { FieldDef, OdooVersion } from './model-types.ts';

// How Odoo holds a field, where the stand-in holds it otherwise (it stores what Odoo computes and
// computes what Odoo stores), read from fields_get (store, searchable, sortable) of real 17 (for 16
// and 17) and real 19 Enterprise (for 18 and 19). fields_get answers it, and searching, ordering and
// grouping follow it (fieldSql), so a domain, order or group Odoo refuses or drops is refused or
// dropped here too. Fields not listed keep the stand-in's own way.
//   stored:    Odoo stores it (computed here): sorts and groups.
//   computed:  computed with a search method, not stored: searchable, neither sorted nor grouped.
//   none:      computed, not stored, no search (searchable false): 16-18 drop a condition on it, 19 refuses.
//   related:   related, not stored: 16-17 neither sort nor group by it, 18+ do through the relation.
//   inherited: read from a parent record (a variant's template, 16-17 payment's move): store false, else as stored.
type Kind = 'stored' | 'computed' | 'none' | 'related' | 'inherited';
type Table = Record<string, Partial<Record<Kind, string[]>>>;

const EVERY_VERSION: Table = {
  'account.move': { computed: ['message_partner_ids'], related: ['company_currency_id', 'restrict_mode_hash_table'], stored: ['amount_residual_signed', 'amount_untaxed_signed', 'message_ids'] },
  'account.payment': { computed: ['message_partner_ids'], stored: ['message_ids'] },
  'crm.lead': { computed: ['message_partner_ids'], stored: ['message_ids', 'prorated_revenue'] },
  'ir.attachment': { none: ['datas'] },
  'mrp.production': { computed: ['message_partner_ids'], none: ['qty_produced'], stored: ['message_ids', 'reservation_state'] },
  'mrp.unbuild': { computed: ['message_partner_ids'], stored: ['message_ids'] },
  'product.product': { computed: ['message_partner_ids'], none: ['lst_price'], related: ['property_account_income_id'], stored: ['message_ids'] },
  'product.template': { computed: ['message_partner_ids', 'standard_price'], stored: ['message_ids'] },
  'project.project': { computed: ['message_partner_ids'], stored: ['message_ids'] },
  'project.task': { computed: ['message_partner_ids'], stored: ['message_ids'] },
  'purchase.order': { computed: ['message_partner_ids'], stored: ['message_ids', 'picking_ids'] },
  'res.company': { none: ['city'] },
  'res.partner': { computed: ['activity_date_deadline', 'activity_exception_decoration', 'activity_user_id', 'debit', 'has_message', 'is_blacklisted', 'message_has_error', 'message_has_sms_error', 'message_is_follower', 'message_needaction', 'message_partner_ids', 'my_activity_date_deadline', 'phone_mobile_search', 'phone_sanitized_blacklisted'], none: ['active_lang_count', 'activity_calendar_event_id', 'activity_exception_icon', 'avatar_1024', 'avatar_128', 'avatar_1920', 'avatar_256', 'avatar_512', 'bank_account_count', 'contact_address', 'contact_address_inline', 'credit_to_invoice', 'days_sales_outstanding', 'fiscal_country_codes', 'im_status', 'is_public', 'meeting_count', 'message_attachment_count', 'message_has_error_counter', 'message_needaction_counter', 'on_time_rate', 'payment_token_count', 'phone_blacklisted', 'property_product_pricelist', 'purchase_order_count', 'same_company_registry_partner_id', 'same_vat_partner_id', 'self', 'show_credit_limit', 'supplier_invoice_count', 'tz_offset', 'use_partner_credit_limit'], related: ['country_code', 'parent_name'], stored: ['commercial_company_name', 'commercial_partner_id', 'complete_name', 'message_ids', 'partner_share'] },
  'sale.order': { computed: ['activity_date_deadline', 'activity_exception_decoration', 'activity_user_id', 'has_message', 'invoice_ids', 'message_has_error', 'message_has_sms_error', 'message_is_follower', 'message_needaction', 'message_partner_ids', 'my_activity_date_deadline'], none: ['access_url', 'access_warning', 'activity_calendar_event_id', 'activity_exception_icon', 'amount_invoiced', 'amount_paid', 'amount_undiscounted', 'authorized_transaction_ids', 'delivery_count', 'expected_date', 'has_active_pricelist', 'invoice_count', 'is_expired', 'json_popover', 'message_attachment_count', 'message_has_error_counter', 'message_needaction_counter', 'partner_credit_warning', 'purchase_order_count', 'show_json_popover', 'show_update_fpos', 'show_update_pricelist', 'tax_country_id', 'tax_totals', 'type_name'], related: ['country_code', 'tax_calculation_rounding_method', 'terms_type'], stored: ['message_ids', 'picking_ids'] },
  'sale.order.line': { stored: ['qty_to_invoice', 'untaxed_amount_to_invoice'] },
  'stock.picking': { computed: ['message_partner_ids'], related: ['picking_type_code'], stored: ['message_ids'] },
  'stock.scrap': { computed: ['message_partner_ids'], stored: ['message_ids'] },
  'stock.warehouse.orderpoint': { none: ['qty_forecast', 'qty_on_hand'] },
};
const UP_TO_17: Table = {
  'account.payment': { inherited: ['company_id', 'date', 'name', 'ref', 'state'] },
  'product.category': { computed: ['property_account_income_categ_id'] },
  'product.product': { computed: ['standard_price'], inherited: ['categ_id', 'company_id', 'invoice_policy', 'list_price', 'name', 'purchase_line_warn', 'purchase_line_warn_msg', 'purchase_method', 'purchase_ok', 'sale_line_warn', 'sale_line_warn_msg', 'sale_ok', 'service_tracking', 'type'], none: ['route_from_categ_ids'], related: ['route_ids', 'taxes_id'] },
  'product.template': { computed: ['property_account_income_id'], none: ['route_from_categ_ids'] },
  'res.partner': { computed: ['barcode', 'credit_limit', 'property_account_payable_id', 'property_account_position_id', 'property_account_receivable_id', 'property_payment_method_id', 'property_payment_term_id', 'property_purchase_currency_id', 'property_stock_customer', 'property_stock_supplier', 'property_supplier_payment_term_id', 'receipt_reminder_email', 'reminder_date_before_receipt', 'trust'], none: ['duplicated_bank_account_partners_count', 'has_unreconciled_entries', 'journal_item_count', 'mobile_blacklisted', 'signup_token', 'signup_url', 'signup_valid'], related: ['activity_summary', 'activity_type_icon', 'activity_type_id'] },
  'res.users': { inherited: ['email', 'lang', 'name', 'tz'], related: ['login_date'] },
  'sale.order': { related: ['activity_summary', 'activity_type_icon', 'activity_type_id'] },
  'stock.quant': { none: ['currency_id'] },
  'stock.warehouse.orderpoint': { stored: ['qty_to_order'] },
};
const FROM_18: Table = {
  'account.account': { inherited: ['code'] },
  'account.move.line': { none: ['purchase_line_warn_msg', 'sale_line_warn_msg'] },
  'account.tax': { computed: ['price_include'] },
  'mail.message': { none: ['record_name'] },
  'product.product': { computed: ['route_ids', 'taxes_id'], related: ['categ_id', 'company_id', 'invoice_policy', 'is_storable', 'list_price', 'name', 'purchase_line_warn_msg', 'purchase_method', 'purchase_ok', 'sale_line_warn_msg', 'sale_ok', 'service_tracking', 'type'] },
  'purchase.order.line': { none: ['purchase_line_warn_msg'], related: ['state'] },
  'res.partner': { computed: ['activity_summary', 'activity_type_icon', 'activity_type_id'], none: ['company_registry_label', 'display_invoice_edi_format', 'display_invoice_template_pdf_report_id', 'invoice_edi_format', 'is_peppol_edi_format', 'is_ubl_format', 'partner_company_registry_placeholder', 'partner_vat_placeholder', 'vat_label'] },
  'res.users': { computed: ['login_date'], related: ['email', 'lang', 'name', 'tz'] },
  'sale.order': { computed: ['activity_summary', 'activity_type_icon', 'activity_type_id'], none: ['amount_to_invoice', 'duplicated_order_ids', 'has_archived_products', 'is_pdf_quote_builder_available'], related: ['company_price_include'] },
  'sale.order.line': { none: ['sale_line_warn_msg'] },
  'stock.quant': { related: ['currency_id'] },
};

function kindOf(table: Table, model: string, name: string): Kind | undefined {
  const kinds = table[model];
  return kinds && (Object.keys(kinds) as Kind[]).find((kind) => kinds[kind]!.includes(name));
}

/** The field as Odoo holds it in this version: the stand-in's definition with Odoo's storage. */
export function withOdooStorage(model: string, name: string, field: FieldDef, version: OdooVersion): FieldDef {
  const kind = kindOf(EVERY_VERSION, model, name) ?? kindOf(version <= 17 ? UP_TO_17 : FROM_18, model, name);
  switch (kind) {
    case 'stored': return { ...field, store: true };
    case 'computed': return { ...field, store: false };
    case 'none': return { ...field, store: false, searchable: false };
    case 'related': return { ...field, unstored: true };
    case 'inherited': return { ...field, store: false, inherited: true };
    default: return field;
  }
}

/** Whether Odoo's SQL has the field to order or group by; the type decides the rest (no x2many sort). */
export function inSql(field: FieldDef, version: OdooVersion): boolean {
  if (field.searchable === false) return false;
  if (field.inherited) return true;
  if (field.unstored) return version >= 18;
  return field.store ?? !field.compute;
}

/** What fields_get says of `store`. */
export const storedInOdoo = (field: FieldDef): boolean => field.store ?? (!field.compute && !field.unstored);
