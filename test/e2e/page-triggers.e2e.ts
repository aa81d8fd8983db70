/// <reference types="chrome" />
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { logInTab, openPanel, triggersSeen, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
test.beforeEach(async () => {
  odoo = await startOdooStandIn({ version: 18 });
});
test.afterEach(async () => odoo.close());

test('the content script sends each trigger once per page event', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/sales');
  const panel = await openPanel(ext, odoo.url);
  const seen = await triggersSeen<{ kind: string }>(ext.worker);
  const triggers = async () => (await seen()).map((t) => t.kind);

  await tab.locator('.o_data_row').first().click();
  await tab.waitForSelector('.o_view_controller.o_form_view');
  await expect.poll(triggers).toEqual(['view_loaded', 'record_opened']);

  await tab.evaluate(() => (window as unknown as { __standin: { navigate(u: string): void } }).__standin.navigate('/odoo/sales'));
  await tab.waitForSelector('.o_view_controller.o_list_view .o_data_row');
  await expect.poll(triggers).toEqual(['view_loaded', 'record_opened', 'view_loaded']);
  await tab.locator('.o_searchview_input').fill('no such order zzz');
  await tab.locator('.o_searchview_input').press('Enter');
  await tab.waitForSelector('.o_view_nocontent');
  await expect.poll(triggers).toEqual(['view_loaded', 'record_opened', 'view_loaded', 'search_performed', 'search_empty']);

  await tab.locator('.o_weft_test_error').click();
  await tab.waitForSelector('.modal .o_error_dialog');
  await expect.poll(triggers).toContain('error_shown');
  // Nothing arrives twice: the next page's trigger comes after these on the one port, so once it
  // is here, a second error_shown or record_opened would be too (a pause proved nothing under load).
  await tab.locator('.modal .o-default-button').click();
  await tab.evaluate(() => (window as unknown as { __standin: { navigate(u: string): void } }).__standin.navigate('/odoo/sales/2'));
  await tab.waitForSelector('.o_view_controller.o_form_view');
  await expect.poll(triggers).toEqual(['view_loaded', 'record_opened', 'view_loaded', 'search_performed', 'search_empty', 'error_shown', 'view_loaded', 'record_opened']);
});

test('Confirm pressed in the page: the trigger says which button once Odoo did it, and the next step is a card; a refused Confirm says nothing', async ({ ext }) => {
  const { startModelStandIn } = await import('../stand-ins/model/server');
  const model = await startModelStandIn();
  try {
    const tab = await logInTab(ext.context, odoo.url, '/odoo/sales/9');
    const panel = await openPanel(ext, odoo.url);
    await useModelStandIn(panel, model.url);
    const got = await triggersSeen<{ kind: string; button?: string }>(ext.worker);
    // S00009 has no lines: Odoo refuses to confirm it (an error dialog), its status stays Quotation.
    await tab.locator('.o_statusbar_buttons button[name=action_confirm]').click();
    await tab.waitForSelector('.modal .o_error_dialog');
    await expect.poll(async () => (await got()).map((t) => t.kind)).toContain('error_shown');
    expect((await got()).map((t) => t.kind)).not.toContain('action_done');
    await tab.locator('.modal .o-default-button').click();

    await tab.evaluate(() => (window as unknown as { __standin: { navigate(u: string): void } }).__standin.navigate('/odoo/sales/2'));
    await tab.waitForSelector('.o_form_view .o_statusbar_buttons button[name=action_confirm]');
    await tab.locator('.o_statusbar_buttons button[name=action_confirm]').click();
    await expect.poll(async () => (await got()).filter((t) => t.kind === 'action_done')).toEqual([expect.objectContaining({ button: 'action_confirm' })]);
    const card = panel.locator('article.suggestion').filter({ hasText: 'S00002 is confirmed: create its invoice?' });
    await expect(card).toHaveCount(1, { timeout: 20_000 });
    // The write goes through the one approval pipeline: the card first, nothing before Approve.
    const invoices = odoo.db.records('account.move').length;
    await card.getByRole('button').first().click();
    await expect(panel.locator('.confirm-card')).toBeVisible();
    expect(odoo.db.records('account.move')).toHaveLength(invoices);
    expect(model.requests).toHaveLength(0);
  } finally {
    await model.close();
  }
});

test('a customer with overdue invoices picked on a new quotation: field_changed once the list closes, and the card before saving', async ({ ext }) => {
  const { startModelStandIn } = await import('../stand-ins/model/server');
  const model = await startModelStandIn();
  try {
    const tab = await logInTab(ext.context, odoo.url, '/odoo/sales/new');
    const panel = await openPanel(ext, odoo.url);
    await useModelStandIn(panel, model.url);
    const got = await triggersSeen<{ kind: string; field?: string; detail?: string }>(ext.worker);
    const input = tab.locator('.o_field_widget[name=partner_id] input');
    await input.pressSequentially('Azure');
    await tab.locator('.o-autocomplete--dropdown-item').filter({ hasText: /^Azure Interior$/ }).click();
    await expect.poll(async () => (await got()).filter((t) => t.kind === 'field_changed')).toEqual([expect.objectContaining({ field: 'partner_id', detail: 'Azure Interior' })]);
    const card = panel.locator('article.suggestion').filter({ hasText: 'Azure Interior has 2 overdue invoices' });
    await expect(card).toHaveCount(1, { timeout: 20_000 });
    await expect(card).toContainText('not saved yet');
    expect(tab.url()).toMatch(/\/odoo\/sales\/new$/);
    expect(model.requests).toHaveLength(0);
  } finally {
    await model.close();
  }
});

test('Register Payment in the page: no status move, done once its wizard went through (a discarded one says nothing); the customer still overdue is a card', async ({ ext }) => {
  const { startModelStandIn } = await import('../stand-ins/model/server');
  const model = await startModelStandIn();
  try {
    const tab = await logInTab(ext.context, odoo.url, '/odoo/invoicing/1');
    const panel = await openPanel(ext, odoo.url);
    await useModelStandIn(panel, model.url);
    const got = await triggersSeen<{ kind: string; button?: string }>(ext.worker);
    const pay = tab.locator('.o_statusbar_buttons button[name=action_register_payment]');
    // Opened, then discarded: the form comes back unchanged.
    await pay.click();
    await tab.locator('.modal [special=cancel]').click();
    await expect(tab.locator('.modal')).toHaveCount(0);
    await expect(pay).toBeEnabled();
    // Opened again and gone through: the invoice is paid, its status still Posted.
    await pay.click();
    await tab.locator('.modal [name=action_create_payments]').click();
    await expect(tab.locator('.modal')).toHaveCount(0);
    await expect.poll(async () => (await got()).filter((t) => t.kind === 'action_done')).toEqual([expect.objectContaining({ button: 'action_register_payment' })]);
    expect(odoo.db.get('account.move', 1)).toMatchObject({ state: 'posted', payment_state: 'paid' });
    // Only the press that went through was told (the discarded one came first and said nothing).
    const card = panel.locator('article.suggestion').filter({ hasText: 'Azure Interior has 1 overdue invoice' });
    await expect(card).toHaveCount(1, { timeout: 20_000 });
    await expect(card).toContainText('after the payment just registered');
    expect(model.requests).toHaveLength(0);
  } finally {
    await model.close();
  }
});

test('a vendor with a bill past due picked on a new purchase order: field_changed, and the card before saving', async ({ ext }) => {
  const { startModelStandIn } = await import('../stand-ins/model/server');
  const model = await startModelStandIn();
  try {
    const tab = await logInTab(ext.context, odoo.url, '/odoo/purchase/new');
    const panel = await openPanel(ext, odoo.url);
    await useModelStandIn(panel, model.url);
    const input = tab.locator('.o_field_widget[name=partner_id] input');
    await input.pressSequentially('Lumber');
    await tab.locator('.o-autocomplete--dropdown-item').filter({ hasText: /^Lumber Inc$/ }).click();
    const card = panel.locator('article.suggestion').filter({ hasText: /Lumber Inc has \d+ (late receipts?|overdue bills? to pay)/ });
    await expect(card).toHaveCount(1, { timeout: 20_000 });
    await expect(card).toContainText('the vendor just picked, not saved yet');
    expect(tab.url()).toMatch(/\/odoo\/purchase\/new$/);
    expect(model.requests).toHaveLength(0);
  } finally {
    await model.close();
  }
});
