// account.move.reversal as strict as real 17/18 (pinned on real 16-19 by the credit-note part of
// test/contract/actions-sales.contract.test.ts): moves from active_ids, posted ones only, a journal
// of their type, and a draft credit note pointing back to the invoice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OdooStandIn, startOdooStandIn } from './server.ts';
import { TestClient } from './test-client.ts';

let odoo: OdooStandIn;
let admin: TestClient;
beforeAll(async () => {
  odoo = await startOdooStandIn({ version: 17 });
});
afterAll(() => odoo.close());
beforeEach(async () => {
  odoo.reset();
  admin = new TestClient(odoo.url);
  await admin.login();
});

const active = (ids: number[]) => ({ active_model: 'account.move', active_ids: ids, active_id: ids[0] });
const call = (method: string, args: unknown[], context: Record<string, unknown>) =>
  admin.rpc('/web/dataset/call_kw', { model: 'account.move.reversal', method, args, kwargs: { context } });

describe('account.move.reversal', () => {
  it("action_reverse opens the wizard named 'Credit Note' for an invoice, its context unevaluated", async () => {
    const answer = await admin.rpc('/web/dataset/call_button', { model: 'account.move', method: 'action_reverse', args: [[5]], kwargs: {} });
    expect(answer.result).toMatchObject({ type: 'ir.actions.act_window', name: 'Credit Note', res_model: 'account.move.reversal', target: 'new', context: '{}' });
  });

  it('default_get reads the moves of active_ids only for account.move, and refuses draft ones', async () => {
    expect((await call('default_get', [['move_ids', 'company_id', 'date']], active([5]))).result).toMatchObject({ move_ids: [[6, 0, [5]]], company_id: 1 });
    expect((await call('default_get', [['move_ids']], { ...active([5]), active_model: 'sale.order' })).result).toMatchObject({ move_ids: [[6, 0, []]] });
    expect((await call('default_get', [['move_ids']], active([5, 6]))).error.data.message).toBe('You can only reverse posted moves.');
  });

  it('needs its journal (create does not compute it) and one of the reversed entry type', async () => {
    expect((await call('create', [{ reason: 'x' }], active([5]))).error.data.name).toBe('odoo.exceptions.ValidationError');
    const wrong = await call('create', [{ journal_id: 2 }], active([5]));
    const refused = await admin.rpc('/web/dataset/call_button', { model: 'account.move.reversal', method: 'refund_moves', args: [[wrong.result]], kwargs: { context: active([5]) } });
    expect(refused.error.data.message).toBe('Journal should be the same type as the reversed entry.');
  });

  it('refund_moves makes a draft credit note reversing the invoice, with the reason in its reference', async () => {
    const id = (await call('create', [{ journal_id: 1, reason: 'Damaged' }], active([5]))).result;
    const answer = await admin.rpc('/web/dataset/call_button', { model: 'account.move.reversal', method: 'refund_moves', args: [[id]], kwargs: { context: active([5]) } });
    expect(answer.result).toMatchObject({ type: 'ir.actions.act_window', res_model: 'account.move', view_mode: 'form', context: { default_move_type: 'out_refund' } });
    const invoice = odoo.db.get('account.move', 5)!;
    expect(odoo.db.get('account.move', answer.result.res_id)).toMatchObject({
      state: 'draft', move_type: 'out_refund', reversed_entry_id: 5, partner_id: invoice.partner_id, journal_id: 1,
      ref: `Reversal of: ${String(invoice.name)}, Damaged`, amount_total: invoice.amount_total,
    });
    expect(invoice.state).toBe('posted');
  });
});
