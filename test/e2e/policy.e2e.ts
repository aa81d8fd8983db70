/// <reference types="chrome" />
// An organisation's policy in a real Chromium: written where Chromium reads enterprise policy,
// read by Weft from managed storage, shown as locks in Settings and enforced by the worker.
import type { Page } from '@playwright/test';
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { expect, launchWithExtension, test } from './fixtures';
import { ask, logInTab, openPanel } from './helpers';
import { managedBuild, type ManagedBuild } from './managed-policy';

let odoo: OdooStandIn;
let model: ModelStandIn;
let build: ManagedBuild;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => {
  build?.cleanUp();
  await Promise.all([odoo.close(), model.close()]);
});

test('Chromium hands the policy to Weft through managed storage', async () => {
  build = managedBuild({ maxPermissionMode: 'auto-read', blockedModels: ['sale.*'], apiBaseUrl: model.url, retentionDays: 14 });
  const ext = await launchWithExtension(build.dir);
  try {
    expect(ext.extensionId).toBe(build.extensionId);
    const managed = await ext.worker.evaluate(() => chrome.storage.managed.get());
    expect(managed).toEqual({ maxPermissionMode: 'auto-read', blockedModels: ['sale.*'], apiBaseUrl: model.url, retentionDays: 14 });
  } finally {
    await ext.close();
  }
});

/** What a user could do outside Settings: write the stored settings directly (the panel's own IndexedDB). */
async function tamperWithStoredSettings(panel: Page, patch: Record<string, unknown>): Promise<void> {
  await panel.evaluate(
    (patch) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('weft-settings');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite');
          const store = tx.objectStore('kv');
          const read = store.get('settings');
          read.onsuccess = () => store.put({ ...read.result, ...patch }, 'settings');
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    patch,
  );
}

test('a policy that caps the mode, blocks a model and fixes the gateway: Settings shows the locks, the worker enforces them', async () => {
  build = managedBuild({ maxPermissionMode: 'auto-read', blockedModels: ['sale.order'], apiBaseUrl: model.url, instructions: 'Give amounts in EUR.', maxAnswerTokens: 1024 });
  const ext = await launchWithExtension(build.dir);
  try {
    await logInTab(ext.context, odoo.url, '/odoo/contacts/16');
    const panel = await openPanel(ext, odoo.url);

    // Settings: the gateway is fixed and shown, the mode is capped; the user only adds their key.
    await panel.getByRole('button', { name: 'Settings', exact: true }).click();
    const baseUrl = panel.getByLabel(/API base URL/);
    await expect(baseUrl).toHaveValue(model.url);
    await expect(baseUrl).toBeDisabled();
    await expect(panel.getByTestId('locked-apiBaseUrl')).toHaveText(/Set by your organisation/);
    await expect(panel.getByTestId('locked-permissionMode')).toHaveText(/Set by your organisation/);
    await expect(panel.locator('input[name="permissionMode"]:checked')).toHaveValue('auto-read');
    await expect(panel.locator('input[name="permissionMode"][value="auto-edit"]')).toBeDisabled();
    await expect(panel.locator('input[name="permissionMode"][value="read-only"]')).toBeEnabled();
    await expect(panel.getByTestId('locked-model')).toHaveCount(0);
    // Every lock in words at the top, before a refusal would tell: the blocked model by its name.
    const summary = panel.getByTestId('policy-summary');
    await expect(summary).toContainText('Weft may not read or change: Sales Orders.');
    await expect(summary).toContainText('Answers at most 1,024 tokens long.');
    await expect(summary).not.toContainText('sale.order');
    await panel.getByLabel('Anthropic API key').fill('test-key');
    // The organisation's instructions, read-only; the answer length capped; the user adds their own.
    await expect(panel.getByTestId('org-instructions')).toContainText('Give amounts in EUR.');
    await expect(panel.getByTestId('locked-answerTokens')).toHaveText(/Set by your organisation/);
    await expect(panel.locator('input[name="answerTokens"]:checked')).toHaveValue('1024');
    await expect(panel.locator('input[name="answerTokens"][value="2048"]')).toBeDisabled();
    await panel.getByLabel('Your instructions for the assistant').fill('Answer in two sentences.');
    await panel.screenshot({ path: 'test-results/policy-settings.png', fullPage: true });
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByRole('button', { name: 'Assistant' }).click();

    // The user tries to loosen both around Settings, straight in the stored settings.
    await tamperWithStoredSettings(panel, { permissionMode: 'auto-edit', apiBaseUrl: 'http://127.0.0.1:9' });
    await panel.reload();
    await panel.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(panel.getByLabel(/API base URL/)).toHaveValue(model.url);
    await expect(panel.locator('input[name="permissionMode"]:checked')).toHaveValue('auto-read');
    await panel.getByRole('button', { name: 'Assistant' }).click();

    // A blocked model's skills are refused before Odoo is asked; the request went to the fixed gateway.
    odoo.calls.length = 0;
    model.script(toolCall('count_records', { model: 'sale.order' }, 'toolu_count'), text('Your organisation keeps sales orders out of Weft.'));
    await ask(panel, 'How many sales orders do we have?');
    await expect(panel.getByText('Your organisation keeps sales orders out of Weft.')).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByText(/organisation blocks sale\.order/).first()).toBeVisible();
    expect(odoo.calls.filter((c) => c.model === 'sale.order')).toEqual([]);
    expect(model.requests.length).toBeGreaterThanOrEqual(2);
    const refused = JSON.stringify(model.requests.at(-1)!.body.messages.at(-1));
    expect(refused).toContain('is_error');
    expect(refused).toContain('organisation blocks sale.order');
    // Both instructions and the capped length reached the request, after the cached static prompt.
    const sent = model.requests.at(-1)!.body;
    expect(sent.max_tokens).toBe(1024);
    expect(sent.system[1].text).toMatch(/organisation[^\n]*\nGive amounts in EUR\.\n[^\n]*own instructions[^\n]*\nAnswer in two sentences\./);

    // auto-edit would write a plain edit unasked; the capped mode still asks.
    model.script(toolCall('update_records', { model: 'res.partner', ids: [16], values: { phone: '+1 555 0100' } }, 'toolu_edit'), text('Left as it was.'));
    await ask(panel, 'Set the phone of this contact to +1 555 0100');
    const card = panel.locator('.confirm-card');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await panel.screenshot({ path: 'test-results/policy-asks.png' });
    expect(odoo.db.records('res.partner').find((p) => p.id === 16)!.phone).not.toBe('+1 555 0100');
    await card.getByRole('button', { name: 'Decline' }).click();
    await expect(panel.getByText('Left as it was.')).toBeVisible({ timeout: 30_000 });
    expect(odoo.db.records('res.partner').find((p) => p.id === 16)!.phone).not.toBe('+1 555 0100');
  } finally {
    await ext.close();
  }
});
