/// <reference types="chrome" />
// Privacy as a user meets it in the side panel: Odoo data held until Send, and "delete my data".
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { expect, test } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

test('ask before sending: the read is shown and sent on Send; Don’t send keeps it back; then delete my data', async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/contacts/16');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  await panel.getByLabel('Ask before sending Odoo data to the model').check();
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByRole('button', { name: 'Assistant' }).click();

  // A suggestion's chat prompt names the record: the click puts it in the message box to read, unsent.
  const suggestion = panel.locator('.suggestion', { hasText: 'The Jackson Group at a glance' });
  await suggestion.getByRole('button', { name: 'Ask Weft' }).click({ timeout: 30_000 });
  await expect(panel.getByLabel('Message', { exact: true })).toHaveValue(/The Jackson Group/, { timeout: 15_000 });
  expect(model.requests).toHaveLength(0);
  await panel.getByLabel('Message', { exact: true }).fill('');

  // The page first: its card shows where the user is; nothing reaches the model before Send.
  model.script(toolCall('find_by_name', { model: 'res.partner', name: 'Azure' }, 'toolu_1'), text('Azure Interior is in Fremont.'));
  await ask(panel, 'Where is Azure Interior?');
  const pageCard = panel.locator('.send-card', { hasText: 'Send the page you are on?' });
  await expect(pageCard).toBeVisible({ timeout: 30_000 });
  await expect(pageCard.getByTestId('send-content')).toContainText('model res.partner, record id 16');
  await panel.screenshot({ path: 'test-results/privacy-page-card.png' });
  expect(model.requests).toHaveLength(0);
  await pageCard.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => model.requests.length, { timeout: 30_000 }).toBe(1);
  expect(JSON.stringify(model.requests[0]!.body.messages)).toContain('record id 16');
  expect(JSON.stringify(model.requests[0]!.body.system)).not.toContain('Mitchell Admin');

  // Then the tool's result: the card shows the record data; the model gets it only after the click.
  const card = panel.locator('.send-card', { hasText: 'Send this to the model?' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('send-content')).toContainText('Azure Interior');
  await panel.screenshot({ path: 'test-results/privacy-send-card.png' });
  expect(model.requests).toHaveLength(1);
  await card.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(panel.getByText('Azure Interior is in Fremont.')).toBeVisible({ timeout: 30_000 });
  expect(JSON.stringify(model.requests[1]!.body.messages.at(-1))).toContain('Azure Interior');

  // Don't send, twice: the page stays back (the message goes with a note), then the model is told
  // the user declined the record, and gets none of the data.
  model.script(toolCall('read_record', { model: 'res.partner', ids: [5] }, 'toolu_2'), text('Understood, I did not see it.'));
  await ask(panel, 'Show me its full details.');
  await panel.locator('.send-card', { hasText: 'Send the page you are on?' }).getByRole('button', { name: 'Don’t send' }).click();
  await expect.poll(() => model.requests.length, { timeout: 30_000 }).toBe(3);
  const asked = JSON.stringify(model.requests[2]!.body.messages.at(-1));
  expect(asked).toContain('chose not to share the Odoo page');
  expect(asked).not.toContain('record id 16');
  await panel.locator('.send-card', { hasText: 'Send this to the model?' }).getByRole('button', { name: 'Don’t send' }).click();
  await expect(panel.getByText('Understood, I did not see it.')).toBeVisible({ timeout: 30_000 });
  const declined = JSON.stringify(model.requests.at(-1)!.body.messages.at(-1));
  expect(declined).toContain('declined to send');
  expect(declined).not.toContain('De Silva');

  // An Odoo error quotes Odoo: it waits in a card too.
  model.script(toolCall('update_records', { model: 'res.partner', ids: [999998], values: { name: 'x' } }, 'toolu_3'), text('That record is gone.'));
  await ask(panel, 'Rename record 999998 to x.');
  await panel.locator('.send-card', { hasText: 'Send the page you are on?' }).getByRole('button', { name: 'Send', exact: true }).click();
  const errorCard = panel.locator('.send-card', { hasText: 'Odoo answered with this error' });
  await expect(errorCard.getByTestId('send-content')).toContainText('999998', { timeout: 30_000 });
  const before = model.requests.length;
  await panel.screenshot({ path: 'test-results/privacy-error-card.png' });
  await errorCard.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(panel.getByText('That record is gone.')).toBeVisible({ timeout: 30_000 });
  expect(model.requests.length).toBe(before + 1);
  expect(JSON.stringify(model.requests.at(-1)!.body.messages.at(-1))).toContain('999998');

  // Delete my data: asked first, then the conversation is gone from this browser.
  const conversations = () => ext.worker.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open('weft');
    open.onsuccess = () => {
      const count = open.result.transaction('conversations').objectStore('conversations').count();
      count.onsuccess = () => (open.result.close(), resolve(count.result));
    };
  }));
  expect(await conversations()).toBe(1);
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  await panel.getByRole('button', { name: 'Delete my Weft data for this Odoo user' }).click();
  const confirm = panel.getByRole('alertdialog');
  await expect(confirm).toContainText('cannot be undone');
  expect(await conversations()).toBe(1); // nothing before the second click
  await panel.screenshot({ path: 'test-results/privacy-delete-confirm.png' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(panel.getByText('Deleted.')).toBeVisible({ timeout: 15_000 });
  expect(await conversations()).toBe(0);
});
