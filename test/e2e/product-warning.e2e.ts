/// <reference types="chrome" />
// A product's warning on a quotation line, in a real Chromium on the Odoo 18 stand-in: a warned
// product's card shows Odoo's message for it and Approve stores the line; a product Odoo blocks on
// sales orders brings no card at all, the model is told why (a tool error) and nothing is made.
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

const LAMP = 3; // [FURN_8888] Office Lamp
const quotation = () => toolCall('create_record', { model: 'sale.order', values: { partner_id: 5, order_line: [[0, 0, { product_id: LAMP, product_uom_qty: 2 }]] } });
const lampOrders = () => odoo.db.records('sale.order.line').filter((l) => l.product_id === LAMP).map((l) => l.order_id);

test("a warned product: Odoo's message on the card, Approve stores the line; a blocked one: no card, the model is told", async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/sales/1');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);

  odoo.db.write('product.template', LAMP, { sale_line_warn: 'warning', sale_line_warn_msg: 'European plug only' }, 2);
  const before = lampOrders();
  model.script(quotation(), text('The quotation is made.'));
  await ask(panel, 'Quote two office lamps for Azure Interior');
  const card = panel.locator('.confirm-card');
  await expect(card.getByRole('note').filter({ hasText: 'Warning for [FURN_8888] Office Lamp: European plug only' })).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('The quotation is made.')).toBeVisible();
  expect(lampOrders().length).toBe(before.length + 1);

  odoo.db.write('product.template', LAMP, { sale_line_warn: 'block', sale_line_warn_msg: 'Recalled by the maker' }, 2);
  const orders = odoo.db.records('sale.order').length;
  model.script(quotation(), text('Odoo blocks that lamp on sales orders.'));
  await ask(panel, 'Quote two more office lamps');
  await expect(panel.getByText('Odoo blocks that lamp on sales orders.')).toBeVisible({ timeout: 30_000 });
  const told = JSON.stringify(model.requests.at(-1)!.body.messages.at(-1));
  expect(told).toContain('is_error');
  expect(told).toContain('[FURN_8888] Office Lamp cannot be sold: Odoo blocks it on sales orders with the message “Recalled by the maker”.');
  await expect(panel.locator('.confirm-card')).toHaveCount(0);
  expect(odoo.db.records('sale.order').length).toBe(orders);
});

test("a change set: each row that puts a warned product says Odoo's message; a set of creates with a blocked product: no card, the model is told which row", async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/sales/1');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);

  odoo.db.write('product.template', LAMP, { sale_line_warn: 'warning', sale_line_warn_msg: 'European plug only' }, 2);
  const before = lampOrders();
  // A lamp on quotations S00001 and S00009, a chair on S00002.
  model.script(
    toolCall('update_records', { model: 'sale.order', ids: [1, 9], values: { order_line: [[0, 0, { product_id: LAMP, product_uom_qty: 1 }]] } }),
    text('Both quotations have a lamp now.'),
  );
  await ask(panel, 'Add an office lamp to S00001 and S00009');
  const card = panel.locator('.confirm-card');
  const rows = card.locator('.set-table tbody tr');
  await expect(rows).toHaveCount(2, { timeout: 20_000 });
  for (const name of ['S00001', 'S00009']) await expect(rows.filter({ hasText: name }).getByRole('note')).toHaveText('Warning for [FURN_8888] Office Lamp: European plug only');
  await card.getByRole('button', { name: /^Approve/ }).click();
  await expect(panel.getByText('Both quotations have a lamp now.')).toBeVisible();
  expect(lampOrders().filter((o) => !before.includes(o)).sort()).toEqual([1, 9]);

  odoo.db.write('product.template', LAMP, { sale_line_warn: 'block', sale_line_warn_msg: 'Recalled by the maker' }, 2);
  const orders = odoo.db.records('sale.order').length;
  model.script(
    toolCall('create_record', { model: 'sale.order', rows: [{ partner_id: 5, order_line: [[0, 0, { product_id: 2, product_uom_qty: 1 }]] }, { partner_id: 8, order_line: [[0, 0, { product_id: LAMP, product_uom_qty: 2 }]] }] }),
    text('Odoo blocks that lamp on sales orders.'),
  );
  await ask(panel, 'Quote a chair for Azure Interior and two lamps for Gemini Furniture');
  await expect(panel.getByText('Odoo blocks that lamp on sales orders.')).toBeVisible({ timeout: 30_000 });
  const told = JSON.stringify(model.requests.at(-1)!.body.messages.at(-1));
  expect(told).toContain('is_error');
  expect(told).toContain('[FURN_8888] Office Lamp cannot be sold: Odoo blocks it on sales orders with the message “Recalled by the maker”. It is on Sales Order 2 (new), so that row cannot be part of this change.');
  await expect(panel.locator('.confirm-card')).toHaveCount(0);
  expect(odoo.db.records('sale.order').length).toBe(orders);
});
