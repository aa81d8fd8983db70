/// <reference types="chrome" />
// Suggestions that reach the user without the panel: an important one (an overdue customer on a
// quotation, an error dialog) becomes the page's one notice, in a shadow root, announced politely,
// without taking the keyboard from the field being edited; Dismiss hides it; Open opens the side
// panel. Settings > Notices "badge only" shows none, although the suggestion was made.
import type { Page, Worker } from '@playwright/test';
import { startModelStandIn, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { logInTab, openPanel, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

interface NoticeStats {
  important: number;
  sent: number;
  badgeOnly: number;
  panelOpen: number;
}
const noticeStats = (worker: Worker): Promise<NoticeStats> => worker.evaluate(() => (globalThis as unknown as { weftNoticeStats: () => never }).weftNoticeStats());
const sidePanels = (worker: Worker) =>
  worker.evaluate(async () => (await chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL' as chrome.runtime.ContextType] })).length);
const notices = (tab: Page) => tab.locator('weft-notice');

/** Grants the origin and sets the model API in a panel page, then closes it: no panel beside the tab. */
async function setUp(ext: Parameters<typeof openPanel>[0], display?: 'badge') {
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  if (display) {
    await panel.getByRole('button', { name: 'Settings', exact: true }).click();
    await panel.locator(`input[name="suggestionDisplay"][value="${display}"]`).check();
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    // Saved before the panel closes: closing it mid-save lost the setting (the notice then showed).
    await expect(panel.getByText('Settings saved.')).toBeVisible();
  }
  await panel.close();
}

test('an important suggestion shows one notice, keeps the focus where it is, dismisses, and opens the panel', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/sales/7'); // Azure Interior: overdue invoices
  await setUp(ext);
  await tab.reload();
  await tab.waitForSelector('.o_view_controller.o_form_view');
  // The user is typing in the order while the probes run.
  const input = tab.locator('.o_form_view .o_field_widget:not(.o_readonly_modifier) input[type=text]').first();
  await input.click();
  await input.pressSequentially('note', { delay: 20 });

  await expect(notices(tab)).toHaveCount(1, { timeout: 15_000 });
  await expect(notices(tab)).toContainText(/overdue/i);
  await expect(notices(tab).getByRole('status')).toHaveAttribute('aria-live', 'polite');
  await expect(input).toBeFocused();
  await tab.keyboard.type('s');
  await expect(input).toHaveValue(/notes$/);
  if (process.env.WEFT_SCREENSHOTS) await tab.screenshot({ path: 'test/screenshots/notice.png' });

  // Dismiss: gone. Then an error dialog (another important one): one notice again, never two.
  await notices(tab).getByRole('button', { name: 'Dismiss' }).click();
  await expect(notices(tab)).toHaveCount(0);
  await tab.locator('.o_weft_test_error').click();
  await tab.waitForSelector('.modal .o_error_dialog');
  await expect.poll(() => noticeStats(ext.worker).then((s) => s.sent), { timeout: 15_000 }).toBe(2);
  await expect(notices(tab)).toHaveCount(1);
  await expect(notices(tab)).toContainText(/explain this error/i);

  // Open in Weft: the side panel opens beside the tab (the click in the page is the gesture).
  expect(await sidePanels(ext.worker)).toBe(0);
  await notices(tab).getByRole('button', { name: 'Open in Weft' }).click();
  await expect.poll(() => sidePanels(ext.worker), { message: 'sidePanel.open from the notice' }).toBe(1);
  await expect(notices(tab)).toHaveCount(0);
});

test('"badge only" shows no notice, though the important suggestion was made', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/sales/7');
  await setUp(ext, 'badge');
  await tab.reload();
  await tab.waitForSelector('.o_view_controller.o_form_view');
  // The trigger arrived and the important suggestion was stored; the setting held the notice back.
  await expect.poll(() => noticeStats(ext.worker).then((s) => s.badgeOnly), { timeout: 15_000 }).toBe(1);
  expect((await noticeStats(ext.worker)).sent).toBe(0);
  await expect.poll(() => ext.worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('1');
  await expect(notices(tab)).toHaveCount(0);
});
