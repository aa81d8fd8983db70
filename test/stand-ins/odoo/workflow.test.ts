import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OdooStandIn, startOdooStandIn } from './server.ts';
import { TestClient } from './test-client.ts';

let odoo: OdooStandIn;
let admin: TestClient;
beforeAll(async () => {
  odoo = await startOdooStandIn({ version: 18 });
});
afterAll(() => odoo.close());
beforeEach(async () => {
  odoo.reset();
  admin = new TestClient(odoo.url);
  await admin.login();
});

const button = (model: string, method: string, ids: number[], context: Record<string, unknown> = {}) =>
  admin.rpc('/web/dataset/call_button', { model, method, args: [ids], kwargs: { context } });
const state = (model: string, id: number) => odoo.db.get(model, id)?.state;

describe('sale.order buttons', () => {
  it('confirms a quotation; call_button answers false for a non-action result', async () => {
    expect((await button('sale.order', 'action_confirm', [1])).result).toBe(false);
    expect(state('sale.order', 1)).toBe('sale');
    expect(await admin.ok('sale.order', 'action_confirm', [[2]])).toBe(true);
  });

  it('refuses to confirm an order without lines, or one already confirmed', async () => {
    const empty = await button('sale.order', 'action_confirm', [9]);
    expect(empty.error.data).toMatchObject({ name: 'odoo.exceptions.UserError' });
    expect(empty.error.data.message).toContain('S00009');
    const twice = await button('sale.order', 'action_confirm', [3]);
    expect(twice.error.data.message).toBe('The following orders are not in a state requiring confirmation: S00003');
  });

  it('cancels (through the wizard unless the warning is disabled) and resets to draft', async () => {
    const { result } = await button('sale.order', 'action_cancel', [3]);
    expect(result).toMatchObject({ type: 'ir.actions.act_window', res_model: 'sale.order.cancel' });
    expect(state('sale.order', 3)).toBe('sale');
    await button('sale.order', 'action_cancel', [3], { disable_cancel_warning: true });
    expect(state('sale.order', 3)).toBe('cancel');
    await button('sale.order', 'action_draft', [3]);
    expect(state('sale.order', 3)).toBe('draft');
  });

  it('on 19 cancels a confirmed order at once: no wizard (as real 19)', async () => {
    odoo.setVersion(19);
    try {
      expect((await button('sale.order', 'action_cancel', [3])).result).toBe(false);
      expect(state('sale.order', 3)).toBe('cancel');
    } finally {
      odoo.setVersion(18);
    }
  });

  it('returns an action dict when the button opens a wizard', async () => {
    const { result } = await button('sale.order', 'action_quotation_send', [1]);
    expect(result).toMatchObject({ type: 'ir.actions.act_window', res_model: 'mail.compose.message', target: 'new' });
  });
});

describe('account.move buttons', () => {
  it('posts a draft invoice, naming it, and resets it to draft', async () => {
    expect((await button('account.move', 'action_post', [6])).result).toBe(false);
    expect(odoo.db.get('account.move', 6)).toMatchObject({ state: 'posted', name: expect.stringMatching(/^INV\/\d{4}\/\d{5}$/) });
    await button('account.move', 'button_draft', [6]);
    expect(state('account.move', 6)).toBe('draft');
  });

  it('refuses to post an invoice without lines', async () => {
    const body = await button('account.move', 'action_post', [7]);
    expect(body.error.data).toMatchObject({ name: 'odoo.exceptions.UserError', message: 'You need to add a line before posting.' });
  });

  it('refuses buttons to a user who may not modify invoices', async () => {
    const demo = new TestClient(odoo.url);
    await demo.login('demo');
    const body = await demo.rpc('/web/dataset/call_button', { model: 'account.move', method: 'action_post', args: [[6]], kwargs: {} });
    expect(body.error.data.message).toMatch(/^You are not allowed to modify 'Journal Entry' \(account\.move\) records\./);
  });

  it('a button on a missing record is a MissingError; an unknown button an AttributeError', async () => {
    expect((await button('account.move', 'action_post', [999])).error.data.name).toBe('odoo.exceptions.MissingError');
    expect((await button('res.partner', 'action_confirm', [5])).error.data.message).toBe("The method 'res.partner.action_confirm' does not exist");
  });
});

describe('seed facts the other tests rely on', () => {
  it('Azure Interior has overdue invoices; Ready Mat too', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const overdue = await admin.ok('account.move', 'search_read', [[
      ['move_type', '=', 'out_invoice'], ['state', '=', 'posted'], ['payment_state', 'in', ['not_paid', 'partial']], ['invoice_date_due', '<', today],
    ]], { fields: ['partner_id', 'amount_residual'], order: 'id' });
    expect(overdue.map((m: { partner_id: [number, string] }) => m.partner_id[1])).toEqual(['Azure Interior', 'Azure Interior', 'Ready Mat']);
  });

  it('has stale opportunities, untouched for over 30 days', async () => {
    const cutoff = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    const stale = await admin.ok('crm.lead', 'search_read', [[['date_last_stage_update', '<', cutoff], ['stage_id.is_won', '=', false]]], { fields: ['name'] });
    expect(stale.map((l: { name: string }) => l.name).sort()).toEqual(['Modern Open Space', 'Open Space Design', 'Quote for 150 carpets']);
  });

  it('has sales this year and last year', async () => {
    const year = new Date().getUTCFullYear();
    const count = (from: string, to: string) => admin.ok('sale.order', 'search_count', [[['state', '=', 'sale'], ['date_order', '>=', from], ['date_order', '<', to]]]);
    expect(await count(`${year}-01-01`, `${year + 1}-01-01`)).toBe(3);
    expect(await count(`${year - 1}-01-01`, `${year}-01-01`)).toBe(3);
  });
});
