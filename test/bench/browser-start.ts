// The panel and the worker at the moments a user waits on them: Send pressed until the model
// request leaves the worker, and a stopped worker until it answers the panel's first command.
import type { BrowserContext, Page } from '@playwright/test';
import { PANEL_PORT } from '@/lib/messaging/protocol';
import type { ModelStandIn } from '../stand-ins/model/server';
import { text } from '../stand-ins/model/server';
import { median, round, spreadOf, type Figure } from './figures';

/** Enters the API key and the model stand-in's URL in Settings, as a user does. */
export async function useModel(panel: Page, model: ModelStandIn): Promise<void> {
  await panel.getByRole('button', { name: 'Settings', exact: true }).click();
  await panel.getByLabel('Anthropic API key').fill('test-key');
  await panel.getByLabel(/API base URL/).fill(model.url);
  await panel.getByRole('button', { name: 'Save' }).click();
  await panel.getByText(/saved/i).first().waitFor({ timeout: 10_000 });
  await panel.getByRole('button', { name: 'Assistant', exact: true }).click();
}

/**
 * Enter pressed in the composer (wall clock in the page, at the keydown) → the model stand-in
 * receives the request (wall clock at its first byte, same machine). Each send starts a new turn.
 */
export async function sendToRequest(panel: Page, model: ModelStandIn, runs = 8): Promise<Figure> {
  const fresh = panel.getByRole('button', { name: 'New', exact: true });
  if (await fresh.isEnabled()) await fresh.click();
  const times: number[] = [];
  let cold = Number.NaN;
  const composer = panel.locator('textarea[aria-label="Message"]');
  for (let i = 0; i < runs + 1; i++) {
    model.script(text(`Answer ${i}.`));
    const before = model.requests.length;
    await composer.fill(`How many open quotations do we have? (${i})`);
    const pressedAt = await composer.evaluate((el) => {
      return new Promise<number>((resolve) => {
        el.addEventListener('keydown', () => resolve(Date.now()), { once: true, capture: true });
        el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
      });
    });
    const deadline = Date.now() + 30_000;
    while (model.requests.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    const request = model.requests[before];
    if (!request?.at) {
      await panel.screenshot({ path: '.bench/send-timeout.png' });
      throw new Error('the model request did not arrive within 30 s (.bench/send-timeout.png)');
    }
    await panel.getByText(`Answer ${i}.`).waitFor({ timeout: 15_000 });
    // The turn has ended (the answer's text can show before): Enter would be refused while it runs.
    await panel.getByRole('button', { name: 'Stop', exact: true }).waitFor({ state: 'detached', timeout: 15_000 });
    if (i > 0) times.push(request.at - pressedAt);
    else cold = request.at - pressedAt;
  }
  return {
    value: round(median(times), 1),
    spread: spreadOf(times, 1),
    note: `Enter keydown in the composer (Date.now in the panel) → the model stand-in's first byte of the request (Date.now, same machine); ${runs} sends after one warm-up, in one conversation (a turn more each send); the warm-up (the panel's first send) took ${round(cold, 1)} ms`,
  };
}

/**
 * The browser stops the worker (CDP ServiceWorker.stopAllWorkers, as it stops idle ones), then the
 * panel connects and says hello: ms until the worker's status answer arrives in the panel.
 */
export async function workerColdStart(context: BrowserContext, panel: Page, tabId: number, runs = 6): Promise<Figure> {
  const cdp = await context.newCDPSession(panel);
  await cdp.send('ServiceWorker.enable');
  const running = new Set<string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) (v.runningStatus === 'stopped' ? running.delete(v.versionId) : running.add(v.versionId));
  });
  // The panel page itself would reconnect 100 ms after the stop and wake the worker first: its
  // connect is held for the measurement (the panel is reloaded afterwards).
  await panel.evaluate(() => {
    const w = window as unknown as { __weftConnect?: typeof chrome.runtime.connect };
    w.__weftConnect = chrome.runtime.connect.bind(chrome.runtime);
    chrome.runtime.connect = (() => {
      throw new Error('held by the bench');
    }) as typeof chrome.runtime.connect;
  });
  const times: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    await new Promise((r) => setTimeout(r, 300));
    await cdp.send('ServiceWorker.stopAllWorkers');
    const deadline = Date.now() + 10_000;
    while (running.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (running.size) throw new Error('the worker did not stop');
    const ms = await panel.evaluate(
      ([name, tabId]) =>
        new Promise<number>((resolve, reject) => {
          const start = performance.now();
          const port = (window as unknown as { __weftConnect: typeof chrome.runtime.connect }).__weftConnect({ name });
          port.onMessage.addListener((message: { type?: string }) => {
            if (message.type !== 'status') return;
            resolve(performance.now() - start);
            port.disconnect();
          });
          port.postMessage({ type: 'panel/hello', tabId });
          setTimeout(() => reject(new Error('no status within 20 s')), 20_000);
        }),
      [PANEL_PORT, tabId] as const,
    );
    if (i > 0) times.push(ms);
  }
  await cdp.detach();
  await panel.reload();
  return {
    value: round(median(times), 1),
    spread: spreadOf(times, 1),
    note: `CDP ServiceWorker.stopAllWorkers (waited until stopped) → a port from the panel with panel/hello → its status answer (the worker starts, reads the allowed origins, the tab's page context and the Odoo session); ${runs} runs after one warm-up`,
  };
}
