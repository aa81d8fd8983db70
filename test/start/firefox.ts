// `npm start -- --firefox`: Firefox ESR with the shipped Firefox build, through the Firefox suite's
// harness (puppeteer-core over WebDriver BiDi). The Odoo tab is signed in, Weft is allowed on it
// from the panel page as a user allows it, and the sidebar is opened from a click, as Firefox
// requires (sidebarAction.open only runs in a user's input handler).
import { launchFirefoxWithWeft } from '../e2e-firefox/firefox.ts';
import { button, field, openPanelBeside, waitForText } from '../e2e-firefox/panel.ts';
import { settingsScript } from './browser.ts';

export interface StartedFirefox {
  close(): Promise<void>;
  /** Resolves when the user closes the browser. */
  closed: Promise<void>;
}

export async function startFirefox(o: {
  odooUrl: string;
  /** Where the tour starts once signed in (the demo's Quotations). */
  startPath: string;
  who: { login: string; password: string; db?: string } | null;
  settings: Record<string, unknown>;
  log(line: string): void;
}): Promise<StartedFirefox> {
  const ff = await launchFirefoxWithWeft({ headless: false });
  const closed = new Promise<void>((done) => ff.browser.once('disconnected', () => done()));
  try {
    o.log(`✓ Weft loaded in ${ff.version} (the shipped build, .output/firefox-mv3).`);
    const [tab] = await ff.browser.pages();
    await tab!.goto(`${o.odooUrl}/web/login${o.who?.db ? `?db=${encodeURIComponent(o.who.db)}` : ''}`);
    if (!o.who) {
      o.log(`Sign in to ${o.odooUrl} in Firefox, then open Weft's sidebar (Alt+Shift+W) and allow it there.`);
      return { close: ff.close, closed };
    }
    await tab!.type('input[name="login"]', o.who.login);
    await tab!.type('input[name="password"]', o.who.password);
    await Promise.all([tab!.waitForNavigation({ timeout: 60_000 }), tab!.click('.oe_login_form button[type="submit"]')]);
    await tab!.waitForSelector('body.o_web_client', { timeout: 60_000 });
    await tab!.goto(`${o.odooUrl}${o.startPath}`);

    // The panel page beside the tab: Allow (a real click; the harness profile answers Firefox's
    // prompt), the settings, then the sidebar opened from a button's click.
    const page = await openPanelBeside(ff, tab!);
    await page.evaluate(settingsScript(o.settings));
    // Before a grant Firefox shows an extension no tab URL, so the panel asks for the address.
    await field(page, 'Odoo address').fill(o.odooUrl);
    await button(page, `Allow Weft on ${o.odooUrl}`).click();
    const user = (await waitForText(page, '[data-testid="odoo-user"]', /\S/, 30_000)).split('·')[0]!.trim();
    o.log(`✓ Odoo signed in as ${user}, Weft allowed on ${o.odooUrl}.`);
    await page.evaluate(() => {
      const open = document.createElement('button');
      open.id = 'weft-open-sidebar';
      open.textContent = 'Open the sidebar';
      open.onclick = () => void (globalThis as unknown as { browser: { sidebarAction: { open(): Promise<void> } } }).browser.sidebarAction.open();
      document.body.prepend(open);
    });
    await page.click('#weft-open-sidebar');
    const isOpen = await page.evaluate(() => (globalThis as unknown as { browser: { sidebarAction: { isOpen(d: object): Promise<boolean> } } }).browser.sidebarAction.isOpen({}));
    if (!isOpen) throw new Error('Firefox did not open the sidebar.');
    await page.close();
    await tab!.bringToFront();
    o.log(`✓ Weft's sidebar is open beside ${o.odooUrl}.`);
    return { close: ff.close, closed };
  } catch (error) {
    await ff.close();
    throw error;
  }
}
