import { dataHash, defineProbe, promptContext, recordKey, recordRef } from '../probe';
import type { Many2one } from '@/lib/odoo/records';
import { oneLine } from '@/lib/util/text';

/** A contact form: open opportunities, what they owe, their last order — in one line. Two RPCs. */
export const partnerOverview = defineProbe({
  id: 'partner-overview',
  triggers: ['record_opened', 'tab_returned'],
  models: ['res.partner'],
  frequency: 'normal',
  async run({ client, context, i18n: { t, fmt } }) {
    if (typeof context.recordId !== 'number') return null;
    const id = context.recordId;
    const [[partner], [order]] = await Promise.all([
      client.read('res.partner', [id], ['display_name', 'opportunity_count', 'credit', 'currency_id']),
      client.searchRead('sale.order', [['partner_id', 'child_of', id], ['state', 'in', ['sale', 'done']]], ['name', 'date_order'], {
        limit: 1,
        order: 'date_order desc, id desc',
      }),
    ]);
    if (!partner) return null;
    const opportunities = Number(partner.opportunity_count || 0);
    const receivable = Number(partner.credit || 0);
    const last = order ? { name: String(order.name), date: String(order.date_order).slice(0, 10) } : null;
    if (!opportunities && receivable <= 0 && !last) return null;
    const name = String(partner.display_name || context.title || 'This contact');
    // `credit` is in the company's currency, which Odoo gives the partner as currency_id.
    const currency = (partner.currency_id as Many2one | false | undefined) || undefined;
    const why = [
      opportunities ? t('suggest.overview.opportunities', { count: opportunities }) : '',
      receivable > 0 ? t('suggest.overview.receivable', { amount: fmt.amount(receivable, currency?.display_name) }) : '',
      last ? t('suggest.overview.lastOrder', { order: last.name, date: fmt.date(last.date) }) : t('suggest.overview.noOrder'),
    ].filter(Boolean).join(' · ');
    return {
      title: t('suggest.overview.title', { name }),
      why,
      recordKey: recordKey('res.partner', id),
      dataHash: dataHash({ opportunities, receivable, last }),
      action: {
        kind: 'chat',
        prompt: t('suggest.prompt.overview', { contact: t('suggest.prompt.name', { name: oneLine(name, 120) }) }),
        context: promptContext(recordRef('contact', 'res.partner', id, name)),
      },
    };
  },
});
