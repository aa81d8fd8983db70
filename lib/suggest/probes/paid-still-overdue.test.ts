import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooStandIn } from '../../../test/stand-ins/odoo/server';
import type { OdooClient } from '@/lib/odoo/client';
import { page, runProbe, silence, standIn, trigger } from '@/test/suggest-kit';
import { paidStillOverdue } from './paid-still-overdue';

const pressed = (button: string) => ({ ...trigger('action_done'), button });

describe.each([16, 17, 19] as const)('paid-still-overdue on Odoo %i', (version) => {
  let odoo: OdooStandIn;
  let client: OdooClient;
  beforeAll(async () => ({ odoo, client } = await standIn(version)));
  afterAll(() => odoo.close());
  const invoice = (id: number) => ({ ...page('', { model: 'account.move', recordId: id }), origin: odoo.url });

  it("after Register Payment on a customer invoice: the customer's invoices still overdue; 2 RPCs", async () => {
    const { draft, rpcs, error } = await runProbe(paidStillOverdue, client, invoice(1), pressed('action_register_payment'));
    expect(error).toBeUndefined();
    expect(rpcs).toBe(2);
    expect(draft).toMatchObject({ title: 'Azure Interior has 2 overdue invoices', recordKey: 'res.partner:5' });
    expect(draft!.why).toMatch(/overdue, oldest due .* \(after the payment just registered\)$/);
    const action = draft!.action.kind === 'chat' ? draft!.action : undefined;
    expect(action?.prompt).toMatch(/^I just registered a payment from the customer “Azure Interior”: /);
  });

  it('is silent for another button, a vendor bill, or a customer with nothing overdue', async () => {
    expect(silence(await runProbe(paidStillOverdue, client, invoice(1), pressed('action_post')))).toBe(0);
    expect(silence(await runProbe(paidStillOverdue, client, invoice(9), pressed('action_register_payment')))).toBe(1);
    expect(silence(await runProbe(paidStillOverdue, client, invoice(4), pressed('action_register_payment')))).toBeLessThanOrEqual(2);
  });
});
