/// <reference types="chrome" />
// The browser `npm start` opens: Debian's Chromium (or CHROMIUM_PATH) in a fresh profile, with the
// built extension loaded, and Weft's settings written where the extension keeps them.
import { chromium, type BrowserContext, type Worker } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StartBrowser {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  profile: string;
  close(): Promise<void>;
}

export async function launchBrowser(o: { extensionDir: string; headless: boolean; executablePath: string }): Promise<StartBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'weft-start-'));
  // Retries: Chromium may still be writing its last files as it exits.
  const removeProfile = () => rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  // Ctrl+C while the browser starts: Playwright kills the browser on exit; the profile goes too.
  process.once('exit', removeProfile);
  // Chromium refuses to start as root (containers, CI) without its sandbox switched off; --test-type
  // then keeps the "unsupported flag" bar from covering the page.
  const asRoot = process.getuid?.() === 0 ? ['--no-sandbox', '--test-type'] : [];
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: o.executablePath,
      headless: o.headless,
      viewport: null, // pages fill the window, beside the side panel
      // npm start handles Ctrl+C itself: it closes the browser, then the stand-ins, then removes the profile.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      ignoreDefaultArgs: ['--enable-automation'],
      args: [
        `--disable-extensions-except=${o.extensionDir}`,
        `--load-extension=${o.extensionDir}`,
        '--no-first-run', '--no-default-browser-check', '--disable-sync', '--disable-background-networking',
        '--window-size=1280,760', ...asRoot,
      ],
    });
  } catch (error) {
    removeProfile();
    throw error;
  }
  const close = async () => {
    // Under load Chromium may outlive context.close() (or close() may fail): what still runs with
    // this profile is killed and waited for, so nothing is left when npm start returns.
    const groups = new Set(processes().filter((p) => p.cmd.includes(profile)).map((p) => p.pgid));
    groups.delete(ownGroup()); // never npm start's own group (Chromium runs in one of its own)
    await Promise.race([context.close().catch(() => undefined), new Promise((r) => setTimeout(r, 10_000))]);
    // Playwright starts Chromium as the leader of its own process group: the whole group goes.
    const alive = () => processes().filter((p) => groups.has(p.pgid) || p.cmd.includes(profile));
    for (let i = 0; i < 50 && alive().length; i++) {
      for (const pgid of groups) {
        try {
          process.kill(-pgid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    removeProfile();
  };
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 20_000 }));
    return { context, worker, extensionId: new URL(worker.url()).host, profile, close };
  } catch (error) {
    await close();
    throw new Error(`The browser started but the extension did not load from ${o.extensionDir} (${(error as Error).message}).`);
  }
}

function ownGroup(): number {
  if (process.platform !== 'linux') return -1;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

/** Live processes (Linux: /proc; elsewhere Playwright's own kill on close is trusted). */
function processes(): Array<{ pgid: number; cmd: string }> {
  if (process.platform !== 'linux') return [];
  const list: Array<{ pgid: number; cmd: string }> = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      list.push({ pgid: Number(pgid), cmd: readFileSync(`/proc/${entry}/cmdline`, 'utf8') });
    } catch {
      // gone while we looked
    }
  }
  return list;
}

/**
 * A script that writes settings into the extension's own store (idb-keyval's 'weft-settings'/'kv',
 * key 'settings', as lib/settings keeps them), merged over what is there; the worker reads them
 * afresh on every use. Run in any extension context. A string, not a function: tsx would wrap a
 * function's inner helpers in its own `__name`.
 */
export function settingsScript(patch: Record<string, unknown>): string {
  return `(async (patch) => {
    const done = (r) => new Promise((resolve, reject) => {
      if (r instanceof IDBTransaction) { r.oncomplete = () => resolve(undefined); r.onerror = () => reject(r.error); }
      else { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); }
    });
    const open = indexedDB.open('weft-settings');
    open.onupgradeneeded = () => open.result.createObjectStore('kv');
    const db = await done(open);
    const current = (await done(db.transaction('kv').objectStore('kv').get('settings'))) ?? {};
    const tx = db.transaction('kv', 'readwrite');
    tx.objectStore('kv').put({ ...current, ...patch }, 'settings');
    await done(tx);
    db.close();
  })(${JSON.stringify(patch)})`;
}

export async function writeSettings(worker: Worker, patch: Record<string, unknown>): Promise<void> {
  await worker.evaluate(settingsScript(patch));
}
