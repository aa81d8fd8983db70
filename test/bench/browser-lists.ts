// A year of use in the side panel: 10,000 journal entries in Changes and 1,000 conversations,
// seeded into the extension's own IndexedDB (Dexie 'weft'), then opened, scrolled and searched as
// a user does, timed in the page (performance.now, to the frame after the DOM shows the result).
import type { Page } from '@playwright/test';
import type { Conversation, Message, Operation } from '@/lib/db/schema';
import { median, quantile, round, spreadOf, type Figure } from './figures';

const CONVERSATIONS = 1000;
const OPERATIONS = 10_000;
const usage = { input: 0, cacheRead: 0, cacheWrite: 0, output: 0 };
const NAMES = ['Azure Interior', 'Deco Addict', 'Gemini Furniture', 'Ready Mat', 'Wood Corner', 'Lumber Inc', 'The Jackson Group'];

/** A year of rows for one identity: conversations, one user message per turn, typical updates. */
export function yearOfUse(identity: string, origin: string) {
  const now = Date.now();
  const year = 365 * 24 * 3600_000;
  const conversations: Conversation[] = Array.from({ length: CONVERSATIONS }, (_, i) => ({
    id: `bench-c${i}`, title: `${NAMES[i % NAMES.length]}: ${['phone', 'address', 'payment terms', 'salesperson'][i % 4]} ${i}`,
    origin, identity, createdAt: now - year + i * (year / CONVERSATIONS), updatedAt: now - year + i * (year / CONVERSATIONS), usage,
  }));
  const operations: Operation[] = [];
  const messages: Message[] = [];
  for (let i = 0, turn = 0; i < OPERATIONS; turn++) {
    const conversationId = `bench-c${turn % CONVERSATIONS}`;
    const turnId = `bench-turn${turn}`;
    const at = now - year + (i / OPERATIONS) * year;
    messages.push({ id: `bench-m${turn}`, conversationId, turnId, role: 'user', content: [{ type: 'text', text: `Update the phone of ${NAMES[turn % NAMES.length]}` }], status: 'done', createdAt: at - 2000 });
    for (let k = 0; k < 1 + (turn % 3) && i < OPERATIONS; k++, i++) {
      const id = 5 + (i % 40);
      operations.push({
        id: `bench-op${i}`, conversationId, turnId, skill: 'update_records', origin, identity, model: 'res.partner', recordIds: [id],
        displayNames: { [id]: NAMES[i % NAMES.length]! }, kind: 'write', before: { [id]: { phone: `+1 555 01${String(i % 100).padStart(2, '0')}` } },
        after: { [id]: { phone: `+1 555 02${String(i % 100).padStart(2, '0')}` } }, companyIds: [1],
        status: 'done', undoable: true, createdAt: at + k, updatedAt: at + k,
      });
    }
  }
  return { conversations, operations, messages };
}

/** Puts rows into the panel's IndexedDB (opened by its Dexie already, so at its current version). */
export async function seedPanelDb(panel: Page, stores: Record<string, unknown[]>): Promise<void> {
  await panel.evaluate(async (json) => {
    const stores = JSON.parse(json) as Record<string, unknown[]>;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('weft');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(Object.keys(stores), 'readwrite');
    for (const [name, rows] of Object.entries(stores)) for (const row of rows) tx.objectStore(name).put(row);
    await new Promise((resolve, reject) => ((tx.oncomplete = resolve), (tx.onerror = () => reject(tx.error))));
    db.close();
  }, JSON.stringify(stores));
}

/** ms from `act` to the frame after `done` holds in the page (checked each animation frame). */
async function timed(panel: Page, act: string, done: string): Promise<number> {
  // A string, not a function: tsx's name helpers would not exist in the page.
  return (panel.evaluate(`new Promise((resolve, reject) => {
    const start = performance.now();
    ${act};
    const check = () => {
      if (${done}) requestAnimationFrame(() => resolve(performance.now() - start));
      else if (performance.now() - start > 20000) reject(new Error('not done after 20 s: ' + ${JSON.stringify(done)}));
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>).catch(async (error: unknown) => {
    await panel.screenshot({ path: '.bench/lists-timeout.png' });
    throw new Error(`${(error as Error).message.split('\n')[0]} (.bench/lists-timeout.png)`);
  });
}

const click = (selector: string) => `document.querySelector(${JSON.stringify(selector)}).click()`;
const count = (selector: string) => `document.querySelectorAll(${JSON.stringify(selector)}).length`;

/** Changes with 10,000 entries: first paint after the tab is clicked, then each page on scrolling to the end. */
export async function changesView(panel: Page): Promise<{ first: Figure; page: Figure }> {
  const opens: number[] = [];
  for (let i = 0; i < 4; i++) {
    await panel.getByRole('button', { name: 'Assistant', exact: true }).click();
    await panel.waitForSelector('.operations', { state: 'detached' });
    opens.push(await timed(panel, `[...document.querySelectorAll('button[aria-pressed]')].find((b) => b.textContent === 'Changes').click()`, `${count('.operations .operation')} > 0`));
  }
  const pages: number[] = [];
  const firstTitle = `document.querySelector('.operations .op-title')?.textContent`;
  let seen = 0;
  for (let page = 0; page < 1000; page++) {
    // The page is shown with its pager (the last page's Older button disabled).
    await panel.waitForSelector('.operations .changes-pager', { timeout: 20_000 });
    seen += await panel.evaluate(() => document.querySelectorAll('.operations .operation').length);
    if (await panel.$eval('.operations .older-changes', (b) => (b as HTMLButtonElement).disabled)) break;
    // The user goes one page further back: click → the frame showing the next page.
    const was = await panel.evaluate(`${firstTitle}`);
    pages.push(await timed(panel, click('.older-changes'), `${firstTitle} !== ${JSON.stringify(was)}`));
  }
  const shownAtEnd = seen;
  if (shownAtEnd !== OPERATIONS) {
    await panel.screenshot({ path: '.bench/changes-end.png' });
    throw new Error(`went to the end but saw ${shownAtEnd} of ${OPERATIONS} changes after ${pages.length + 1} pages (.bench/changes-end.png)`);
  }
  const first = median(opens.slice(1));
  return {
    first: {
      value: round(first, 1),
      spread: spreadOf(opens.slice(1), 1),
      note: `${OPERATIONS} entries (${CONVERSATIONS} conversations) of the signed-in user; click on Changes → frame showing the first page (50 entries, p50 of 3 after one warm-up)`,
    },
    page: {
      value: round(median(pages), 1),
      spread: `p90 ${round(quantile(pages, 0.9), 1)}, ${spreadOf(pages, 1)}`,
      note: `then to the end: ${pages.length} clicks on "Older changes", each to the frame showing the next page (last ${round(pages.at(-1)!, 1)} ms; one page in the DOM at a time); all ${shownAtEnd} entries seen`,
    },
  };
}

/** The conversation list with 1,000 conversations: open it, and search for an old one. */
export async function conversationList(panel: Page): Promise<Figure> {
  const opens: number[] = [];
  const searches: number[] = [];
  await panel.getByRole('button', { name: 'Assistant', exact: true }).click();
  for (let i = 0; i < 6; i++) {
    opens.push(await timed(panel, click('.conversation-current'), `${count('.conversation-list .conversation-item:not(.new):not(.more)')} >= 50`));
    // Typed as a user does (the input event React listens to), for the oldest one's words.
    searches.push(await timed(panel, `const input = document.querySelector('.conversation-list input[type=search]');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, 'azure phone 0');
      input.dispatchEvent(new Event('input', { bubbles: true }));`,
    `[...document.querySelectorAll('.conversation-list .conversation-item .title')].some((t) => t.textContent === 'Azure Interior: phone 0')`));
    await panel.keyboard.press('Escape');
    await panel.waitForSelector('.conversation-list', { state: 'detached' });
  }
  const open = median(opens.slice(1));
  const search = median(searches.slice(1));
  return {
    value: round(Math.max(open, search), 1),
    spread: `open ${spreadOf(opens.slice(1), 1)}; search ${spreadOf(searches.slice(1), 1)}`,
    note: `${CONVERSATIONS} conversations: click on the conversation picker → frame showing the newest 50 (p50 ${round(open, 1)} ms); typing "azure phone 0" → frame showing the oldest one, found among all ${CONVERSATIONS} (p50 ${round(search, 1)} ms); figure = the slower of the two, 5 runs after one warm-up`,
  };
}
