import type { Rec } from './db.ts';
import { checkAccess } from './access.ts';
import { companyVisible, type Env, modelOf } from './env.ts';
import { boolean, char, float, integer, many2one, selection, type FieldDef, type ModelDef } from './model-types.ts';

// Attachments and taxes, as far as documents-in needs them: ir.attachment with Odoo's rule that an
// attachment is visible only to who may read its record, binary content read back as a size under
// bin_size (as the web client asks) and as base64 without; purchase and sale taxes by percent.

const binary = (string: string): FieldDef => ({ type: 'binary', string });

const attachment: ModelDef = {
  name: 'ir.attachment',
  description: 'Attachment',
  order: 'id desc',
  demo: 'read',
  notNull: ['name', 'type'],
  fields: {
    name: char('Name', { required: true }),
    mimetype: char('Mime Type', { readonly: true }),
    file_size: integer('File Size', { readonly: true }),
    datas: binary('File Content (base64)'),
    res_model: char('Resource Model'),
    res_id: integer('Resource ID'),
    res_field: char('Resource Field'),
    type: selection([['url', 'URL'], ['binary', 'File']], 'Type', { required: true }),
    public: boolean('Is public document'),
    company_id: many2one('res.company', 'Company'),
  },
  defaults: () => ({ type: 'binary', public: false }),
};

const tax: ModelDef = {
  name: 'account.tax',
  description: 'Tax',
  order: 'sequence, id',
  demo: 'read',
  groups: ['Invoicing/Billing'],
  notNull: ['name', 'type_tax_use', 'amount_type', 'company_id'],
  fields: {
    name: char('Tax Name', { required: true }),
    type_tax_use: selection([['sale', 'Sales'], ['purchase', 'Purchases'], ['none', 'None']], 'Tax Type', { required: true }),
    amount_type: selection([['group', 'Group of Taxes'], ['fixed', 'Fixed'], ['percent', 'Percentage of Price'], ['division', 'Percentage of Price Tax Included']], 'Tax Computation', { required: true }),
    amount: float('Amount', { required: true }),
    price_include: boolean('Included in Price'),
    active: boolean('Active'),
    sequence: integer('Sequence'),
    company_id: many2one('res.company', 'Company', { required: true }),
  },
  defaults: (env) => ({ active: true, sequence: 1, amount_type: 'percent', price_include: false, company_id: env.companyId }),
};

export const DOCUMENT_MODELS: ModelDef[] = [attachment, tax];

/**
 * Odoo's ir.attachment rule: an attachment of a record is visible to who may read that record
 * (model access and record rules); one of no record, to everyone.
 */
export function attachmentVisible(env: Env, model: ModelDef, rec: Rec): boolean {
  if (model.name !== 'ir.attachment' || !rec.res_model || !rec.res_id || rec.public) return true;
  try {
    const target = modelOf(env, String(rec.res_model));
    checkAccess(env, target, 'read');
    const record = env.db.get(target.name, Number(rec.res_id));
    return !!record && companyVisible(env, target, record);
  } catch {
    return false;
  }
}

/**
 * mail.message's own rule (16-19 _search): a message is seen by its author, its recipients, and by
 * whoever may read the record it is posted on (access rights and record rules, admin's included:
 * only the superuser is above it); others' messages on records hidden from the user are left out.
 */
export function messageVisible(env: Env, model: ModelDef, rec: Rec): boolean {
  if (model.name !== 'mail.message' || env.uid === 1) return true;
  const partner = env.db.get('res.users', env.uid)?.partner_id;
  if (rec.author_id && rec.author_id === partner) return true;
  if (Array.isArray(rec.partner_ids) && rec.partner_ids.includes(partner)) return true;
  if (!rec.model || !rec.res_id || rec.message_type === 'user_notification') return false;
  try {
    const target = modelOf(env, String(rec.model));
    checkAccess(env, target, 'read');
    const record = env.db.get(target.name, Number(rec.res_id));
    return !!record && companyVisible(env, target, record);
  } catch {
    return false;
  }
}

/** A binary value as read: its size under bin_size ("12.30 Kb"), else the base64 itself. */
export function binaryValue(env: Env, value: unknown): unknown {
  if (typeof value !== 'string' || !value || !env.context.bin_size) return value || false;
  const bytes = Math.floor((value.length * 3) / 4) - (value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0);
  const units = ['bytes', 'Kb', 'Mb', 'Gb'];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) (size /= 1024), unit++;
  return `${size.toFixed(2)} ${units[unit]}`;
}
