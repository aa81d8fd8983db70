import type { Rec, StandInDb } from './db.ts';
import { displayName } from './display-name.ts';
import {
  boolean, char, datetime, html, integer, many2many, many2one, one2many, selection, text,
  type FieldDef, type ModelDef,
} from './model-types.ts';
import { userGroups } from './product-warnings.ts';

export function messageIds(model: string) {
  return (db: StandInDb, rec: Rec) =>
    db
      .records('mail.message')
      .filter((m) => m.model === model && m.res_id === rec.id)
      .map((m) => m.id)
      .sort((a, b) => b - a);
}

function commercialPartner(db: StandInDb, rec: Rec): Rec {
  let current = rec;
  for (let depth = 0; depth < 10 && !current.is_company && typeof current.parent_id === 'number'; depth++) {
    const parent = db.get('res.partner', current.parent_id);
    if (!parent) break;
    current = parent;
  }
  return current;
}

function familyIds(db: StandInDb, rec: Rec): Set<number> {
  const ids = new Set([rec.id]);
  for (const p of db.records('res.partner')) if (p.parent_id === rec.id) ids.add(p.id);
  return ids;
}

const countOf = (model: string) => (db: StandInDb, rec: Rec) => {
  const family = familyIds(db, rec);
  return db.records(model).filter((r) => family.has(Number(r.partner_id))).length;
};

function postedInvoices(db: StandInDb, rec: Rec): Rec[] {
  const family = familyIds(db, rec);
  return db
    .records('account.move')
    .filter((m) => m.move_type === 'out_invoice' && m.state === 'posted' && family.has(Number(m.partner_id)));
}

const sum = (recs: Rec[], field: string) => Math.round(recs.reduce((t, r) => t + Number(r[field] ?? 0), 0) * 100) / 100;

/** Fields of the recording that the version's real server does not have: named to be removed. */
export const dropped = (names: readonly string[]): Record<string, null> => Object.fromEntries(names.map((n) => [n, null]));
export const PARTNER_NOT_IN_19 = [
  'mobile', 'mobile_blacklisted', 'title', 'starred_message_ids', 'partner_gid', 'additional_info', 'debit_limit', 'journal_item_count',
  'invoice_warn', 'invoice_warn_msg', 'duplicated_bank_account_partners_count', 'is_coa_installed', 'picking_warn', 'purchase_warn', 'sale_warn',
] as const;
export const PARTNER_NOT_IN_16 = [
  'contact_address_inline', 'starred_message_ids', 'fiscal_country_codes', 'credit_to_invoice', 'days_sales_outstanding',
  'property_payment_method_id', 'ubl_cii_format', 'peppol_endpoint', 'peppol_eas', 'buyer_id',
] as const;

// Attributes come from the recorded fields_get; these only add how values are found.
const partner: ModelDef = {
  name: 'res.partner',
  description: 'Contact',
  order: 'complete_name asc, id desc',
  fixture: true,
  mail: true,
  fields: {
    child_ids: one2many('res.partner', 'parent_id', 'Contact'),
    sale_order_ids: one2many('sale.order', 'partner_id', 'Sales Order'),
    invoice_ids: one2many('account.move', 'partner_id', 'Invoices'),
    opportunity_ids: one2many('crm.lead', 'partner_id', 'Opportunities'),
    user_ids: one2many('res.users', 'partner_id', 'Users'),
    // Odoo: true unless the partner is an active internal (non-share) user.
    partner_share: boolean('Share Partner', {
      readonly: true,
      compute: (db, r) => !db.records('res.users').some((u) => u.partner_id === r.id && u.active !== false && !u.share),
    }),
    complete_name: char('Complete Name', { compute: (db, r) => displayName(db, 'res.partner', r) }),
    company_type: char('Company Type', { searchable: false, compute: (_db, r) => (r.is_company ? 'company' : 'person') }),
    commercial_partner_id: char('Commercial Entity', { compute: (db, r) => commercialPartner(db, r).id }),
    commercial_company_name: char('Company Name Entity', {
      compute: (db, r) => {
        const c = commercialPartner(db, r);
        return c.is_company ? c.name : false;
      },
    }),
    email_formatted: char('Formatted Email', {
      searchable: false,
      compute: (_db, r) => (r.email ? `"${String(r.name)}" <${String(r.email)}>` : false),
    }),
    // Counts, totals and the currency: computed on read, no search method in Odoo (fields_get searchable false).
    sale_order_count: integer('Sale Order Count', { searchable: false, compute: countOf('sale.order') }),
    opportunity_count: integer('Opportunity Count', { searchable: false, compute: countOf('crm.lead') }),
    credit: integer('Total Receivable', { compute: (db, r) => sum(postedInvoices(db, r), 'amount_residual') }),
    // Real Odoo: the current company's currency (account's _get_company_currency); the partner's company's here.
    currency_id: many2one('res.currency', 'Currency', { readonly: true, searchable: false, compute: (db, r) => db.get('res.company', typeof r.company_id === 'number' ? r.company_id : 1)?.currency_id ?? 1 }),
    total_invoiced: integer('Total Invoiced', { searchable: false, compute: (db, r) => sum(postedInvoices(db, r), 'amount_total') }),
  },
  defaults: () => ({ active: true, type: 'contact', is_company: false, lang: 'en_US', customer_rank: 0, supplier_rank: 0 }),
  // 16 answers as the 17 recording and 19 as the 18 one, less the fields those servers lack (their
  // fields_get: 19 dropped the mobile number, titles and the partner warnings; 16 had no Peppol or
  // sales-days figures yet). Pinned by test/contract/fields-by-version.contract.test.ts.
  versions: (version): Record<string, null> => dropped(version === 19 ? PARTNER_NOT_IN_19 : version === 16 ? PARTNER_NOT_IN_16 : []),
};

const company: ModelDef = {
  name: 'res.company',
  description: 'Companies',
  order: 'sequence, name',
  demo: 'read',
  groups: ['Administration/Settings'],
  notNull: ['name'],
  fields: {
    name: char('Company Name', { required: true }),
    partner_id: many2one('res.partner', 'Partner', { required: true }),
    currency_id: many2one('res.currency', 'Currency', { required: true }),
    sequence: integer('Sequence'),
    parent_id: many2one('res.company', 'Parent Company'),
    child_ids: one2many('res.company', 'parent_id', 'Branches'),
    email: char('Email'),
    phone: char('Phone'),
    city: char('City'),
  },
  // 17 keeps the down-payment product on the company (16 in a system parameter; 18+ invoice down payments without one).
  versions: (version): Record<string, FieldDef | null> => (version === 17 ? { sale_down_payment_product_id: many2one('product.product', 'Deposit Product') } : {}),
};

const users: ModelDef = {
  name: 'res.users',
  description: 'User',
  order: 'name, login',
  demo: 'read',
  groups: ['Administration/Access Rights'],
  notNull: ['login', 'partner_id', 'company_id'],
  fields: {
    name: char('Name', { required: true }),
    login: char('Login', { required: true }),
    partner_id: many2one('res.partner', 'Related Partner', { required: true }),
    company_id: many2one('res.company', 'Company', { required: true }),
    company_ids: many2many('res.company', 'Companies'),
    active: boolean('Active'),
    email: char('Email'),
    share: boolean('Share User', { readonly: true }),
    tz: selection([['Europe/Brussels', 'Europe/Brussels'], ['America/Los_Angeles', 'America/Los_Angeles']], 'Timezone'),
    // Real Odoo lists the active (installed) languages; the stand-in has Weft's five installed.
    lang: selection([['en_US', 'English (US)'], ['fr_FR', 'French / Français'], ['es_ES', 'Spanish / Español'], ['de_DE', 'German / Deutsch'], ['nl_NL', 'Dutch / Nederlands']], 'Language'),
    login_date: datetime('Latest authentication', { readonly: true }),
  },
  defaults: (env) => ({ active: true, share: false, company_id: env.companyId, company_ids: [env.companyId], lang: 'en_US' }),
  versions: userGroups,
};

const currency: ModelDef = {
  name: 'res.currency',
  description: 'Currency',
  order: 'active desc, name',
  demo: 'read',
  groups: ['Administration/Settings'],
  fields: {
    name: char('Currency', { required: true }),
    symbol: char('Symbol', { required: true }),
    full_name: char('Name'),
    active: boolean('Active'),
  },
};

const country: ModelDef = {
  name: 'res.country',
  description: 'Country',
  order: 'name',
  demo: 'read',
  groups: ['Administration/Settings'],
  fields: { name: char('Country Name', { required: true }), code: char('Country Code') },
};

const configParameter: ModelDef = {
  name: 'ir.config_parameter',
  description: 'System Parameter',
  order: 'key',
  recName: 'key',
  demo: 'none',
  groups: ['Administration/Settings'],
  notNull: ['key', 'value'],
  fields: { key: char('Key', { required: true }), value: text('Value', { required: true }) },
};

const subtype: ModelDef = {
  name: 'mail.message.subtype',
  description: 'Message subtypes',
  order: 'sequence, id',
  demo: 'read',
  groups: ['Administration/Settings'],
  fields: { name: char('Message Type', { required: true }), internal: boolean('Internal Only'), sequence: integer('Sequence') },
};

const message: ModelDef = {
  name: 'mail.message',
  description: 'Message',
  order: 'id desc',
  notNull: ['message_type'],
  fields: {
    model: char('Related Document Model'),
    res_id: integer('Related Document ID'),
    record_name: char('Message Record Name'),
    subject: char('Subject'),
    body: html('Contents'),
    message_type: selection(
      [['email', 'Incoming Email'], ['comment', 'Comment'], ['email_outgoing', 'Outgoing Email'],
        ['notification', 'System notification'], ['auto_comment', 'Automated Targeted Notification'],
        ['user_notification', 'User Specific Notification']],
      'Type', { required: true },
    ),
    subtype_id: many2one('mail.message.subtype', 'Subtype'),
    author_id: many2one('res.partner', 'Author'),
    partner_ids: many2many('res.partner', 'Recipients'),
    date: datetime('Date'),
  },
};

// Odoo's list of models: real 16-19 refuse it to users outside Administration/Access Rights.
const irModel: ModelDef = {
  name: 'ir.model',
  description: 'Models',
  order: 'model',
  demo: 'none',
  groups: ['Administration/Access Rights'],
  fields: { model: char('Model', { required: true }), name: char('Model Description', { required: true }) },
};

// Access rights (ACLs): refused to users outside Administration/Access Rights, on 16-19 alike;
// users learn their own through check_access_rights, has_access and ir.model.display_name_for.
const irModelAccess: ModelDef = {
  name: 'ir.model.access',
  description: 'Model Access',
  order: 'model_id, name, id',
  demo: 'none',
  groups: ['Administration/Access Rights'],
  fields: {
    name: char('Name', { required: true }),
    model_id: many2one('ir.model', 'Model', { required: true }),
    perm_read: boolean('Read Access'),
    perm_write: boolean('Write Access'),
    perm_create: boolean('Create Access'),
    perm_unlink: boolean('Delete Access'),
  },
};

// Menus: every internal user may read them, and search shows only those the user's groups see.
// A root menu's web_icon names the app's module ('crm,static/description/icon.png').
const menu: ModelDef = {
  name: 'ir.ui.menu',
  description: 'Menu',
  order: 'sequence, id',
  demo: 'read',
  fields: { name: char('Menu', { required: true }), sequence: integer('Sequence'), parent_id: many2one('ir.ui.menu', 'Parent Menu'), web_icon: char('Web Icon File') },
};

export const CORE_MODELS: ModelDef[] = [partner, company, users, currency, country, configParameter, subtype, message, irModel, irModelAccess, menu];
