import { describe, expect, it } from 'vitest';
import { noClient, page, runProbe, trigger } from '@/test/suggest-kit';
import { fillEmptyForm } from './fill-empty-form';

const origin = 'https://acme.odoo.com';

describe('fill-empty-form', () => {
  it('offers to fill a new, untouched form from text, prefilled in the chat, with no RPC', async () => {
    const { draft, rpcs } = await runProbe(fillEmptyForm, noClient, page(origin, { model: 'res.partner', recordId: 'new', title: 'New' }), trigger('idle'));
    expect(rpcs).toBe(0);
    expect(draft).toMatchObject({
      title: 'Fill this from text',
      recordKey: 'res.partner:new',
      action: { kind: 'chat', prefill: true, prompt: 'Fill this form from this text:\n\n' },
    });
  });

  it('is silent on a form the user has started, on an existing record and on a list', async () => {
    for (const patch of [
      { model: 'res.partner', recordId: 'new' as const, dirty: true },
      { model: 'res.partner', recordId: 7 },
      { model: 'res.partner', viewType: 'list' },
    ]) {
      expect((await runProbe(fillEmptyForm, noClient, page(origin, patch), trigger('idle'))).draft).toBeNull();
    }
  });
});
