import { dataHash, defineProbe, recordKey } from '../probe';

import { said, type MessageKey } from '@/lib/i18n';

type Noun = 'quotation' | 'invoice' | 'bill' | 'refund';
const INVOICE_NOUNS: Record<string, Noun> = { out_invoice: 'invoice', in_invoice: 'bill', out_refund: 'refund', in_refund: 'refund' };
const PROMPT: Record<Noun, MessageKey> = {
  quotation: 'suggest.prompt.linesQuotation',
  invoice: 'suggest.prompt.linesInvoice',
  bill: 'suggest.prompt.linesBill',
  refund: 'suggest.prompt.linesRefund',
};
const WHY: Record<Noun, MessageKey> = {
  quotation: 'suggest.noLines.whyQuotation',
  invoice: 'suggest.noLines.whyInvoice',
  bill: 'suggest.noLines.whyBill',
  refund: 'suggest.noLines.whyRefund',
};

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
    const noun: Noun = quotation ? 'quotation' : INVOICE_NOUNS[String(record.move_type)]!;
    const named = context.title && context.title !== 'New' && context.title !== '/' ? context.title : undefined;
    return {
      title: named ? said('suggest.noLines.named', { name: named }) : said(`suggest.noLines.${noun}`),
      why: said(WHY[noun]),
      recordKey: recordKey(model, recordId),
      dataHash: dataHash([String(record.state), 0]),
      // Into the composer beside the record: "this quotation" (the page context tells the model which).
      action: { kind: 'chat', prefill: true, prompt: said('suggest.joined', { parts: { join: [said(PROMPT[noun]), ' '], by: '' } }) },
    };
  },
});
