/// <reference types="chrome" />
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';
import { REAL_URL, panelOdooVersion, realAdmin, skipUnlessRealOdoo } from './real-odoo-login';

// A form the user is editing when the assistant writes its record: the tab is left alone and shows
// the notice, and the user's later Save is what real Odoo's web client sends. Measured per version:
// which fields the Save carries, and what it leaves of the assistant's change. Opt-in, like
// real-odoo.e2e.ts: ODOO_URL=http://127.0.0.1:8069 ODOO_DB=odoo17 npx playwright test -c test/e2e/playwright.config.ts real-odoo-dirty-form
const url = REAL_URL;
skipUnlessRealOdoo();

/** The fields one save of the form sent: 16 writes, 17+ web_save; both put the values second. */
function savedFields(request: Request): { method: string; fields: string[] } | undefined {
  const match = /\/web\/dataset\/call_kw\/res\.partner\/(write|web_save)$/.exec(request.url());
  if (!match) return undefined;
  const args = (request.postDataJSON() as { params: { args: unknown[] } }).params.args;
  return { method: match[1]!, fields: Object.keys(args[1] as object).sort() };
}

async function saveForm(tab: Page): Promise<{ method: string; fields: string[] }> {
  const saved = tab.waitForRequest((r) => !!savedFields(r), { timeout: 30_000 });
  await tab.locator('.o_form_button_save').first().click();
  const fields = savedFields(await saved)!;
  await expect(tab.locator('.o_form_view .o_form_saved, .o_form_view.o_form_saved').first()).toBeAttached({ timeout: 30_000 });
  return fields;
}

test("real Odoo: a form with the user's edits keeps them, says so, and the user's Save sends only the fields they edited", async ({ ext }) => {
  test.setTimeout(240_000);
  const { startModelStandIn, text, toolCall } = await import('../stand-ins/model/server');
  const model = await startModelStandIn();
  const client = await realAdmin();
  const id = await client.create('res.partner', { name: `Weft dirty form ${Date.now()}`, phone: '+30 210 000 0100', email: 'before@weft.example' });
  const stored = async () => (await client.read('res.partner', [id], ['phone', 'email']))[0]!;
  try {
    const tab = await logInTab(ext.context, url!, `/web#id=${id}&model=res.partner&view_type=form`);
    const phone = tab.locator('.o_form_view div[name="phone"] input');
    const email = tab.locator('.o_form_view div[name="email"] input');
    await expect(phone).toHaveValue('+30 210 000 0100', { timeout: 60_000 });
    // The tab's URL names the record (16/17 #id=..., 18+ /odoo/.../id): that is how Weft knows what the form shows.
    await expect.poll(() => tab.url(), { timeout: 15_000 }).toMatch(new RegExp(`(id=|/)${id}(\\b|$)`));
    const panel = await openPanel(ext, url!);
    await useModelStandIn(panel, model.url);
    const version = await panelOdooVersion(panel);
    const notice = tab.locator('#weft-record-changed');
    const assistantWrites = async (value: string, turn: number) => {
      model.script(toolCall('update_records', { model: 'res.partner', ids: [id], values: { phone: value } }), text(`Updated ${turn}.`));
      await ask(panel, `Set the phone to ${value}`);
      await panel.locator('.confirm-card').last().getByRole('button', { name: 'Approve' }).click();
      await expect(panel.getByText(`Updated ${turn}.`)).toBeVisible({ timeout: 30_000 });
      // The trigger arrived: the notice is the tab's answer to this write.
      await expect(notice).toBeVisible({ timeout: 15_000 });
      await expect(notice).toContainText('The assistant changed this record while you were editing it');
      await expect(notice).toContainText('Saving writes only the fields you edited, over the new value where it is the same field');
      expect((await stored()).phone).toBe(value);
    };

    // 1. The user edits another field; the assistant changes the phone.
    await email.fill('user@weft.example');
    await email.press('Tab');
    await expect(tab.locator('.o_form_view.o_form_dirty, .o_form_view .o_form_dirty').first()).toBeAttached();
    await assistantWrites('+30 210 000 0199', 1);
    // Left alone: the user's edit is still there, and the phone still shows the old value (so said).
    await expect(email).toHaveValue('user@weft.example');
    await expect(phone).toHaveValue('+30 210 000 0100');
    expect(await tab.evaluate(() => document.visibilityState), 'no auto-save on hide (18+) ran behind the test').toBe('visible');
    const other = await saveForm(tab);
    // "Saving writes the fields you edited": the assistant's phone survives the user's Save.
    expect(await stored()).toMatchObject({ phone: '+30 210 000 0199', email: 'user@weft.example' });
    await expect(phone).toHaveValue('+30 210 000 0199');

    // 2. The user edits the same field; the assistant changes it: "over the new value where it is the same field".
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await phone.fill('+30 210 000 0111');
    await phone.press('Tab');
    await assistantWrites('+30 210 000 0122', 2);
    await expect(phone).toHaveValue('+30 210 000 0111');
    const same = await saveForm(tab);
    expect((await stored()).phone).toBe('+30 210 000 0111');

    console.log(`[dirty-form] Odoo ${version}: other field -> ${other.method} ${JSON.stringify(other.fields)}; same field -> ${same.method} ${JSON.stringify(same.fields)}`);
    expect(other.fields).toEqual(['email']);
    expect(same.fields).toEqual(['phone']);
  } finally {
    await client.unlink('res.partner', [id]).catch(() => undefined);
    await model.close();
  }
});
