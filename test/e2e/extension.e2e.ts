/// <reference types="chrome" />
import { test, expect } from './fixtures';

test('the built extension loads: worker running, side panel renders', async ({ ext }) => {
  expect(ext.worker.url()).toMatch(/^chrome-extension:\/\/[a-p]{32}\/background\.js$/);
  const manifest = await ext.worker.evaluate(() => chrome.runtime.getManifest());
  expect(manifest.manifest_version).toBe(3);
  expect(manifest.side_panel?.default_path).toBe('sidepanel.html');
  expect(manifest.content_scripts ?? []).toEqual([]);

  const panel = await ext.context.newPage();
  await panel.goto(`chrome-extension://${ext.extensionId}/sidepanel.html`);
  await expect(panel.getByRole('heading', { name: 'Weft', exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Settings' }).click();
  await expect(panel.locator('input[name="permissionMode"]:checked')).toHaveValue('auto-read');
});

test('the toolbar icon and Alt+Shift+W open the side panel', async ({ ext }) => {
  // Set on every worker start; poll, since the first start may still be setting it.
  await expect
    .poll(() => ext.worker.evaluate(async () => (await chrome.sidePanel.getPanelBehavior()).openPanelOnActionClick))
    .toBe(true);
  const manifest = await ext.worker.evaluate(() => chrome.runtime.getManifest());
  // The shortcut runs the action, which opens the panel.
  expect(manifest.commands?._execute_action?.suggested_key).toEqual({ default: 'Alt+Shift+W' });
  // A proper icon set, in the build (drawn by test/make-icons.ts).
  expect(manifest.icons).toMatchObject({ 16: 'icon/16.png', 48: 'icon/48.png', 128: 'icon/128.png' });
  const type = await ext.worker.evaluate(async () => (await fetch(chrome.runtime.getURL('icon/128.png'))).headers.get('content-type'));
  expect(type).toBe('image/png');
});

test('side panel and worker talk over the protocol; malformed messages are dropped', async ({ ext }) => {
  const panel = await ext.context.newPage();
  await panel.goto(`chrome-extension://${ext.extensionId}/sidepanel.html`);
  // The panel pings on connect; the worker's pong marks it connected.
  await expect(panel.locator('.app[data-connected="true"]')).toBeAttached();

  const replies = await panel.evaluate(async () => {
    const port = chrome.runtime.connect({ name: 'weft-panel' });
    const got: unknown[] = [];
    port.onMessage.addListener((m: unknown) => got.push(m));
    port.postMessage({ type: 'no-such-command' });
    port.postMessage({ type: 'ping' }); // missing nonce
    port.postMessage({ type: 'ping', nonce: 'n1' });
    // The port keeps order: once the valid ping's pong is back, the malformed ones were handled (dropped).
    await new Promise<void>((resolve) => {
      const check = () => (got.some((m) => (m as { nonce?: string }).nonce === 'n1') ? resolve() : setTimeout(check, 10));
      check();
    });
    port.disconnect();
    return got;
  });
  expect(replies).toEqual([{ type: 'pong', nonce: 'n1', version: expect.any(String) }]);

  // A port under another name, or from a page that is not the panel, is refused.
  const refused = await panel.evaluate(async () => {
    const port = chrome.runtime.connect({ name: 'something-else' });
    return new Promise<boolean>((r) => port.onDisconnect.addListener(() => r(true)));
  });
  expect(refused).toBe(true);
});
