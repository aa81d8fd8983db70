import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { Policy } from '@/lib/settings/policy';
import { launchFirefoxWithWeft, openExtensionPage, type FirefoxWithWeft } from './firefox';
import { firefoxManagedBuild, type FirefoxManagedBuild } from './managed-policy';
import { button, field, waitForText } from './panel';

// An organisation's policy in a real firefox-esr: written into the policies.json Firefox reads at
// start-up (`3rdparty` → `Extensions` → Weft's add-on id), handed by Firefox to Weft's
// storage.managed, and shown as locks in Settings that the user cannot loosen.
const GATEWAY = 'https://llm-gateway.acme.example';
const POLICY: Policy = { maxPermissionMode: 'auto-read', blockedModels: ['sale.order'], apiBaseUrl: GATEWAY, askBeforeSending: true, retentionDays: 14 };

type Api = { browser: typeof chrome };

describe('Firefox: the organisation’s policy from policies.json', () => {
  let build: FirefoxManagedBuild;
  let ff: FirefoxWithWeft;
  let panel: Page;

  beforeAll(async () => {
    build = firefoxManagedBuild(POLICY);
    ff = await launchFirefoxWithWeft({ extensionDir: build.dir, extensionId: build.extensionId });
    console.log(`${ff.version} · ${build.policyFile} · ${build.extensionId}`);
    panel = await openExtensionPage(ff.browser, `${ff.extensionOrigin}/sidepanel.html`);
    await panel.waitForSelector('nav, header, main, #root > *', { timeout: 20_000 });
  });
  afterAll(async () => {
    await ff?.close();
    if (!build) return;
    build.cleanUp();
    expect(existsSync(build.policyFile)).toBe(false);
  });

  it('Firefox hands the policy to Weft as storage.managed', async () => {
    const managed = await panel.evaluate(() => (globalThis as unknown as Api).browser.storage.managed.get());
    expect(managed).toEqual(POLICY);
  });

  it('Settings shows the locks: the gateway fixed, the mode capped, privacy mode forced on', async () => {
    await button(panel, 'Settings').click();
    await waitForText(panel, '[data-testid=locked-apiBaseUrl]', 'Set by your organisation');
    await waitForText(panel, '[data-testid=locked-permissionMode]', 'Set by your organisation');
    await waitForText(panel, '[data-testid=locked-askBeforeSending]', 'Set by your organisation');
    const baseUrl = await field(panel, 'API base URL').waitHandle();
    expect(await baseUrl.evaluate((input) => [(input as HTMLInputElement).value, (input as HTMLInputElement).disabled])).toEqual([GATEWAY, true]);
    const mode = await panel.evaluate(() => {
      const options = [...document.querySelectorAll<HTMLInputElement>('input[name="permissionMode"]')];
      return { value: options.find((o) => o.checked)?.value, disabled: options.filter((o) => o.disabled).map((o) => o.value) };
    });
    expect(mode).toEqual({ value: 'auto-read', disabled: ['auto-edit'] });
    const privacy = await field(panel, 'Ask before sending Odoo data to the model').waitHandle();
    expect(await privacy.evaluate((box) => [(box as HTMLInputElement).checked, (box as HTMLInputElement).disabled])).toEqual([true, true]);
    await panel.screenshot({ path: 'test-results/firefox-policy-settings.png', fullPage: true });
  });

  it('the user cannot loosen them: a direct write of looser settings is still capped', async () => {
    // Around Settings, straight into the stored settings, then the page read again.
    await panel.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('weft-settings');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('kv', 'readwrite');
            const store = tx.objectStore('kv');
            const read = store.get('settings');
            read.onsuccess = () => store.put({ ...(read.result ?? {}), permissionMode: 'auto-edit', apiBaseUrl: 'http://127.0.0.1:9', askBeforeSending: false }, 'settings');
            tx.oncomplete = () => (open.result.close(), resolve());
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    await panel.reload({ waitUntil: 'domcontentloaded', timeout: 5_000 }).catch(() => undefined);
    await panel.waitForSelector('nav, header, main, #root > *', { timeout: 20_000 });
    await button(panel, 'Settings').click();
    await waitForText(panel, '[data-testid=locked-apiBaseUrl]', 'Set by your organisation');
    const shown = await panel.evaluate(() => {
      const input = (label: string) => [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))?.querySelector<HTMLInputElement | HTMLSelectElement>('input, select');
      const mode = document.querySelector<HTMLInputElement>('input[name="permissionMode"]:checked')?.value;
      return { baseUrl: input('API base URL')?.value, mode, privacy: (input('Ask before sending') as HTMLInputElement | undefined)?.checked };
    });
    expect(shown).toEqual({ baseUrl: GATEWAY, mode: 'auto-read', privacy: true });
  });
});
