/// <reference types="chrome" />
// Undo never deletes unseen work: a contact the assistant created, then edited by the same user in
// Odoo's form, is not deleted by its Undo; Changes says what changed and asks (keep, delete
// anyway, archive). On the Odoo stand-in, whose write dates have whole seconds as Odoo's do.
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

const NAME = 'Weft Undo Check Ltd';
const created = () => odoo.db.records('res.partner').find((p) => p.name === NAME);

test("a created contact edited since in Odoo's form: Undo asks instead of deleting it", async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/contacts/5');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);

  model.script(toolCall('create_record', { model: 'res.partner', values: { name: NAME } }), text('The contact is created.'));
  await ask(panel, `Create a contact named ${NAME}`);
  await panel.locator('.confirm-card').getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('The contact is created.')).toBeVisible();
  await expect.poll(() => created()?.id).toBeDefined();
  const id = created()!.id;

  // Odoo's clock moves on past the assistant's second; the user opens the record and edits it.
  const later = odoo.db.now().getTime() + 2_000;
  odoo.db.now = () => new Date(later);
  await tab.goto(`${odoo.url}/odoo/contacts/${id}`);
  await tab.waitForSelector('.o_view_controller.o_form_view');
  await tab.locator('#city_0').fill('Edited in Odoo');
  await tab.locator('.o_form_button_save').click();
  await expect.poll(() => created()?.city).toBe('Edited in Odoo');

  await panel.getByRole('button', { name: 'Changes' }).click();
  await panel.getByRole('button', { name: 'Undo', exact: true }).first().click();
  const chooser = panel.locator('fieldset.conflict');
  await expect(chooser).toContainText('Changed since the assistant made it, by Mitchell Admin');
  await expect(chooser.getByRole('radio', { name: 'Keep it as it is now' })).toBeChecked();
  await expect(chooser.getByRole('radio', { name: 'Delete it anyway, with the changes made since' })).toBeVisible();
  await expect(chooser.getByRole('radio', { name: 'Archive it (the changes stay, hidden with it)' })).toBeVisible();
  expect(created()).toMatchObject({ id, city: 'Edited in Odoo' }); // asked, not deleted
  await panel.screenshot({ path: 'test-results/undo-create-edited.png' });

  // Archive: the record stays, hidden, with the user's edit.
  await chooser.getByRole('radio', { name: 'Archive it (the changes stay, hidden with it)' }).check();
  await chooser.getByRole('button', { name: 'Undo with these choices' }).click();
  await expect.poll(() => created()?.active).toBe(false);
  expect(created()).toMatchObject({ id, city: 'Edited in Odoo' });
});
