import { oneLine } from '@/lib/util/text';
import { overdueOf } from '../overdue';
import { dataHash, defineProbe, promptContext, recordKey, recordRef } from '../probe';

/**
 * The vendor just picked on a purchase order, before it is saved, is late with receipts or has bills
 * past their due date. Looked up by the exact name the form shows (two vendors of one name say
 * nothing). Three RPCs: the vendor, their late receipts (none without Inventory), their overdue bills.
 */
export const pickedVendor = defineProbe({
  id: 'picked-vendor',
  triggers: ['field_changed'],
  models: ['purchase.order'],
  frequency: 'minimal',
  async run({ client, trigger, today, i18n: { t, fmt } }) {
    const shown = trigger.field === 'partner_id' ? trigger.detail?.trim() : undefined;
    if (!shown) return null;
    const found = (await client.nameSearch('res.partner', shown, { operator: '=', limit: 5 })).filter((p) => p.display_name === shown);
    const vendor = found.length === 1 ? found[0]! : undefined;
    if (!vendor) return null;
    const day = await today();
    const [late, bills] = await Promise.all([
      client
        .searchRead('stock.picking', [['partner_id', 'child_of', vendor.id], ['picking_type_code', '=', 'incoming'], ['state', 'not in', ['draft', 'done', 'cancel']], ['scheduled_date', '<', day]], ['scheduled_date'], { limit: 50, order: 'scheduled_date asc, id asc' })
        // No Inventory: no receipts to be late.
        .catch(() => []),
      overdueOf(client, vendor.id, day, fmt, 'in_invoice'),
    ]);
    if (!late.length && !bills.count) return null;
    const name = vendor.display_name;
    const oldest = typeof late[0]?.scheduled_date === 'string' ? fmt.date(late[0].scheduled_date.slice(0, 10)) : '';
    const why = [
      late.length ? t('suggest.vendor.lateWhy', { count: late.length, date: oldest }) : '',
      bills.count ? t('suggest.vendor.billsWhy', { amounts: bills.amounts.join(' + ') }) : '',
    ].filter(Boolean).join(' · ');
    return {
      title: late.length ? t('suggest.vendor.late', { name, count: late.length }) : t('suggest.vendor.bills', { name, count: bills.count }),
      why: `${why} ${t('suggest.vendor.beforeSaving')}`,
      recordKey: recordKey('res.partner', vendor.id),
      dataHash: dataHash({ late: late.map((p) => p.id), bills: bills.count, amounts: bills.amounts }),
      action: {
        kind: 'chat',
        prompt: t('suggest.prompt.vendorPicked', { vendor: t('suggest.prompt.name', { name: oneLine(name, 120) }) }),
        context: promptContext(recordRef('vendor', 'res.partner', vendor.id, name)),
      },
    };
  },
});
