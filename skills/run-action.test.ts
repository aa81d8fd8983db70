import { afterAll, beforeAll, expect, it } from 'vitest';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import { findAction } from '@/lib/ops/actions';
import runAction from './run-action';

let h: SkillHarness;
beforeAll(async () => {
  h = await skillHarness();
});
afterAll(() => h.close());

it('keeps its description short; fitted to the rights, it refuses the actions on a model the user may not write', async () => {
  expect(runAction.description.length).toBeLessThanOrEqual(240);
  expect(runAction.risk).toBe('destructive');
  const salesOnly = runAction.fit!.to({ granted: new Set(['sale.order:read', 'sale.order:write', 'crm.lead:read']) })!;
  expect(salesOnly.description).toBe(runAction.description);
  const r = await h.run(salesOnly, { model: 'crm.lead', ids: [1], method: 'action_set_won' });
  expect(r.isError).toBe(true);
  expect(r.content).toMatch(/access rights do not allow changing crm\.lead records/);
  expect(h.odoo.db.get('crm.lead', 1)?.probability).not.toBe(100);
  expect(runAction.fit!.to({ granted: new Set(['sale.order:read', 'crm.lead:read']) })).toBeUndefined();
});

it('presses an allowed button through the journal', async () => {
  const quotation = h.odoo.db.records('sale.order').find((o) => o.state === 'draft' && h.odoo.db.records('sale.order.line').some((l) => l.order_id === o.id));
  expect(quotation).toBeDefined();
  const r = await h.run(runAction, { model: 'sale.order', ids: [quotation!.id], method: 'action_confirm' });
  expect(r.isError).toBe(false);
  expect(h.writes.at(-1)).toEqual({ kind: 'action', model: 'sale.order', ids: [quotation!.id], method: 'action_confirm' });
  expect(h.odoo.db.get('sale.order', quotation!.id)?.state).toBe('sale');
  expect(r.summary).toMatch(/^Ran Confirm on /);
});

it('refuses a method off the list, naming the allowed ones', async () => {
  const count = h.writes.length;
  const r = await h.run(runAction, { model: 'sale.order', ids: [1], method: 'action_update_prices' });
  expect(r.isError).toBe(true);
  expect(r.content).toMatch(/'action_update_prices' is not an allowed action on sale\.order[\s\S]*action_confirm \(Confirm a quotation/);
  const none = await h.run(runAction, { model: 'res.partner', ids: [5], method: 'unlink' });
  expect(none.content).toMatch(/No actions are allowed on res\.partner/);
  expect(h.writes.length).toBe(count);
});

it("Odoo's business rule refusal reaches the model", async () => {
  const confirmed = h.odoo.db.records('sale.order').find((o) => o.state === 'sale');
  const r = await h.run(runAction, { model: 'sale.order', ids: [confirmed!.id], method: 'action_confirm' });
  expect(r.isError).toBe(true);
  expect(r.content).toMatch(/not in a state requiring confirmation|cannot|state/i);
});

it('on Odoo 16 asks to e-mail a quotation, its composer filled by the form onchange as the dialog does', async () => {
  const old = await skillHarness({ version: 16 });
  try {
    old.decline = true;
    const r = await old.run(runAction, { model: 'sale.order', ids: [1], method: 'action_quotation_send' });
    expect(r.content).toMatch(/declined/i);
    expect(old.writes).toEqual([{ kind: 'action', model: 'sale.order', ids: [1], method: 'action_quotation_send' }]);
    const composer = findAction('sale.order', 'action_quotation_send', 16)!.wizards!['mail.compose.message']!;
    expect(composer.onchange).toMatchObject({ template_id: '1', subject: '', body: '', partner_ids: '' });
    expect(findAction('sale.order', 'action_quotation_send', 17)!.wizards!['mail.compose.message']!.onchange).toBeUndefined();
  } finally {
    await old.close();
  }
});

it('creates the invoice of a confirmed order through its dialog and returns what it made', async () => {
  await h.run(runAction, { model: 'sale.order', ids: [1], method: 'action_confirm' });
  const r = await h.run(runAction, { model: 'sale.order', ids: [1], method: 'create_invoices' });
  expect(r.isError).toBe(false);
  const invoice = h.odoo.db.records('account.move').at(-1)!;
  expect(invoice).toMatchObject({ move_type: 'out_invoice', state: 'draft', invoice_origin: 'S00001' });
  expect(r.content).toContain(`"created":{"model":"account.move","ids":[${invoice.id}]}`);
});
