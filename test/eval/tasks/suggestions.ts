// Suggestions (job: suggestions): a page event on a record picked at run time, the card Weft's
// probes make from it (checked against Odoo's figures), then, where the card asks the model,
// a click on it and the answer checked like a question's.
import type { Suggestion } from '@/lib/db/schema';
import { hasFigure, mentions } from '../checks';
import { core, skill, steps } from '../plans';
import { fail, pass, type EvalTask, type PreparedSuggestion, type Verdict } from '../task';
import { first, overdueInvoices, ranked, round2 } from './facts';

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

/** The card exists, comes from `probe`, and says each text and figure. */
function cardSays(card: Suggestion | null, probe: string, texts: string[], counts: number[] = []): Verdict {
  if (!card) return fail(`no card was made (expected one from ${probe})`);
  const said = `${card.title} · ${card.why}`;
  const missing = [...texts.filter((t) => !fold(said).includes(fold(t))).map((t) => `"${t}"`), ...counts.filter((n) => !hasFigure(said, { count: n, label: '' })).map(String)];
  return missing.length ? fail(`the card ("${said}") does not say ${missing.join(', ')}`) : pass(`the card says ${[...texts, ...counts].join(', ')}`);
}

const suggestion = (id: string, prepare: EvalTask['prepare']): EvalTask => ({ id, job: 'suggestions', prepare });

export const SUGGESTIONS: EvalTask[] = [
  suggestion('card-overdue-customer', async ({ odoo }) => {
    const top = (await ranked(odoo, 'account.move', await overdueInvoices(odoo), 'commercial_partner_id', 'amount_residual'))[0];
    if (!top) return { skip: 'no customer with overdue invoices' };
    const order = await first(odoo, 'sale.order', [['partner_id', 'child_of', top.id], ['state', '!=', 'cancel']], ['name'], 'id desc');
    if (!order) return { skip: `${top.name} has no order to open` };
    const p: PreparedSuggestion = {
      page: { model: 'sale.order', recordId: Number(order.id), viewType: 'form', title: String(order.name), url: `/odoo/sales/${order.id}` },
      trigger: 'record_opened',
      probe: 'overdue-customer',
      checkCard: (card) => cardSays(card, 'overdue-customer', [top.name], [top.count]),
      click: {
        skills: ['invoices_overdue'],
        plan: skill('overdue invoices of a customer', 'invoices_overdue', { partner: top.name }),
        check: async ({ turn }) => mentions(turn.answer, [{ amount: round2(top.value), label: `${top.name}'s overdue amount` }]),
      },
    };
    return p;
  }),
  suggestion('card-customer-overview', async ({ odoo }) => {
    const top = (await ranked(odoo, 'sale.order', [['state', 'in', ['sale', 'done']]], 'partner_id')).find((r) => !r.name.includes(','));
    if (!top) return { skip: 'no customer company with confirmed orders' };
    const last = await first(odoo, 'sale.order', [['partner_id', 'child_of', top.id], ['state', 'in', ['sale', 'done']]], ['name'], 'date_order desc, id desc');
    const lastName = String(last?.name);
    const p: PreparedSuggestion = {
      page: { model: 'res.partner', recordId: top.id, viewType: 'form', title: top.name, url: `/odoo/contacts/${top.id}` },
      trigger: 'record_opened',
      probe: 'partner-overview',
      checkCard: (card) => cardSays(card, 'partner-overview', [top.name, lastName]),
      click: {
        skills: ['search_records', 'sales_summary'],
        plan: steps(core('search_records', { model: 'sale.order', domain: [['partner_id', 'child_of', top.id], ['state', 'in', ['sale', 'done']]], fields: ['name', 'date_order', 'amount_total'], order: 'date_order desc, id desc', limit: 5 })),
        check: async ({ turn }) => mentions(turn.answer, [], [lastName]),
      },
    };
    return p;
  }),
  suggestion('card-low-stock', async ({ odoo }) => {
    const { records } = await odoo.searchRead('stock.warehouse.orderpoint', { domain: [['qty_to_order', '>', 0]], fields: ['product_id', 'qty_forecast', 'product_min_qty'], limit: 50 });
    const rule = records.find((r) => Number(r.qty_forecast) < Number(r.product_min_qty));
    if (!rule) return { skip: 'no product below its reordering minimum' };
    const productId = Number((rule.product_id as { id: number }).id);
    const [product] = await odoo.read('product.product', [productId], ['name', 'product_tmpl_id']);
    const tmpl = Number((product!.product_tmpl_id as { id: number }).id);
    return {
      page: { model: 'product.template', recordId: tmpl, viewType: 'form', title: String(product!.name), url: `/odoo/action-stock.product_template_action_product/${tmpl}` },
      trigger: 'record_opened',
      probe: 'low-stock-product',
      checkCard: (card) => cardSays(card, 'low-stock-product', [String(product!.name)], [Number(rule.product_min_qty)]),
    };
  }),
  suggestion('card-quote-without-lines', async ({ odoo }) => {
    const q = await first(odoo, 'sale.order', [['state', 'in', ['draft', 'sent']], ['order_line', '=', false]], ['name'], 'id asc');
    if (!q) return { skip: 'no quotation without lines' };
    return {
      page: { model: 'sale.order', recordId: Number(q.id), viewType: 'form', title: String(q.name), url: `/odoo/sales/${q.id}` },
      trigger: 'record_opened',
      probe: 'draft-missing-lines',
      checkCard: (card) => cardSays(card, 'draft-missing-lines', [String(q.name)]),
    };
  }),
  suggestion('card-empty-search', async ({ odoo }) => {
    const c = await first(odoo, 'res.partner', [['is_company', '=', true]], ['name'], 'id asc');
    const typo = `${String(c?.name ?? 'Contact').slice(0, 5)}zq`;
    return {
      page: { model: 'res.partner', viewType: 'list', title: 'Contacts', url: '/odoo/contacts' },
      trigger: 'search_empty',
      detail: `Name: ${typo}`,
      probe: 'empty-search',
      checkCard: (card) => cardSays(card, 'empty-search', [typo]),
    };
  }),
  suggestion('card-error-dialog', async ({ odoo }) => {
    const o = await first(odoo, 'sale.order', [], ['name'], 'id desc');
    const error = 'You cannot validate an invoice with a negative total amount. You should create a credit note instead.';
    return {
      page: { model: 'sale.order', recordId: Number(o?.id ?? 1), viewType: 'form', title: String(o?.name ?? ''), url: `/odoo/sales/${o?.id ?? 1}` },
      trigger: 'error_shown',
      detail: error,
      probe: 'explain-error',
      checkCard: (card) => cardSays(card, 'explain-error', ['negative total amount']),
    };
  }),
  suggestion('card-empty-form', async () => ({
    page: { model: 'crm.lead', recordId: 'new', viewType: 'form', title: 'New', url: '/odoo/crm/new' },
    trigger: 'idle',
    probe: 'fill-empty-form',
    // The card is about this new form (its record key) and puts a question in the box for the user to finish.
    checkCard: (card) =>
      card?.probe === 'fill-empty-form' && card.recordKey === 'crm.lead:new' && (card.action as { prefill?: boolean }).prefill
        ? pass('offers to fill the new opportunity form')
        : fail(`no offer to fill the new, empty opportunity form (${card ? `a card about ${card.recordKey}` : 'no card'})`),
  })),
];
