import type { Many2one } from '@/lib/odoo/records';
import { dataHash, defineProbe, promptContext, recordKey, recordRef } from '../probe';
import { oneLine } from '@/lib/util/text';
import { said } from '@/lib/i18n';
import { overdueLine, overdueOf } from '../overdue';

/**
 * A quotation or order whose customer has overdue invoices, or is over the credit limit (Odoo's
 * own warning on the order). Two RPCs: the order's customer, then its overdue invoices grouped.
 */
export const overdueCustomer = defineProbe({
  id: 'overdue-customer',
  triggers: ['record_opened', 'record_created', 'tab_returned'],
  models: ['sale.order'],
  frequency: 'minimal',
  async run({ client, context, today }) {
    if (typeof context.recordId !== 'number') return null;
    const [order] = await client.read('sale.order', [context.recordId], ['name', 'partner_id', 'state', 'partner_credit_warning']);
    const partner = order?.partner_id as Many2one | false | undefined;
    if (!order || !partner || order.state === 'cancel') return null;
    const overdue = await overdueOf(client, partner.id, await today());
    const { count, amounts, oldest } = overdue;
    const warning = typeof order.partner_credit_warning === 'string' ? oneLine(order.partner_credit_warning) : '';
    if (!count && !warning) return null;
    const name = partner.display_name;
    const title = count ? said('suggest.overdue.title', { name, count }) : said('suggest.overdue.overLimit', { name });
    // Odoo's credit warning is already in the user's language (read with their context).
    const why = said('suggest.joined', { parts: { join: [count ? overdueLine(overdue) : '', warning], by: ' · ' } });
    return {
      title,
      why,
      recordKey: recordKey('res.partner', partner.id),
      dataHash: dataHash({ count, amounts, oldest: oldest ?? null, warning }),
      action: {
        kind: 'chat',
        // In the user's bubble the names they see in Odoo; the ids and the quoting go to the model only.
        prompt: said('suggest.prompt.overdue', { order: String(order.name || context.title || ''), customer: said('suggest.prompt.name', { name: oneLine(name, 120) }) }),
        context: promptContext(recordRef('order', 'sale.order', context.recordId, String(order.name || context.title || '')), recordRef('customer', 'res.partner', partner.id, name)),
      },
    };
  },
});

