/// <reference types="chrome" />
import { resolve } from 'node:path';
import { test, expect } from './fixtures';
import { REAL_URL, openRealOdoo, skipUnlessRealOdoo } from './real-odoo-login';

// "Ask Weft: …" in a real web client's command palette (Ctrl+K, OWL, 16-19): the row is there,
// Enter sends the question to the panel about the page the palette was opened on, and the palette
// closes as Odoo closes it. Shots of the palette with the row, at desktop width and 400 px, go to
// test/screenshots/palette-odoo<version>*.png. ODOO_URL=http://127.0.0.1:8069 npx playwright test -c test/e2e/playwright.config.ts palette-real
const url = REAL_URL;
const SHOTS = resolve(import.meta.dirname, '../screenshots');
skipUnlessRealOdoo();

test('real Odoo: Ctrl+K → "Ask Weft: how many open quotations" → Enter opens the panel with the question', async ({ ext }) => {
  test.setTimeout(180_000);
  const { startModelStandIn } = await import('../stand-ins/model/server');
  const model = await startModelStandIn();
  try {
    const { tab, panel, version } = await openRealOdoo(ext, { modelUrl: model.url });
    await tab.bringToFront();
    await tab.goto(version >= 18 ? `${url}/odoo/action-sale.action_quotations_with_onboarding` : `${url}/web?#action=sale.action_quotations_with_onboarding&view_type=list`);
    await tab.waitForSelector('.o_action_manager .o_view_controller.o_list_view .o_data_row', { timeout: 60_000 });
    await tab.keyboard.press('Control+k');
    const input = tab.locator('.o_command_palette .o_command_palette_search input');
    await input.waitFor({ timeout: 15_000 });
    await input.pressSequentially('Ask Weft: how many open quotations', { delay: 20 });
    const row = tab.locator('.o_command_palette weft-palette').getByRole('option');
    await expect(row).toContainText('how many open quotations');
    await tab.locator('.o_command_palette').screenshot({ path: `${SHOTS}/palette-odoo${version}-light.png` });
    await tab.keyboard.press('Enter');
    await expect(tab.locator('.o_command_palette')).toHaveCount(0, { timeout: 20_000 });
    await expect(panel.getByRole('log')).toContainText('how many open quotations', { timeout: 30_000 });
    await expect.poll(() => model.requests.length, { timeout: 30_000 }).toBeGreaterThan(0);
    // About the page the palette was opened on: the quotations list.
    expect(JSON.stringify(model.requests[0])).toMatch(/Quotations/);
    // Odoo's own commands still run with Enter: "/" menus, untouched.
    await tab.keyboard.press('Control+k');
    await input.pressSequentially('/Contacts', { delay: 20 });
    await expect(tab.locator('.o_command_palette weft-palette')).toBeHidden();
    await tab.keyboard.press('Escape');
    // At 400 px Odoo shows the palette across the page: the row keeps to it.
    await tab.setViewportSize({ width: 400, height: 720 });
    await tab.keyboard.press('Control+k');
    await input.pressSequentially('Ask Weft: which customers owe the most this quarter', { delay: 10 });
    await expect(row).toContainText('which customers owe');
    await tab.locator('.o_command_palette').screenshot({ path: `${SHOTS}/palette-odoo${version}-400-light.png` });
    await tab.keyboard.press('Escape');
  } finally {
    await model.close();
  }
});
