/// <reference types="chrome" />
import type { Page } from '@playwright/test';
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, useModelStandIn } from './helpers';

// A careful user reads a confirm card before approving it. Chrome stops an idle worker after 30 s;
// the panel keeps it alive while a card waits, and a card whose worker was stopped anyway is
// offered again, the same write, written once.

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

const PHONE = '+30 210 555 0199';
const writesOf = (id: number) => odoo.calls.filter((c) => /\/(write|web_save)$/.test(c.path) && c.ids?.includes(id));

test('a card approved 45 s after it appeared writes', async ({ ext }) => {
  test.setTimeout(120_000);
  await logInTab(ext.context, odoo.url, '/odoo/contacts/5');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  model.script(toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: PHONE } }), text('The phone number is updated.'));
  await ask(panel, `Set the phone of Azure Interior to ${PHONE}`);
  const card = panel.locator('.confirm-card');
  await expect(card).toContainText(PHONE);

  await panel.waitForTimeout(45_000); // the user reads the card
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('The phone number is updated.')).toBeVisible();
  await expect(panel.getByText(/confirmation has expired/)).toHaveCount(0);
  expect(odoo.db.get('res.partner', 5)!.phone).toBe(PHONE);
});

test('a card whose worker was stopped is offered again after the panel reconnects, and writes once', async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/contacts/5');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  model.script(toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: PHONE } }, 'toolu_phone'));
  await ask(panel, `Set the phone of Azure Interior to ${PHONE}`);
  const card = panel.locator('.confirm-card');
  await expect(card).toContainText(PHONE);
  const hashBefore = await keptHashes(panel);
  expect(hashBefore).toHaveLength(1);

  // The browser stops the worker, as it does to idle ones.
  const cdp = await ext.context.newCDPSession(panel);
  await cdp.send('ServiceWorker.enable');
  const firstId = await card.getAttribute('data-pending-id');
  await cdp.send('ServiceWorker.stopAllWorkers');
  // The panel reconnects, which starts a new worker; it offers the same write again, as a new card
  // (the old worker's card id is gone with it). A restarted worker on a busy machine takes seconds.
  await expect(card).not.toHaveAttribute('data-pending-id', firstId!, { timeout: 20_000 });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(PHONE);
  const hashAfter = await keptHashes(panel);
  expect(hashAfter).toEqual(hashBefore);
  expect(writesOf(5)).toHaveLength(0);

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText(/^Done: /)).toBeVisible();
  await expect(panel.getByText(/confirmation has expired/)).toHaveCount(0);
  expect(odoo.db.get('res.partner', 5)!.phone).toBe(PHONE);
  expect(writesOf(5)).toHaveLength(1);
  await expect(card).toHaveCount(0);
});

/** The hashes of the confirm cards kept in the database (read from the panel, an extension page). */
async function keptHashes(panel: Page): Promise<string[]> {
  return panel.evaluate(async () => {
    const open = indexedDB.open('weft');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    const rows = await new Promise<{ argsHash: string }[]>((resolve) => {
      const request = db.transaction('confirms').objectStore('confirms').getAll();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return rows.map((row) => row.argsHash);
  });
}
