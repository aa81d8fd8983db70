/// <reference types="chrome" />
// "Fill this form" walks what the form still requires: on a new journal (name, short code and type
// required), the name is filled, the type (five choices) is asked with buttons in the panel, the
// pick appears on the form, and the short code (free text) goes back to the model to ask in words.
// Nothing is saved.
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

for (const [version, path] of [[17, '/web#model=account.journal&view_type=form'], [19, '/odoo/account.journal/new']] as const) {
  test(`${version}: a required field with few choices is asked with buttons and filled; free text goes back to the model; nothing saved`, async ({ ext }) => {
    [odoo, model] = await Promise.all([startOdooStandIn({ version }), startModelStandIn()]);
    const tab = await logInTab(ext.context, odoo.url, path);
    await tab.waitForSelector('.o_form_view .o_input[name="name"]');
    const panel = await openPanel(ext, odoo.url);
    await useModelStandIn(panel, model.url);
    const journals = odoo.db.records('account.journal').length;

    model.script(toolCall('run_skill', { name: 'fill_form', input: { values: { name: 'Petty Cash' } } }), text('Filled; what short code should it have?'));
    await ask(panel, 'Fill this form for a petty cash journal');
    const card = panel.locator('.choice-card');
    await expect(card.getByRole('heading')).toHaveText('The form still needs Type. Which one?', { timeout: 30_000 });
    await expect(card.getByRole('button')).toHaveText(['Sales', 'Purchase', 'Cash', 'Bank', 'Miscellaneous']);
    // The name is on the form already, while the question waits.
    await expect(tab.locator('.o_input[name="name"]')).toHaveValue('Petty Cash');
    await card.getByRole('button', { name: 'Cash' }).click();

    await expect(panel.getByText('Filled; what short code should it have?')).toBeVisible({ timeout: 30_000 });
    await expect(tab.locator('.o_input[name="type"]')).toHaveValue('cash');
    await expect(tab.locator('.o_form_view .o_form_renderer')).toHaveClass(/o_form_dirty/);
    // The tool result tells the model what Odoo still needs, to ask in words.
    const result = JSON.stringify(model.requests.at(-1)!.body.messages.at(-1));
    expect(result).toContain('Short Code (code)');
    expect(result).not.toContain('Type (type)');
    expect(odoo.db.records('account.journal')).toHaveLength(journals); // nothing saved by Weft
    await tab.screenshot({ path: `test-results/fill-form-required-${version}.png` });
  });
}
