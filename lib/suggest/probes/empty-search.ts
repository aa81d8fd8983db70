import { dataHash, defineProbe, recordKey } from '../probe';
import { oneLine } from '@/lib/util/text';

/** A search that found nothing: offer to look more broadly. No RPC. */
export const emptySearch = defineProbe({
  id: 'empty-search',
  triggers: ['search_empty'],
  frequency: 'normal',
  async run({ context, trigger, i18n: { t } }) {
    const facets = trigger.detail?.trim() ?? '';
    if (!facets) return null;
    return {
      title: t('suggest.emptySearch.title'),
      why: oneLine(context.title ? t('suggest.emptySearch.whyIn', { where: context.title, facets }) : t('suggest.emptySearch.whyHere', { facets })),
      recordKey: recordKey(context.model ?? context.action ?? 'page', 'search'),
      dataHash: dataHash(facets),
      action: {
        kind: 'chat',
        prefill: true,
        // Into the composer: the search's facets reach the model with the page context, as data.
        prompt: context.title ? t('suggest.prompt.searchIn', { where: context.title }) : t('suggest.prompt.searchHere'),
      },
    };
  },
});
