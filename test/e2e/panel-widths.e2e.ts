/// <reference types="chrome" />
import type { Page } from '@playwright/test';
import { startModelStandIn, text, toolCall } from '../stand-ins/model/server';
import { startOdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, logInTab } from './helpers';
import { overflowIn } from './overflow';

// Firefox opens its sidebar about 240 px wide; Chrome's side panel starts near 320-400. At each
// width, each state of the panel must fit: nothing cut off, nothing scrolling sideways.
const WIDTHS = [240, 320, 400];

async function fits(panel: Page, state: string, found: string[]) {
  for (const width of WIDTHS) {
    await panel.setViewportSize({ width, height: 720 });
    for (const line of await overflowIn(panel)) found.push(`${state} at ${width} px: ${line}`);
  }
  await panel.setViewportSize({ width: 400, height: 720 });
}

test('every state of the panel fits at 240, 320 and 400 px', async ({ ext }) => {
  test.setTimeout(120_000);
  const [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
  try {
    const tab = await logInTab(ext.context, odoo.url, '/odoo/sales/7');
    const tabId = await ext.worker.evaluate(async (prefix) => (await chrome.tabs.query({})).find((t) => t.url?.startsWith(prefix))!.id!, odoo.url);
    const panel = await ext.context.newPage();
    await panel.setViewportSize({ width: 400, height: 720 });
    await panel.goto(`chrome-extension://${ext.extensionId}/sidepanel.html?tab=${tabId}`);
    const found: string[] = [];

    await expect(panel.getByRole('heading', { name: 'Welcome to Weft' })).toBeVisible();
    await fits(panel, 'first run', found);

    await panel.getByRole('button', { name: `Allow Weft on ${odoo.url}` }).click();
    await panel.getByRole('button', { name: 'Settings', exact: true }).click();
    await panel.getByLabel('Anthropic API key').fill('sk-ant-test');
    await panel.getByLabel(/API base URL/).fill(model.url);
    await fits(panel, 'settings', found);
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(panel.getByText('Settings saved.')).toBeVisible();
    await panel.getByRole('button', { name: 'Assistant' }).click();

    await tab.reload();
    await expect(panel.locator('article.suggestion').first()).toBeVisible({ timeout: 15_000 });
    await fits(panel, 'suggestion', found);

    model.script(
      toolCall('search_records', { model: 'sale.order', domain: [], fields: ['name', 'partner_id', 'amount_untaxed', 'state'], limit: 5 }),
      text('| Order | Customer | Untaxed amount | Status |\n|:--|:--|--:|:--|\n| S00001 | Azure Interior | 1,589.30 | Quotation |\n| S00002 | Gemini Furniture | 3,533.95 | Sales Order |'),
    );
    await ask(panel, 'Show the last orders');
    await expect(panel.getByRole('cell', { name: 'S00002' })).toBeVisible();
    await fits(panel, 'chat with a table', found);

    model.script(toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: '+30 210 555 0199' } }), text('Done.'));
    await ask(panel, 'Set the phone of Azure Interior to +30 210 555 0199');
    await expect(panel.locator('.confirm-card')).toBeVisible();
    await fits(panel, 'confirm card', found);
    await panel.locator('.confirm-card').getByRole('button', { name: 'Approve' }).click();
    await expect(panel.getByText('Done.')).toBeVisible();

    await panel.getByRole('button', { name: 'Changes' }).click();
    await panel.locator('.operation').first().getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(panel.locator('.operation .undone-line').first()).toBeVisible({ timeout: 20_000 });
    await fits(panel, 'changes after undo', found);

    await tab.goto(`${odoo.url}/web/session/logout`);
    await panel.getByRole('button', { name: 'Assistant' }).click();
    await expect(panel.getByText(/Logged out of Odoo/)).toBeVisible();
    await fits(panel, 'signed out', found);

    expect(found).toEqual([]);
  } finally {
    await Promise.all([odoo.close(), model.close()]);
  }
});
