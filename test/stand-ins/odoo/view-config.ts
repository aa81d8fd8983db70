// Actions and views of the stand-in web client, with the field metadata the page needs
// (real Odoo sends the same through get_views).
import type { Registry } from './models.ts';

export interface ActionConfig {
  id: number;
  xmlid: string;
  path: string;
  model: string;
  name: string;
  menuId: number;
  domain: unknown[];
}

export const ACTIONS: ActionConfig[] = [
  { id: 101, xmlid: 'sale.action_quotations_with_onboarding', path: 'sales', model: 'sale.order', name: 'Quotations', menuId: 5, domain: [] },
  { id: 102, xmlid: 'contacts.action_contacts', path: 'contacts', model: 'res.partner', name: 'Contacts', menuId: 2, domain: [] },
  { id: 103, xmlid: 'account.action_move_out_invoice_type', path: 'invoicing', model: 'account.move', name: 'Invoices', menuId: 8, domain: [['move_type', '=', 'out_invoice']] },
  { id: 104, xmlid: 'crm.crm_lead_action_pipeline', path: 'crm', model: 'crm.lead', name: 'Pipeline', menuId: 10, domain: [['type', '=', 'opportunity']] },
  { id: 105, xmlid: 'purchase.purchase_rfq', path: 'purchase', model: 'purchase.order', name: 'Requests for Quotation', menuId: 12, domain: [] },
  { id: 106, xmlid: 'stock.product_template_action_product', path: 'inventory', model: 'product.template', name: 'Products', menuId: 14, domain: [] },
];

interface ViewConfig {
  list: string[];
  form: string[];
  title: string;
  titleReadonly?: boolean;
  /** Field the search box filters with ilike; the title by default. */
  search?: string;
  status?: string;
  lines?: { field: string; columns: string[] };
  /** [method, label, states in which the button shows] */
  buttons?: Array<[string, string, string[]]>;
  /** Fields the view requires beyond the model (16 attrs/modifiers, 17+ required="…"), here always. */
  required?: string[];
}

const VIEWS: Record<string, ViewConfig> = {
  'sale.order': {
    list: ['name', 'date_order', 'partner_id', 'user_id', 'amount_total', 'state'],
    form: ['partner_id', 'date_order', 'user_id', 'amount_untaxed', 'amount_total'],
    title: 'name', titleReadonly: true, status: 'state',
    lines: { field: 'order_line', columns: ['product_id', 'name', 'product_uom_qty', 'price_unit', 'price_subtotal'] },
    buttons: [['action_confirm', 'Confirm', ['draft', 'sent']], ['action_cancel', 'Cancel', ['draft', 'sent', 'sale']], ['action_draft', 'Set to Quotation', ['cancel']]],
  },
  // Real 16-19 require a contact's name in the view only (required="type == 'contact'"), not in the model.
  'res.partner': { list: ['complete_name', 'email', 'phone', 'city'], form: ['email', 'phone', 'street', 'city', 'parent_id', 'comment'], title: 'name', search: 'complete_name', required: ['name'] },
  'account.journal': { list: ['name', 'code', 'type'], form: ['code', 'type', 'currency_id'], title: 'name' },
  'account.move': {
    list: ['name', 'partner_id', 'invoice_date', 'invoice_date_due', 'amount_total', 'amount_residual', 'payment_state', 'state'],
    form: ['partner_id', 'invoice_date', 'invoice_date_due', 'amount_total', 'amount_residual', 'payment_state'],
    title: 'name', titleReadonly: true, status: 'state',
    lines: { field: 'invoice_line_ids', columns: ['product_id', 'name', 'quantity', 'price_unit', 'price_subtotal'] },
    buttons: [['action_post', 'Confirm', ['draft']], ['action_register_payment', 'Register Payment', ['posted']], ['button_draft', 'Reset to Draft', ['posted', 'cancel']]],
  },
  'crm.lead': {
    list: ['name', 'partner_id', 'stage_id', 'expected_revenue', 'probability', 'user_id'],
    form: ['partner_id', 'expected_revenue', 'probability', 'stage_id', 'user_id', 'date_deadline'],
    title: 'name', buttons: [['action_set_won', 'Won', []], ['action_set_lost', 'Lost', []]],
  },
  'purchase.order': {
    list: ['name', 'partner_id', 'date_order', 'amount_total', 'state'], form: ['partner_id', 'date_order', 'amount_total'],
    title: 'name', titleReadonly: true, status: 'state', buttons: [['button_confirm', 'Confirm Order', ['draft', 'sent']]],
  },
  'product.template': { list: ['default_code', 'name', 'list_price', 'qty_available'], form: ['default_code', 'list_price', 'standard_price', 'type', 'qty_available'], title: 'name' },
};

const FALLBACK: ViewConfig = { list: ['display_name'], form: [], title: 'display_name', titleReadonly: true };

/** Everything the page script needs about views, for every model of the registry. */
export function clientViews(registry: Registry) {
  const views: Record<string, unknown> = {};
  for (const model of registry.names()) {
    const view = VIEWS[model] ?? FALLBACK;
    const def = registry.get(model)!;
    const names = new Set([...view.list, ...view.form, view.title, view.status ?? '', view.lines?.field ?? ''].filter(Boolean));
    const fields: Record<string, unknown> = {};
    for (const name of names) {
      const f = def.fields[name];
      if (f) fields[name] = { type: f.type, string: f.string, relation: f.relation, selection: f.selection, readonly: !!f.readonly || !!f.compute, required: !!f.required };
    }
    const lineModel = view.lines ? registry.get(def.fields[view.lines.field]?.relation ?? '') : undefined;
    const lineFields: Record<string, unknown> = {};
    for (const name of view.lines?.columns ?? []) {
      const f = lineModel?.fields[name];
      if (f) lineFields[name] = { type: f.type, string: f.string, relation: f.relation, selection: f.selection, readonly: true };
    }
    views[model] = { ...view, description: def.description, fields, lineFields };
  }
  return views;
}
