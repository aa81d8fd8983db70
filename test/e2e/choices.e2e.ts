// A name that matches several contacts, asked with buttons in the side panel: the demo model (what
// `npm start` runs without a key) looks "Deco" up, finds Deco Addict and its contact Addison Olson,
// and asks; a click continues the same turn to the confirm card for the record picked, and a later
// turn reuses that pick instead of asking again. A question the user ignores is archived.
import type { Page } from '@playwright/test';
import { demoReply } from '../start/demo-model';
import { startModelStandIn, type ModelStandIn, type RecordedRequest } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { expect, test } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
  const answer = (req: RecordedRequest) => (model.script(answer), demoReply(req));
  model.script(answer);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

/** The choice card at the panel widths people use, light and dark. */
async function shots(panel: Page, name: string): Promise<void> {
  for (const width of [240, 320, 400]) {
    await panel.setViewportSize({ width, height: 640 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await panel.emulateMedia({ colorScheme });
      await panel.locator('.choice-card').last().scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `test-results/choices-${name}-${width}-${colorScheme}.png` });
    }
  }
  await panel.emulateMedia({ colorScheme: 'light' });
  await panel.setViewportSize({ width: 400, height: 720 });
}

test('an ambiguous name gives buttons; a click goes on to the confirm card of the record picked; a later turn reuses the pick', async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/contacts');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);

  await ask(panel, 'Set the phone of Deco to +30 210 555 0199');
  const card = panel.locator('.choice-card');
  await expect(card.getByRole('heading')).toHaveText('Which Deco do you mean?', { timeout: 30_000 });
  const options = card.getByRole('button');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toHaveText(/^Deco Addict\s*deco\.addict82@example\.com · \(603\)-996-3829$/);
  await expect(options.nth(1)).toHaveText(/^Deco Addict, Addison Olson\s*addison\.olson28@example\.com · \(223\)-399-7637$/);
  await expect(card).toContainText('Click one to answer, or write a new message instead.');
  // While it waits, the message box sends (it does not turn into Stop).
  await expect(panel.getByRole('button', { name: 'Send' })).toBeVisible();
  await shots(panel, 'waiting');
  expect(odoo.db.get('res.partner', 13)?.phone).not.toBe('+30 210 555 0199');

  // Keyboard: the option is reachable and Enter picks it.
  await options.nth(1).focus();
  await panel.keyboard.press('Enter');
  const confirm = panel.locator('.confirm-card');
  await expect(confirm).toContainText('Deco Addict, Addison Olson', { timeout: 30_000 });
  await expect(card).toContainText('You chose Deco Addict, Addison Olson.');
  await expect(options.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(options.nth(0)).toBeDisabled();
  await shots(panel, 'answered');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText(/Done: the phone of Deco Addict, Addison Olson is now/)).toBeVisible({ timeout: 30_000 });
  expect(odoo.db.get('res.partner', 13)?.phone).toBe('+30 210 555 0199');
  expect(odoo.db.get('res.partner', 6)?.phone).toBe('(603)-996-3829');

  // A later turn: the pick travels with the message, and the model does not ask again.
  await expect(panel.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await ask(panel, 'Set the email of Deco to addison@deco.example');
  await expect(panel.locator('.confirm-card')).toContainText('addison@deco.example', { timeout: 30_000 });
  await expect(card).toHaveCount(1);
  await panel.locator('.confirm-card').getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText(/the Deco Addict, Addison Olson you chose earlier/)).toBeVisible({ timeout: 30_000 });
  // The model says so before the approved write has landed: wait for Odoo to hold it.
  await expect.poll(() => odoo.db.get('res.partner', 13)?.email, { timeout: 30_000 }).toBe('addison@deco.example');
  const sent = JSON.stringify(model.requests.at(-1)!.body.messages);
  expect(sent).toContain('Choices the user made earlier in this conversation');
});

test('a question the user ignores is archived when they write a new message instead', async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/contacts');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);

  await ask(panel, 'Set the phone of Azure to +1 555 0100');
  const card = panel.locator('.choice-card');
  await expect(card.getByRole('button')).toHaveCount(2, { timeout: 30_000 });
  await ask(panel, 'Which companies do we have?');
  await expect(card).toContainText('Not answered: the conversation moved on', { timeout: 30_000 });
  await expect(card.getByRole('button').first()).toBeDisabled();
  await expect(panel.getByText(/Here is what Odoo has/)).toBeVisible({ timeout: 30_000 });
  await shots(panel, 'archived');
  expect(odoo.db.get('res.partner', 5)?.phone).toBe('+1 870-931-0505');
});
