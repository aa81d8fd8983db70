/// <reference types="chrome" />
// Edit before Approve: the user changes a value on the confirm card, Odoo checks it, and what runs,
// what Odoo holds and what Changes lists is the edited write; the model is told what changed.
import type { Page } from '@playwright/test';
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

const partner = (id: number) => odoo.db.records('res.partner').find((p) => p.id === id)!;
/** The tool result the model got for the approved write (the request after the card). */
const toolResultText = () => JSON.stringify(model.requests.at(-1)?.body ?? {});

async function shoot(panel: Page, name: string) {
  for (const width of [240, 320, 400]) {
    await panel.setViewportSize({ width, height: 720 });
    await panel.locator('.confirm-card').scrollIntoViewIfNeeded();
    await panel.screenshot({ path: `test-results/card-edit-${name}-${width}.png` });
  }
  await panel.setViewportSize({ width: 400, height: 720 });
}

test('a phone changed on the card before Approve: Odoo holds the edited value, Changes shows it, the model is told', async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/sales/1');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  model.script(toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: '+30 210 555 0199' } }), text('Done.'));
  await ask(panel, 'Set the phone of Azure Interior to +30 210 555 0199');

  const card = panel.locator('.confirm-card');
  await expect(card).toContainText('+30 210 555 0199');
  await card.getByRole('button', { name: 'Edit values' }).click();
  const phone = card.getByLabel('Phone');
  await expect(phone).toHaveValue('+30 210 555 0199');
  await phone.fill('+30 210 555 0200');
  // Typed, not checked yet: Approve waits, and the card says why.
  await expect(card.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(card).toContainText('Leave the field or press Enter: Odoo checks your value before you approve.');
  await phone.press('Enter');
  await expect(card.locator('.after')).toHaveText('+30 210 555 0200');
  await expect(card).toContainText('You changed: Phone. Approve runs the change with your values.');
  await shoot(panel, 'phone');
  expect(partner(5).phone).not.toBe('+30 210 555 0200'); // nothing before the click

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('Done.')).toBeVisible();
  expect(partner(5).phone).toBe('+30 210 555 0200');
  expect(toolResultText()).toContain("The user changed Phone '+30 210 555 0199' → '+30 210 555 0200' before approving");

  await panel.getByRole('button', { name: 'Changes' }).click();
  await expect(panel.locator('.operation').first()).toContainText('+30 210 555 0200');
  await expect(panel.locator('.operation').first()).not.toContainText('+30 210 555 0199');
});

test('a customer picked by name and a date changed on the card: the edited write runs', async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/sales/1');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  model.script(toolCall('update_records', { model: 'sale.order', ids: [1], values: { partner_id: 5, validity_date: '2026-12-01' } }), text('Updated.'));
  await ask(panel, 'Set the customer of S00001 to Azure Interior, valid until 1 December');

  const card = panel.locator('.confirm-card');
  await card.getByRole('button', { name: 'Edit values' }).click();
  const customer = card.getByLabel('Customer');
  await customer.fill('Deco');
  await customer.press('Enter');
  await card.locator('.choice-option').filter({ hasText: 'deco.addict82@' }).click();
  // The card's table of changes (Odoo's computed totals are a table of their own below it).
  await expect(card.locator('tbody').first()).toContainText('Deco Addict');
  const date = card.getByLabel('Expiration');
  await date.fill('2026-12-15');
  await date.press('Enter');
  await expect(card).toContainText('You changed: Customer, Expiration.');
  await shoot(panel, 'record');

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('Updated.')).toBeVisible();
  const order = odoo.db.records('sale.order').find((o) => o.id === 1)!;
  expect(order.partner_id).toBe(6);
  expect(order.validity_date).toBe('2026-12-15');
  expect(toolResultText()).toContain('Customer Azure Interior (id 5) → Deco Addict (id 6)');
});

test('a line’s quantity changed on the card: Odoo’s total follows before Approve, Odoo holds 4, Changes shows it', async ({ ext }) => {
  const line = odoo.db.records('sale.order.line').find((l) => l.order_id === 1)!;
  const order = () => odoo.db.records('sale.order').find((o) => o.id === 1)!;
  await logInTab(ext.context, odoo.url, '/odoo/sales/1');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  model.script(toolCall('update_records', { model: 'sale.order', ids: [1], values: { order_line: [[1, line.id, { product_uom_qty: 3 }]] } }), text('Quantity set.'));
  await ask(panel, 'Set the first line of S00001 to 3 units');

  const card = panel.locator('.confirm-card');
  const total = card.locator('.consequences-table tr.total .after');
  await expect(total).toBeVisible();
  const proposedTotal = await total.textContent();
  await card.getByRole('button', { name: 'Edit values' }).click();
  const group = card.getByRole('group', { name: /^Line 1/ });
  const quantity = group.getByLabel('Quantity');
  await expect(quantity).toHaveValue('3');
  await quantity.fill('4');
  await quantity.press('Enter');
  await expect(card).toContainText('You changed: Quantity (line 1).');
  // Odoo's own onchange priced the edited write again: the total on the card follows the 4.
  await expect(total).not.toHaveText(proposedTotal!);
  const shownTotal = await total.textContent();
  await shoot(panel, 'line');
  expect(line.product_uom_qty).not.toBe(4);

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('Quantity set.')).toBeVisible();
  expect(odoo.db.records('sale.order.line').find((l) => l.id === line.id)!.product_uom_qty).toBe(4);
  expect(shownTotal).toContain(Number(order().amount_total).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  expect(toolResultText()).toMatch(/The user changed line 1 \(.*\) Quantity 3 → 4 before approving/);

  await panel.getByRole('button', { name: 'Changes' }).click();
  await expect(panel.locator('.operation').first()).toContainText('4');
});
