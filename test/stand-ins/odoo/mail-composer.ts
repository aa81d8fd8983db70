// E-mail templates and the composer (mail.compose.message) that sale.order's Send by Email opens.
// As 17+: the composer takes model, res_ids and template from the button's context, renders the
// template's subject, body and recipients when they are not given, and action_send_mail posts one
// comment per record with mark_so_as_sent in its context (sale's message_post: draft -> sent).
import type { Rec, StandInDb } from './db.ts';
import { type Env, fieldValue } from './env.ts';
import { userError } from './errors.ts';
import { char, html, many2many, many2one, selection, text, type ModelDef } from './model-types.ts';

type Button = (env: Env, recs: Rec[]) => unknown;

const template: ModelDef = {
  name: 'mail.template',
  description: 'Email Templates',
  order: 'name',
  fields: {
    name: char('Name'),
    model_id: many2one('ir.model', 'Applies to'),
    subject: char('Subject'),
    body_html: html('Body'),
    partner_to: char('To (Partners)'),
    email_from: char('From'),
    // The report the template attaches (sale's quotation template attaches the quotation's PDF).
    report_name: char('Report Filename'),
  },
};

const composer: ModelDef = {
  name: 'mail.compose.message',
  transient: true,
  description: 'Email composition wizard',
  order: 'id',
  fields: {
    composition_mode: selection([['comment', 'Post on a document'], ['mass_mail', 'Email Mass Mailing']], 'Composition mode'),
    model: char('Related Document Model'),
    res_ids: text('Related Document IDs'),
    template_id: many2one('mail.template', 'Use template'),
    subject: char('Subject'),
    body: html('Contents'),
    partner_ids: many2many('res.partner', 'Additional Contacts'),
    email_layout_xmlid: char('Email Notification Layout'),
  },
  defaults: () => ({ composition_mode: 'comment' }),
};

/** 17+ keep res_ids as the text of a Python list ("[7]"); the button's context gives a list. */
function resIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : String(value || '').replace(/[[\]()\s]/g, '').split(',');
  return list.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/** A dotted path from `object` (object.partner_id.name), following many2one ids through the database. */
function resolve(env: Env, model: string, rec: Rec, path: string): unknown {
  const [head, ...rest] = path.trim().split('.');
  if (head !== 'object') throw userError(`Failed to render template: unsupported expression ${path.trim()}`);
  let value: unknown = rec.id;
  let current = model;
  for (const name of rest) {
    const def = env.registry.get(current);
    const row = typeof value === 'number' ? env.db.get(current, value) : undefined;
    if (!def || !row || !def.fields[name]) return '';
    value = fieldValue(env, def, row, name);
    current = def.fields[name]!.relation ?? current;
  }
  return value === false || value === undefined ? '' : value;
}

/** Odoo's inline_template ({{ expr }}) and qweb t-out, on dotted paths only. */
function render(env: Env, model: string, rec: Rec, source: unknown): string {
  return String(source || '')
    .replace(/\{\{(.+?)\}\}/g, (_m, path: string) => String(resolve(env, model, rec, path)))
    .replace(/<t t-out="([^"]+)"\s*\/>/g, (_m, path: string) => String(resolve(env, model, rec, path)));
}

/**
 * 17+ compute subject, body and recipients from the template on create (values given win); 16
 * fills them only in its form's onchange, so a composer created as it is keeps them empty.
 */
export function fillFromTemplate(env: Env, values: Record<string, unknown>): void {
  const tpl = typeof values.template_id === 'number' ? env.db.get('mail.template', values.template_id) : undefined;
  const [id] = resIds(values.res_ids);
  const rec = id ? env.db.get(String(values.model || ''), id) : undefined;
  if (env.version < 17 || !tpl || !rec) return;
  const model = String(values.model);
  values.subject ||= render(env, model, rec, tpl.subject) || false;
  values.body ||= render(env, model, rec, tpl.body_html);
  if (!Array.isArray(values.partner_ids) || !values.partner_ids.length) values.partner_ids = [[6, 0, resIds(render(env, model, rec, tpl.partner_to))]];
}

function send(env: Env, wizard: Rec): void {
  const model = String(wizard.model || '');
  const tpl = typeof wizard.template_id === 'number' ? env.db.get('mail.template', wizard.template_id) : undefined;
  // The template's report is printed before anything is sent; without wkhtmltopdf Odoo refuses the send.
  if (tpl?.report_name && env.noPdf) throw userError('Unable to find Wkhtmltopdf on this system. The PDF can not be created.');
  for (const id of resIds(wizard.res_ids)) {
    const rec = env.db.get(model, id);
    if (!rec) continue;
    // sale's message_post with mark_so_as_sent: a draft quotation becomes sent.
    if (model === 'sale.order' && env.context.mark_so_as_sent && rec.state === 'draft') env.db.write(model, id, { state: 'sent' }, env.uid);
    env.db.create('mail.message', {
      model, res_id: id, record_name: rec.name ?? false, subject: wizard.subject || `Re: ${String(rec.name)}`, body: wizard.body || '',
      partner_ids: Array.isArray(wizard.partner_ids) ? wizard.partner_ids : [], message_type: 'comment', subtype_id: 1,
      author_id: env.db.get('res.users', env.uid)?.partner_id ?? false, date: env.db.timestamp(),
    }, env.uid);
  }
}

export const COMPOSER_BUTTONS: Record<string, Record<string, Button>> = {
  'mail.compose.message': {
    action_send_mail(env, [wizard]) {
      if (wizard) send(env, wizard);
      return { type: 'ir.actions.act_window_close' };
    },
  },
};

/** sale's "Sales: Send Quotation" template (sale.email_template_edi_sale), as id 1. */
export function seedTemplates(db: StandInDb): void {
  const saleModel = db.records('ir.model').find((m) => m.model === 'sale.order')?.id ?? false;
  db.create('mail.template', {
    id: 1, name: 'Sales: Send Quotation', model_id: saleModel, partner_to: '{{ object.partner_id.id }}', report_name: '{{ (object.name or \'\').replace(\'/\', \'_\') }}',
    subject: '{{ object.company_id.name }} {{ object.type_name }} (Ref {{ object.name }})',
    body_html: '<p>Hello,<br/><br/>Your <t t-out="object.type_name"/> <t t-out="object.name"/> is ready for review.</p>',
  });
}

export const COMPOSER_MODELS: ModelDef[] = [template, composer];
