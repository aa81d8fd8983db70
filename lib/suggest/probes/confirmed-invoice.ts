import { dataHash, defineProbe, recordKey } from '../probe';
import { said } from '@/lib/i18n';

/**
 * The next step after the user confirmed a quotation in Odoo's page: its invoice, when Odoo says the
 * order has something to invoice. Proposed as Odoo's own "Create Invoice", so the click shows the
 * confirm card first. One RPC.
 */
export const confirmedInvoice = defineProbe({
  id: 'confirmed-invoice',
  triggers: ['action_done'],
  models: ['sale.order'],
  frequency: 'minimal',
  async run({ client, context, trigger }) {
    if (trigger.button !== 'action_confirm' || typeof context.recordId !== 'number') return null;
    const [order] = await client.read('sale.order', [context.recordId], ['name', 'state', 'invoice_status']);
    // 16 may lock an order at confirmation ('done'); a refused or undone confirm leaves it a quotation.
    if (!order || (order.state !== 'sale' && order.state !== 'done') || order.invoice_status !== 'to invoice') return null;
    const name = String(order.name);
    return {
      title: said('suggest.confirmed.invoice', { name }),
      why: said('suggest.confirmed.invoiceWhy'),
      recordKey: recordKey('sale.order', context.recordId),
      dataHash: dataHash([String(order.state), String(order.invoice_status)]),
      action: {
        kind: 'write',
        spec: { kind: 'action', model: 'sale.order', ids: [context.recordId], method: 'create_invoices' },
        prompt: said('suggest.prompt.invoiceOrder', { name }),
      },
    };
  },
});
