/// <reference types="chrome" />
import { startModelStandIn, text } from '../stand-ins/model/server';
import { startOdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';
import { logInPage } from './log-in-page';

// Signed out of Odoo beside the panel: one line says so, the conversation stays, the box keeps what
// the user writes and Send waits; signed in again, the line goes and the same message is sent.
test('signed out: one banner, the message kept, sent after signing back in', async ({ ext }) => {
  const [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
  try {
    const tab = await logInTab(ext.context, odoo.url, '/odoo/contacts/5');
    const panel = await openPanel(ext, odoo.url);
    await useModelStandIn(panel, model.url);
    model.script(text('Azure Interior is a customer.'));
    await ask(panel, 'Who is Azure Interior?');
    await expect(panel.getByText('Azure Interior is a customer.')).toBeVisible();

    await tab.goto(`${odoo.url}/web/session/logout`);
    await tab.waitForSelector('input[name="login"]');
    const banner = panel.getByText('Logged out of Odoo — log in in the tab to continue.');
    await expect(banner).toBeVisible();
    // One banner, and the conversation still on screen (not an empty new one).
    await expect(panel.locator('[role="alert"], [role="status"]').filter({ hasText: /log in|sign in/i })).toHaveCount(1);
    await expect(panel.getByText('Azure Interior is a customer.')).toBeVisible();

    const box = panel.getByLabel('Message', { exact: true });
    await box.fill('And its phone number?');
    await box.press('Enter');
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(box).toHaveValue('And its phone number?');
    await expect(panel.locator('.msg.user')).toHaveCount(1);

    await logInPage(tab, odoo.url, '/odoo/contacts/5');
    await expect(banner).toHaveCount(0);
    await expect(panel.getByTestId('odoo-user')).toContainText('Mitchell Admin');
    await expect(panel.locator('.error.banner')).toHaveCount(0);
    model.script(text('Its phone is +1 555 0100.'));
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByText('Its phone is +1 555 0100.')).toBeVisible();
    await expect(box).toHaveValue('');
    // Both questions in the one conversation.
    await expect(panel.locator('.msg.user')).toHaveText(['Who is Azure Interior?', 'And its phone number?']);
  } finally {
    await Promise.all([odoo.close(), model.close()]);
  }
});
