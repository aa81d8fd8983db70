import { dataHash, defineProbe, promptContext, quoteUntrusted } from '../probe';
import { oneLine } from '@/lib/util/text';
import { said } from '@/lib/i18n';

/** Odoo showed an error dialog: offer to explain it. No RPC; the text is quoted as data. */
export const explainError = defineProbe({
  id: 'explain-error',
  triggers: ['error_shown'],
  frequency: 'minimal',
  async run({ context, trigger }) {
    const text = trigger.detail?.trim() ?? '';
    if (!text) return null;
    const where = context.title;
    return {
      title: said('suggest.explainError.title'),
      why: oneLine(text, 140),
      // Keyed by the error's text: one dialog is one card, whatever the page reported around it.
      recordKey: `error:${dataHash(text)}`,
      dataHash: dataHash(text),
      action: {
        kind: 'chat',
        // The user saw the dialog: their message asks; the dialog's text goes to the model as data.
        prompt: where ? said('suggest.prompt.errorOn', { where }) : said('suggest.prompt.errorHere'),
        context: promptContext(quoteUntrusted('The error dialog', text)),
      },
    };
  },
});
