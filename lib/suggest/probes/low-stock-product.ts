import type { Many2one } from '@/lib/odoo/records';
import { dataHash, defineProbe, recordKey } from '../probe';
import { said } from '@/lib/i18n';

/**
 * A product form whose reordering rule still has something to order: Odoo's own figures (forecast,
 * counting what is already on order, and qty_to_order), so a product already on order is quiet and
 * "Order Once" never orders nothing. One RPC.
 */
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
      ['product_id', 'warehouse_id', 'product_min_qty', 'product_max_qty', 'qty_on_hand', 'qty_forecast', 'qty_to_order'],
      { limit: 20 },
    );
    const low = rules.filter((r) => num(r.qty_to_order) > 0 && num(r.qty_forecast) < num(r.product_min_qty));
    const rule = low[0];
    if (!rule) return null;
    const named = nameOf(rule.product_id) || context.title;
    const name = named || 'This product';
    const where = nameOf(rule.warehouse_id);
    const onHand = num(rule.qty_on_hand);
    const forecast = num(rule.qty_forecast);
    const min = num(rule.product_min_qty);
    const toOrder = num(rule.qty_to_order);
    const onOrder = forecast !== onHand ? `, ${forecast} forecast` : '';
    // Quantities as numbers: the reader's locale writes them (to 3 decimals, as num() rounds them).
    const stock = forecast !== onHand ? said('suggest.lowStock.stockForecast', { onHand, forecast }) : said('suggest.lowStock.stock', { onHand });
    const why = where ? said('suggest.lowStock.whyAt', { stock, where, min }) : said('suggest.lowStock.why', { stock, min });
    return {
      title: named ? said('suggest.lowStock.title', { name: named }) : said('suggest.lowStock.titleUnnamed'),
      why: low.length > 1 ? [why, said('suggest.lowStock.more', { count: low.length - 1 })] : why,
      recordKey: recordKey(context.model, context.recordId),
      dataHash: dataHash(low.map((r) => [r.id, num(r.qty_forecast), num(r.product_min_qty), num(r.qty_to_order)])),
      action: {
        kind: 'write',
        // Odoo's own "Order Once" button on the replenishment rule; the confirm card shows it first.
        spec: { kind: 'action', model: 'stock.warehouse.orderpoint', ids: [rule.id], method: 'action_replenish' },
        prompt: `Replenish ${name}${where ? ` for ${where}` : ''}: ${onHand} on hand${onOrder}, minimum ${min}; Odoo would order ${toOrder}.`,
      },
    };
  },
});

const nameOf = (value: unknown) => (value && typeof value === 'object' ? (value as Many2one).display_name : '');
const num = (value: unknown) => Math.round(Number(value ?? 0) * 1000) / 1000;
