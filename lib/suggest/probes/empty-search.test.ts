import { describe, expect, it } from 'vitest';
import { noClient, page, runProbe, trigger } from '@/test/suggest-kit';
import { emptySearch } from './empty-search';

const origin = 'https://acme.odoo.com';

describe('empty-search', () => {
  it('offers a broader search, prefilled in the chat, with no RPC', async () => {
    const context = page(origin, { model: 'res.partner', viewType: 'list', title: 'Customers' });
    const { draft, rpcs } = await runProbe(emptySearch, noClient, context, trigger('search_empty', 'Name: azur interiors | Country: Belgium'));
    expect(rpcs).toBe(0);
    expect(draft).toMatchObject({
      title: 'No results: try a broader search',
      why: 'Nothing in Customers matches “Name: azur interiors | Country: Belgium”',
      recordKey: 'res.partner:search',
      action: { kind: 'chat', prefill: true },
    });
    // The user's words only: the facets reach the model with the page, as data.
    expect(draft!.action.kind === 'chat' && draft!.action.prompt).toBe('My search in Customers found nothing. Find what I meant with a broader search.');
  });

  it('is a new suggestion for a new search, and silent without facets', async () => {
    const context = page(origin, { action: 'contacts', viewType: 'kanban' });
    const a = (await runProbe(emptySearch, noClient, context, trigger('search_empty', 'Name: a'))).draft!;
    const b = (await runProbe(emptySearch, noClient, context, trigger('search_empty', 'Name: b'))).draft!;
    expect(a.recordKey).toBe('contacts:search');
    expect(a.dataHash).not.toBe(b.dataHash);
    expect((await runProbe(emptySearch, noClient, context, trigger('search_empty', ' '))).draft).toBeNull();
  });
});
