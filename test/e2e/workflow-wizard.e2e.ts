/// <reference types="chrome" />
// A workflow action that is a wizard, through the panel: the user on a confirmed order asks for its
// invoice; the card says what Odoo's "Create Invoice" dialog will do and that Undo deletes the
// draft, before anything is sent; Approve creates it through sale.advance.payment.inv with the
// order as active record (the stand-in refuses any other context, as real Odoo does); Undo deletes it.
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

test('create the invoice of a sales order: card first, approve runs the dialog, Undo deletes the draft invoice', async ({ ext }) => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
  odoo.db.write('sale.order', 1, { state: 'sale', invoice_status: 'to invoice' }, 2);
  const invoices = () => odoo.db.records('account.move').filter((m) => m.invoice_origin === 'S00001');
  await logInTab(ext.context, odoo.url, '/odoo/sales/1');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);

  model.script(toolCall('run_skill', { name: 'run_action', input: { model: 'sale.order', ids: [1], method: 'create_invoices' } }), text('The draft invoice is ready.'));
  await ask(panel, 'Create the invoice of this order');
  const card = panel.locator('.confirm-card');
  // The title names the order and the amount of the invoice Odoo will make (issue 28 item 1).
  await expect(card.locator('h3')).toHaveText('Create the invoice of S00001 for $1,589.30.');
  await expect(card).toContainText('a draft invoice');
  await expect(card).toContainText('Undo deletes the draft invoice');
  // The page block named this model's workflow methods, so the model needed no look-up.
  expect(JSON.stringify(model.requests[0]!.body.messages.at(-1))).toContain('create_invoices (Create Invoice)');
  expect(invoices()).toHaveLength(0); // nothing before the click
  await panel.setViewportSize({ width: 400, height: 900 });
  await card.screenshot({ path: 'test-results/workflow-wizard-card.png' });

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('The draft invoice is ready.')).toBeVisible();
  expect(invoices()).toEqual([expect.objectContaining({ state: 'draft', move_type: 'out_invoice', amount_total: 1589.3 })]);
  expect(odoo.db.get('sale.order', 1)).toMatchObject({ invoice_status: 'invoiced' });
  // The dialog got the order as its active record, as Odoo's own button gives it.
  const created = odoo.calls.find((c) => c.model === 'sale.advance.payment.inv' && c.method === 'create');
  expect(JSON.stringify(created)).toContain('"active_ids":[1]');

  await panel.getByRole('button', { name: 'Changes' }).click();
  await panel.getByRole('button', { name: 'Undo', exact: true }).first().click();
  await expect.poll(() => invoices().length).toBe(0);
  expect(odoo.db.get('sale.order', 1)).toMatchObject({ invoice_status: 'to invoice' });
  await panel.screenshot({ path: 'test-results/workflow-wizard-undone.png' });
});
