/// <reference types="chrome" />
// Team activity as a user pages it: the notes the trail logged in Odoo, newest first, 25 a page; the
// count comes beside the first page, then Older shows the rest and Newer goes back.
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { expect, test } from './fixtures';
import { logInTab, openPanel } from './helpers';
import { seedTrail } from './trail-notes';

let odoo: OdooStandIn;
test.beforeEach(async () => {
  odoo = await startOdooStandIn({ version: 18 });
});
test.afterEach(async () => odoo.close());

test('the team view lists the trail notes of everyone, 25 a page, with the count and a link to each record', async ({ ext }) => {
  seedTrail(odoo, 'en_US');
  await logInTab(ext.context, odoo.url, '/odoo/contacts/5');
  const panel = await openPanel(ext, odoo.url);
  await panel.getByRole('button', { name: 'Team', exact: true }).click();
  const rows = panel.locator('.team-item');
  await expect(rows).toHaveCount(25, { timeout: 20_000 });
  await expect(rows.first()).toContainText('Contact Gemini Furniture');
  await expect(rows.first()).toContainText('Changed with Weft, asked by Marc Demo');
  await expect(rows.first().getByRole('link', { name: 'Gemini Furniture' })).toHaveAttribute('href', `${odoo.url}/odoo/res.partner/8`);
  const pager = panel.getByRole('navigation', { name: 'Pages of team activity' });
  await expect(pager).toContainText('1–25 of 30');
  await pager.getByRole('button', { name: 'Older changes' }).click();
  await expect(rows).toHaveCount(5);
  await expect(pager).toContainText('26–30 of 30');
  await expect(pager.getByRole('button', { name: 'Older changes' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Newer changes' }).click();
  await expect(rows).toHaveCount(25);
  // One person's notes: the filter offers the authors seen.
  await panel.getByLabel('Who').selectOption({ label: 'YourCompany, Mitchell Admin' });
  await expect(rows).toHaveCount(15);
  await expect(rows.filter({ hasText: 'Marc Demo' })).toHaveCount(0);
});
