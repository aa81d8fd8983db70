import type { Many2one } from '@/lib/odoo/records';
import { dataHash, defineProbe, formUrl, recordKey } from '../probe';
import { said } from '@/lib/i18n';

/**
 * The other next step after the user confirmed a quotation in Odoo's page: the delivery Odoo made
 * for it (where Inventory is installed), opened in the tab. One RPC; silent without Inventory.
 */
export const confirmedDelivery = defineProbe({
  id: 'confirmed-delivery',
  triggers: ['action_done'],
  models: ['sale.order'],
  frequency: 'normal',
  async run({ client, context, trigger }) {
    if (trigger.button !== 'action_confirm' || typeof context.recordId !== 'number') return null;
    const pickings = await client
      .searchRead(
        'stock.picking',
        [['sale_id', '=', context.recordId], ['picking_type_code', '=', 'outgoing'], ['state', 'not in', ['done', 'cancel']]],
        ['name', 'state', 'scheduled_date', 'sale_id'],
        { limit: 10, order: 'scheduled_date asc, id asc' },
      )
      // No Inventory (no transfers, or no sale_id on them): nothing to check.
      .catch(() => []);
    const first = pickings[0];
    if (!first) return null;
    const order = (first.sale_id as Many2one | false) || undefined;
    const ready = first.state === 'assigned';
    const when = typeof first.scheduled_date === 'string' ? { date: first.scheduled_date.slice(0, 10) } : '';
    const why = said(ready ? 'suggest.confirmed.deliveryReady' : 'suggest.confirmed.deliveryWaiting', { picking: String(first.name), date: when });
    return {
      title: said('suggest.confirmed.delivery', { name: order?.display_name ?? context.title ?? '' }),
      why: pickings.length > 1 ? [why, said('suggest.confirmed.moreDeliveries', { count: pickings.length - 1 })] : why,
      recordKey: recordKey('sale.order', context.recordId),
      dataHash: dataHash(pickings.map((p) => [p.id, String(p.state)])),
      action: { kind: 'open', url: formUrl(context.origin, 'stock.picking', first.id) },
    };
  },
});
