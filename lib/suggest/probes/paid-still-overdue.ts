import type { Many2one } from '@/lib/odoo/records';
import { oneLine } from '@/lib/util/text';
import { said } from '@/lib/i18n';
import { overdueLine, overdueOf } from '../overdue';
import { dataHash, defineProbe, promptContext, recordKey, recordRef } from '../probe';

/**
 * After the user registered a payment on a customer invoice in Odoo's page (its wizard gone through,
 * the invoice's status unmoved): the customer's invoices still overdue, the next thing to chase. Two
 * RPCs: the invoice's customer, their overdue invoices grouped.
 */
export const paidStillOverdue = defineProbe({
  id: 'paid-still-overdue',
  triggers: ['action_done'],
  models: ['account.move'],
  frequency: 'minimal',
  async run({ client, context, trigger, today }) {
    if (trigger.button !== 'action_register_payment' || typeof context.recordId !== 'number') return null;
    const [move] = await client.read('account.move', [context.recordId], ['partner_id', 'move_type']);
    const partner = move?.partner_id as Many2one | false | undefined;
    if (!partner || move?.move_type !== 'out_invoice') return null;
    const overdue = await overdueOf(client, partner.id, await today());
    if (!overdue.count) return null;
    const name = partner.display_name;
    return {
      title: said('suggest.overdue.title', { name, count: overdue.count }),
      why: [overdueLine(overdue), said('suggest.paid.after')],
      recordKey: recordKey('res.partner', partner.id),
      dataHash: dataHash({ count: overdue.count, amounts: overdue.amounts, oldest: overdue.oldest ?? null }),
      action: {
        kind: 'chat',
        prompt: said('suggest.prompt.overduePaid', { customer: said('suggest.prompt.name', { name: oneLine(name, 120) }) }),
        context: promptContext(recordRef('customer', 'res.partner', partner.id, name)),
      },
    };
  },
});
