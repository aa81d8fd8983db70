import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooStandIn } from '../../../test/stand-ins/odoo/server';
import type { OdooClient } from '@/lib/odoo/client';
import { page, runProbe, silence, standIn, trigger } from '@/test/suggest-kit';
import { draftMissingLines } from './draft-missing-lines';

describe.each([16, 17, 18, 19] as const)('draft-missing-lines on Odoo %i', (version) => {
  let odoo: OdooStandIn;
  let client: OdooClient;
  beforeAll(async () => ({ odoo, client } = await standIn(version)));
  afterAll(() => odoo.close());

  it('flags a draft quotation with no lines, in 1 RPC', async () => {
    const { draft, rpcs } = await runProbe(draftMissingLines, client, page(odoo.url, { model: 'sale.order', recordId: 9, title: 'S00009' }));
    expect(rpcs).toBe(1);
    expect(draft).toMatchObject({ title: 'S00009 has no lines', recordKey: 'sale.order:9', action: { kind: 'chat', prefill: true, prompt: 'Add these lines to this quotation: ' } });
  });

  it('flags a draft invoice with no lines, also right after it is saved', async () => {
    const { draft } = await runProbe(draftMissingLines, client, page(odoo.url, { model: 'account.move', recordId: 7, title: 'Draft Invoice' }), trigger('record_saved'));
    expect(draft).toMatchObject({ title: 'Draft Invoice has no lines', why: 'Odoo refuses to confirm an empty invoice: add lines first.' });
  });

  it('is silent for a quotation with lines, a confirmed order and a posted invoice', async () => {
    for (const [model, recordId] of [['sale.order', 1], ['sale.order', 3], ['account.move', 1]] as const) {
      expect(silence(await runProbe(draftMissingLines, client, page(odoo.url, { model, recordId })))).toBe(1);
    }
  });
});
