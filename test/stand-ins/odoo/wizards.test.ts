// The stand-in's dialogs are as strict about their context as real Odoo (pinned on real 16-19 by
// test/contract/actions-*.contract.test.ts): the wrong context changes nothing or is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OdooStandIn, startOdooStandIn } from './server.ts';
import { TestClient } from './test-client.ts';

let odoo: OdooStandIn;
let admin: TestClient;
beforeAll(async () => {
  odoo = await startOdooStandIn({ version: 17 });
});
afterAll(() => odoo.close());

async function wizard(version: 16 | 17 | 18 | 19, model: string, values: Record<string, unknown>, context: Record<string, unknown>, confirm: string) {
  odoo.reset();
  odoo.setVersion(version);
  admin = new TestClient(odoo.url);
  await admin.login();
  const created = await admin.rpc('/web/dataset/call_kw', { model, method: 'create', args: [values], kwargs: { context } });
  return admin.rpc('/web/dataset/call_button', { model, method: confirm, args: [[created.result]], kwargs: { context } });
}

describe('crm.lead.lost', () => {
  const active = { active_model: 'crm.lead', active_ids: [1], active_id: 1 };
  it('16 marks the active leads lost', async () => {
    await wizard(16, 'crm.lead.lost', { lost_reason_id: 1 }, active, 'action_lost_reason_apply');
    expect(odoo.db.get('crm.lead', 1)).toMatchObject({ active: false, probability: 0, lost_reason_id: 1 });
  });

  it('17+ only mark the leads of default_lead_ids: active_ids alone changes nothing', async () => {
    await wizard(17, 'crm.lead.lost', { lost_reason_id: 1 }, active, 'action_lost_reason_apply');
    expect(odoo.db.get('crm.lead', 1)).toMatchObject({ active: true });
    await wizard(18, 'crm.lead.lost', { lost_reason_id: 1 }, { ...active, default_lead_ids: [1] }, 'action_lost_reason_apply');
    expect(odoo.db.get('crm.lead', 1)).toMatchObject({ active: false, lost_reason_id: 1 });
  });
});

describe('sale.advance.payment.inv', () => {
  it('invoices the orders of active_ids; without them there is nothing to invoice', async () => {
    odoo.reset();
    const none = await wizard(17, 'sale.advance.payment.inv', { advance_payment_method: 'delivered' }, {}, 'create_invoices');
    expect(none.error.data).toMatchObject({ name: 'odoo.exceptions.UserError', message: expect.stringMatching(/^Cannot create an invoice/) });
    const old = await wizard(16, 'sale.advance.payment.inv', { advance_payment_method: 'delivered' }, {}, 'create_invoices');
    expect(old.error.data.message).toMatch(/^There is nothing to invoice!/);

    await admin.rpc('/web/dataset/call_button', { model: 'sale.order', method: 'action_confirm', args: [[1]], kwargs: {} });
    const made = await admin.rpc('/web/dataset/call_kw', { model: 'sale.advance.payment.inv', method: 'create', args: [{}], kwargs: { context: { active_model: 'sale.order', active_ids: [1] } } });
    const closed = await admin.rpc('/web/dataset/call_button', { model: 'sale.advance.payment.inv', method: 'create_invoices', args: [[made.result]], kwargs: { context: { active_ids: [1] } } });
    // 16 closes the dialog; the invoice exists, linked to the order.
    expect(closed.result).toEqual({ type: 'ir.actions.act_window_close' });
    const invoice = odoo.db.records('account.move').at(-1)!;
    expect(invoice).toMatchObject({ move_type: 'out_invoice', state: 'draft', invoice_origin: 'S00001' });
    expect(odoo.db.get('sale.order', 1)).toMatchObject({ invoice_status: 'invoiced' });
  });
});

describe('account.payment.register', () => {
  it('is refused without active_model account.move, and on a draft invoice, as default_get refuses it', async () => {
    await wizard(17, 'crm.lead.lost', {}, {}, 'action_lost_reason_apply'); // a fresh 17 and a session
    const create = (context: Record<string, unknown>) => admin.rpc('/web/dataset/call_kw', { model: 'account.payment.register', method: 'create', args: [{}], kwargs: { context } });
    const bare = await create({ active_ids: [1] });
    expect(bare.error.data).toMatchObject({ name: 'odoo.exceptions.UserError', message: 'The register payment wizard should only be called on account.move or account.move.line records.' });
    expect((await create({ active_model: 'account.move', active_ids: [6] })).error.data.message).toBe('You can only register payment for posted journal entries.');
    expect((await create({ active_model: 'account.move', active_ids: [1] })).result).toEqual(expect.any(Number));
  });
});

describe('mail.compose.message', () => {
  const send = { default_model: 'sale.order', default_res_ids: [1], default_template_id: 1, default_composition_mode: 'comment', mark_so_as_sent: true };
  const comments = () => odoo.db.records('mail.message').filter((m) => m.model === 'sale.order' && m.res_id === 1 && m.message_type === 'comment');

  it('17+ render the template on create and mark the quotation sent', async () => {
    await wizard(17, 'mail.compose.message', {}, send, 'action_send_mail');
    expect(odoo.db.get('sale.order', 1)?.state).toBe('sent');
    expect(comments()).toEqual([expect.objectContaining({ subject: 'YourCompany Quotation (Ref S00001)', partner_ids: [5] })]);
  });

  it('16 created without its form onchange sends "Re: <order>" with an empty body (seen on real 16)', async () => {
    await wizard(16, 'mail.compose.message', {}, send, 'action_send_mail');
    expect(comments()).toEqual([expect.objectContaining({ subject: 'Re: S00001', body: '' })]);
  });

  it('without wkhtmltopdf the quotation PDF cannot be printed: the send is refused and nothing changes', async () => {
    odoo.reset();
    odoo.setVersion(17);
    admin = new TestClient(odoo.url);
    await admin.login();
    odoo.faults.noWkhtmltopdf = true;
    const created = await admin.rpc('/web/dataset/call_kw', { model: 'mail.compose.message', method: 'create', args: [{}], kwargs: { context: send } });
    const body = await admin.rpc('/web/dataset/call_button', { model: 'mail.compose.message', method: 'action_send_mail', args: [[created.result]], kwargs: { context: send } });
    expect(body.error.data).toMatchObject({ name: 'odoo.exceptions.UserError', message: 'Unable to find Wkhtmltopdf on this system. The PDF can not be created.' });
    expect(odoo.db.get('sale.order', 1)?.state).toBe('draft');
    expect(comments()).toEqual([]);
    odoo.faults.clear();
  });
});
