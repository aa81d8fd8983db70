import { dataHash, defineProbe, recordKey } from '../probe';

/** The user idles on a new, untouched form: offer to fill it from pasted text. No RPC. */
export const fillEmptyForm = defineProbe({
  id: 'fill-empty-form',
  triggers: ['idle'],
  frequency: 'normal',
  async run({ context, i18n: { t } }) {
    if (context.viewType !== 'form' || context.recordId !== 'new' || context.dirty || !context.model) return null;
    return {
      title: t('suggest.fillForm.title'),
      why: t('suggest.fillForm.why'),
      recordKey: recordKey(context.model, 'new'),
      dataHash: dataHash(context.model),
      action: { kind: 'chat', prefill: true, prompt: `${t('suggest.prompt.fillForm')}\n\n` },
    };
  },
});
