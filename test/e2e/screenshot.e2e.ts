/// <reference types="chrome" />
import { resolve } from 'node:path';
import { startModelStandIn, text, toolCall } from '../stand-ins/model/server';
import { startOdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { logInTab, openPanel } from './helpers';

// The README's picture of the panel: `WEFT_SCREENSHOT=1 npm run test:e2e -- screenshot`.
test.skip(!process.env.WEFT_SCREENSHOT, 'only when refreshing the README screenshot');

test('side panel screenshot', async ({ ext }) => {
  const [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
  const tab = await logInTab(ext.context, odoo.url, '/odoo/sales/7');
  const panel = await openPanel(ext, odoo.url);
  await panel.setViewportSize({ width: 380, height: 760 });
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  await panel.getByLabel('Anthropic API key').fill('sk-test');
  await panel.getByLabel(/API base URL/).fill(model.url);
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByRole('button', { name: 'Assistant' }).click();
  await tab.reload();
  await expect(panel.locator('article.suggestion').first()).toBeVisible({ timeout: 10_000 });
  model.script(
    toolCall('sales_summary', { date_from: '2026-01-01', date_to: '2026-12-31', group_by: 'customer' }),
    text('**Sales this year by customer**: Gemini Furniture leads with 3,533.95, then Windy City Interiors and Azure Interior. Want the monthly trend?'),
  );
  await panel.getByLabel('Message').fill('Who are our best customers this year?');
  await panel.getByLabel('Message').press('Enter');
  await expect(panel.getByText('Want the monthly trend?')).toBeVisible();
  await panel.screenshot({ path: resolve(import.meta.dirname, '../screenshots/sidepanel.png') });
  await Promise.all([odoo.close(), model.close()]);
});
