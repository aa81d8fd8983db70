import type { Page } from 'puppeteer-core';
import { openExtensionPage, type FirefoxWithWeft } from './firefox';

const xpathText = (text: string) => JSON.stringify(text); // XPath 1 string literal (no quotes in our labels)

/** A button by its visible name, as a user finds it. */
export const button = (page: Page, name: string) => page.locator(`::-p-xpath(//button[normalize-space(.)=${xpathText(name)}])`);
/** An input by the text its label starts with (Playwright's getByLabel, substring style). */
export const field = (page: Page, label: string) =>
  page.locator(`::-p-xpath(//label[starts-with(normalize-space(.), ${xpathText(label)})]//input | //input[@aria-label=${xpathText(label)}] | //textarea[@aria-label=${xpathText(label)}])`);

export async function textOf(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => [...document.querySelectorAll<HTMLElement>(sel)].map((e) => e.innerText).join('\n'), selector);
}

/** Waits until the elements matching `selector` show `expected`; fails saying what they show. */
export async function waitForText(page: Page, selector: string, expected: string | RegExp, timeout = 20_000): Promise<string> {
  const want = expected instanceof RegExp ? { source: expected.source, flags: expected.flags } : { text: expected };
  try {
    await page.waitForFunction(
      (sel: string, w: { text?: string; source?: string; flags?: string }) => {
        const shown = [...document.querySelectorAll<HTMLElement>(sel)].map((e) => e.innerText).join('\n');
        return w.text !== undefined ? shown.includes(w.text) : new RegExp(w.source!, w.flags).test(shown);
      },
      { timeout, polling: 100 },
      selector,
      want,
    );
  } catch (error) {
    throw new Error(`${selector} never showed ${String(expected)} in ${timeout} ms; it shows: ${JSON.stringify(await textOf(page, selector).catch(() => '?'))}`, { cause: error });
  }
  return textOf(page, selector);
}

/**
 * Waits until the panel's context bar shows the page: the technical model and view in its tooltip
 * (the bar itself says it in words), and the record's name when given.
 */
export async function waitForContext(panel: Page, model: string, view: string, name?: string, timeout = 20_000): Promise<void> {
  try {
    await panel.waitForFunction(
      (m: string, v: string, n: string | null) => {
        const bar = document.querySelector<HTMLElement>('[data-testid=context-bar]');
        return !!bar && (bar.title ?? '').startsWith(`${m} · ${v}`) && (n === null || bar.innerText.includes(n));
      },
      { timeout, polling: 100 },
      model,
      view,
      name ?? null,
    );
  } catch (error) {
    const shown = await panel.evaluate(() => {
      const bar = document.querySelector<HTMLElement>('[data-testid=context-bar]');
      return bar ? `${bar.innerText} (title: ${bar.title})` : 'no context bar';
    });
    throw new Error(`the context bar never showed ${model} · ${view}${name ? ` for ${name}` : ''}; it shows: ${shown}`, { cause: error });
  }
}

/** Polls a Node-side value (the stand-in's database, a real Odoo read) until it equals `expected`. */
export async function waitForValue<T>(read: () => T | Promise<T>, expected: T, timeout = 20_000): Promise<void> {
  const end = Date.now() + timeout;
  let last: T = await read();
  while (last !== expected && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  if (last !== expected) throw new Error(`expected ${String(expected)}, still ${String(last)} after ${timeout} ms`);
}

/**
 * Opens the panel page beside `tab` (as ?tab=<id>, like the Chromium suite). The tab's id is found
 * from an extension page: before a grant Firefox hides tab URLs, so `tab` is made the active one.
 */
export async function openPanelBeside(ff: FirefoxWithWeft, tab: Page): Promise<Page> {
  const panel = await openExtensionPage(ff.browser, `${ff.extensionOrigin}/sidepanel.html`);
  await panel.waitForSelector('nav, header, main, #root > *', { timeout: 20_000 });
  await tab.bringToFront();
  const tabId = await panel.evaluate(async () => {
    const api = (globalThis as unknown as { browser: typeof chrome }).browser;
    const self = await api.tabs.getCurrent();
    const others = (await api.tabs.query({ active: true })).filter((t) => t.id !== self?.id);
    return others.length === 1 ? others[0]!.id! : null;
  });
  if (tabId === null) throw new Error('could not tell which tab the panel stands beside');
  await panel.goto(`${ff.extensionOrigin}/sidepanel.html?tab=${tabId}`, { waitUntil: 'domcontentloaded', timeout: 1_000 }).catch(() => undefined);
  await panel.waitForFunction((id: number) => location.search === `?tab=${id}` && document.readyState !== 'loading', { timeout: 10_000 }, tabId);
  await panel.bringToFront();
  return panel;
}

/** Sets the model API (key and base URL) in Settings, as a user does, and goes back to the chat. */
export async function useModelApi(panel: Page, baseUrl: string): Promise<void> {
  await button(panel, 'Settings').click();
  await field(panel, 'Anthropic API key').fill('test-key');
  await field(panel, 'API base URL').fill(baseUrl);
  await button(panel, 'Save').click();
  await waitForText(panel, '[role=status]', /saved/i);
  await button(panel, 'Assistant').click();
}

export async function ask(panel: Page, question: string): Promise<void> {
  await field(panel, 'Message').fill(question);
  await panel.keyboard.press('Enter');
}
