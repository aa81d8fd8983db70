/// <reference types="chrome" />
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { REAL_URL, openRealOdoo, realAdmin, skipUnlessRealOdoo } from './real-odoo-login';

// What the user did in a real web client: Confirm pressed on a quotation gives the "create its
// invoice?" card, and a customer with overdue invoices picked on a new quotation is said before
// saving; no model request either way. The time from the click to the card is measured (not
// asserted) and written to test-results. Data made here is named after the branch and removed.
// ODOO_URL=http://127.0.0.1:8069 ODOO_DB=odoo17 npx playwright test -c test/e2e/playwright.config.ts page-triggers-real
const url = REAL_URL;
skipUnlessRealOdoo({ db: true });

/** Date.now() in the tab at the click (captured before Odoo's handler), and in the panel when the card shows. */
const clickClock = (tab: Page) =>
  tab.evaluate(() => document.addEventListener('click', () => ((window as unknown as { clickAt: number }).clickAt = Date.now()), { capture: true, once: true }));
const cardClock = (panel: Page, text: string) =>
  panel.evaluate((wanted) => {
    const found = () => [...document.querySelectorAll('article.suggestion')].some((a) => a.textContent?.includes(wanted));
    new MutationObserver((_, observer) => {
      if (!found()) return;
      (window as unknown as { cardAt: number }).cardAt = Date.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);

test('real Odoo: Confirm on a quotation in the page gives "create its invoice?", with no model call', async ({ ext }, info) => {
  test.setTimeout(240_000);
  const { startModelStandIn } = await import('../stand-ins/model/server');
  const model = await startModelStandIn();
  const client = await realAdmin();
  // A product invoiced on ordered quantities: confirmed, the order is "to invoice" at once.
  const [product] = (await client.searchRead('product.product', { domain: [['sale_ok', '=', true], ['invoice_policy', '=', 'order'], ['type', '=', 'service']], fields: ['id'], limit: 1 })).records;
  const [customer] = (await client.searchRead('res.partner', { domain: [['name', '=', 'Deco Addict']], fields: ['id'], limit: 1 })).records;
  const orderId = await client.create('sale.order', { partner_id: customer!.id, client_order_ref: 'weft triggers e2e', order_line: [[0, 0, { product_id: product!.id, product_uom_qty: 2 }]] });
  try {
    const { tab, panel, version } = await openRealOdoo(ext, { modelUrl: model.url });
    const [name] = (await client.read('sale.order', [orderId], ['name'])).map((o) => String(o.name));
    await tab.bringToFront();
    await tab.goto(version >= 18 ? `${url}/odoo/sales/${orderId}` : `${url}/web?#id=${orderId}&model=sale.order&view_type=form`);
    await tab.waitForSelector('.o_action_manager .o_form_view .o_statusbar_buttons button[name=action_confirm]', { timeout: 60_000 });
    const title = `${name} is confirmed: create its invoice?`;
    await cardClock(panel, title);
    await clickClock(tab);
    // When Odoo has done it (the status bar at Sales Order): the rest of the time is Weft's.
    await tab.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.o_statusbar_status .o_arrow_button_current[data-value="sale"]')) return;
        (window as unknown as { doneAt: number }).doneAt = Date.now();
        observer.disconnect();
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await tab.locator('.o_statusbar_buttons button[name=action_confirm]:visible').first().click();
    const card = panel.locator('article.suggestion').filter({ hasText: title });
    await expect(card).toHaveCount(1, { timeout: 30_000 });
    const clicked = await tab.evaluate(() => (window as unknown as { clickAt: number }).clickAt);
    const ms = (await panel.evaluate(() => (window as unknown as { cardAt: number }).cardAt)) - clicked;
    const odooMs = (await tab.evaluate(() => (window as unknown as { doneAt: number }).doneAt)) - clicked;
    writeFileSync(info.outputPath(`odoo${version}-confirm-to-card.json`), JSON.stringify({ version, ms, odooMs, modelRequests: model.requests.length }));
    console.log(`[measure] Odoo ${version}: click on Confirm -> card in the panel ${ms} ms (Odoo's confirm shown at ${odooMs} ms), model requests ${model.requests.length}`);
    await panel.screenshot({ path: info.outputPath(`odoo${version}-confirm-card.png`) });
    expect(model.requests).toHaveLength(0);
    // The card's write goes through the one approval pipeline: the confirm card, nothing invoiced before Approve.
    await card.getByRole('button').first().click();
    await expect(panel.locator('.confirm-card')).toBeVisible({ timeout: 30_000 });
    expect((await client.read('sale.order', [orderId], ['invoice_status']))[0]!.invoice_status).toBe('to invoice');
  } finally {
    await model.close();
    await client.callButton('sale.order', 'action_cancel', [orderId], { context: { disable_cancel_warning: true } }).catch(() => undefined);
    await client.callKw('sale.order', 'unlink', [[orderId]]).catch((e: unknown) => console.warn('cleanup', e));
  }
});

test('real Odoo: a customer with overdue invoices picked on a new quotation is said before saving', async ({ ext }, info) => {
  test.setTimeout(240_000);
  const { startModelStandIn } = await import('../stand-ins/model/server');
  const model = await startModelStandIn();
  try {
    const { tab, panel, version } = await openRealOdoo(ext, { modelUrl: model.url });
    await tab.bringToFront();
    await tab.goto(version >= 18 ? `${url}/odoo/action-sale.action_quotations_with_onboarding/new` : `${url}/web?#action=sale.action_quotations_with_onboarding&view_type=form`);
    const input = tab.locator('.o_action_manager .o_form_view .o_field_widget[name=partner_id] input');
    await input.waitFor({ timeout: 60_000 });
    await clickClock(tab);
    await cardClock(panel, 'Deco Addict has');
    // Deco Addict has overdue invoices in 16-19's demo data.
    await input.fill('Deco Addict');
    await tab.locator('.o-autocomplete--dropdown-item').filter({ hasText: /^Deco Addict$/ }).first().click();
    const card = panel.locator('article.suggestion').filter({ hasText: /Deco Addict has \d+ overdue invoices?/ });
    await expect(card).toHaveCount(1, { timeout: 30_000 });
    await expect(card).toContainText('not saved yet');
    // Still a new record: nothing was saved to say so.
    expect(tab.url()).not.toMatch(/sale\.order\/\d+|[#&]id=\d+/);
    const ms = (await panel.evaluate(() => (window as unknown as { cardAt: number }).cardAt)) - (await tab.evaluate(() => (window as unknown as { clickAt: number }).clickAt));
    console.log(`[measure] Odoo ${version}: customer picked -> card in the panel ${ms} ms, model requests ${model.requests.length}`);
    await panel.screenshot({ path: info.outputPath(`odoo${version}-picked-card.png`) });
    expect(model.requests).toHaveLength(0);
    await tab.locator('.o_form_button_cancel').first().click({ timeout: 5_000 }).catch(() => undefined); // discard the new quotation
  } finally {
    await model.close();
  }
});

test('real Odoo: Register Payment gone through in its wizard (the status unmoved) gives the customer still overdue, with no model call', async ({ ext }, info) => {
  test.setTimeout(240_000);
  const { startModelStandIn } = await import('../stand-ins/model/server');
  const model = await startModelStandIn();
  const client = await realAdmin();
  const [customer] = (await client.searchRead('res.partner', { domain: [['name', '=', 'Deco Addict']], fields: ['id'], limit: 1 })).records;
  const [lastPayment] = (await client.searchRead('account.payment', { fields: ['id'], order: 'id desc', limit: 1 })).records;
  const invoiceId = await client.create('account.move', { move_type: 'out_invoice', partner_id: customer!.id, invoice_line_ids: [[0, 0, { name: 'weft timesheet e2e payment', quantity: 1, price_unit: 10 }]] });
  try {
    await client.callButton('account.move', 'action_post', [invoiceId]);
    const { tab, panel, version } = await openRealOdoo(ext, { modelUrl: model.url });
    await tab.bringToFront();
    await tab.goto(version >= 18 ? `${url}/odoo/account.move/${invoiceId}` : `${url}/web#id=${invoiceId}&model=account.move&view_type=form`);
    const pay = tab.locator('.o_statusbar_buttons button[name=action_register_payment]:visible').first();
    await pay.waitFor({ timeout: 60_000 });
    await clickClock(tab);
    await cardClock(panel, 'after the payment just registered');
    await pay.click();
    await tab.locator('.modal button[name=action_create_payments]').click({ timeout: 30_000 });
    const card = panel.locator('article.suggestion').filter({ hasText: /Deco Addict has \d+ overdue invoices?/ }).filter({ hasText: 'after the payment just registered' });
    await expect(card).toHaveCount(1, { timeout: 30_000 });
    expect((await client.read('account.move', [invoiceId], ['state', 'payment_state']))[0]).toMatchObject({ state: 'posted', payment_state: expect.stringMatching(/paid|in_payment/) });
    const ms = (await panel.evaluate(() => (window as unknown as { cardAt: number }).cardAt)) - (await tab.evaluate(() => (window as unknown as { clickAt: number }).clickAt));
    console.log(`[measure] Odoo ${version}: Register Payment click -> card ${ms} ms (the wizard's click included), model requests ${model.requests.length}`);
    await panel.screenshot({ path: info.outputPath(`odoo${version}-paid-card.png`) });
    expect(model.requests).toHaveLength(0);
  } finally {
    await model.close();
    const made = (await client.searchRead('account.payment', { domain: [['id', '>', Number(lastPayment?.id ?? 0)], ['partner_id', '=', customer!.id]], fields: ['id'] })).records.map((p) => p.id);
    await client.callButton('account.move', 'button_draft', [invoiceId]).catch(() => undefined);
    for (const id of made) {
      await client.callButton('account.payment', 'action_draft', [id]).catch(() => undefined);
      await client.callKw('account.payment', 'unlink', [[id]]).catch((e: unknown) => console.warn('cleanup payment', e));
    }
    await client.callKw('account.move', 'unlink', [[invoiceId]]).catch((e: unknown) => console.warn('cleanup invoice', e));
  }
});

