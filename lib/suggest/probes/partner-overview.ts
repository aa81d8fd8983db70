import { dataHash, defineProbe, promptContext, recordKey, recordRef } from '../probe';
import type { Many2one } from '@/lib/odoo/records';
import { oneLine } from '@/lib/util/text';
import { said } from '@/lib/i18n';

/** A contact form: open opportunities, what they owe, their last order — in one line. Two RPCs. */
export const partnerOverview = defineProbe({
  id: 'partner-overview',
  triggers: ['record_opened', 'tab_returned'],
  models: ['res.partner'],
  frequency: 'normal',
  async run({ client, context }) {
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
    const why = said('suggest.joined', { parts: { join: [
      opportunities ? said('suggest.overview.opportunities', { count: opportunities }) : '',
      receivable > 0 ? said('suggest.overview.receivable', { amount: { amount: receivable, ...(currency ? { currency: currency.display_name } : {}) } }) : '',
      last ? said('suggest.overview.lastOrder', { order: last.name, date: { date: last.date } }) : said('suggest.overview.noOrder'),
    ], by: ' · ' } });
    return {
      title: said('suggest.overview.title', { name }),
      why,
      recordKey: recordKey('res.partner', id),
      dataHash: dataHash({ opportunities, receivable, last }),
      action: {
        kind: 'chat',
        prompt: said('suggest.prompt.overview', { contact: said('suggest.prompt.name', { name: oneLine(name, 120) }) }),
        context: promptContext(recordRef('contact', 'res.partner', id, name)),
      },
    };
  },
});
