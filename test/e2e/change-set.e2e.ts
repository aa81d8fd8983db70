/// <reference types="chrome" />
// A change to many records (issue 28 item 3) as a user meets it: one card, a row per record with its
// name and before → after, three rows unticked, one Approve that writes the seventeen others, and
// one Undo in Changes that puts all seventeen back. Screenshots of the card at 240, 320 and 400 px.
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';
import { overflowIn } from './overflow';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

test('a change set of 20 records with 3 left out writes 17, and one Undo in Changes restores the 17', async ({ ext }) => {
  const ids = Array.from({ length: 20 }, (_, i) => odoo.db.create('res.partner', { name: `Lyon Contact ${String(i + 1).padStart(2, '0')}`, city: 'Lyon', active: true }).id);
  const cities = () => ids.map((id) => odoo.db.get('res.partner', id)!.city);
  const leftOut = [ids[2]!, ids[9]!, ids[17]!];
  await logInTab(ext.context, odoo.url, '/odoo/contacts');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  model.script(toolCall('update_records', { model: 'res.partner', ids, values: { city: 'Paris' } }), text('The contacts are in Paris now.'));
  await ask(panel, 'Move these twenty contacts to Paris');

  const card = panel.locator('.confirm-card');
  await expect(card.locator('.set-table tbody tr')).toHaveCount(20);
  await expect(card).toContainText('Lyon Contact 01');
  await expect(card).toContainText('City: Lyon → Paris');
  await expect(card).toContainText('20 of 20 records will change.');
  await expect(card).not.toContainText('res.partner');
  expect(cities().every((c) => c === 'Lyon')).toBe(true); // nothing before the click

  for (const id of leftOut) await card.getByRole('checkbox', { name: `Include ${odoo.db.get('res.partner', id)!.name}` }).uncheck();
  await expect(card).toContainText('17 of 20 records will change.');
  const approve = card.getByRole('button', { name: 'Approve 17 records' });
  await expect(approve).toBeVisible();
  // The rows scroll inside the card: Approve stays in the panel at every width.
  for (const width of [240, 320, 400]) {
    await panel.setViewportSize({ width, height: 720 });
    await card.scrollIntoViewIfNeeded();
    expect(await overflowIn(panel)).toEqual([]);
    await expect(approve).toBeInViewport();
    await card.screenshot({ path: `test-results/change-set-card-${width}.png` });
  }
  await panel.setViewportSize({ width: 400, height: 720 });
  await approve.click();
  await expect(panel.getByText('The contacts are in Paris now.')).toBeVisible();
  expect(cities()).toEqual(ids.map((id) => (leftOut.includes(id) ? 'Lyon' : 'Paris')));

  await panel.getByRole('button', { name: 'Changes' }).click();
  const set = panel.locator('.operation.change-set');
  await expect(set).toHaveCount(1);
  await expect(set).toContainText('17 records changed');
  await expect(set.locator('.set-row')).toHaveCount(17);
  await panel.screenshot({ path: 'test-results/change-set-changes.png' });
  await set.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(cities, { timeout: 20_000 }).toEqual(ids.map(() => 'Lyon'));
  await expect(set).toHaveAttribute('data-status', 'undone');
});
