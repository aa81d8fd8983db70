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

  // Send: the card shows the record data; the model gets it only after the click.
  model.script(toolCall('find_by_name', { model: 'res.partner', name: 'Azure' }, 'toolu_1'), text('Azure Interior is in Fremont.'));
  await ask(panel, 'Where is Azure Interior?');
  const card = panel.locator('.send-card');
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('send-content')).toContainText('Azure Interior');
  await panel.screenshot({ path: 'test-results/privacy-send-card.png' });
  expect(model.requests).toHaveLength(1);
  await card.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(panel.getByText('Azure Interior is in Fremont.')).toBeVisible({ timeout: 30_000 });
  expect(JSON.stringify(model.requests[1]!.body.messages.at(-1))).toContain('Azure Interior');

  // Don't send: the model is told the user declined, and gets none of the data.
  model.script(toolCall('read_record', { model: 'res.partner', ids: [5] }, 'toolu_2'), text('Understood, I did not see it.'));
  await ask(panel, 'Show me its full details.');
  await expect(panel.locator('.send-card')).toBeVisible({ timeout: 30_000 });
  await panel.locator('.send-card').getByRole('button', { name: 'Don’t send' }).click();
  await expect(panel.getByText('Understood, I did not see it.')).toBeVisible({ timeout: 30_000 });
  const declined = JSON.stringify(model.requests.at(-1)!.body.messages.at(-1));
  expect(declined).toContain('declined to send');
  expect(declined).not.toContain('De Silva');

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
