import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooStandIn } from '../../../test/stand-ins/odoo/server';
import type { OdooClient } from '@/lib/odoo/client';
import { page, runProbe, silence, standIn, trigger } from '@/test/suggest-kit';
import { confirmedInvoice } from './confirmed-invoice';

const pressed = (button: string) => ({ ...trigger('action_done'), button });

describe.each([16, 17, 18, 19] as const)('confirmed-invoice on Odoo %i', (version) => {
  let odoo: OdooStandIn;
  let client: OdooClient;
  beforeAll(async () => ({ odoo, client } = await standIn(version)));
  afterAll(() => odoo.close());
  const order = (recordId: number) => page(odoo.url, { model: 'sale.order', recordId, title: 'page text, not used' });

  it('offers Odoo’s Create Invoice, through the confirm card, once Confirm was done; 1 RPC', async () => {
    // The user confirmed S00002 (a quotation sent) in Odoo's page.
    await client.callButton('sale.order', 'action_confirm', [2]);
    const { draft, rpcs, error } = await runProbe(confirmedInvoice, client, order(2), pressed('action_confirm'));
    expect(error).toBeUndefined();
    expect(rpcs).toBe(1);
    expect(draft).toMatchObject({
      title: 'S00002 is confirmed: create its invoice?',
      recordKey: 'sale.order:2',
      action: { kind: 'write', spec: { kind: 'action', model: 'sale.order', ids: [2], method: 'create_invoices' } },
    });
  });

  it('is silent for another button, a quotation still a quotation (a refused Confirm), or nothing to invoice', async () => {
    expect(silence(await runProbe(confirmedInvoice, client, order(3), pressed('action_cancel')))).toBe(0);
    expect(silence(await runProbe(confirmedInvoice, client, order(1), pressed('action_confirm')))).toBe(1); // draft
    // S00003 is confirmed and fully invoiced in the stand-in's data.
    expect(silence(await runProbe(confirmedInvoice, client, order(3), pressed('action_confirm')))).toBe(1);
  });
});
