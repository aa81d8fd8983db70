/// <reference types="chrome" />
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';
import { REAL_URL, openRealOdoo, realAdmin, skipUnlessRealOdoo } from './real-odoo-login';

// The content script against the real web client's DOM: runs only when ODOO_URL names a real Odoo
// reachable as a loopback origin (the test build's host permissions), e.g.
// ODOO_URL=http://127.0.0.1:8069 npx playwright test -c test/e2e/playwright.config.ts real-odoo
const url = REAL_URL;
skipUnlessRealOdoo();

test('real Odoo: the panel follows list -> form and knows the signed-in user', async ({ ext }) => {
  test.setTimeout(120_000);
  const { tab, panel, version } = await openRealOdoo(ext);
  await tab.goto(version >= 18 ? `${url}/odoo/action-sale.action_orders` : `${url}/web#action=sale.action_orders&view_type=list`);
  await tab.waitForSelector('.o_action_manager .o_view_controller.o_list_view .o_data_row', { timeout: 60_000 });
  const bar = panel.getByTestId('context-bar');
  await expect(bar).toContainText('order · list', { timeout: 15_000 });

  await tab.locator('.o_data_row .o_data_cell').first().click();
  await tab.waitForSelector('.o_action_manager .o_view_controller.o_form_view', { timeout: 30_000 });
  // 17-19 show the last crumb in .o_breadcrumb; 16 has none, its last crumb is the active list item.
  const crumb = version >= 17 ? '.o_breadcrumb .o_last_breadcrumb_item > span' : '.o_control_panel ol.breadcrumb > li.breadcrumb-item.active > span';
  const name = (await tab.locator(crumb).innerText()).trim();
  expect(name).not.toBe('');
  await expect(bar).toContainText(`${name} · order`, { timeout: 15_000 });
});

test('real Odoo: the open form shows the new value after an approved write and after its Undo', async ({ ext }) => {
  test.setTimeout(180_000);
  const { startModelStandIn, text, toolCall } = await import('../stand-ins/model/server');
  const model = await startModelStandIn();
  const client = await realAdmin();
  const id = await client.create('res.partner', { name: `Weft tab refresh ${Date.now()}`, phone: '+30 210 000 0100' });
  try {
    const tab = await logInTab(ext.context, url!, `/web#id=${id}&model=res.partner&view_type=form`);
    const phone = tab.locator('.o_form_view div[name="phone"] input');
    await expect(phone).toHaveValue('+30 210 000 0100', { timeout: 60_000 });
    await tab.evaluate(() => ((window as unknown as { weftMarker: number }).weftMarker = 7));
    const panel = await openPanel(ext, url!);
    await useModelStandIn(panel, model.url);
    model.script(toolCall('update_records', { model: 'res.partner', ids: [id], values: { phone: '+30 210 000 0199' } }), text('Updated.'));
    await panel.getByLabel('Message').fill('Set the phone to +30 210 000 0199');
    await panel.getByLabel('Message').press('Enter');
    await panel.locator('.confirm-card').getByRole('button', { name: 'Approve' }).click();
    await expect(panel.getByText('Updated.')).toBeVisible();
    await expect(phone).toHaveValue('+30 210 000 0199', { timeout: 15_000 });

    await panel.getByRole('button', { name: 'Changes' }).click();
    await panel.getByRole('button', { name: 'Undo', exact: true }).first().click();
    await expect(phone).toHaveValue('+30 210 000 0100', { timeout: 15_000 });
    // Reloaded through the web client: the page itself was not reloaded.
    expect(await tab.evaluate(() => (window as unknown as { weftMarker?: number }).weftMarker)).toBe(7);
  } finally {
    await client.unlink('res.partner', [id]).catch(() => undefined);
    await model.close();
  }
});

test('real Odoo: rows ticked in a list reach the model as "the selected ones", by record id', async ({ ext }) => {
  test.setTimeout(180_000);
  const { startModelStandIn, text } = await import('../stand-ins/model/server');
  const model = await startModelStandIn();
  try {
    const { tab, panel, version } = await openRealOdoo(ext, { modelUrl: model.url });
    await tab.goto(version >= 18 ? `${url}/odoo/action-sale.action_orders` : `${url}/web#action=sale.action_orders&view_type=list`);
    const rows = tab.locator('.o_action_manager .o_list_view .o_data_row');
    await rows.first().waitFor({ timeout: 60_000 });
    for (const i of [0, 2]) await rows.nth(i).locator('td.o_list_record_selector').click();
    const names = await Promise.all([0, 2].map(async (i) => (await rows.nth(i).locator('td[name="name"]').innerText()).trim()));
    const client = await realAdmin();
    const { records } = await client.searchRead('sale.order', { domain: [['name', 'in', names]], fields: ['name'] });
    const ids = names.map((n) => records.find((r) => r.name === n)!.id);
    model.script(text('Two orders are selected.'));
    await ask(panel, 'What are the selected ones?');
    await expect(panel.getByText('Two orders are selected.')).toBeVisible({ timeout: 30_000 });
    expect(JSON.stringify(model.requests[0]!.body.messages.at(-1))).toContain(`Selected rows (sale.order ids): [${ids.join(', ')}]`);
  } finally {
    await model.close();
  }
});
