import { test as base, chromium, type BrowserContext, type Worker } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Debian's Chromium; Playwright cannot download its own browser here.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The test build lists the loopback stand-ins as host permissions (see wxt.config.ts).
export const EXTENSION_DIR = resolve(import.meta.dirname, '../../.output-test/chrome-mv3');

/** `dir`: another unpacked build than the test build (policy.e2e.ts loads a copy with its own key). */
/** `lang`: the browser's UI language (Chromium on Linux takes it from LANGUAGE and --lang). */
export async function launchWithExtension(dir = EXTENSION_DIR, { lang }: { lang?: string } = {}): Promise<{ context: BrowserContext; worker: Worker; extensionId: string; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'weft-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    ...(lang ? { locale: lang, env: { ...process.env, LANGUAGE: lang, LANG: `${lang.replace('-', '_')}.UTF-8` } } : {}),
    args: [
      ...(lang ? [`--lang=${lang}`] : []),
      `--disable-extensions-except=${dir}`,
      `--load-extension=${dir}`,
      '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-quic',
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  return {
    context, worker, extensionId,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

type Fixtures = { ext: Awaited<ReturnType<typeof launchWithExtension>> };

export const test = base.extend<Fixtures>({
  ext: async ({}, use) => {
    const ext = await launchWithExtension();
    await use(ext);
    await ext.close();
  },
});
export { expect } from '@playwright/test';
