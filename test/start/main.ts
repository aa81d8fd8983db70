// `npm start`: Weft in a fresh Chromium, beside a demo Odoo (or ODOO_URL), with Claude when
// ANTHROPIC_API_KEY is set and a labelled demo model otherwise. Without a display it plays the
// walk-through headless and writes screenshots. Ctrl+C (or closing the browser) stops all of it.
import type { Page } from '@playwright/test';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startModelStandIn } from '../stand-ins/model/server.ts';
import { startOdooStandIn } from '../stand-ins/odoo/server.ts';
import { launchBrowser, writeSettings } from './browser.ts';
import { ensureBuilt } from './build.ts';
import { CHANGE_PROMPT, demoReply } from './demo-model.ts';
import { startFirefox } from './firefox.ts';
import { button, SidePanel } from './side-panel.ts';
import { walkThrough } from './walk-through.ts';

const ROOT = resolve(import.meta.dirname, '../..');
// The test build: its manifest grants the loopback addresses the demo Odoo runs on (README: "npm start").
const EXTENSION_DIR = join(ROOT, '.output-test/chrome-mv3');
const SHOTS_DIR = resolve(process.env.WEFT_START_SHOTS ?? join(ROOT, 'test-results/npm-start'));
const DEMO_BANNER = 'Demo Odoo: a stand-in started by npm start, with made-up data. Nothing here is real, and it is gone when npm start stops.';

// --headless: the no-display mode even with a display; --tour: play the walk-through in the window
// too; --firefox: Firefox ESR instead of Chromium (with a display).
const { values: flags } = parseArgs({
  options: { headless: { type: 'boolean', default: false }, tour: { type: 'boolean', default: false }, firefox: { type: 'boolean', default: false } },
});
const env = process.env;
const log = (line: string) => console.log(line);

// Everything started is registered here and stopped in reverse order, once, whatever ends the run.
const started: Array<() => Promise<unknown> | void> = [];
let stopping: Promise<never> | undefined;
function stop(code: number): Promise<never> {
  stopping ??= (async () => {
    for (const undo of started.reverse()) await Promise.resolve(undo()).catch(() => undefined);
    process.exit(code);
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (!stopping) log('\nStopping Weft, the browser and the stand-ins…');
    void stop(0);
  });
}

async function main(): Promise<void> {
  const display = !flags.headless && (process.platform !== 'linux' || Boolean(env.DISPLAY || env.WAYLAND_DISPLAY));
  if (!display) log(`No display found, so Weft runs in a headless ${flags.firefox ? 'Chromium (Firefox shows its sidebar only in a window)' : 'browser'} and writes screenshots of the walk-through to ${relative(process.cwd(), SHOTS_DIR) || '.'}/.`);
  const firefox = flags.firefox && display;
  // Chromium loads the test build (its manifest grants loopback); Firefox the shipped build.
  ensureBuilt(ROOT, firefox ? 'firefox' : 'chrome', log);

  const odoo = env.ODOO_URL ? null : await startOdooStandIn({ version: 18, demo: DEMO_BANNER });
  if (odoo) started.push(() => odoo.close());
  const odooUrl = odoo?.url ?? new URL(env.ODOO_URL!).origin;
  log(odoo ? `Demo Odoo 18 (stand-in): ${odoo.url}  (admin/admin)` : `Odoo: ${odooUrl}`);

  const apiKey = env.ANTHROPIC_API_KEY;
  const model = apiKey ? null : await startModelStandIn();
  if (model) {
    started.push(() => model.close());
    const answer = (req: Parameters<typeof demoReply>[0]) => (model.script(answer), demoReply(req));
    model.script(answer);
    log(`Demo model (scripted, labelled in every answer): ${model.url}  — set ANTHROPIC_API_KEY to talk to Claude instead.`);
  } else {
    log(`Model: Claude through ${env.ANTHROPIC_BASE_URL ?? 'https://api.anthropic.com'}`);
  }

  const settings = model
    ? { apiKey: 'demo-model', apiBaseUrl: model.url, model: 'weft-demo-model' }
    : { apiKey, ...(env.ANTHROPIC_BASE_URL ? { apiBaseUrl: env.ANTHROPIC_BASE_URL } : {}), ...(env.ANTHROPIC_MODEL ? { model: env.ANTHROPIC_MODEL } : {}) };
  if (firefox) {
    const startPath = odoo ? '/odoo/sales' : '/web#model=res.partner&view_type=list';
    const ff = await startFirefox({ odooUrl, startPath, who: odoo ? { login: 'admin', password: 'admin' } : credentials(), settings, log });
    started.push(() => ff.close());
    void ff.closed.then(() => (stopping ? undefined : (log('The browser was closed.'), stop(0))));
    return void log(instructions(Boolean(odoo)));
  }

  const browser = await launchBrowser({ extensionDir: EXTENSION_DIR, headless: !display, executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  started.push(() => browser.close());
  browser.context.on('close', () => {
    if (!stopping) log('The browser was closed.');
    void stop(0);
  });
  const name = await browser.worker.evaluate(() => chrome.runtime.getManifest().name);
  log(`✓ Weft loaded: "${name}" (extension ${browser.extensionId}, from ${relative(ROOT, EXTENSION_DIR)}); browser profile ${browser.profile} (removed on exit).`);
  await writeSettings(browser.worker, settings);

  const tab = browser.context.pages()[0] ?? (await browser.context.newPage());
  const signedIn = await signIn(tab, odooUrl, odoo ? { login: 'admin', password: 'admin' } : credentials());
  if (!signedIn && !display) throw new Error('Without a display nobody can sign in: set ODOO_LOGIN and ODOO_PASSWORD (and ODOO_DB) for ODOO_URL.');
  // Where the tour starts: the demo's Quotations; on another Odoo, its contacts (16-19 accept /web#).
  if (signedIn) {
    await tab.goto(odoo ? `${odoo.url}/odoo/sales` : `${odooUrl}/web#model=res.partner&view_type=list`);
    if (!odoo) await tab.reload(); // only the hash changed: the web client reads it on load
  }

  const panel = await SidePanel.open(browser.context, browser.worker, tab);
  started.push(() => panel.detach());
  await allow(panel, odooUrl);
  if (signedIn) {
    // The user's name as the panel reads it from the session: the panel, not the page, is signed in.
    const userLine = `document.querySelector('[data-testid="odoo-user"]')?.textContent.split('·')[0].trim()`;
    await panel.waitFor('the signed-in user', userLine);
    log(`✓ ${odoo ? 'Demo Odoo' : 'Odoo'} signed in as ${await panel.evaluate<string>(userLine)}.`);
    log(`✓ The side panel is open beside ${odoo ? 'the demo Odoo' : odooUrl}, Weft allowed on ${odooUrl}.`);
  }

  const tour = { context: browser.context, tab, panel, odooUrl, standIn: Boolean(odoo), demoModel: Boolean(model), log };
  if (!display) {
    const files = await walkThrough(tour, SHOTS_DIR);
    log(`Screenshots:\n${files.map((f) => `  ${relative(process.cwd(), f)}`).join('\n')}`);
    return void (await stop(0));
  }
  if (flags.tour) await walkThrough({ ...tour, pauseMs: 3_000 }, null);
  log(instructions(Boolean(odoo)));
}

function instructions(demoOdoo: boolean): string {
  return [
    '',
    'Weft is open beside Odoo. Try, in its panel:',
    '  1. the first example question in the panel: a search, answered with a table;',
    `  2. "${CHANGE_PROMPT}": approve the card, then Undo the change;`,
    demoOdoo ? '  3. Quotations › S00007 (Azure Interior, who is late paying): a suggestion appears.' : '',
    'Press Ctrl+C here to stop everything.',
  ].filter(Boolean).join('\n');
}

function credentials(): { login: string; password: string; db?: string } | null {
  if (!env.ODOO_LOGIN || !env.ODOO_PASSWORD) return null;
  return { login: env.ODOO_LOGIN, password: env.ODOO_PASSWORD, ...(env.ODOO_DB ? { db: env.ODOO_DB } : {}) };
}

/** Signs in on Odoo's own login page; false when the user is to sign in themselves. */
async function signIn(tab: Page, url: string, who: { login: string; password: string; db?: string } | null): Promise<boolean> {
  await tab.goto(`${url}/web/login${who?.db ? `?db=${encodeURIComponent(who.db)}` : ''}`);
  if (!who) {
    log(`Sign in to ${url} in the browser (or set ODOO_LOGIN and ODOO_PASSWORD).`);
    return false;
  }
  await tab.locator('input[name="login"]').fill(who.login);
  await tab.locator('input[name="password"]').fill(who.password);
  await tab.locator('.oe_login_form button[type="submit"]').click();
  await tab.waitForSelector('body.o_web_client', { timeout: 60_000 });
  return true;
}

/**
 * Clicks "Allow Weft on <Odoo>" in the panel, as the user would (the test build needs no prompt on
 * loopback), and again if the panel did not take the click, as a user would.
 */
async function allow(panel: SidePanel, url: string): Promise<void> {
  const allowButton = button(new RegExp(`^Allow Weft on ${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  // Elsewhere the browser asks the user: one click, then it is theirs to answer.
  const attempts = /^(127\.0\.0\.1|localhost)$/.test(new URL(url).hostname) ? 3 : 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    await panel.click(`"Allow Weft on ${url}"`, allowButton);
    const took = await panel.waitFor(`Weft allowed on ${url}`, `!${allowButton}`, 10_000).then(() => true, () => false);
    if (took) return;
  }
  log(`Accept the browser's prompt to allow Weft on ${url}.`);
}

main().catch((error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  void stop(1);
});
