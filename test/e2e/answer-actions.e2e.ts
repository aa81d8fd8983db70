/// <reference types="chrome" />
// Under an answer: Copy, Export CSV (the rows it rests on), Open in Odoo (exactly those records,
// as a list in the Odoo tab, through the web client's action service) and Log as note on the
// record the tab shows (a confirm card first, nothing written before Approve, journaled, Undo).
import { readFileSync } from 'node:fs';
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

for (const [version, path] of [[17, '/web#id=5&action=102&model=res.partner&view_type=form'], [18, '/odoo/contacts/5']] as const) {
  test(`${version}: copy, export CSV, log as note (asks, undoable), open the rows as a list in Odoo`, async ({ ext }) => {
    [odoo, model] = await Promise.all([startOdooStandIn({ version }), startModelStandIn()]);
    await ext.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tab = await logInTab(ext.context, odoo.url, path);
    await tab.waitForSelector('.o_form_view .o_input[name="name"]');
    const panel = await openPanel(ext, odoo.url);
    await useModelStandIn(panel, model.url);

    const people = odoo.db.records('res.partner').filter((p) => p.parent_id === 5 || p.id === 5);
    model.script(
      toolCall('search_records', { model: 'res.partner', domain: ['|', ['parent_id', '=', 5], ['id', '=', 5]], fields: ['name', 'email'] }),
      text(`${people.length} contacts belong to Azure Interior.`),
    );
    await ask(panel, 'Who works at Azure Interior?');
    const answer = panel.getByText(`${people.length} contacts belong to Azure Interior.`);
    await expect(answer).toBeVisible({ timeout: 30_000 });
    // The answer's own actions (the question has Copy too): they appear once the answer is saved,
    // a moment after its text shows, so the last group may still be the question's.
    const actions = panel.getByRole('group', { name: 'Message actions' }).filter({ has: panel.getByRole('button', { name: 'Export CSV' }) });
    await expect(actions).toHaveCount(1);

    // A user's click focuses the panel's document, which the clipboard needs; the test's click may not.
    await panel.bringToFront();
    await actions.getByRole('button', { name: 'Copy' }).click();
    await expect(actions.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await panel.evaluate(() => navigator.clipboard.readText())).toBe(`${people.length} contacts belong to Azure Interior.`);

    const [download] = await Promise.all([panel.waitForEvent('download'), actions.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').split('\r\n').filter(Boolean);
    expect(csv[0]).toBe('id,name,email');
    expect(csv.slice(1).map((line) => Number(line.split(',')[0])).sort()).toEqual(people.map((p) => p.id).sort());
    expect(download.suggestedFilename()).toMatch(/^weft-res-partner-\d{4}-\d{2}-\d{2}\.csv$/);

    // Log as note: a confirm card, nothing posted before Approve, then a note Undo removes.
    const notes = () => odoo.db.records('mail.message').filter((m) => m.model === 'res.partner' && m.res_id === 5 && String(m.body).includes('contacts belong to Azure Interior'));
    await actions.getByRole('button', { name: 'Log as note' }).click();
    const card = panel.locator('.confirm-card');
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText('Azure Interior');
    expect(notes()).toHaveLength(0);
    await panel.screenshot({ path: `test-results/answer-actions-card-${version}.png` });
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => notes().length).toBe(1);
    await panel.getByRole('button', { name: 'Changes' }).click();
    await panel.getByRole('button', { name: 'Undo', exact: true }).first().click();
    await expect.poll(() => notes().length).toBe(0);
    await panel.getByRole('button', { name: 'Assistant' }).click();

    // Open in Odoo: exactly those records, as a list, in the Odoo tab.
    await panel.getByRole('group', { name: 'Message actions' }).filter({ has: panel.getByRole('button', { name: 'Open in Odoo' }) }).last()
      .getByRole('button', { name: 'Open in Odoo' }).click();
    const rows = tab.locator('.o_list_view .o_data_row');
    await expect(rows).toHaveCount(people.length, { timeout: 20_000 });
    const emails = await tab.locator('.o_list_view .o_data_row td.o_data_cell[name="email"]').allTextContents();
    expect(emails.map((e) => e.trim()).sort()).toEqual(people.map((p) => String(p.email)).sort());
    await expect(tab.locator('.o_control_panel')).toContainText(`Weft: ${people.length} Contacts`);
    await panel.screenshot({ path: `test-results/answer-actions-${version}.png` });
  });
}
