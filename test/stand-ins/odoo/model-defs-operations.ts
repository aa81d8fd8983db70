import { boolean, char, date, datetime, html, integer, many2one, selection, type ModelDef } from './model-types.ts';

// Transfers (stock) and activities (mail), as the late_transfers and my_activities skills read them:
// field names and types as on real 16-19 (stock/models/stock_picking.py, mail/models/mail_activity.py).

const pickingType: ModelDef = {
  name: 'stock.picking.type',
  description: 'Picking Type',
  order: 'sequence, id',
  demo: 'read',
  groups: ['Inventory/Administrator'],
  notNull: ['name', 'code', 'sequence_code', 'create_backorder'],
  fields: {
    name: char('Operation Type', { required: true }),
    code: selection([['incoming', 'Receipt'], ['outgoing', 'Delivery'], ['internal', 'Internal Transfer'], ['mrp_operation', 'Manufacturing']], 'Type of Operation', { required: true }),
    sequence_code: char('Sequence Prefix', { required: true }),
    create_backorder: selection([['ask', 'Ask'], ['always', 'Always'], ['never', 'Never']], 'Create Backorder', { required: true }),
    warehouse_id: many2one('stock.warehouse', 'Warehouse'),
    company_id: many2one('res.company', 'Company'),
    sequence: integer('Sequence'),
    active: boolean('Active'),
  },
  defaults: (env) => ({ active: true, sequence: 1, company_id: env.companyId, create_backorder: 'ask' }),
};

const picking: ModelDef = {
  name: 'stock.picking',
  description: 'Transfer',
  order: 'priority desc, scheduled_date asc, id desc',
  mail: true,
  // Real 17-19: demo is an Inventory user (full rights on transfers, operation types read-only).
  notNull: ['name', 'picking_type_id'],
  fields: {
    name: char('Reference'),
    origin: char('Source Document'),
    // sale_stock: the order a delivery was made for (the stand-in has Sales and Inventory both).
    sale_id: many2one('sale.order', 'Sales Order'),
    // purchase_stock: related through its moves' purchase lines, not stored; searchable as on real 16-19.
    purchase_id: many2one('purchase.order', 'Purchase Orders', {
      readonly: true,
      compute: (db, r) => {
        const line = db.records('stock.move').find((m) => m.picking_id === r.id && m.purchase_line_id)?.purchase_line_id;
        return line ? (db.get('purchase.order.line', Number(line))?.order_id ?? false) : false;
      },
    }),
    partner_id: many2one('res.partner', 'Contact'),
    picking_type_id: many2one('stock.picking.type', 'Operation Type', { required: true }),
    // Related, not stored: readable and searchable through the operation type, as on real Odoo.
    picking_type_code: selection([['incoming', 'Receipt'], ['outgoing', 'Delivery'], ['internal', 'Internal Transfer']], 'Type of Operation', { readonly: true, related: ['picking_type_id', 'code'] }),
    state: selection([['draft', 'Draft'], ['waiting', 'Waiting Another Operation'], ['confirmed', 'Waiting'], ['assigned', 'Ready'], ['done', 'Done'], ['cancel', 'Cancelled']], 'Status', { readonly: true }),
    priority: selection([['0', 'Normal'], ['1', 'Urgent']], 'Priority'),
    scheduled_date: datetime('Scheduled Date'),
    date_deadline: datetime('Deadline', { readonly: true }),
    has_deadline_issue: boolean('Is late', { readonly: true }),
    date_done: datetime('Date of Transfer'),
    location_id: many2one('stock.location', 'Source Location'),
    location_dest_id: many2one('stock.location', 'Destination Location'),
    backorder_id: many2one('stock.picking', 'Back Order of'),
    return_id: many2one('stock.picking', 'Return of', { readonly: true }),
    user_id: many2one('res.users', 'Responsible'),
    company_id: many2one('res.company', 'Company', { readonly: true, related: ['picking_type_id', 'company_id'] }),
  },
  defaults: (env) => ({ state: 'draft', priority: '0', scheduled_date: env.now, has_deadline_issue: false, user_id: env.uid }),
};

const activityType: ModelDef = {
  name: 'mail.activity.type',
  description: 'Activity Type',
  order: 'sequence, id',
  demo: 'read',
  groups: ['Administration/Settings'],
  notNull: ['name'],
  fields: {
    name: char('Name', { required: true }),
    category: selection([['default', 'None'], ['upload_file', 'Upload Document'], ['phonecall', 'Phonecall']], 'Action'),
    sequence: integer('Sequence'),
    active: boolean('Active'),
  },
  defaults: () => ({ active: true, category: 'default', sequence: 10 }),
};

const activity: ModelDef = {
  name: 'mail.activity',
  description: 'Activity',
  order: 'date_deadline ASC, id ASC',
  notNull: ['res_model_id', 'res_id', 'date_deadline', 'user_id'],
  fields: {
    res_model_id: many2one('ir.model', 'Document Model', { required: true }),
    res_model: char('Related Document Model', { readonly: true }),
    res_id: { type: 'many2one_reference', string: 'Related Document ID' },
    res_name: char('Document Name', { readonly: true }),
    activity_type_id: many2one('mail.activity.type', 'Activity Type'),
    summary: char('Summary'),
    note: html('Note'),
    date_deadline: date('Due Date', { required: true }),
    user_id: many2one('res.users', 'Assigned to', { required: true }),
  },
  defaults: (env) => ({ date_deadline: env.today, user_id: env.uid }),
};

export const OPERATIONS_MODELS: ModelDef[] = [pickingType, picking, activityType, activity];
