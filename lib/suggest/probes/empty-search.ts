import { dataHash, defineProbe, recordKey } from '../probe';
import { oneLine } from '@/lib/util/text';
import { said } from '@/lib/i18n';

/** A search that found nothing: offer to look more broadly. No RPC. */
export const emptySearch = defineProbe({
  id: 'empty-search',
  triggers: ['search_empty'],
  frequency: 'normal',
  async run({ context, trigger }) {
    const facets = trigger.detail?.trim() ?? '';
    if (!facets) return null;
    return {
      title: said('suggest.emptySearch.title'),
      why: context.title ? said('suggest.emptySearch.whyIn', { where: oneLine(context.title), facets: oneLine(facets) }) : said('suggest.emptySearch.whyHere', { facets: oneLine(facets) }),
      recordKey: recordKey(context.model ?? context.action ?? 'page', 'search'),
      dataHash: dataHash(facets),
      action: {
        kind: 'chat',
        prefill: true,
        // Into the composer: the search's facets reach the model with the page context, as data.
        prompt: context.title ? said('suggest.prompt.searchIn', { where: context.title }) : said('suggest.prompt.searchHere'),
      },
    };
  },
});
