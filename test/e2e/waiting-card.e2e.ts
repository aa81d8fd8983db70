/// <reference types="chrome" />
// A change that waits for the user stays in view and in reach: a suggestion arriving during the
// reply does not push the card out of sight, and keyboard Approve needs the card's focus.
import type { Locator, Page } from '@playwright/test';
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

/** Where `button` is, against the chat's scrolling area and the composer: its whole box inside the first, above the second, and the topmost element at its centre. */
async function placeOf(panel: Page, button: Locator) {
  const box = await button.boundingBox();
  return panel.evaluate((b) => {
    const scroll = document.querySelector('.chat-scroll')!.getBoundingClientRect();
    const composer = document.querySelector('form.composer')!.getBoundingClientRect();
    const hit = b ? document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2) : null;
    return {
      inScroll: !!b && b.y >= scroll.top - 1 && b.y + b.height <= scroll.bottom + 1,
      aboveComposer: !!b && b.y + b.height <= composer.top + 1,
      onTop: hit?.closest('button')?.textContent ?? hit?.tagName ?? null,
    };
  }, box);
}

// A reply long enough to fill the chat above the card.
const LONG = 'Here is what I will change.\n\n' + Array.from({ length: 12 }, (_, i) => `- point ${i + 1} of a long answer`).join('\n');

for (const width of [240, 400]) {
  test(`at ${width} px: a suggestion arriving while a change waits leaves Approve in view`, async ({ ext }) => {
    const tab = await logInTab(ext.context, odoo.url, '/odoo/sales/1');
    const panel = await openPanel(ext, odoo.url);
    await panel.setViewportSize({ width, height: 600 });
    await useModelStandIn(panel, model.url);
    model.script(
      toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: '+30 210 555 0199' } }, undefined, LONG),
      text('Done.'),
    );
    await ask(panel, 'Set the phone of Azure Interior to +30 210 555 0199');
    const approve = panel.locator('.confirm-card').getByRole('button', { name: 'Approve' });
    await expect(approve).toBeVisible();
    await tab.goto(`${odoo.url}/odoo/sales/7`); // a customer with overdue invoices: a suggestion arrives
    await expect(panel.locator('article.suggestion').first()).toBeVisible({ timeout: 15_000 });
    await panel.screenshot({ path: `test-results/waiting-card-${width}.png` });
    // Where the card settles once the scroll that brings it ends (it scrolls smoothly: mid-way, the line above may still cover it).
    await expect.poll(() => placeOf(panel, approve)).toEqual({ inScroll: true, aboveComposer: true, onTop: 'Approve' });
    await expect(panel.locator('.waiting-bar')).toBeEmpty();

    // The user scrolls up to read: the chat stays there, and the line above the composer brings the card back.
    await panel.locator('.chat-scroll').hover();
    await panel.mouse.wheel(0, -2000);
    const bar = panel.locator('.waiting-bar').getByRole('button', { name: '1 change waits for you: show it' });
    await expect(bar).toBeVisible();
    expect((await placeOf(panel, approve)).inScroll).toBe(false);
    await bar.click();
    await expect(panel.locator('.confirm-card')).toBeFocused();
    // Where the card settles once the scroll that brings it ends (it scrolls smoothly: mid-way, the line above may still cover it).
    await expect.poll(() => placeOf(panel, approve)).toEqual({ inScroll: true, aboveComposer: true, onTop: 'Approve' });
    await expect(bar).toHaveCount(0);
  });
}

test('Esc holds a waiting change and says so; Ctrl+Enter approves only with the focus on the card', async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/sales/1');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  model.script(toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: '+30 210 555 0199' } }), text('Done.'));
  await ask(panel, 'Set the phone of Azure Interior to +30 210 555 0199');
  const card = panel.locator('.confirm-card');
  const approve = card.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeEnabled();
  await expect(card).toContainText('With the card selected: Ctrl+Enter approves, Ctrl+Backspace declines.');
  const message = panel.getByLabel('Message', { exact: true });

  // In the message box, Ctrl+Enter answers nothing: the card still waits with both buttons.
  await message.focus();
  await message.press('Control+Enter');
  await expect(approve).toHaveText('Approve');
  await expect(approve).toBeEnabled();
  // Esc stops nothing while a change waits, and says why; the card gets the focus.
  await message.press('Escape');
  await expect(panel.locator('.waiting-bar')).toHaveText('Esc does not cancel a change that waits: choose Approve or Decline on its card, or press Stop.');
  await expect(card).toBeFocused();
  await expect(approve).toBeEnabled();
  // Enter alone on the card answers nothing either.
  await card.press('Enter');
  await expect(approve).toHaveText('Approve');

  await card.press('Control+Enter');
  await expect(panel.getByText('Done.')).toBeVisible();
  expect(odoo.db.records('res.partner').find((p) => p.id === 5)?.phone).toBe('+30 210 555 0199');
  await expect(panel.locator('.waiting-bar')).toBeEmpty();
});

test('Stop while a change waits says the change was not made', async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/sales/1');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  const phone = odoo.db.records('res.partner').find((p) => p.id === 5)?.phone;
  model.script(toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: '+30 210 555 0199' } }), text('Done.'));
  await ask(panel, 'Set the phone of Azure Interior to +30 210 555 0199');
  await expect(panel.locator('.confirm-card')).toBeVisible();
  await panel.getByRole('button', { name: 'Stop' }).click();
  await expect(panel.locator('.waiting-bar')).toHaveText(/Stopped: the change that waited for you was not made\./);
  await expect(panel.locator('.confirm-card')).toHaveCount(0);
  expect(odoo.db.records('res.partner').find((p) => p.id === 5)?.phone).toBe(phone);
});
