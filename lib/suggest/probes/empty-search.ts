import { dataHash, defineProbe, quoteUntrusted, recordKey } from '../probe';
import { oneLine } from '@/lib/util/text';

/** A search that found nothing: offer to look more broadly. No RPC. */
export const emptySearch = defineProbe({
  id: 'empty-search',
  triggers: ['search_empty'],
  frequency: 'normal',
  async run({ context, trigger }) {
    const facets = trigger.detail?.trim() ?? '';
    if (!facets) return null;
    const where = context.title || 'this list';
    return {
      title: 'No results: try a broader search',
      why: oneLine(`Nothing in ${where} matches “${facets}”`),
      recordKey: recordKey(context.model ?? context.action ?? 'page', 'search'),
      dataHash: dataHash(facets),
      action: {
        kind: 'chat',
        prefill: true,
        prompt: `My search in ${where} found nothing. Find what I meant with a broader search.\n\n${quoteUntrusted('My search filters', facets)}`,
      },
    };
  },
});
