import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { logInPage } from '../e2e/log-in-page';
import { launchFirefoxWithWeft, type FirefoxWithWeft } from './firefox';
import { ask, button, field, openPanelBeside, textOf, useModelApi, waitForContext, waitForText, waitForValue } from './panel';
import { realTarget, standInTarget, type Target } from './targets';

// Weft's Firefox build in firefox-esr, as a user meets it: an Odoo on a port, granted from the
// panel, the session read with the tab's cookie (stock cookie settings), the page followed, and
// one chat turn with an approved write and its Undo. Against the stand-ins always; against a real
// Odoo too when ODOO_URL and ODOO_DB name one (admin/admin), e.g.
//   ODOO_URL=http://localhost:8070 ODOO_DB=odoo18 npm run test:e2e:firefox
const realUrl = process.env.ODOO_URL?.replace(/\/+$/, '');
// Both URL schemes: /web#model=..&id=.. (16-17) and /odoo/... (18+).
const targets: Array<[string, () => Promise<Target>]> = [
  ['stand-in Odoo 17', () => standInTarget(17)],
  ['stand-in Odoo 18', () => standInTarget(18)],
];
const realTargetFromEnv = () => realTarget(realUrl!, process.env.ODOO_DB ?? '');
if (realUrl) targets.push([`real Odoo at ${realUrl}`, realTargetFromEnv]);

const NEW_PHONE = '+30 210 555 0199';

const revokeButton = (page: Page, origin: string) =>
  page.locator(`::-p-xpath(//ul[contains(@class, "origins")]/li[contains(., ${JSON.stringify(origin)})]//button[normalize-space(.)="Revoke"])`);
const hostPattern = (origin: string) => `${new URL(origin).protocol}//${new URL(origin).hostname}/*`;
type Api = { browser: typeof chrome };
/** The host permissions Firefox holds for Weft, read from an extension page. */
const hostPatterns = (page: Page) => page.evaluate(async () => (await (globalThis as unknown as Api).browser.permissions.getAll()).origins ?? []);

describe.each(targets)('Firefox, %s', (_name, makeTarget) => {
  let target: Target;
  let model: ModelStandIn;
  let ff: FirefoxWithWeft;
  let tab: Page;
  let panel: Page;

  beforeAll(async () => {
    [target, model, ff] = await Promise.all([makeTarget(), startModelStandIn(), launchFirefoxWithWeft()]);
    console.log(`${ff.version} · ${target.name}`);
  });
  afterAll(async () => {
    await Promise.all([ff?.close(), model?.close(), target?.close()]);
  });

  it('grants an Odoo on a port: the host pattern is asked for, and the panel says what it covers', async () => {
    const [first, ...rest] = await ff.browser.pages();
    for (const page of rest) await page.close();
    tab = await logInPage(first ?? (await ff.browser.newPage()), target.url, target.formPath(target.partner.id));
    expect(new URL(target.url).port).not.toBe('');

    panel = await openPanelBeside(ff, tab);
    // Firefox shows an extension no tab URL before a grant (unless the toolbar button granted
    // activeTab), so the panel asks for the address.
    await field(panel, 'Odoo address').fill(target.url);
    await waitForText(panel, '[data-testid=grant-scope]', `covers ${new URL(target.url).hostname} on every other port`);
    await button(panel, `Allow Weft on ${target.url}`).click();

    await waitForText(panel, '[data-testid=odoo-user]', 'Mitchell Admin');
    await waitForText(panel, '[data-testid=odoo-user]', `Odoo ${target.version}`);
    expect(await hostPatterns(panel)).toEqual([hostPattern(target.url)]);
  });

  it("reads the session with the tab's cookie, from the extension's background page", async () => {
    // The panel showed the signed-in user: only the worker's own fetch with the tab's cookie can know it.
    await waitForText(panel, '[data-testid=odoo-user]', 'Mitchell Admin');
    if (target.calls) {
      const call = target.calls.find((c) => c.path === '/web/session/get_session_info' && c.origin?.startsWith('moz-extension://'));
      expect(call?.uid).toBe(2);
    }
  });

  it('follows the page through the content script: list, then a record', async () => {
    await tab.bringToFront();
    await tab.goto(`${target.url}${target.listPath}`);
    await tab.waitForSelector('.o_action_manager .o_view_controller.o_list_view .o_data_row', { timeout: 60_000 });
    await waitForContext(panel, 'sale.order', 'list');

    await tab.locator('.o_data_row .o_data_cell').click();
    await tab.waitForSelector('.o_action_manager .o_view_controller.o_form_view', { timeout: 30_000 });
    const crumb = await tab.waitForSelector('.o_breadcrumb .o_last_breadcrumb_item');
    const name = (await crumb!.evaluate((e) => (e as HTMLElement).innerText)).trim();
    await waitForContext(panel, 'sale.order', 'form', name);
  });

  it('runs one chat turn: the write waits for Approve, lands, and Undo restores it', async () => {
    const { id, name, phone } = target.partner;
    await tab.goto(`${target.url}${target.formPath(id)}`);
    await tab.waitForSelector('.o_action_manager .o_view_controller.o_form_view', { timeout: 30_000 });
    await waitForContext(panel, 'res.partner', 'form', name);

    await panel.bringToFront();
    // The model API on another host name than Odoo: reached by CORS, without a host grant, as
    // api.anthropic.com is.
    await useModelApi(panel, model.url.replace('127.0.0.1', 'localhost'));
    model.script(toolCall('update_records', { model: 'res.partner', ids: [id], values: { phone: NEW_PHONE } }), text('The phone number is updated.'));
    await ask(panel, `Set the phone of ${name} to ${NEW_PHONE}`);

    await waitForText(panel, '.confirm-card', NEW_PHONE);
    expect(await target.phoneOf(id)).toBe(phone); // nothing written before the click
    await panel.locator('.confirm-card ::-p-xpath(.//button[normalize-space(.)="Approve"])').click();
    await waitForText(panel, '[role=log]', 'The phone number is updated.');
    await waitForValue(() => target.phoneOf(id), NEW_PHONE);
    // The Odoo tab's open form shows the new value too (the tab is found by origin, with its port).
    const formPhone = () => tab.evaluate(() => document.querySelector<HTMLInputElement>('.o_field_widget[name="phone"] input')?.value ?? null);
    await waitForValue(formPhone, NEW_PHONE);
    if (target.calls) expect(target.calls.some((c) => (c.method === 'web_save' || c.method === 'write') && c.ids?.includes(id) && c.origin?.startsWith('moz-extension://'))).toBe(true);
    expect(model.requests[0]!.headers.cookie).toBeUndefined();

    await button(panel, 'Changes').click();
    await waitForText(panel, '.operation', NEW_PHONE);
    await button(panel, 'Undo').click();
    await waitForValue(() => target.phoneOf(id), phone);
  });

  it.runIf(makeTarget !== realTargetFromEnv)('revoking one port of a host keeps the host for another allowed port; the last revoke drops it', async () => {
    await button(panel, 'Assistant').click(); // the first panel is where a revoke shows first
    const sibling = await target.sibling!();
    try {
      const other = await ff.browser.newPage();
      await other.goto(`${sibling.url}/web/login`);
      const beside = await openPanelBeside(ff, other);
      // The host is allowed already, so Firefox shows this tab's address and the panel offers it.
      await button(beside, `Allow Weft on ${sibling.url}`).click();
      await button(beside, 'Settings').click();
      const sites = (shows: RegExp) => waitForText(beside, 'ul.origins', shows);
      await sites(new RegExp(`${target.url}[^]*${sibling.url}|${sibling.url}[^]*${target.url}`));
      expect(await hostPatterns(beside)).toEqual([hostPattern(target.url)]);

      await revokeButton(beside, target.url).click();
      await waitForValue(async () => (await textOf(beside, 'ul.origins')).includes(target.url), false);
      await sites(new RegExp(sibling.url));
      // The worker has finished the revoke once the first panel offers access to that origin again.
      await button(panel, `Allow Weft on ${target.url}`).wait();
      expect(await hostPatterns(beside)).toEqual([hostPattern(target.url)]); // still needed by the sibling

      await revokeButton(beside, sibling.url).click();
      await waitForValue(async () => (await hostPatterns(beside)).length, 0);
      await Promise.all([other.close(), beside.close()]);
    } finally {
      await sibling.close();
    }
  });
});
