import { createHash } from 'node:crypto';
// Workflow buttons (call_button / call_kw), returning what the real methods return.
import type { Rec } from './db.ts';
import { type Env, modelOf, nameOf, today } from './env.ts';
import { pyTuple, userError, valueError } from './errors.ts';
import { QUANT_BUTTONS } from './model-defs-quant.ts';
import { openReversal, REVERSAL_BUTTONS } from './credit-note.ts';
import { BACKORDER_BUTTONS, PICKING_BUTTONS, PURCHASE_BUTTONS } from './receipts.ts';
import { COMPOSER_BUTTONS } from './mail-composer.ts';
import { LOCK_BUTTONS, RESERVATION_BUTTONS } from './reservations.ts';
import { RETURN_BUTTONS } from './returns.ts';
import { cancelDeliveries, createDelivery } from './deliveries.ts';
import { PICKING_SCRAP_BUTTONS, PRODUCTION_SCRAP_BUTTONS, SCRAP_BUTTONS } from './scrap.ts';
import { IMMEDIATE_BUTTONS, PRODUCTION_BUTTONS, UNBUILD_BUTTONS } from './manufacturing-buttons.ts';
import { CONSUMPTION_BUTTONS, MO_BACKORDER_BUTTONS } from './manufacturing-answers.ts';
import { openRegister, PAYMENT_BUTTONS, unarchiveLeads, WIZARD_BUTTONS } from './wizards.ts';

type Button = (env: Env, recs: Rec[]) => unknown;

const write = (env: Env, model: string, recs: Rec[], vals: Record<string, unknown>) => {
  for (const rec of recs) env.db.write(model, rec.id, vals, env.uid);
};

const names = (env: Env, model: string, recs: Rec[]) => recs.map((r) => nameOf(env, model, r.id)).join(', ');

const sale: Record<string, Button> = {
  action_confirm(env, recs) {
    const wrong = recs.filter((r) => r.state !== 'draft' && r.state !== 'sent');
    if (wrong.length) {
      throw userError(`The following orders are not in a state requiring confirmation: ${names(env, 'sale.order', wrong)}`);
    }
    const empty = recs.filter((r) => !env.db.records('sale.order.line').some((l) => l.order_id === r.id));
    if (empty.length) {
      throw userError(`There is nothing to confirm on ${names(env, 'sale.order', empty)}: add at least one order line first.`);
    }
    // Ordered quantities are to invoice once confirmed (the stand-in's products invoice on order).
    write(env, 'sale.order', recs, { state: 'sale', date_order: env.db.timestamp(), invoice_status: 'to invoice' });
    for (const order of recs) createDelivery(env, env.db.get('sale.order', order.id)!);
    return true;
  },
  action_cancel(env, recs) {
    // Real Odoo 16-18 open the sale.order.cancel wizard for any non-draft order unless the
    // caller disables the warning (seen against real servers); 19 has no wizard and cancels.
    if (env.version < 19 && !env.context.disable_cancel_warning && recs.some((r) => r.state !== 'draft')) {
      return {
        type: 'ir.actions.act_window', name: 'Cancel Sales Order', res_model: 'sale.order.cancel', view_mode: 'form',
        views: [[false, 'form']], target: 'new', context: { default_order_id: recs[0]?.id },
      };
    }
    write(env, 'sale.order', recs, { state: 'cancel' });
    for (const order of recs) cancelDeliveries(env, order);
    return true;
  },
  action_draft(env, recs) {
    write(env, 'sale.order', recs.filter((r) => r.state === 'cancel' || r.state === 'sent'), { state: 'draft' });
    return true;
  },
  action_quotation_send(env, recs) {
    if (recs.length !== 1) throw valueError(`Expected singleton: sale.order${pyTuple(recs.map((r) => r.id))}`);
    // sale's _find_mail_template: the quotation template (the stand-in has no separate confirmation one).
    const template = env.db.get('mail.template', 1) ? 1 : false;
    return {
      type: 'ir.actions.act_window',
      res_model: 'mail.compose.message',
      views: [[false, 'form']],
      view_mode: 'form',
      target: 'new',
      context: {
        default_model: 'sale.order', default_res_ids: recs.map((r) => r.id), default_template_id: template, default_composition_mode: 'comment',
        mark_so_as_sent: true, default_email_layout_xmlid: 'mail.mail_notification_layout_with_responsible_signature',
        proforma: env.context.proforma ?? false, force_email: true, model_description: recs[0]!.state === 'sale' ? 'Sales Order' : 'Quotation',
      },
    };
  },
};

/** The entry's journal secures posted entries with a hash (restrict_mode_hash_table). */
const journalLocks = (env: Env, move: Rec) => typeof move.journal_id === 'number' && !!env.db.get('account.journal', move.journal_id)?.restrict_mode_hash_table;

/** Odoo chains a sha256 over the entry's fields; 18+ prefix the hash version ($4$). Only its presence matters here. */
const entryHash = (env: Env, move: Rec, name: unknown) => {
  const hex = createHash('sha256').update(`${move.id}|${String(name)}|${String(move.date)}`).digest('hex');
  return env.version >= 18 ? `$4$${hex}` : hex;
};

const move: Record<string, Button> = {
  action_post(env, recs) {
    for (const rec of recs) {
      if (rec.state === 'posted') throw userError(`The entry ${String(rec.name)} (id ${rec.id}) is already posted.`);
      const lines = env.db.records('account.move.line').filter((l) => l.move_id === rec.id && l.display_type === 'product');
      if (!lines.length) throw userError('You need to add a line before posting.');
    }
    for (const rec of recs) {
      const invoiceDate = String(rec.invoice_date || today(env));
      const year = invoiceDate.slice(0, 4);
      const code = typeof rec.journal_id === 'number' ? env.db.get('account.journal', rec.journal_id)?.code : undefined;
      const prefix = `${String(code ?? (rec.move_type === 'in_invoice' ? 'BILL' : 'INV'))}/${year}/`;
      const taken = env.db.records('account.move').filter((m) => String(m.name).startsWith(prefix)).length;
      const name = rec.name && rec.name !== '/' ? rec.name : `${prefix}${String(taken + 1).padStart(5, '0')}`;
      env.db.write('account.move', rec.id, {
        state: 'posted', name, invoice_date: invoiceDate, invoice_date_due: rec.invoice_date_due || invoiceDate,
        ...(journalLocks(env, rec) ? { inalterable_hash: entryHash(env, rec, name) } : {}),
      }, env.uid);
    }
    return false;
  },
  button_draft(env, recs) {
    // As real Odoo: 17+ refuse to reset a draft (16 lets it pass); resetting removes the payment's reconciliation.
    if (env.version >= 17 && recs.some((r) => r.state !== 'posted' && r.state !== 'cancel')) throw userError('Only posted/cancelled journal entries can be reset to draft.');
    // A hash-locked entry: 16/17 refuse any posted entry of a journal in strict mode; 18+ any entry that has its hash.
    for (const move of recs) {
      if (env.version <= 17 && move.state === 'posted' && journalLocks(env, move)) throw userError('You cannot modify a posted entry of this journal because it is in strict mode.');
      if (env.version >= 18 && move.inalterable_hash) throw userError('You cannot reset to draft a locked journal entry.');
    }
    for (const move of recs) {
      const unpaid = move.payment_state && move.payment_state !== 'not_paid' ? { payment_state: 'not_paid', amount_residual: move.amount_total ?? 0 } : {};
      write(env, 'account.move', [move], { state: 'draft', ...unpaid });
    }
    return null;
  },
  action_register_payment: openRegister,
  action_reverse: openReversal,
  button_cancel(env, recs) {
    write(env, 'account.move', recs, { state: 'cancel' });
    return null;
  },
};

const lead: Record<string, Button> = {
  action_set_won(env, recs) {
    const won = env.db.records('crm.stage').find((s) => s.is_won);
    write(env, 'crm.lead', recs, { stage_id: won?.id ?? false, probability: 100, date_closed: env.db.timestamp() });
    return true;
  },
  // Restoring a lost lead clears its reason and computes its probability again (not the generic unarchive).
  action_unarchive: unarchiveLeads,
  action_set_lost(env, recs) {
    write(env, 'crm.lead', recs, { active: false, probability: 0, date_closed: env.db.timestamp() });
    return true;
  },
};

const orderpoint: Record<string, Button> = {
  // "Order Once": a request for quotation for what the rule still needs (qty_to_order, counting
  // what is already on order), and a notification, as real Odoo returns. Nothing to order: False.
  action_replenish(env, recs) {
    const vendor = env.db.records('res.partner').find((p) => p.name === 'Lumber Inc');
    const def = modelOf(env, 'stock.warehouse.orderpoint');
    let ordered = 0;
    for (const rule of recs) {
      const qty = Number(def.fields.qty_to_order?.compute?.(env.db, rule) ?? 0);
      if (!(qty > 0)) continue;
      const po = env.db.create('purchase.order', {
        name: `P${String(env.db.records('purchase.order').length + 1).padStart(5, '0')}`,
        partner_id: vendor?.id ?? 1, date_order: env.db.timestamp(), state: 'draft', company_id: rule.company_id ?? 1,
        origin: String(rule.name ?? ''),
      }, env.uid);
      env.db.create('purchase.order.line', {
        name: String(rule.name ?? ''), order_id: po.id, product_id: rule.product_id, product_qty: qty, orderpoint_id: rule.id, sequence: 10,
      }, env.uid);
      ordered++;
    }
    if (!ordered) return false;
    return { type: 'ir.actions.client', tag: 'display_notification', params: { title: 'The inter-warehouse transfers and/or purchase orders have been created', type: 'success' } };
  },
};

export const BUTTONS: Record<string, Record<string, Button>> = {
  'stock.quant': QUANT_BUTTONS,
  'stock.warehouse.orderpoint': orderpoint,
  'sale.order': { ...sale, ...LOCK_BUTTONS },
  'account.move': move,
  'purchase.order': PURCHASE_BUTTONS,
  'stock.picking': { ...PICKING_BUTTONS, ...RESERVATION_BUTTONS, ...PICKING_SCRAP_BUTTONS },
  'stock.backorder.confirmation': BACKORDER_BUTTONS,
  'stock.return.picking': RETURN_BUTTONS,
  'crm.lead': lead,
  'account.payment': PAYMENT_BUTTONS,
  ...WIZARD_BUTTONS,
  'account.move.reversal': REVERSAL_BUTTONS,
  ...COMPOSER_BUTTONS,
  'mrp.production': { ...PRODUCTION_BUTTONS, ...PRODUCTION_SCRAP_BUTTONS },
  'mrp.unbuild': UNBUILD_BUTTONS,
  'mrp.immediate.production': IMMEDIATE_BUTTONS,
  'mrp.production.backorder': MO_BACKORDER_BUTTONS,
  'mrp.consumption.warning': CONSUMPTION_BUTTONS,
  'stock.scrap': SCRAP_BUTTONS,
};
