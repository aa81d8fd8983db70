import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

// Debian's firefox-esr; nothing is downloaded (no geckodriver: puppeteer speaks WebDriver BiDi).
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
// The shipped Firefox build: no host permissions, so the test grants the origin as a user does.
export const EXTENSION_DIR = resolve(import.meta.dirname, '../../.output/firefox-mv3');
export const EXTENSION_ID = 'weft@weft.dev';

// Quiet, offline start-up only. Cookie and tracking-protection prefs stay stock on purpose:
// puppeteer.launch()'s profile turns cookie partitioning off, and a cookie test under it proves
// nothing about what users get.
const PREFS: Record<string, string | number | boolean> = {
  'app.normandy.enabled': false,
  'app.update.disabledForTesting': true,
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.startup.page': 0,
  'browser.newtabpage.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'browser.search.update': false,
  'browser.aboutwelcome.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'toolkit.telemetry.enabled': false,
  'extensions.update.enabled': false,
  'extensions.getAddons.cache.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'services.settings.server': 'http://127.0.0.1:9/',
  'signon.rememberSignons': false,
  // permissions.request() resolves without a doorhanger (still only from a user gesture).
  'extensions.webextOptionalPermissionPrompts': false,
};

export interface FirefoxWithWeft {
  browser: Browser;
  /** moz-extension://<uuid>: the uuid is fixed by a pref so the panel's URL is known. */
  extensionOrigin: string;
  version: string;
  close(): Promise<void>;
}

/**
 * Starts firefox-esr on a fresh profile (headless unless `headless: false`, for npm start),
 * connects over BiDi and installs the build (or a copy of it under another id: managed-policy.ts).
 */
export async function launchFirefoxWithWeft({
  headless = true,
  extensionDir = EXTENSION_DIR,
  extensionId = EXTENSION_ID,
}: { headless?: boolean; extensionDir?: string; extensionId?: string } = {}): Promise<FirefoxWithWeft> {
  const profile = mkdtempSync(join(tmpdir(), 'weft-firefox-'));
  const uuid = randomUUID();
  const prefs = { ...PREFS, 'extensions.webextensions.uuids': JSON.stringify({ [extensionId]: uuid }) };
  writeFileSync(join(profile, 'user.js'), Object.entries(prefs).map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});\n`).join(''));

  // Without --remote-allow-system-access BiDi refuses to open moz-extension:// pages.
  const child = spawn(FIREFOX, [...(headless ? ['--headless'] : []), '--no-remote', '--profile', profile, '--remote-debugging-port=0', '--remote-allow-system-access'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const ws = await bidiEndpoint(child);
    const browser = await puppeteer.connect({ browserWSEndpoint: `${ws}/session`, protocol: 'webDriverBiDi' });
    await browser.installExtension(extensionDir);
    return {
      browser,
      extensionOrigin: `moz-extension://${uuid}`,
      version: await browser.version(),
      close: async () => {
        await browser.close().catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function bidiEndpoint(child: ChildProcess): Promise<string> {
  return new Promise((found, fail) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`firefox-esr gave no BiDi endpoint in 60 s:\n${seen.slice(-2000)}`)), 60_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(/WebDriver BiDi listening on (ws:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        found(match[1]!);
      }
    });
    child.once('exit', (code) => fail(new Error(`firefox-esr exited (${code}) before BiDi was up:\n${seen.slice(-2000)}`)));
  });
}

/**
 * Opens an extension page. Its load event is not awaited (BiDi may never report it for
 * moz-extension:// pages); the caller waits for the app to render instead.
 */
export async function openExtensionPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 5_000 }).catch(() => undefined);
  return page;
}
