/// <reference types="chrome" />
// A spend budget as a user meets it: set in Settings, shown under the conversation's cost, and once
// reached, the next message is not sent to the model and the panel says when the budget renews.
import { startModelStandIn, text, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { expect, test } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';
import { overflowIn } from './overflow';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

test('a daily budget reached stops the next turn with its sentence; no request reaches the model', async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/contacts/5');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  const fields = panel.getByTestId('budget-fields');
  await fields.getByLabel('Daily budget in US dollars (empty: none)').fill('0.01');
  for (const width of [240, 320, 400]) {
    await panel.setViewportSize({ width, height: 900 });
    await fields.scrollIntoViewIfNeeded();
    expect(await overflowIn(panel)).toEqual([]);
    await fields.screenshot({ path: `test-results/budget-settings-${width}.png` });
  }
  await panel.setViewportSize({ width: 400, height: 720 });
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByRole('button', { name: 'Assistant' }).click();

  // One answer: its cost (the stand-in's usage at Sonnet's price) passes a cent.
  model.script({ content: [{ type: 'text', text: 'Azure Interior is in Fremont.' }], usage: { input_tokens: 4000, output_tokens: 200 } });
  await ask(panel, 'Where is Azure Interior?');
  await expect(panel.getByText('Azure Interior is in Fremont.')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('budget-line')).toHaveText(/^today \$0\.0[1-9]\d of \$0\.010$/);

  model.script(text('This must never be asked for.'));
  await ask(panel, 'And Deco Addict?');
  await expect(panel.getByText(/Your daily budget of \$0\.010 is reached \(\$0\.0[1-9]\d spent today\), so this message was not sent to the model\. It renews on /)).toBeVisible({ timeout: 30_000 });
  expect(model.requests).toHaveLength(1);
  await panel.screenshot({ path: 'test-results/budget-reached.png' });
});
