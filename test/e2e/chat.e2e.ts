/// <reference types="chrome" />
import type { Page, Worker } from '@playwright/test';
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { logInTab, openPanel } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

/** Logs in to the Odoo stand-in in a tab, opens the panel beside it, grants the origin, sets the API. */
async function setUp(ext: { context: import('@playwright/test').BrowserContext; worker: Worker; extensionId: string }, path: string): Promise<{ tab: Page; panel: Page }> {
  const tab = await logInTab(ext.context, odoo.url, path);
  await tab.waitForSelector('.o_view_controller.o_form_view');
  const panel = await openPanel(ext, odoo.url);
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  await panel.getByLabel('Anthropic API key').fill('test-key');
  await panel.getByLabel(/API base URL/).fill(model.url);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Saved.')).toBeVisible();
  await panel.getByRole('button', { name: 'Assistant' }).click();
  // The notice speaks of Settings: it does not follow the user into the chat.
  await expect(panel.getByText('Settings saved.')).toHaveCount(0);
  return { tab, panel };
}

async function ask(panel: Page, question: string) {
  await panel.getByLabel('Message').fill(question);
  await panel.getByLabel('Message').press('Enter');
}

test('a question answered with a read skill, streamed into the panel', async ({ ext }) => {
  const { panel } = await setUp(ext, '/odoo/contacts/5');
  model.script(
    toolCall('search_records', { model: 'res.partner', domain: [['name', 'ilike', 'Azure']], fields: ['name', 'phone'] }),
    text('Azure Interior can be reached at +1 555 0100.'),
  );
  await ask(panel, "What is Azure Interior's phone number?");
  await expect(panel.getByText('Azure Interior can be reached at +1 555 0100.')).toBeVisible();
  await expect(panel.locator('.tool-card').first()).toContainText('Search records');

  // The request carried the tools with a cache breakpoint, and the user's page as context.
  const first = model.requests[0]!.body;
  expect(first.tools.map((t: { name: string }) => t.name)).toContain('update_records');
  expect(first.tools.at(-1).cache_control).toEqual({ type: 'ephemeral' });
  expect(JSON.stringify(first.messages[0])).toContain('res.partner');
  // The API never gets browser cookies (a gateway on the Odoo host would otherwise get the session).
  expect(model.requests[0]!.headers.cookie).toBeUndefined();
  // The tool result went back to the model as data from Odoo.
  expect(JSON.stringify(model.requests[1]!.body.messages.at(-1))).toContain('Azure Interior');
});

test('a write asks first; approve changes Odoo; Undo in Changes restores it, Redo does it again', async ({ ext }) => {
  const { panel } = await setUp(ext, '/odoo/contacts/5');
  const before = odoo.db.get('res.partner', 5)!.phone;
  model.script(toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: '+30 210 555 0199' } }), text('The phone number is updated.'));
  await ask(panel, 'Set the phone of Azure Interior to +30 210 555 0199');

  const card = panel.locator('.confirm-card');
  await expect(card).toContainText('+30 210 555 0199');
  expect(odoo.db.get('res.partner', 5)!.phone).toBe(before); // nothing written before the click
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('The phone number is updated.')).toBeVisible();
  expect(odoo.db.get('res.partner', 5)!.phone).toBe('+30 210 555 0199');

  await panel.getByRole('button', { name: 'Changes' }).click();
  await expect(panel.locator('.operation').first()).toContainText('+30 210 555 0199');
  await panel.getByRole('button', { name: 'Undo', exact: true }).first().click();
  await expect.poll(() => odoo.db.get('res.partner', 5)!.phone).toBe(before);

  // Changed their mind: Redo does it again, as a new change with its own Undo, and is offered once.
  await panel.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect.poll(() => odoo.db.get('res.partner', 5)!.phone).toBe('+30 210 555 0199');
  await expect(panel.getByText('Done again: the change is in the list again, with its own Undo.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Redo', exact: true })).toHaveCount(0);
  await expect(panel.locator('.operation').first()).toHaveAttribute('data-status', 'done');
  await panel.getByRole('button', { name: 'Undo', exact: true }).first().click();
  await expect.poll(() => odoo.db.get('res.partner', 5)!.phone).toBe(before);
});

test('declining a write changes nothing', async ({ ext }) => {
  const { panel } = await setUp(ext, '/odoo/contacts/5');
  const before = odoo.db.get('res.partner', 5)!.phone;
  model.script(toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: '000' } }), text('Understood, nothing changed.'));
  await ask(panel, 'Set the phone to 000');
  await panel.locator('.confirm-card').getByRole('button', { name: 'Decline' }).click();
  await expect(panel.getByText('Understood, nothing changed.')).toBeVisible();
  expect(odoo.db.get('res.partner', 5)!.phone).toBe(before);
  expect(JSON.stringify(model.requests[1]!.body.messages.at(-1))).toMatch(/declined/i);
});

test('a bad API key says what to do', async ({ ext }) => {
  const { panel } = await setUp(ext, '/odoo/contacts/5');
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  await panel.getByLabel('Anthropic API key').fill('bad-key');
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByRole('button', { name: 'Assistant' }).click();
  await ask(panel, 'Hello');
  await expect(panel.getByText(/API key/i).first()).toBeVisible();
  await expect(panel.getByRole('button', { name: /settings|API key|configuration/i }).first()).toBeVisible();
});
