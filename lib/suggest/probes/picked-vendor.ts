import { oneLine } from '@/lib/util/text';
import { said } from '@/lib/i18n';
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
  async run({ client, trigger, today }) {
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
      overdueOf(client, vendor.id, day, 'in_invoice'),
    ]);
    if (!late.length && !bills.count) return null;
    const name = vendor.display_name;
    const oldest = typeof late[0]?.scheduled_date === 'string' ? { date: late[0].scheduled_date.slice(0, 10) } : '';
    const facts = said('suggest.joined', { parts: { join: [
      late.length ? said('suggest.vendor.lateWhy', { count: late.length, date: oldest }) : '',
      bills.count ? said('suggest.vendor.billsWhy', { amounts: { join: bills.amounts, by: ' + ' } }) : '',
    ], by: ' · ' } });
    return {
      title: late.length ? said('suggest.vendor.late', { name, count: late.length }) : said('suggest.vendor.bills', { name, count: bills.count }),
      why: [facts, said('suggest.vendor.beforeSaving')],
      recordKey: recordKey('res.partner', vendor.id),
      dataHash: dataHash({ late: late.map((p) => p.id), bills: bills.count, amounts: bills.amounts }),
      action: {
        kind: 'chat',
        prompt: said('suggest.prompt.vendorPicked', { vendor: said('suggest.prompt.name', { name: oneLine(name, 120) }) }),
        context: promptContext(recordRef('vendor', 'res.partner', vendor.id, name)),
      },
    };
  },
});
