import type { Many2one } from '@/lib/odoo/records';
import { dataHash, defineProbe, promptContext, recordKey, recordRef } from '../probe';
import { oneLine } from '@/lib/util/text';

/**
 * A quotation or order whose customer has overdue invoices, or is over the credit limit (Odoo's
 * own warning on the order). Two RPCs: the order's customer, then its overdue invoices grouped.
 */
export const overdueCustomer = defineProbe({
  id: 'overdue-customer',
  triggers: ['record_opened', 'record_created', 'tab_returned'],
  models: ['sale.order'],
  frequency: 'minimal',
  async run({ client, context, today, i18n: { t, fmt } }) {
    if (typeof context.recordId !== 'number') return null;
    const [order] = await client.read('sale.order', [context.recordId], ['name', 'partner_id', 'state', 'partner_credit_warning']);
    const partner = order?.partner_id as Many2one | false | undefined;
    if (!order || !partner || order.state === 'cancel') return null;
    const groups = await client.readGroup('account.move', {
      domain: [
        ['move_type', '=', 'out_invoice'],
        ['state', '=', 'posted'],
        ['payment_state', 'in', ['not_paid', 'partial']],
        ['invoice_date_due', '<', await today()],
        // The customer's commercial entity: invoices go to the company, orders often to a contact.
        ['commercial_partner_id', 'parent_of', partner.id],
      ],
      groupby: ['currency_id'],
      aggregates: ['amount_residual:sum', 'invoice_date_due:min'],
    });
    const count = groups.reduce((n, g) => n + g.count, 0);
    const warning = typeof order.partner_credit_warning === 'string' ? oneLine(order.partner_credit_warning) : '';
    if (!count && !warning) return null;
    // Each currency's sum in that currency (Odoo's ISO code is the currency's name), in the user's locale.
    const amounts = groups.map((g) => fmt.amount(Number(g.aggregates['amount_residual:sum'] ?? 0), currencyOf(g.groups.currency_id)));
    const oldest = groups.map((g) => String(g.aggregates['invoice_date_due:min'] ?? '')).filter(Boolean).sort()[0];
    const name = partner.display_name;
    const title = count ? t('suggest.overdue.title', { name, count }) : t('suggest.overdue.overLimit', { name });
    const due = oldest ? t('suggest.overdue.amountsOldest', { amounts: amounts.join(' + '), date: fmt.date(oldest) }) : t('suggest.overdue.amounts', { amounts: amounts.join(' + ') });
    // Odoo's credit warning is already in the user's language (read with their context).
    const why = [count ? due : '', warning].filter(Boolean).join(' · ');
    return {
      title,
      why,
      recordKey: recordKey('res.partner', partner.id),
      dataHash: dataHash({ count, amounts, oldest: oldest ?? null, warning }),
      action: {
        kind: 'chat',
        // In the user's bubble the names they see in Odoo; the ids and the quoting go to the model only.
        prompt: t('suggest.prompt.overdue', { order: String(order.name || context.title || ''), customer: t('suggest.prompt.name', { name: oneLine(name, 120) }) }),
        context: promptContext(recordRef('order', 'sale.order', context.recordId, String(order.name || context.title || '')), recordRef('customer', 'res.partner', partner.id, name)),
      },
    };
  },
});

function currencyOf(value: unknown): string {
  return value && typeof value === 'object' && 'display_name' in value ? String(value.display_name) : '';
}
