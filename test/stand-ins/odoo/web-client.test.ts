// The stand-in web client in a real Chromium: the DOM markers the content script reads.
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OdooStandIn, startOdooStandIn } from './server.ts';
import { TestClient } from './test-client.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let odoo: OdooStandIn;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  odoo = await startOdooStandIn({ version: 18 });
  if (existsSync(CHROMIUM)) browser = await chromium.launch({ executablePath: CHROMIUM });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await odoo.close();
});
beforeEach(async () => {
  odoo.reset();
  odoo.setVersion(18);
  await page?.context().close();
  if (browser) page = await (await browser.newContext()).newPage();
}, 30_000);

async function login(path: string, user = 'admin') {
  await page.goto(odoo.url + path);
  await page.fill('#login', user);
  await page.fill('#password', user);
  await page.click('.oe_login_form button[type=submit]');
  await settled();
}

/** Opens a page with a session made over JSON-RPC: quicker than the login form. */
async function open(path: string, user = 'admin') {
  const client = new TestClient(odoo.url);
  await client.login(user);
  await page.context().addCookies([{ name: 'session_id', value: client.cookies.get('session_id')!, url: odoo.url }]);
  await page.goto(odoo.url + path);
  await settled();
}

const settled = () => page.waitForSelector('body.o_web_client[data-standin-ready=true]');
const lastCrumb = () => page.locator('.o_breadcrumb .o_last_breadcrumb_item.active > span').innerText();
const crumbs = () => page.locator('.o_breadcrumb .breadcrumb-item, .o_breadcrumb .o_last_breadcrumb_item').allInnerTexts();

describe.skipIf(!existsSync(CHROMIUM))('stand-in web client', { timeout: 45_000 }, () => {
  it('logs in from the redirect and shows the list', async () => {
    await page.goto(`${odoo.url}/odoo/sales`);
    expect(page.url()).toBe(`${odoo.url}/web/login?redirect=%2Fodoo%2Fsales`);
    expect(await page.locator('body.o_web_client').count()).toBe(0);
    await login('/odoo/sales');
    expect(page.url()).toBe(`${odoo.url}/odoo/sales`);
    expect(await page.locator('.o_action_manager > .o_action > .o_view_controller.o_list_view').count()).toBe(1);
    expect(await lastCrumb()).toBe('Quotations');
    expect(await page.locator('.o_data_row').count()).toBe(9);
    expect(await page.locator('.o_switch_company_menu').innerText()).toContain('YourCompany');
  });

  it('opens a row as a form without reloading, with nested lines and dirty tracking', async () => {
    await open('/odoo/sales');
    await page.evaluate(() => ((window as unknown as { survivor: boolean }).survivor = true));
    await page.locator('.o_data_row', { hasText: 'S00007' }).click();
    await settled();
    expect(page.url()).toBe(`${odoo.url}/odoo/sales/7`);
    expect(await page.evaluate(() => (window as unknown as { survivor?: boolean }).survivor)).toBe(true);
    expect(await page.locator('.o_view_controller.o_form_view').count()).toBe(1);
    expect(await lastCrumb()).toBe('S00007');
    expect(await crumbs()).toEqual(['Quotations', 'S00007']);
    expect(await page.locator('.o_field_one2many .o_list_view .o_data_row').count()).toBe(2);
    expect(await page.locator('.o_list_view').count()).toBe(1);

    await page.fill('.o_field_widget input[name=date_order]', '2030-05-06 07:08:09');
    expect(await page.locator('.o_form_view .o_form_renderer.o_form_dirty').count()).toBe(1);
    odoo.calls.length = 0;
    await page.click('.o_form_button_save');
    await settled();
    await page.waitForSelector('.o_form_view .o_form_renderer:not(.o_form_dirty)');
    expect(odoo.calls.map((c) => c.method)).toContain('web_save');
    expect(odoo.db.get('sale.order', 7)?.date_order).toBe('2030-05-06 07:08:09');
  });

  it('search facets filter the list, down to the no-content helper', async () => {
    await open('/odoo/contacts');
    await page.fill('.o_searchview_input', 'azure');
    await page.press('.o_searchview_input', 'Enter');
    await settled();
    expect(await page.locator('.o_searchview_facet').innerText()).toContain('azure');
    expect(await page.locator('.o_data_row').count()).toBe(2);
    await page.fill('.o_searchview_input', 'zzz');
    await page.press('.o_searchview_input', 'Enter');
    await settled();
    expect(await page.locator('.o_data_row').count()).toBe(0);
    expect(await page.locator('.o_view_nocontent').count()).toBe(1);
  });

  it('shows server errors in a technical modal', async () => {
    await open('/odoo/contacts');
    await page.click('.o_weft_test_error');
    const body = page.locator('.modal.o_technical_modal .o_error_dialog .modal-body');
    await body.waitFor();
    expect(await body.innerText()).toContain('Record does not exist or has been deleted.');
    expect(await page.locator('.o_technical_modal .modal-title').innerText()).toBe('Missing Record');
  });

  it('creates a record from a new form, then shows its id in the URL', async () => {
    await open('/odoo/contacts/new');
    expect(await page.locator('.o_form_view .o_form_editable').count()).toBe(1);
    expect(await lastCrumb()).toBe('New');
    await page.fill('.o_field_widget input[name=name]', 'Created In Browser');
    await page.fill('.o_field_widget input[name=city]', 'Athens');
    await page.click('.o_form_button_save');
    await page.waitForURL(/\/odoo\/contacts\/\d+$/);
    await settled();
    const id = Number(page.url().split('/').pop());
    expect(odoo.db.get('res.partner', id)).toMatchObject({ name: 'Created In Browser', city: 'Athens' });
    expect(await lastCrumb()).toBe('Created In Browser');
  });

  it('follows nested paths and the test navigate helper', async () => {
    await open('/odoo/sales/7/res.partner/5');
    expect(await crumbs()).toEqual(['Quotations', 'S00007', 'Azure Interior']);
    await page.evaluate(() => (window as unknown as { __standin: { navigate(u: string): void } }).__standin.navigate('/odoo/action-104'));
    await settled();
    expect(await lastCrumb()).toBe('Pipeline');
  });

  it('runs workflow buttons through call_button', async () => {
    await open('/odoo/sales/1');
    await page.click('.o_statusbar_buttons button[name=action_confirm]');
    await page.waitForSelector('.o_arrow_button_current[data-value=sale]');
    expect(odoo.db.get('sale.order', 1)?.state).toBe('sale');
  });

  it('Odoo 17: hash routes, cids in the hash and the company switcher', async () => {
    odoo.setVersion(17);
    await login('/web#action=101&model=sale.order&view_type=list');
    expect(await page.locator('.o_data_row').count()).toBe(9);
    await page.locator('.o_data_row', { hasText: 'S00003' }).click();
    await settled();
    expect(page.url()).toBe(`${odoo.url}/web#id=3&cids=1&menu_id=5&action=101&model=sale.order&view_type=form`);
    expect(await lastCrumb()).toBe('S00003');
    await page.goBack();
    await settled();
    await page.click('.o_switch_company_menu .o_toggle_company[data-company-id="2"]');
    await page.waitForLoadState('load');
    await settled();
    expect(page.url()).toContain('cids=1%2C2');
    expect(await page.locator('.o_data_row').count()).toBe(10);
    expect(odoo.calls.at(-1)?.context?.allowed_company_ids).toEqual([1, 2]);
  });

  it('Odoo 16: reads with read(), not web_read', async () => {
    odoo.setVersion(16);
    await open('/web#id=5&model=res.partner&view_type=form');
    // 16's breadcrumb has no .o_breadcrumb: the last crumb is the active item of the control panel's list.
    expect(await page.locator('.o_breadcrumb').count()).toBe(0);
    expect(await page.locator('.o_control_panel ol.breadcrumb > li.breadcrumb-item.active > span').innerText()).toBe('Azure Interior');
    const methods = odoo.calls.map((c) => c.method);
    expect(methods).toContain('read');
    expect(methods).not.toContain('web_read');
  });
});
