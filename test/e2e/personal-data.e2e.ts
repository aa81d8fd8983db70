/// <reference types="chrome" />
// Personal data the model never sees: e-mails and phones of the records read reach the model stand-in
// as placeholders; the panel shows the real values; an approved phone reaches Odoo as typed.
import { startModelStandIn, text, toolCall, type ModelStandIn, type RecordedRequest } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { expect, test } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';
import { overflowIn } from './overflow';
import { readFileSync } from 'node:fs';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

/** The placeholder of `kind` the model was given in the last message of a request. */
const placeholder = (req: RecordedRequest, kind: string) => JSON.stringify(req.body.messages.at(-1)).match(new RegExp(`«${kind} \\d+»`))![0];
const NEW_PHONE = '+32 470 12 34 56';

test('with e-mails and phones named as personal, the model gets placeholders and Odoo the real number', async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/contacts/5');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  const section = panel.getByTestId('personal-data');
  await section.getByLabel('E-mail addresses').check();
  await section.getByLabel('Phone numbers').check();
  await expect(panel.getByTestId('personal-cost')).toContainText('cannot answer');
  for (const width of [240, 320, 400]) {
    await panel.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    expect(await overflowIn(panel)).toEqual([]);
    await section.screenshot({ path: `test-results/personal-data-settings-${width}.png` });
  }
  await panel.setViewportSize({ width: 400, height: 720 });
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByRole('button', { name: 'Assistant' }).click();

  // A read: the records' e-mails and phones stay in the browser; the answer shows them for real.
  model.script(
    toolCall('search_records', { model: 'res.partner', domain: [['customer_rank', '>', 0]], fields: ['name', 'email', 'phone'] }, 'toolu_1'),
    (req) => text(`Azure Interior: ${placeholder(req, 'email')}, ${placeholder(req, 'phone')}.`),
  );
  await ask(panel, 'List our customers with their e-mail and phone');
  await expect(panel.getByText('Azure Interior: azure.Interior24@example.com, +1 870-931-0505.')).toBeVisible({ timeout: 30_000 });
  const read = odoo.db.records('res.partner').filter((p) => Number(p.customer_rank) > 0);
  const secrets = read.flatMap((p) => [p.email, p.phone]).filter((v): v is string => typeof v === 'string' && v !== '');
  expect(secrets.length).toBeGreaterThan(8);
  const bodies = () => model.requests.map((r) => JSON.stringify(r.body)).join('\n');
  for (const secret of secrets) expect(bodies()).not.toContain(secret);
  expect(bodies()).toContain('«email 1»');

  // A write: the user types a number, the model answers with its placeholder, the card and Odoo get the number.
  model.script(
    (req) => toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: placeholder(req, 'phone') } }, 'toolu_2'),
    text('The phone number is updated.'),
  );
  await ask(panel, `Set the phone of Azure Interior to ${NEW_PHONE}`);
  const card = panel.locator('.confirm-card');
  await expect(card).toContainText(NEW_PHONE, { timeout: 30_000 });
  await expect(card).not.toContainText('«');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('The phone number is updated.')).toBeVisible({ timeout: 30_000 });
  expect(odoo.db.get('res.partner', 5)!.phone).toBe(NEW_PHONE);
  expect(bodies()).not.toContain(NEW_PHONE);
  await panel.screenshot({ path: 'test-results/personal-data-chat.png' });

  // The user's own exports show the real values, with the tool calls of each turn.
  const saved = async (click: () => Promise<void>) => {
    const [download] = await Promise.all([panel.waitForEvent('download'), click()]);
    return readFileSync((await download.path())!, 'utf8');
  };
  const markdown = await saved(() => panel.getByTestId('conversation-export').getByRole('button', { name: 'Markdown' }).click());
  expect(markdown).toContain('> List our customers with their e-mail and phone');
  expect(markdown).toMatch(/- \*\*search_records\*\* \(\d+ Odoo round trips?; \d+ ms; \d+ rows\)/);
  expect(markdown).toContain('Azure Interior: azure.Interior24@example.com, +1 870-931-0505.');
  expect(markdown).toContain(`"phone":"${NEW_PHONE}"`);
  expect(markdown).not.toContain('«');
  await panel.getByRole('button', { name: 'Changes' }).click();
  const csv = await saved(() => panel.getByRole('button', { name: 'CSV' }).first().click());
  expect(csv).toContain(`Set the phone of Azure Interior to ${NEW_PHONE}`);
  expect(csv).toContain(',search_records,tool call,');
  expect(csv).not.toContain('«');
});
