/// <reference types="chrome" />
// "These": the user ticks rows in an Odoo list, asks to change them, approves, and Undo restores
// them all. The ids reach the model from the web client's own state (the stand-in keeps them as
// 16-19 do, in the list controller, with datapoint ids on the rows), in the page block.
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

for (const [version, path] of [[16, '/web#action=102&model=res.partner&view_type=list'], [18, '/odoo/contacts']] as const) {
  test(`${version}: ticked rows are "the selected ones"; approve writes them; Undo restores them all`, async ({ ext }) => {
    [odoo, model] = await Promise.all([startOdooStandIn({ version }), startModelStandIn()]);
    const tab = await logInTab(ext.context, odoo.url, path);
    await tab.waitForSelector('.o_view_controller.o_list_view .o_data_row');
    const panel = await openPanel(ext, odoo.url);
    await useModelStandIn(panel, model.url);

    const rows = tab.locator('.o_list_renderer > table > tbody > .o_data_row');
    const picked = [1, 2];
    const emails = await Promise.all(picked.map(async (i) => (await rows.nth(i).locator('td.o_data_cell[name="email"]').textContent())!.trim()));
    for (const i of picked) await rows.nth(i).locator('td.o_list_record_selector').click();
    await expect(tab.locator('.o_data_row .o_list_record_selector input:checked')).toHaveCount(2);
    expect(tab.url()).toContain(version >= 18 ? '/odoo/contacts' : 'view_type=list'); // ticking opened nothing

    const partners = odoo.db.records('res.partner');
    const ids = emails.map((email) => partners.find((p) => email && p.email === email)?.id);
    expect(ids.every(Boolean)).toBe(true);
    const before = ids.map((id) => odoo.db.get('res.partner', id!)!.phone);
    model.script(toolCall('update_records', { model: 'res.partner', ids, values: { phone: '+32 2 555 0100' } }), text('Both phones are set.'));
    await ask(panel, 'Set the phone of the selected ones to +32 2 555 0100');

    await expect(panel.locator('.confirm-card')).toContainText('+32 2 555 0100');
    const block = JSON.stringify(model.requests[0]!.body.messages.at(-1));
    expect(block).toContain(`Selected rows (res.partner ids): [${ids.join(', ')}]`);
    expect(ids.map((id) => odoo.db.get('res.partner', id!)!.phone)).toEqual(before); // nothing before the click
    await panel.locator('.confirm-card').getByRole('button', { name: 'Approve' }).click();
    await expect(panel.getByText('Both phones are set.')).toBeVisible();
    expect(ids.map((id) => odoo.db.get('res.partner', id!)!.phone)).toEqual(['+32 2 555 0100', '+32 2 555 0100']);

    await panel.getByRole('button', { name: 'Changes' }).click();
    await panel.getByRole('button', { name: 'Undo', exact: true }).first().click();
    await expect.poll(() => ids.map((id) => odoo.db.get('res.partner', id!)!.phone)).toEqual(before);
    await panel.screenshot({ path: `test-results/list-selection-${version}.png` });
  });
}
