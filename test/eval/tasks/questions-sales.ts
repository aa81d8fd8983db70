// Questions about sales, the pipeline and contacts, as people ask them; checked against Odoo's own
// figures, computed at run time.
import { core, idFrom, skill, steps } from '../plans';
import type { EvalTask } from '../task';
import { first, leader, ranked, today, total, uid, yearStart } from './facts';
import { amount, CONFIRMED, count, question } from './question';

const CUSTOMERS = [['customer_rank', '>', 0]];

export const SALES_QUESTIONS: EvalTask[] = [
  question('count-customers', async (odoo) => ({
    ask: 'How many customers do we have?',
    skills: ['count_records', 'search_records'],
    plan: steps(core('count_records', { model: 'res.partner', domain: CUSTOMERS })),
    figures: [count(await odoo.count('res.partner', CUSTOMERS), 'the number of customers')],
  })),
  question('count-vendors', async (odoo) => ({
    ask: 'how many vendors are we buying from, roughly? exact number please',
    skills: ['count_records', 'search_records'],
    plan: steps(core('count_records', { model: 'res.partner', domain: [['supplier_rank', '>', 0]] })),
    figures: [count(await odoo.count('res.partner', [['supplier_rank', '>', 0]]), 'the number of vendors')],
  })),
  question('count-open-quotes', async (odoo) => ({
    ask: "How many quotes haven't been confirmed yet?",
    skills: ['count_records', 'search_records', 'sales_summary'],
    plan: steps(core('count_records', { model: 'sale.order', domain: [['state', 'in', ['draft', 'sent']]] })),
    figures: [count(await odoo.count('sale.order', [['state', 'in', ['draft', 'sent']]]), 'the number of open quotations')],
  })),
  question('biggest-customer', async (odoo) => {
    const top = leader(await ranked(odoo, 'sale.order', CONFIRMED, 'partner_id', 'amount_untaxed'));
    if (!top) return { skip: 'no single biggest customer in confirmed orders' };
    return {
      ask: 'Who is our biggest customer? Going by confirmed orders, all time.',
      skills: ['sales_summary', 'aggregate_records'],
      plan: skill('biggest customer by sales', 'sales_summary', { group_by: 'customer', date_from: '2000-01-01' }),
      names: [top.name],
      figures: [amount(top.value, "their confirmed sales (untaxed)")],
    };
  }),
  question('sold-this-year', async (odoo) => {
    const t = await total(odoo, 'sale.order', [...CONFIRMED, ['date_order', '>=', `${await yearStart(odoo)} 00:00:00`]], 'amount_untaxed');
    return {
      ask: 'How much have we sold so far this year, before tax? Only confirmed orders.',
      skills: ['sales_summary', 'aggregate_records', 'compare_periods'],
      plan: skill('turnover this year', 'sales_summary', {}),
      figures: [amount(t.sum, 'the untaxed total of confirmed orders this year')],
    };
  }),
  question('best-salesperson', async (odoo) => {
    const top = leader(await ranked(odoo, 'sale.order', [...CONFIRMED, ['date_order', '>=', `${await yearStart(odoo)} 00:00:00`]], 'user_id', 'amount_untaxed'));
    if (!top) return { skip: 'no single best salesperson this year' };
    return {
      ask: 'Which of our sales reps has closed the most business this year?',
      skills: ['sales_summary', 'aggregate_records'],
      plan: skill('sales per salesperson', 'sales_summary', { group_by: 'salesperson' }),
      names: [top.name],
    };
  }),
  question('pipeline-value', async (odoo) => {
    const t = await total(odoo, 'crm.lead', [['type', '=', 'opportunity'], ['stage_id.is_won', '=', false]], 'expected_revenue');
    return {
      ask: "What's the total expected revenue sitting in our sales funnel?",
      skills: ['crm_pipeline', 'aggregate_records'],
      plan: skill('sales funnel expected revenue', 'crm_pipeline', {}),
      figures: [amount(t.sum, 'the expected revenue of open opportunities'), count(t.count, 'the number of open opportunities')],
    };
  }),
  question('opportunities-in-stage', async (odoo) => {
    const top = leader(await ranked(odoo, 'crm.lead', [['type', '=', 'opportunity'], ['stage_id.is_won', '=', false]], 'stage_id'));
    if (!top) return { skip: 'no stage with the most opportunities' };
    return {
      ask: `How many deals do we have in ${top.name} right now?`,
      skills: ['crm_pipeline', 'count_records', 'aggregate_records'],
      plan: skill('pipeline per stage', 'crm_pipeline', { group_by: 'stage' }),
      figures: [count(top.count, `the opportunities in ${top.name}`)],
    };
  }),
  question('my-overdue-activities', async (odoo) => {
    const mine = [['user_id', '=', await uid(odoo)], ['date_deadline', '<', await today(odoo)]];
    const n = await odoo.count('mail.activity', mine);
    const plan = skill('my overdue to-dos', 'my_activities', {});
    if (!n) return { ask: "What's overdue on my to-do list?", skills: ['my_activities'], plan, none: true };
    return { ask: "How many of my activities are overdue?", skills: ['my_activities', 'count_records'], plan, figures: [count(n, 'your overdue activities')] };
  }),
  question('orders-to-invoice', async (odoo) => {
    const orders = (await odoo.searchRead('sale.order', { domain: [['invoice_status', '=', 'to invoice']], fields: ['name'], limit: 6 })).records;
    const plan = skill('orders not invoiced yet', 'orders_to_invoice', {});
    if (!orders.length) return { ask: 'Is there anything we sold but still have to invoice?', skills: ['orders_to_invoice'], plan, none: true };
    if (orders.length > 5) return { skip: 'more than five orders to invoice' };
    return { ask: 'Which sales orders are waiting to be invoiced?', skills: ['orders_to_invoice', 'search_records'], plan, names: orders.map((o) => String(o.name)) };
  }),
  question('contact-phone', async (odoo) => {
    const c = await first(odoo, 'res.partner', [['is_company', '=', true], ['phone', '!=', false], ['customer_rank', '>', 0]], ['name', 'phone'], 'id asc');
    if (!c) return { skip: 'no customer with a phone number' };
    return {
      ask: `What's the phone number of ${c.name}?`,
      skills: ['find_by_name', 'search_records', 'read_record'],
      plan: steps(core('find_by_name', { model: 'res.partner', name: String(c.name) }), core('read_record', (calls) => ({ model: 'res.partner', ids: [idFrom(calls, 0)], fields: ['name', 'phone'] }))),
      names: [String(c.phone)],
    };
  }),
  question('contacts-in-city', async (odoo) => {
    const cities = (await odoo.readGroup('res.partner', { domain: [['is_company', '=', true], ['city', '!=', false]], groupby: ['city'] })).filter((g) => g.count >= 2 && g.count <= 4);
    const city = cities[0]?.groups.city;
    if (typeof city !== 'string') return { skip: 'no city with two to four companies' };
    const found = (await odoo.searchRead('res.partner', { domain: [['is_company', '=', true], ['city', '=', city]], fields: ['name'] })).records;
    return {
      ask: `Which companies do we have in ${city}?`,
      skills: ['search_records'],
      plan: steps(core('search_records', { model: 'res.partner', domain: [['is_company', '=', true], ['city', '=', city]], fields: ['name'] })),
      names: found.map((p) => String(p.name)),
    };
  }),
  question('quotation-total', async (odoo) => {
    const q = await first(odoo, 'sale.order', [['state', 'in', ['draft', 'sent']], ['amount_total', '>', 0]], ['name', 'amount_total'], 'id desc');
    if (!q) return { skip: 'no open quotation with an amount' };
    return {
      ask: `What's the total amount on quote ${q.name}?`,
      skills: ['search_records', 'find_by_name', 'read_record'],
      plan: steps(core('search_records', { model: 'sale.order', domain: [['name', '=', String(q.name)]], fields: ['name', 'partner_id', 'amount_total'] })),
      figures: [amount(Number(q.amount_total), `${q.name}'s total`)],
    };
  }),
  question('order-lines', async (odoo) => {
    const o = await first(odoo, 'sale.order', [...CONFIRMED, ['order_line', '!=', false]], ['name', 'order_line'], 'id desc');
    if (!o || !Array.isArray(o.order_line) || o.order_line.length > 5) return { skip: 'no confirmed order of at most five lines' };
    const lines = (await odoo.searchRead('sale.order.line', { domain: [['order_id', '=', Number(o.id)], ['product_id', '!=', false]], fields: ['product_id'] })).records;
    const products = await odoo.read('product.product', [...new Set(lines.map((l) => Number((l.product_id as { id: number }).id)))], ['name']);
    return {
      ask: `What did the customer order on ${o.name}?`,
      skills: ['search_records', 'read_record'],
      plan: steps(core('search_records', { model: 'sale.order', domain: [['name', '=', String(o.name)]], fields: ['name', 'partner_id'], lines: { order_line: ['product_id', 'product_uom_qty'] } })),
      names: products.map((p) => String(p.name)),
    };
  }),
  question('expired-quotes', async (odoo) => {
    const expired = [['state', 'in', ['draft', 'sent']], ['validity_date', '<', await today(odoo)]];
    const n = await odoo.count('sale.order', expired);
    const plan = skill('expired quotations', 'quotations_expiring', { expired: true });
    if (!n) return { ask: 'Have any of our quotes expired without an answer?', skills: ['quotations_expiring'], plan, none: true };
    return { ask: 'How many of our quotes have expired without the customer confirming?', skills: ['quotations_expiring', 'count_records'], plan, figures: [count(n, 'the expired quotations')] };
  }),
];
