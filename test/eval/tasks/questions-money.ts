// Questions about money owed, paid and banked, stock and deliveries, as people ask them; checked
// against Odoo's own figures, computed at run time.
import { find, run, skill, steps } from '../plans';
import type { EvalTask } from '../task';
import { first, leader, monthStart, overdueInvoices, ranked, today, total, yearStart } from './facts';
import { amount, count, question } from './question';

export const MONEY_QUESTIONS: EvalTask[] = [
  question('who-owes-us', async (odoo) => {
    const rows = await ranked(odoo, 'account.move', [['move_type', 'in', ['out_invoice', 'out_refund']], ['state', '=', 'posted'], ['payment_state', 'in', ['not_paid', 'partial']]], 'commercial_partner_id', 'amount_residual_signed');
    const top = leader(rows);
    if (!top || top.value <= 0) return { skip: 'no single customer owes the most (net of credit notes)' };
    return {
      ask: 'Who owes us the most money right now?',
      skills: ['invoices_receivables', 'invoices_overdue', 'aggregate_records'],
      plan: skill('who owes us money', 'invoices_receivables', {}),
      names: [top.name],
      figures: [amount(top.value, 'what they owe')],
    };
  }),
  question('overdue-total', async (odoo) => {
    const t = await total(odoo, 'account.move', await overdueInvoices(odoo), 'amount_residual');
    if (!t.count) return { ask: 'Do any customers pay late? How much is overdue?', skills: ['invoices_overdue'], plan: skill('overdue invoices', 'invoices_overdue', {}), none: true };
    return {
      ask: 'How much are customers late paying us, in total? And how many invoices is that?',
      skills: ['invoices_overdue'],
      plan: skill('late customer payments', 'invoices_overdue', {}),
      figures: [amount(t.sum, 'the overdue amount'), count(t.count, 'the number of overdue invoices')],
    };
  }),
  question('most-overdue-customer', async (odoo) => {
    const top = leader(await ranked(odoo, 'account.move', await overdueInvoices(odoo), 'commercial_partner_id'));
    if (!top) return { skip: 'no single customer with the most overdue invoices' };
    return {
      ask: 'Which customer has the most unpaid invoices past their due date?',
      skills: ['invoices_overdue', 'aggregate_records'],
      plan: skill('unpaid invoices past due', 'invoices_overdue', {}),
      names: [top.name],
    };
  }),
  question('overdue-of-customer', async (odoo) => {
    const top = (await ranked(odoo, 'account.move', await overdueInvoices(odoo), 'commercial_partner_id', 'amount_residual'))[0];
    if (!top) return { skip: 'no overdue invoices' };
    return {
      ask: `Is ${top.name} behind on paying us? How much of theirs is overdue?`,
      skills: ['invoices_overdue'],
      plan: skill(`overdue invoices of a customer`, 'invoices_overdue', { partner: top.name }),
      figures: [amount(top.value, `${top.name}'s overdue amount`)],
    };
  }),
  question('we-owe-suppliers', async (odoo) => {
    const t = await total(odoo, 'account.move', [['move_type', 'in', ['in_invoice', 'in_refund']], ['state', '=', 'posted'], ['payment_state', 'in', ['not_paid', 'partial']]], 'amount_residual_signed');
    if (!t.count) return { skip: 'no unpaid vendor bills' };
    return {
      ask: 'How much do we still owe our suppliers?',
      skills: ['invoices_receivables', 'invoices_summary', 'cash_forecast'],
      plan: skill('payables what we owe suppliers', 'invoices_receivables', { kind: 'vendor' }),
      figures: [amount(Math.abs(t.sum), 'the unpaid vendor bills')],
    };
  }),
  question('top-supplier', async (odoo) => {
    const top = leader(await ranked(odoo, 'purchase.order', [['state', 'in', ['purchase', 'done']]], 'partner_id', 'amount_untaxed'));
    if (!top) return { skip: 'no single top supplier' };
    return {
      ask: 'Which vendor have we spent the most with? All purchase orders ever.',
      skills: ['purchases_summary', 'aggregate_records'],
      plan: skill('purchases by supplier', 'purchases_summary', { group_by: 'supplier', date_from: '2000-01-01' }),
      names: [top.name],
      figures: [amount(top.value, 'what we spent with them (untaxed)')],
    };
  }),
  question('stock-of-product', async (odoo) => {
    const top = leader(await ranked(odoo, 'stock.quant', [['location_id.usage', '=', 'internal']], 'product_id', 'quantity'));
    if (!top) return { skip: 'no product in stock' };
    const [product] = await odoo.read('product.product', [top.id], ['name']);
    const name = String(product?.name ?? top.name);
    return {
      ask: `How many ${name} do we have on hand?`,
      skills: ['stock_levels', 'search_records', 'read_record'],
      plan: skill('stock on hand of a product', 'stock_levels', { product: name }),
      figures: [amount(top.value, `the quantity of ${name} on hand`)],
    };
  }),
  question('late-deliveries', async (odoo) => {
    const start = `${await today(odoo)} 00:00:00`;
    const late = [['picking_type_code', '=', 'outgoing'], ['state', 'in', ['assigned', 'waiting', 'confirmed']], ['scheduled_date', '<', start]];
    const n = await odoo.count('stock.picking', late);
    const plan = skill('late deliveries', 'late_transfers', { kind: 'deliveries' });
    if (!n) return { ask: 'Are any customer deliveries running late?', skills: ['late_transfers'], plan, none: true };
    const oldest = await first(odoo, 'stock.picking', late, ['name'], 'scheduled_date asc, id asc');
    return { ask: 'Are any customer deliveries running late? Which is the oldest?', skills: ['late_transfers'], plan, names: [String(oldest?.name)] };
  }),
  question('bank-balance', async (odoo) => {
    const banks = (await odoo.searchRead('account.journal', { domain: [['type', '=', 'bank']], fields: ['name', 'default_account_id'], limit: 5 })).records;
    if (banks.length !== 1) return { skip: `${banks.length} bank journals (the question needs one)` };
    const account = banks[0]!.default_account_id;
    const t = await total(odoo, 'account.move.line', [['account_id', '=', Number((account as { id: number }).id)], ['parent_state', '=', 'posted']], 'balance');
    return {
      ask: 'How much money do we have in the bank?',
      skills: ['cash_bank_balances'],
      plan: skill('bank balance', 'cash_bank_balances', { type: 'bank' }),
      figures: [amount(t.sum, 'the bank balance')],
    };
  }),
  question('invoiced-this-month', async (odoo) => {
    const posted = [['state', '=', 'posted'], ['invoice_date', '>=', await monthStart(odoo)], ['invoice_date', '<=', await today(odoo)]];
    const [invoiced, refunded] = [await total(odoo, 'account.move', [['move_type', '=', 'out_invoice'], ...posted], 'amount_untaxed'), await total(odoo, 'account.move', [['move_type', '=', 'out_refund'], ...posted], 'amount_untaxed')];
    return {
      ask: 'How much have we invoiced this month, net of credit notes, before tax?',
      skills: ['invoices_summary', 'compare_periods', 'aggregate_records'],
      plan: skill('invoiced this month', 'invoices_summary', { date_from: await monthStart(odoo) }),
      figures: [amount(invoiced.sum - refunded.sum, 'the untaxed amount invoiced this month')],
    };
  }),
  // Done payments: 'posted' up to 18; 19 has 'in_process' and 'paid' instead, so the undone states are left out.
  question('payments-received', async (odoo) => {
    const t = await total(odoo, 'account.payment', [['payment_type', 'in', ['inbound']], ['state', 'not in', ['draft', 'cancel', 'canceled', 'rejected']], ['date', '>=', await yearStart(odoo)]], 'amount');
    return {
      ask: 'How much money have customers paid us since January?',
      skills: ['payments_summary'],
      plan: steps(find('payments received from customers'), run('payments_summary', { direction: 'received' })),
      figures: [amount(t.sum, 'the payments received this year')],
    };
  }),
];
