/// <reference types="chrome" />
// "Fill this form": the values appear in the new form on screen (through the web client's own
// record, as 16-19 hold it), nothing is created by Weft, and the user's Save makes exactly one record.
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

for (const [version, path] of [[16, '/web#action=102&model=res.partner&view_type=form'], [19, '/odoo/contacts/new']] as const) {
  test(`${version}: the new form on screen shows the values; Save makes exactly one record`, async ({ ext }) => {
    [odoo, model] = await Promise.all([startOdooStandIn({ version }), startModelStandIn()]);
    const tab = await logInTab(ext.context, odoo.url, path);
    await tab.waitForSelector('.o_form_view .o_input[name="name"]');
    const panel = await openPanel(ext, odoo.url);
    await useModelStandIn(panel, model.url);

    const before = odoo.db.records('res.partner').map((p) => p.id);
    
    // Found on demand, as a model reaches every non-core skill (find_skills, then run_skill).
    model.script(toolCall('run_skill', { name: 'fill_form', input: { values: { name: 'Lumen Studio', phone: '+30 21 0555 0199', parent_id: 'Wood Corner' } } }), text('The form is filled; check it and click Save.'));
    await ask(panel, 'Fill this new contact form from: Lumen Studio (Wood Corner), +30 21 0555 0199');
    await expect(panel.getByText('The form is filled; check it and click Save.')).toBeVisible({ timeout: 30_000 });
    // The model was told it was on the new form, and the tool answer says what the form holds.
    expect(JSON.stringify(model.requests[0]!.body.messages.at(-1))).toContain('To fill this form on screen, use the fill_form skill');
    expect(JSON.stringify(model.requests.at(-1)!.body.messages)).toContain('Lumen Studio');

    await expect(tab.locator('.o_input[name="name"]')).toHaveValue('Lumen Studio');
    await expect(tab.locator('.o_input[name="phone"]')).toHaveValue('+30 21 0555 0199');
    await expect(tab.locator('.o_input[name="parent_id"]')).toHaveValue('Wood Corner');
    await expect(tab.locator('.o_form_view .o_form_renderer')).toHaveClass(/o_form_dirty/);
    expect(odoo.db.records('res.partner').map((p) => p.id)).toEqual(before); // nothing created by Weft
    await tab.screenshot({ path: `test-results/fill-form-${version}.png` });

    await tab.locator('.o_form_button_save').click();
    await expect.poll(() => odoo.db.records('res.partner').length).toBe(before.length + 1);
    const created = odoo.db.records('res.partner').filter((p) => !before.includes(p.id));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ name: 'Lumen Studio', phone: '+30 21 0555 0199', parent_id: 10 });
  });
}
