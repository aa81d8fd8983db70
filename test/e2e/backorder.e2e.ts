/// <reference types="chrome" />
// A short delivery through the panel (issue 28 item 1): 3 of 5 done. The card says what is missing
// and asks Odoo's "Create Backorder?" with its two answers in words, nothing chosen; Approve waits
// for an answer; the user picks "No backorder", approves, and Odoo's dialog runs exactly that button
// (process_cancel_backorder): the delivery is done with no backorder, and Changes says what was
// chosen. Screenshots of the card at 400 px in the five languages (test-results/backorder-card-*.png).
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { i18nFor } from '@/lib/i18n';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, setOdooLanguage, useModelStandIn } from './helpers';
import { overflowIn } from './overflow';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

const PICKING = 3; // WH/OUT/00002, ready
const validate = () => toolCall('run_skill', { name: 'run_action', input: { model: 'stock.picking', ids: [PICKING], method: 'button_validate' } });

test('short delivery: the card asks about the backorder, the user picks "No backorder", Odoo runs that answer', async ({ ext }) => {
  test.setTimeout(120_000);
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
  odoo.db.create('stock.move', { name: 'Office Chair Black', picking_id: PICKING, product_id: 2, product_uom: 1, product_uom_qty: 5, quantity: 3, picked: false, state: 'assigned', location_id: 8, location_dest_id: 5, company_id: 1 });
  const tab = await logInTab(ext.context, odoo.url, '/odoo/sales/1');
  const panel = await openPanel(ext, odoo.url);
  // 400 px wide, tall enough for the whole card in one shot.
  await panel.setViewportSize({ width: 400, height: 1000 });
  await useModelStandIn(panel, model.url);

  model.script(validate(), text('The delivery is validated.'));
  await ask(panel, 'Validate WH/OUT/00002');
  const card = panel.locator('.confirm-card');
  const question = card.getByRole('group', { name: 'Not everything is done: 2 Units missing. What should Odoo do with what is missing?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('Office Chair Black: 3 of 5 Units done, 2 missing');
  const noBackorder = question.getByRole('radio', { name: /No backorder: what is missing \(2 Units\) is cancelled/ });
  await expect(question.getByRole('radio', { name: /Create a backorder for what is missing \(2 Units\)/ })).not.toBeChecked();
  await expect(noBackorder).not.toBeChecked();
  await expect(card).not.toContainText('stock.backorder');
  const approve = card.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  expect(await overflowIn(panel)).toEqual([]);
  expect(odoo.db.get('stock.picking', PICKING)).toMatchObject({ state: 'assigned' }); // nothing before the click
  await card.screenshot({ path: 'test-results/backorder-card-en.png' });

  await noBackorder.check();
  await approve.click();
  await expect(panel.getByText('The delivery is validated.')).toBeVisible();
  expect(odoo.db.get('stock.picking', PICKING)).toMatchObject({ state: 'done' });
  expect(odoo.db.records('stock.picking').filter((p) => p.backorder_id === PICKING)).toEqual([]);
  expect(odoo.calls.filter((c) => c.model === 'stock.backorder.confirmation' && c.method !== 'create').map((c) => c.method)).toEqual(['process_cancel_backorder']);

  await panel.getByRole('button', { name: 'Changes' }).click();
  const item = panel.locator('.operation').first();
  await expect(item).toContainText('You chose no backorder: what was not done is cancelled.');
  await expect(item).toContainText('The cancelled quantities do not come back');
  await expect(item).toContainText('Status: Ready → Done');
  await panel.screenshot({ path: 'test-results/backorder-changes-en.png' });

  // The same card in the other four languages (the Odoo user's language), looked at in the screenshots.
  // WH/OUT/00005, ready, short the same way; declined in each language, so it stays as it is.
  odoo.db.create('stock.move', { name: 'Office Chair Black', picking_id: 8, product_id: 2, product_uom: 1, product_uom_qty: 5, quantity: 3, picked: false, state: 'assigned', location_id: 8, location_dest_id: 5, company_id: 1 });
  for (const lang of ['fr_FR', 'es_ES', 'de_DE', 'nl_NL']) {
    const { t } = i18nFor(lang, []);
    await setOdooLanguage(tab, lang);
    await panel.getByRole('button', { name: t('nav.assistant'), exact: true }).click();
    await panel.getByRole('button', { name: t('conv.newShort'), exact: true }).click();
    model.script(toolCall('run_skill', { name: 'run_action', input: { model: 'stock.picking', ids: [8], method: 'button_validate' } }), text('—'));
    await panel.getByLabel(t('composer.label'), { exact: true }).fill('WH/OUT/00005');
    await panel.getByLabel(t('composer.label'), { exact: true }).press('Enter');
    const shown = panel.locator('.confirm-card');
    await expect(shown.getByRole('group', { name: t('backorder.asks', { qty: t('backorder.qty', { count: 2, unit: 'Units' }) }) })).toBeVisible({ timeout: 20_000 });
    expect(await overflowIn(panel)).toEqual([]);
    await shown.screenshot({ path: `test-results/backorder-card-${lang.slice(0, 2)}.png` });
    await shown.getByRole('button', { name: t('confirm.decline') }).click();
  }
});

test('two short deliveries on one card: the one left out is not asked about, the other runs its answer, the left one stays as it was', async ({ ext }) => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
  for (const picking of [PICKING, 8]) {
    odoo.db.create('stock.move', { name: 'Office Chair Black', picking_id: picking, product_id: 2, product_uom: 1, product_uom_qty: 5, quantity: 3, picked: false, state: 'assigned', location_id: 8, location_dest_id: 5, company_id: 1 });
  }
  await logInTab(ext.context, odoo.url, '/odoo/sales/1');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  model.script(toolCall('run_skill', { name: 'run_action', input: { model: 'stock.picking', ids: [PICKING, 8], method: 'button_validate' } }), text('Validated.'));
  await ask(panel, 'Validate WH/OUT/00002 and WH/OUT/00005');
  const card = panel.locator('.confirm-card');
  await expect(card.getByTestId('card-question')).toHaveCount(2, { timeout: 20_000 });
  const name = (id: number) => String(odoo.db.get('stock.picking', id)!.name);
  await card.getByRole('checkbox', { name: `Include ${name(8)}` }).uncheck();
  // Its question went with it; the one left waits for its answer.
  await expect(card.getByTestId('card-question')).toHaveCount(1);
  await expect(card.getByTestId('card-question')).toContainText(name(PICKING));
  const approve = card.getByRole('button', { name: 'Approve 1 record' });
  await expect(approve).toBeDisabled();
  await card.getByTestId('card-question').getByRole('radio', { name: /No backorder/ }).check();
  await approve.click();
  await expect(panel.getByText('Validated.')).toBeVisible({ timeout: 20_000 });
  expect(odoo.db.get('stock.picking', PICKING)).toMatchObject({ state: 'done' });
  expect(odoo.db.get('stock.picking', 8)).toMatchObject({ state: 'assigned' });
  expect(odoo.db.records('stock.picking').filter((p) => p.backorder_id === PICKING || p.backorder_id === 8)).toEqual([]);
});
