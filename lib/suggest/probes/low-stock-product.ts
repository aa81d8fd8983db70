import type { Many2one } from '@/lib/odoo/records';
import { dataHash, defineProbe, recordKey } from '../probe';

/** A product form whose stock is below a reordering rule's minimum. One RPC. */
export const lowStockProduct = defineProbe({
  id: 'low-stock-product',
  triggers: ['record_opened', 'tab_returned'],
  models: ['product.template', 'product.product'],
  frequency: 'normal',
  async run({ client, context }) {
    if (typeof context.recordId !== 'number' || !context.model) return null;
    const product = context.model === 'product.template' ? 'product_id.product_tmpl_id' : 'product_id';
    const rules = await client.searchRead(
      'stock.warehouse.orderpoint',
      [[product, '=', context.recordId]],
      ['product_id', 'warehouse_id', 'product_min_qty', 'product_max_qty', 'qty_on_hand'],
      { limit: 20 },
    );
    const low = rules.filter((r) => Number(r.qty_on_hand ?? 0) < Number(r.product_min_qty ?? 0));
    const rule = low[0];
    if (!rule) return null;
    const name = nameOf(rule.product_id) || String(context.title ?? 'This product');
    const where = nameOf(rule.warehouse_id);
    const onHand = Number(rule.qty_on_hand ?? 0);
    const min = Number(rule.product_min_qty ?? 0);
    const max = Number(rule.product_max_qty ?? 0);
    const more = low.length > 1 ? ` (and ${low.length - 1} more warehouse${low.length > 2 ? 's' : ''})` : '';
    return {
      title: `${name} is below its reordering minimum`,
      why: `${onHand} on hand${where ? ` in ${where}` : ''}, minimum ${min}${more}`,
      recordKey: recordKey(context.model, context.recordId),
      dataHash: dataHash(low.map((r) => [r.id, Number(r.qty_on_hand ?? 0), Number(r.product_min_qty ?? 0)])),
      action: {
        kind: 'write',
        // Odoo's own "Order Once" button on the replenishment rule; the confirm card shows it first.
        spec: { kind: 'action', model: 'stock.warehouse.orderpoint', ids: [rule.id], method: 'action_replenish' },
        prompt: `Replenish ${name}${where ? ` for ${where}` : ''}: ${onHand} on hand, minimum ${min}${max ? `, maximum ${max}` : ''}.`,
      },
    };
  },
});

const nameOf = (value: unknown) => (value && typeof value === 'object' ? (value as Many2one).display_name : '');
