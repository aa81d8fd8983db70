import { dataHash, defineProbe, promptContext, recordKey, recordRef } from '../probe';
import { overdueLine, overdueOf } from '../overdue';
import { oneLine } from '@/lib/util/text';
import { said } from '@/lib/i18n';

/**
 * The customer just picked on a quotation, before it is saved, has overdue invoices. The form shows
 * the customer's name only: it is looked up by that exact name, and two customers of one name say
 * nothing (the page does not tell which). Two RPCs: the customer, their overdue invoices grouped.
 */
export const pickedCustomerOverdue = defineProbe({
  id: 'picked-customer-overdue',
  triggers: ['field_changed'],
  models: ['sale.order'],
  frequency: 'minimal',
  async run({ client, trigger, today }) {
    const shown = trigger.field === 'partner_id' ? trigger.detail?.trim() : undefined;
    if (!shown) return null;
    // Odoo's exact-name lookup also matches an e-mail or a reference: only the name the form shows counts.
    const found = (await client.nameSearch('res.partner', shown, { operator: '=', limit: 5 })).filter((p) => p.display_name === shown);
    const partner = found.length === 1 ? found[0]! : undefined;
    if (!partner) return null;
    const overdue = await overdueOf(client, partner.id, await today());
    if (!overdue.count) return null;
    const name = String(partner.display_name);
    return {
      title: said('suggest.overdue.title', { name, count: overdue.count }),
      why: [overdueLine(overdue), said('suggest.picked.beforeSaving')],
      recordKey: recordKey('res.partner', partner.id),
      dataHash: dataHash({ count: overdue.count, amounts: overdue.amounts, oldest: overdue.oldest ?? null }),
      action: {
        kind: 'chat',
        prompt: said('suggest.prompt.overduePicked', { customer: said('suggest.prompt.name', { name: oneLine(name, 120) }) }),
        context: promptContext(recordRef('customer', 'res.partner', partner.id, name)),
      },
    };
  },
});
