import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooStandIn } from '../../../test/stand-ins/odoo/server';
import type { OdooClient } from '@/lib/odoo/client';
import { page, runProbe, silence, standIn, trigger } from '@/test/suggest-kit';
import { pickedCustomerOverdue } from './picked-customer-overdue';

const picked = (detail: string, field = 'partner_id') => ({ ...trigger('field_changed', detail), field });

describe.each([16, 17, 18, 19] as const)('picked-customer-overdue on Odoo %i', (version) => {
  let odoo: OdooStandIn;
  let client: OdooClient;
  beforeAll(async () => ({ odoo, client } = await standIn(version)));
  afterAll(() => odoo.close());
  const quotation = page('', { model: 'sale.order', recordId: 'new' });

  it('says the customer just picked on a new quotation has overdue invoices, before saving; 2 RPCs', async () => {
    const { draft, rpcs, error } = await runProbe(pickedCustomerOverdue, client, { ...quotation, origin: odoo.url }, picked('Azure Interior'));
    expect(error).toBeUndefined();
    expect(rpcs).toBe(2);
    expect(draft).toMatchObject({ title: 'Azure Interior has 2 overdue invoices', recordKey: 'res.partner:5', action: { kind: 'chat' } });
    expect(draft!.why).toMatch(/overdue, oldest due .* \(the customer just picked, not saved yet\)$/);
    const action = draft!.action.kind === 'chat' ? draft!.action : undefined;
    expect(action?.prompt).toMatch(/^I am making a quotation for the customer “Azure Interior”: /);
    expect(action?.context).toContain('The customer is res.partner #5');
  });

  it('finds a contact of the company by the name the form shows', async () => {
    const { draft } = await runProbe(pickedCustomerOverdue, client, { ...quotation, origin: odoo.url }, picked('Azure Interior, Brandon Freeman'));
    expect(draft?.recordKey).toBe('res.partner:12');
  });

  it('is silent for a customer who is up to date, a name two customers share, an unknown name or another field', async () => {
    expect(silence(await runProbe(pickedCustomerOverdue, client, { ...quotation, origin: odoo.url }, picked('Gemini Furniture')))).toBe(2);
    const twin = odoo.db.create('res.partner', { name: 'Azure Interior', is_company: true, active: true, type: 'contact' });
    try {
      expect(silence(await runProbe(pickedCustomerOverdue, client, { ...quotation, origin: odoo.url }, picked('Azure Interior')))).toBe(1);
    } finally {
      odoo.db.delete('res.partner', twin.id);
    }
    expect(silence(await runProbe(pickedCustomerOverdue, client, { ...quotation, origin: odoo.url }, picked('Nobody of that name')))).toBe(1);
    expect(silence(await runProbe(pickedCustomerOverdue, client, { ...quotation, origin: odoo.url }, picked('Azure Interior', 'user_id')))).toBe(0);
  });
});
