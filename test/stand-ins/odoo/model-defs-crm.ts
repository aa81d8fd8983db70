// CRM's stages and opportunities (the pipeline business skills read them), apart from sales and stock.
import { boolean, char, date, datetime, float, html, integer, many2one, monetary, selection, type ModelDef } from './model-types.ts';

export const stage: ModelDef = {
  name: 'crm.stage',
  description: 'CRM Stages',
  order: 'sequence, name, id',
  demo: 'read',
  groups: ['Sales/Administrator'],
  notNull: ['name'],
  fields: { name: char('Stage Name', { required: true }), sequence: integer('Sequence'), is_won: boolean('Is Won Stage?'), fold: boolean('Folded in Pipeline') },
};

export const lead: ModelDef = {
  name: 'crm.lead',
  description: 'Lead/Opportunity',
  order: 'priority desc, id desc',
  mail: true,
  notNull: ['name', 'type'],
  fields: {
    name: char('Opportunity', { required: true }),
    type: selection([['lead', 'Lead'], ['opportunity', 'Opportunity']], 'Type', { required: true }),
    partner_id: many2one('res.partner', 'Customer'),
    contact_name: char('Contact Name'),
    email_from: char('Email'),
    phone: char('Phone'),
    stage_id: many2one('crm.stage', 'Stage'),
    expected_revenue: monetary('Expected Revenue'),
    probability: float('Probability'),
    // Stored in Odoo 16-19: each lead's expected revenue times its probability, rounded to the cent.
    prorated_revenue: monetary('Prorated Revenue', { readonly: true, compute: (_db, r) => Math.round(Number(r.expected_revenue ?? 0) * Number(r.probability ?? 0)) / 100 }),
    lost_reason_id: many2one('crm.lost.reason', 'Lost Reason'),
    user_id: many2one('res.users', 'Salesperson'),
    date_deadline: date('Expected Closing'),
    date_last_stage_update: datetime('Last Stage Update'),
    date_closed: datetime('Closed Date', { readonly: true }),
    priority: selection([['0', 'Low'], ['1', 'Medium'], ['2', 'High'], ['3', 'Very High']], 'Priority'),
    description: html('Notes'),
    active: boolean('Active'),
    company_id: many2one('res.company', 'Company'),
  },
  defaults: (env) => ({
    type: 'opportunity', active: true, stage_id: 1, probability: 10, priority: '0', user_id: env.uid,
    company_id: env.companyId, date_last_stage_update: env.now, expected_revenue: 0,
  }),
};
