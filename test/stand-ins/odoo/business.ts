// The business rules the stand-in keeps: sequences, onchange-like defaults, stored totals, and
// the checks that make Odoo refuse a create or a delete.
import { uninvoice } from './wizards.ts';
import { pickingUnlink } from './transfer-unlink.ts';
import { fillFromTemplate } from './mail-composer.ts';
import type { Rec, StandInDb } from './db.ts';
import { displayName } from './display-name.ts';
import type { Env } from './env.ts';
import { foreignKeyError, userError, validationError } from './errors.ts';
import type { ModelDef } from './models.ts';
import { timesheetCreate, timesheetTouch } from './timesheets.ts';
import { mapTaxes } from './model-defs-fiscal.ts';

export const TAX_RATE = 0.15;
const round2 = (n: number) => Math.round(n * 100) / 100;
type Vals = Record<string, unknown>;

const CASCADE: Record<string, [string, string]> = {
  'sale.order': ['sale.order.line', 'order_id'],
  'account.move': ['account.move.line', 'move_id'],
};

function nextSequence(db: StandInDb, model: string, pattern: RegExp): number {
  const numbers = db.records(model).map((r) => Number(pattern.exec(String(r.name ?? ''))?.[1] ?? 0));
  return Math.max(0, ...numbers) + 1;
}

const pad = (n: number, width = 5) => String(n).padStart(width, '0');

export function beforeCreate(env: Env, model: ModelDef, values: Vals): void {
  const { db } = env;
  const product = typeof values.product_id === 'number' ? db.get('product.product', values.product_id) : undefined;
  switch (model.name) {
    case 'sale.order':
      if (!values.name || values.name === 'New') values.name = `S${pad(nextSequence(db, 'sale.order', /^S(\d+)$/))}`;
      values.partner_invoice_id ??= values.partner_id;
      values.partner_shipping_id ??= values.partner_id;
      values.warehouse_id ??= db.records('stock.warehouse').find((w) => w.company_id === values.company_id)?.id ?? false;
      break;
    case 'mail.activity': {
      // Odoo stores the document's model (related to res_model_id) and its display name (res_name).
      const model = db.get('ir.model', Number(values.res_model_id))?.model;
      values.res_model = model ?? false;
      values.res_name = model ? displayName(db, String(model), db.get(String(model), Number(values.res_id))) : false;
      break;
    }
    case 'stock.picking': {
      // stock.picking create: '/' takes the next number of its operation type's sequence (WH/OUT/00007).
      const type = db.get('stock.picking.type', Number(values.picking_type_id));
      if (type && (!values.name || values.name === '/')) {
        const prefix = `${type.warehouse_id === 2 ? 'CHIC' : 'WH'}/${String(type.sequence_code)}/`;
        values.name = `${prefix}${pad(nextSequence(db, 'stock.picking', new RegExp(`^${prefix}(\\d+)$`)))}`;
      }
      break;
    }
    case 'stock.move':
      // 19 dropped the move's own description: it is the product's name.
      if (env.version >= 19 && product) values.name ??= displayName(db, 'product.product', product);
      break;
    case 'account.move': {
      // Odoo's _compute_journal_id: the company's first journal of the type the move's type asks.
      const type = String(values.move_type ?? 'entry');
      const journalType = type.startsWith('out_') ? 'sale' : type.startsWith('in_') ? 'purchase' : 'general';
      values.journal_id ??= db.records('account.journal').find((j) => j.type === journalType && j.company_id === values.company_id)?.id ?? false;
      if (values.invoice_date) values.invoice_date_due ??= values.invoice_date;
      break;
    }
    case 'purchase.order':
      if (!values.name || values.name === 'New') values.name = `P${pad(nextSequence(db, 'purchase.order', /^P(\d+)$/))}`;
      break;
    case 'sale.order.line':
    case 'account.move.line':
      // A sold product carries the company's sales tax (its default taxes_id, Odoo's demo: 15%), as the order's fiscal position maps it, unless the line says its own.
      if (model.name === 'sale.order.line' && product) {
        const taxField = 'tax_ids' in model.fields ? 'tax_ids' : 'tax_id';
        const order = db.get('sale.order', Number(values.order_id));
        const tax = db.records('account.tax').find((t) => t.type_tax_use === 'sale' && t.active !== false && t.company_id === (order?.company_id ?? 1));
        if (!(taxField in values) && tax) values[taxField] = [[6, 0, mapTaxes(db, env.version, order?.fiscal_position_id, [tax.id])]];
      }
      if (product) {
        values.name ??= displayName(db, 'product.product', product);
        values.price_unit ??= db.get('product.template', Number(product.product_tmpl_id))?.list_price ?? 0;
      }
      values.price_unit ??= 0;
      break;
    case 'purchase.order.line':
      // purchase's _compute_price_unit_and_date_planned_and_name: the product's name when none is given.
      if (product) values.name ??= displayName(db, 'product.product', product);
      break;
    case 'account.payment': {
      const year = String(values.date ?? '').slice(0, 4);
      values.name ??= `PBNK1/${year}/${pad(nextSequence(db, 'account.payment', /\/(\d+)$/))}`;
      break;
    }
    case 'product.product':
      if (!values.product_tmpl_id) {
        const keys = ['name', 'list_price', 'standard_price', 'type', 'default_code', 'sale_ok', 'purchase_ok'];
        const tmpl = Object.fromEntries(keys.filter((k) => k in values).map((k) => [k, values[k]]));
        // product.template's own defaults, as Odoo applies them to the template it makes.
        const category = env.version < 19 ? { categ_id: 1 } : {};
        values.product_tmpl_id = db.create('product.template', { active: true, type: 'consu', sale_ok: true, purchase_ok: true, list_price: 1, ...category, ...tmpl }, env.uid).id;
      }
      break;
    case 'res.users':
      if (!values.partner_id) {
        values.partner_id = db.create('res.partner', { name: values.name, email: values.email ?? values.login, active: true, type: 'contact' }, env.uid).id;
      }
      break;
    case 'ir.attachment':
      if (typeof values.datas === 'string') values.file_size = Math.floor((values.datas.length * 3) / 4) - (values.datas.match(/=*$/)?.[0].length ?? 0);
      values.mimetype ??= guessMimetype(String(values.name ?? ''));
      break;
    case 'mail.compose.message':
      fillFromTemplate(env, values);
      break;
    case 'account.analytic.line':
      timesheetCreate(env, values);
      break;
    case 'mail.message':
      values.author_id ??= db.get('res.users', env.uid)?.partner_id ?? false;
      values.date ??= db.timestamp();
      break;
  }
}

export function validate(model: ModelDef, rec: Rec, db: StandInDb): void {
  if (model.name === 'res.partner' && (!rec.type || rec.type === 'contact') && !rec.name) {
    throw validationError('Contacts require a name');
  }
  // res.partner's _check_parent_id (16-19): a contact may not be its own parent, however far up.
  if (model.name === 'res.partner' && typeof rec.parent_id === 'number') {
    const seen = new Set<number>([rec.id]);
    for (let parent = db.get('res.partner', rec.parent_id); parent; parent = typeof parent.parent_id === 'number' ? db.get('res.partner', parent.parent_id) : undefined) {
      if (seen.has(parent.id)) throw validationError('You cannot create recursive Partner hierarchies.');
      seen.add(parent.id);
    }
  }
}

/**
 * The order's stored totals from its lines. As Odoo's recompute (16-19), a total that changes is a
 * write of the order by `uid`, who changed the line (its write date moves); one that does not is none.
 */
export function recomputeOrder(db: StandInDb, orderId: number, uid?: number): void {
  const order = db.get('sale.order', orderId);
  if (!order) return;
  const lines = db.records('sale.order.line').filter((l) => l.order_id === orderId);
  const untaxed = round2(lines.reduce((t, l) => t + Number(l.price_subtotal ?? 0), 0));
  const tax = round2(lines.reduce((t, l) => t + Number(l.price_tax ?? 0), 0));
  const totals = { amount_untaxed: untaxed, amount_tax: tax, amount_total: round2(untaxed + tax) };
  if (uid !== undefined && Object.entries(totals).every(([k, v]) => order[k] === v)) return;
  db.write('sale.order', orderId, totals, uid ?? Number(order.write_uid ?? 2));
}

export function recomputeMove(db: StandInDb, moveId: number): void {
  const move = db.get('account.move', moveId);
  if (!move) return;
  const lines = db.records('account.move.line').filter((l) => l.move_id === moveId && l.display_type === 'product');
  const untaxed = round2(lines.reduce((t, l) => t + Number(l.price_subtotal ?? 0), 0));
  const total = round2(lines.reduce((t, l) => t + Number(l.price_total ?? 0), 0));
  const vals: Vals = { amount_untaxed: untaxed, amount_tax: round2(total - untaxed), amount_total: total };
  if (move.payment_state === 'not_paid') vals.amount_residual = total;
  db.write('account.move', moveId, vals, Number(move.write_uid ?? 2));
}

/** Seeded orders have no lines and keep their amounts; an order given lines totals them. */
function recomputePurchase(db: StandInDb, orderId: number): void {
  const order = db.get('purchase.order', orderId);
  const lines = db.records('purchase.order.line').filter((l) => l.order_id === orderId);
  if (!order || !lines.length) return;
  const untaxed = round2(lines.reduce((t, l) => t + Number(l.price_subtotal ?? 0), 0));
  const total = round2(lines.reduce((t, l) => t + Number(l.price_total ?? 0), 0));
  db.write('purchase.order', orderId, { amount_untaxed: untaxed, amount_tax: round2(total - untaxed), amount_total: total }, Number(order.write_uid ?? 2));
}

export function recomputeLine(db: StandInDb, model: string, id: number, qtyField: string): void {
  const line = db.get(model, id);
  if (!line) return;
  const subtotal = round2(Number(line[qtyField] ?? 0) * Number(line.price_unit ?? 0) * (1 - Number(line.discount ?? 0) / 100));
  // A line whose taxes were set (even to none) is taxed by them (percent taxes); seeded lines that
  // never had any keep the flat seed rate.
  const own = line.tax_ids ?? line.tax_id;
  const taxes = Array.isArray(own) ? own.map((t) => db.get('account.tax', Number(t))).filter((t) => !!t) : undefined;
  const tax = round2(taxes ? taxes.reduce((sum, t) => sum + (subtotal * Number(t!.amount ?? 0)) / 100, 0) : subtotal * TAX_RATE);
  Object.assign(line, { price_subtotal: subtotal, price_tax: tax, price_total: round2(subtotal + tax) });
}

export function afterChange(env: Env, model: ModelDef, rec: Rec): void {
  const { db } = env;
  switch (model.name) {
    case 'sale.order.line':
      recomputeLine(db, model.name, rec.id, 'product_uom_qty');
      recomputeOrder(db, Number(rec.order_id), env.uid);
      break;
    case 'account.analytic.line':
      timesheetTouch(env, rec);
      break;
    case 'sale.order':
      recomputeOrder(db, rec.id);
      break;
    case 'account.move.line':
      recomputeLine(db, model.name, rec.id, 'quantity');
      recomputeMove(db, Number(rec.move_id));
      break;
    case 'account.move':
      if (db.records('account.move.line').some((l) => l.move_id === rec.id)) recomputeMove(db, rec.id);
      break;
    case 'purchase.order.line':
      recomputeLine(db, model.name, rec.id, 'product_qty');
      recomputePurchase(db, Number(rec.order_id));
      break;
  }
}

export function beforeUnlink(env: Env, model: ModelDef, recs: Rec[]): void {
  if (model.name === 'sale.order' && recs.some((r) => r.state !== 'draft' && r.state !== 'cancel')) {
    throw userError('You can not delete a sent quotation or a confirmed sales order. You must first cancel it.');
  }
  if (model.name === 'account.move' && recs.some((r) => r.state === 'posted')) {
    throw userError('You cannot delete an entry which has been posted once.');
  }
  if (model.name === 'account.move') uninvoice(env, recs);
  if (model.name === 'stock.picking') pickingUnlink(env, recs);
  const ids = new Set(recs.map((r) => r.id));
  for (const name of env.registry.names()) {
    const other = env.registry.get(name)!;
    for (const [fname, field] of Object.entries(other.fields)) {
      const cascades = CASCADE[model.name]?.[0] === name && CASCADE[model.name]?.[1] === fname;
      if (field.type !== 'many2one' || field.relation !== model.name || cascades || !other.notNull?.includes(fname)) continue;
      if (env.db.records(name).some((r) => ids.has(Number(r[fname])))) {
        throw foreignKeyError(other.description, name, `${name.replace(/\./g, '_')}_${fname}_fkey`);
      }
    }
  }
}

export function cascadeUnlink(env: Env, model: ModelDef, rec: Rec): void {
  const cascade = CASCADE[model.name];
  if (cascade) for (const child of env.db.records(cascade[0])) if (child[cascade[1]] === rec.id) env.db.delete(cascade[0], child.id);
  for (const msg of env.db.records('mail.message')) if (msg.model === model.name && msg.res_id === rec.id) env.db.delete('mail.message', msg.id);
}

const MIMETYPES: Record<string, string> = {
  pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', csv: 'text/csv', txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
/** As Odoo guesses an attachment's type when none is given: from the name. */
const guessMimetype = (name: string) => MIMETYPES[name.toLowerCase().split('.').pop() ?? ''] ?? 'application/octet-stream';
