import { dataHash, defineProbe, recordKey } from '../probe';
import { said } from '@/lib/i18n';

/** The user idles on a new, untouched form: offer to fill it from pasted text. No RPC. */
export const fillEmptyForm = defineProbe({
  id: 'fill-empty-form',
  triggers: ['idle'],
  frequency: 'normal',
  async run({ context }) {
    if (context.viewType !== 'form' || context.recordId !== 'new' || context.dirty || !context.model) return null;
    return {
      title: said('suggest.fillForm.title'),
      why: said('suggest.fillForm.why'),
      recordKey: recordKey(context.model, 'new'),
      dataHash: dataHash(context.model),
      action: { kind: 'chat', prefill: true, prompt: said('suggest.joined', { parts: { join: [said('suggest.prompt.fillForm'), '\n\n'], by: '' } }) },
    };
  },
});
