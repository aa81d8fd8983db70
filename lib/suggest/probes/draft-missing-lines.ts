import { dataHash, defineProbe, recordKey, recordRef } from '../probe';

const INVOICE_NOUNS: Record<string, string> = { out_invoice: 'invoice', in_invoice: 'bill', out_refund: 'credit note', in_refund: 'credit note' };

/** A draft quotation or invoice with no lines, which cannot go further as it is. One RPC. */
export const draftMissingLines = defineProbe({
  id: 'draft-missing-lines',
  triggers: ['record_opened', 'record_created', 'record_saved'],
  models: ['sale.order', 'account.move'],
  frequency: 'normal',
  async run({ client, context }) {
    const { model, recordId } = context;
    if (typeof recordId !== 'number' || !model) return null;
    const quotation = model === 'sale.order';
    const [record] = await client.read(model, [recordId], quotation ? ['state', 'order_line'] : ['state', 'move_type', 'invoice_line_ids']);
    if (!record) return null;
    const lines = (quotation ? record.order_line : record.invoice_line_ids) as unknown[] | undefined;
    const draft = quotation ? record.state === 'draft' || record.state === 'sent' : record.state === 'draft' && Object.hasOwn(INVOICE_NOUNS, String(record.move_type));
    if (!draft || (Array.isArray(lines) && lines.length > 0)) return null;
    const noun = quotation ? 'quotation' : INVOICE_NOUNS[String(record.move_type)]!;
    const named = context.title && context.title !== 'New' && context.title !== '/' ? context.title : undefined;
    return {
      title: `${named ?? `This ${noun}`} has no lines`,
      why: quotation ? 'Nothing to sell yet: add products before you send or confirm it.' : `Odoo refuses to confirm an empty ${noun}: add lines first.`,
      recordKey: recordKey(model, recordId),
      dataHash: dataHash([String(record.state), 0]),
      action: { kind: 'chat', prefill: true, prompt: `Add these lines to the ${noun} ${recordRef(model, recordId, named)}: ` },
    };
  },
});
