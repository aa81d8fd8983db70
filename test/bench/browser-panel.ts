// Side panel first render of a 50-message conversation: seeded into the extension's own IndexedDB
// (the Dexie 'weft' database of lib/db/db.ts), then the panel is reloaded and timed in the page.
import { identityKey } from '@/lib/db/identity';
import { DB_NAME } from '../stand-ins/odoo/session';
import type { Page } from '@playwright/test';
import type { Conversation, Json, Message } from '@/lib/db/schema';
import type { Skill } from '@/lib/skills/define-skill';
import salesSummary from '@/skills/sales-summary';
import searchRecords from '@/skills/search-records';
import { skillHarness } from '../skill-harness';
import { median, round, spreadOf, type Figure } from './figures';

const RUNS = 7;
const WARMUP = 2;
const TOOL_TURNS = 10; // 4 messages each: ask, tool call, tool result, answer
const PLAIN_TURNS = 5; // 2 messages each: 50 in all

const ANSWER = (i: number) =>
  `Here is what I found for question ${i + 1}. **Azure Interior** and **Deco Addict** lead, then the rest:\n\n` +
  '| customer | orders | total |\n|---|---|---|\n| Azure Interior | 4 | 12,480.00 |\n| Deco Addict | 3 | 9,120.50 |\n| Ready Mat | 2 | 4,315.00 |\n\n' +
  '- Two quotations are still drafts.\n- One order was cancelled last month.\n\nWant me to break this down by salesperson?';

/** A realistic conversation: real tool results from the Odoo stand-in, markdown answers. */
async function conversation(origin: string): Promise<{ conversation: Conversation; messages: Message[]; elements: number; last: string }> {
  const h = await skillHarness({ version: 17 });
  const results: Array<[Skill, unknown, string]> = [];
  try {
    for (const [skill, input] of [[searchRecords, { model: 'res.partner', limit: 10 }], [salesSummary, { group_by: 'customer' }]] as const) {
      const r = await h.run(skill, input);
      if (r.isError) throw new Error(r.content);
      results.push([skill, input, r.content]);
    }
  } finally {
    await h.close();
  }
  const id = 'bench-conversation';
  const messages: Message[] = [];
  let at = Date.now() - 3_600_000;
  const add = (turnId: string, role: Message['role'], content: Json[]) =>
    messages.push({ id: `bench-m${messages.length + 1}`, conversationId: id, turnId, role, content, status: 'done', createdAt: at += 1_000 });
  for (let i = 0; i < TOOL_TURNS + PLAIN_TURNS; i++) {
    const turnId = `bench-t${i + 1}`;
    add(turnId, 'user', [{ type: 'text', text: `Question ${i + 1}: who are our best customers this quarter, and what did they order?` }]);
    if (i < TOOL_TURNS) {
      const [skill, input, content] = results[i % results.length]!;
      const toolUseId = `toolu_bench_${i + 1}`;
      add(turnId, 'assistant', [{ type: 'text', text: 'Let me look that up.' }, { type: 'tool_use', id: toolUseId, name: skill.name, input: input as Json }]);
      add(turnId, 'user', [{ type: 'tool_result', tool_use_id: toolUseId, content }]);
    }
    add(turnId, 'assistant', [{ type: 'text', text: ANSWER(i) }]);
  }
  const usage = { input: 0, cacheRead: 0, cacheWrite: 0, output: 0 };
  const now = Date.now();
  // A user message holding only tool results is not shown as a message of its own.
  const elements = messages.filter((m) => m.role === 'assistant' || m.content.some((b) => (b as { type?: string }).type === 'text')).length;
  // The stand-in's admin (uid 2 of its database): the panel shows the signed-in identity's conversations only.
  const identity = identityKey({ origin, db: DB_NAME, uid: 2 });
  return { last: `for question ${TOOL_TURNS + PLAIN_TURNS}.`, conversation: { id, title: 'Best customers this quarter', origin, identity, createdAt: now, updatedAt: now, usage }, messages, elements };
}

/**
 * What the user waits for, in ms since navigation start: `__weftShown`, the frame after the
 * conversation's newest message (`last`) is in the DOM with the composer enabled, the scroller at
 * its end and the messages filling it (the panel paints the newest turns of a long conversation
 * first); `__weftAll`, the frame after all `want` message elements are in the DOM (the older ones
 * follow, for find-in-page and copying). A string: tsx's name helpers would not exist in the page.
 */
const watchMessages = (want: number, last: string) => `(() => {
  const frameAfter = (key) => { window[key + 'Dom'] = performance.now(); requestAnimationFrame(() => { window[key] = performance.now(); }); };
  const observer = new MutationObserver(() => {
    if (window.__weftApp === undefined && document.querySelector('.app')) window.__weftApp = performance.now();
    // The composer accepts input: present and enabled (an API key is set).
    if (window.__weftComposer === undefined && document.querySelector('textarea[aria-label="Message"]:not([disabled])')) window.__weftComposer = performance.now();
    if (window.__weftComposer === undefined) return;
    const msgs = document.querySelectorAll('.messages .msg');
    if (window.__weftShownDom === undefined && msgs.length && msgs[msgs.length - 1].textContent.includes(${JSON.stringify(last)})) {
      const el = document.querySelector('.chat-scroll');
      if (el.scrollHeight > el.clientHeight && el.scrollHeight - el.scrollTop - el.clientHeight < 2) frameAfter('__weftShown');
    }
    if (msgs.length < ${want}) return;
    observer.disconnect();
    frameAfter('__weftAll');
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** The 50-message render, and the panel opened with it until its composer accepts input. */
export async function sidePanelRender(panel: Page, origin: string): Promise<{ render: Figure; all: Figure; interactive: Figure }> {
  const seed = await conversation(origin);
  await panel.evaluate(async (json) => {
    const { conversation, messages } = JSON.parse(json) as { conversation: { id: string }; messages: unknown[] };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('weft'); // opened by the panel's Dexie already: its current version
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(['conversations', 'messages'], 'readwrite');
    tx.objectStore('conversations').put(conversation);
    for (const m of messages) tx.objectStore('messages').put(m);
    await new Promise((resolve, reject) => ((tx.oncomplete = resolve), (tx.onerror = () => reject(tx.error))));
    db.close();
    sessionStorage.setItem('weft.conversation', conversation.id); // the panel's selected conversation
  }, JSON.stringify(seed));
  await panel.addInitScript({ content: watchMessages(seed.elements, seed.last) });

  const shown: number[] = [];
  const all: number[] = [];
  const app: number[] = [];
  const composer: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    await panel.reload();
    await panel.waitForFunction(() => (window as unknown as Record<string, unknown>).__weftAll !== undefined, null, { timeout: 15_000 }).catch(async (error: unknown) => {
      await panel.screenshot({ path: '.bench/panel-render-timeout.png' });
      const seen = await panel.evaluate(() => ({ msgs: document.querySelectorAll('.messages .msg').length, composer: !!document.querySelector('textarea[aria-label="Message"]:not([disabled])') }));
      throw new Error(`${(error as Error).message.split('\n')[0]}; the panel shows ${JSON.stringify(seen)} (.bench/panel-render-timeout.png)`);
    });
    const [atFrame, atAll, atApp, atComposer] = await panel.evaluate(() => {
      const w = window as unknown as Record<string, number>;
      return [w.__weftShown!, w.__weftAll!, w.__weftApp!, w.__weftComposer!] as const;
    });
    if (atFrame === undefined) throw new Error('the newest message was never shown at the bottom of a filled scroller');
    if (i >= WARMUP) {
      shown.push(atFrame);
      all.push(atAll);
      app.push(atApp);
      composer.push(atComposer);
    }
  }
  const interactive: Figure = {
    value: round(median(composer), 1),
    spread: spreadOf(composer, 1),
    note: `navigation start of sidepanel.html (reload, ${seed.messages.length}-message conversation selected, API key set) → the composer's textarea is in the DOM and enabled; Chromium headless`,
  };
  const render: Figure = {
    value: round(median(shown), 1),
    spread: spreadOf(shown, 1),
    note: `navigation start → the frame showing the newest of ${seed.messages.length} messages at the bottom of the filled chat scroller, composer enabled (${seed.elements} message elements, ${TOOL_TURNS} tool cards); first app markup at p50 ${round(median(app), 1)} ms, the frame with all ${seed.elements} message elements in the DOM at p50 ${round(median(all), 1)} ms (spread ${spreadOf(all, 1)}); reload of sidepanel.html, Chromium headless`,
  };
  const whole: Figure = {
    value: round(median(all), 1),
    spread: spreadOf(all, 1),
    note: `navigation start → the frame with all ${seed.elements} message elements of the ${seed.messages.length}-message conversation in the DOM (the older turns follow the newest ones' first paint)`,
  };
  return { render, all: whole, interactive };
}
