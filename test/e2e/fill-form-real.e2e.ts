/// <reference types="chrome" />
// "Fill this form" on a real Odoo (16-19): the values appear in the new contact form through the
// web client's own record, nothing is created until the user's Save, and Save makes exactly one.
// Runs only with ODOO_URL (and ODOO_DB), e.g.
// ODOO_URL=http://127.0.0.1:8069 ODOO_DB=odoo17 npx playwright test -c test/e2e/playwright.config.ts fill-form-real
import { startModelStandIn, text, toolCall } from '../stand-ins/model/server';
import { test, expect } from './fixtures';
import { ask } from './helpers';
import { REAL_URL, openRealOdoo, realAdmin, skipUnlessRealOdoo } from './real-odoo-login';

const url = REAL_URL;
skipUnlessRealOdoo();

test('real Odoo: fill_form fills the new contact form on screen; Save makes exactly one record', async ({ ext }) => {
  test.setTimeout(240_000);
  const model = await startModelStandIn();
  const client = await realAdmin();
  const name = `Weft Fill ${Date.now()}`;
  const made = async () => (await client.searchRead('res.partner', { domain: [['name', '=', name]], fields: ['phone', 'email', 'country_id'] })).records;
  try {
    const { tab, panel, version } = await openRealOdoo(ext, { modelUrl: model.url });
    await tab.setViewportSize({ width: 1400, height: 900 });
    await tab.goto(version >= 18 ? `${url}/odoo/contacts` : `${url}/web#action=contacts.action_contacts`);
    await tab.locator('.o_control_panel button.o-kanban-button-new:visible, .o_control_panel button.o_list_button_add:visible').first().click({ timeout: 60_000 });
    const nameInput = tab.locator('.o_form_view .o_field_widget[name="name"] input, .o_form_view .o_field_widget[name="name"] textarea').first();
    await nameInput.waitFor({ timeout: 60_000 });

    model.script(
      toolCall('run_skill', { name: 'fill_form', input: { values: { name, phone: '+32 2 555 01 99', email: 'fill@weft.example', country_id: 'Belgium' } } }),
      text('The form is filled; check it and click Save.'),
    );
    await ask(panel, `Fill this new contact form from: ${name}, +32 2 555 01 99, fill@weft.example, Brussels, Belgium`);
    await expect(panel.getByText('The form is filled; check it and click Save.')).toBeVisible({ timeout: 60_000 });
    expect(JSON.stringify(model.requests[0]!.body.messages.at(-1))).toContain('To fill this form on screen, use the fill_form skill');

    await expect(nameInput).toHaveValue(name);
    await expect(tab.locator('.o_form_view .o_field_widget[name="phone"] input')).toHaveValue('+32 2 555 01 99');
    await expect(tab.locator('.o_form_view .o_field_widget[name="email"] input')).toHaveValue('fill@weft.example');
    await expect(tab.locator('.o_form_view .o_field_widget[name="country_id"] input')).toHaveValue('Belgium');
    expect(await made()).toEqual([]); // nothing created by Weft
    await tab.screenshot({ path: `test-results/fill-form-real-${version}.png` });

    await tab.locator('.o_form_button_save:visible').first().click();
    await expect.poll(async () => (await made()).length, { timeout: 30_000 }).toBe(1);
    const [saved] = await made();
    expect(saved).toMatchObject({ phone: '+32 2 555 01 99', email: 'fill@weft.example', country_id: { display_name: 'Belgium' } });
    await tab.waitForTimeout(1500); // a second record would come from a second save: give it time to show
    expect(await made()).toHaveLength(1);
  } finally {
    await model.close();
    const left = await made().catch(() => []);
    if (left.length) await client.callKw('res.partner', 'unlink', [left.map((r) => r.id)]).catch(() => undefined);
  }
});

test('real Odoo: fill_form asks the journal type it still requires with buttons, fills the pick; discarded, nothing saved', async ({ ext }) => {
  test.setTimeout(240_000);
  const model = await startModelStandIn();
  const client = await realAdmin();
  const name = `Weft Fill Journal ${Date.now()}`;
  const made = async () => (await client.searchRead('account.journal', { domain: [['name', '=', name]], fields: ['type'] })).records;
  try {
    const { tab, panel, version } = await openRealOdoo(ext, { modelUrl: model.url });
    await tab.setViewportSize({ width: 1400, height: 900 });
    await tab.goto(version >= 18 ? `${url}/odoo/action-account.action_account_journal_form/new` : `${url}/web#action=account.action_account_journal_form&model=account.journal&view_type=form`);
    const nameInput = tab.locator('.o_form_view .o_field_widget[name="name"] input').first();
    await nameInput.waitFor({ timeout: 60_000 });

    model.script(toolCall('run_skill', { name: 'fill_form', input: { values: { name } } }), text('Filled; check the form and save it.'));
    await ask(panel, 'Fill this form for a petty cash journal');
    const card = panel.locator('.choice-card');
    // Type: required by the model, empty on a new journal (no default); its choices as Odoo lists them (19 adds Credit Card).
    await expect(card.getByRole('heading')).toHaveText('The form still needs Type. Which one?', { timeout: 60_000 });
    const types = ((await client.fieldsGet('account.journal')).type?.selection ?? []).map(([, label]) => label);
    expect(types).toContain('Cash');
    await expect(card.getByRole('button')).toHaveText(types);
    await expect(nameInput).toHaveValue(name);
    await card.getByRole('button', { name: 'Cash' }).click();

    await expect(panel.getByText('Filled; check the form and save it.')).toBeVisible({ timeout: 60_000 });
    // 17 shows a selection as a <select>, 19 as a text box with the label.
    const type = tab.locator('.o_form_view .o_field_widget[name="type"] select, .o_form_view .o_field_widget[name="type"] input').first();
    await expect.poll(() => type.evaluate((el) => (el instanceof HTMLSelectElement ? el.selectedOptions[0]?.textContent?.trim() : (el as HTMLInputElement).value))).toBe('Cash');
    const result = JSON.stringify(model.requests.at(-1)!.body.messages.at(-1));
    expect(result).not.toContain('Type (type)');
    expect(await made()).toEqual([]); // nothing created by Weft
    await tab.screenshot({ path: `test-results/fill-form-required-real-${version}.png` });

    // Odoo 17+ save a dirty form when it is left: discard it as the user would.
    await tab.locator('.o_form_button_cancel:visible').first().click();
    await tab.waitForTimeout(1500);
    expect(await made()).toEqual([]);
  } finally {
    await model.close();
    const left = await made().catch(() => []);
    if (left.length) await client.callKw('account.journal', 'unlink', [left.map((r) => r.id)]).catch(() => undefined);
  }
});
