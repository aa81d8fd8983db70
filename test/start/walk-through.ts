// The walk-through npm start shows (and, without a display, photographs): a search answered with a
// table, a change with its confirm card, its Undo, and a suggestion on the customer who is late
// paying. Each step waits for what a user would wait for, in the real side panel.
import type { BrowserContext, Page } from '@playwright/test';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHANGE_PROMPT } from './demo-model.ts';
import { button, type SidePanel } from './side-panel.ts';

export interface WalkThrough {
  context: BrowserContext;
  tab: Page;
  panel: SidePanel;
  odooUrl: string;
  /** The demo Odoo (its seed has Azure Interior and the overdue S00007); false on another Odoo. */
  standIn: boolean;
  /** The scripted demo model: its answers are known, so each step checks them. */
  demoModel: boolean;
  /** Played in a window for someone to watch: each step stays on screen this long. */
  pauseMs?: number;
  log(line: string): void;
}

interface Shot { name: string; tab: Buffer; panel: Buffer }

const CHAT = `document.querySelector('.chat')`;
const lastAnswer = `[...document.querySelectorAll('.msg.assistant')].at(-1)`;
const turnOver = `(!document.querySelector('.composer .stop') && !!${lastAnswer})`;

/** Plays the walk-through; with `dir`, writes a screenshot of each step there and returns their paths. */
export async function walkThrough(w: WalkThrough, dir: string | null): Promise<string[]> {
  const { tab, panel, log } = w;
  const shots: Shot[] = [];
  const shoot = async (name: string) => {
    if (dir) shots.push({ name, tab: await tab.screenshot(), panel: await panel.screenshot() });
    if (w.pauseMs) await new Promise((r) => setTimeout(r, w.pauseMs));
  };

  await shoot('1-ready');

  // 1. The panel's first example prompt: a search, answered with a table.
  // The panel's examples for a first question (or, once a chat has messages, its quick actions).
  const chip = `document.querySelector('.examples button:not([disabled]), .quick-actions button:not([disabled])')`;
  await panel.waitFor('an example prompt', chip);
  const prompt = await panel.evaluate<string>(`${chip}.textContent.trim()`);
  await panel.click(`the example prompt "${prompt}"`, chip);
  await panel.waitFor('the answer to the example prompt', w.demoModel ? `${lastAnswer}?.querySelector('table') && ${turnOver}` : turnOver, 60_000);
  log(`✓ The panel answered its first example prompt ("${prompt}")${w.demoModel ? ' with a search and a table' : ''}.`);
  await shoot('2-search');

  // 2. A change: the confirm card, Approve, then Undo.
  if (w.standIn) {
    await tab.goto(`${w.odooUrl}/odoo/contacts/5`);
    await tab.waitForSelector('.o_form_view');
  }
  await panel.click('the message box', `document.querySelector('textarea[aria-label="Message"]')`);
  await panel.typeAndEnter(CHANGE_PROMPT);
  const card = `document.querySelector('.confirm-card')`;
  await panel.waitFor('a confirm card', w.demoModel ? card : `${card} || ${turnOver}`, 60_000);
  if (!(await panel.evaluate<boolean>(`!!${card}`))) {
    log('· The model made no change to confirm, so the walk-through stops before Undo.');
    return write(w.context, shots, dir);
  }
  await shoot('3-confirm');
  await panel.click('Approve', button(/^Approve$/, card));
  await panel.waitFor('the answer after the change', `!${card} && ${turnOver}`, 60_000);
  log('✓ The change was approved on its confirm card and written to Odoo.');
  // Undo where the change is: under the reply that made it, in the chat.
  await panel.click('Undo under the change', button(/^Undo$/, CHAT));
  await panel.waitFor('the undo result', `${CHAT}.querySelector('.ok-text')`);
  log(`✓ Undo in the chat restored the record: ${(await panel.evaluate<string>(`${CHAT}.querySelector('.ok-text').textContent`)).trim()}`);
  if (w.standIn) await tab.reload(); // what the record holds now
  await shoot('4-undone');

  // 3. A suggestion: the order of a customer with overdue invoices, then its question.
  if (!w.standIn) return write(w.context, shots, dir);
  await tab.goto(`${w.odooUrl}/odoo/sales/7`);
  const suggestion = `[...document.querySelectorAll('article.suggestion')].find((a) => /overdue/i.test(a.textContent))`;
  await panel.waitFor('the overdue-customer suggestion', suggestion, 30_000);
  log('✓ A suggestion appeared for the customer with overdue invoices.');
  await shoot('5-suggestion');
  await panel.click('the suggestion', `${suggestion}.querySelector('button.primary')`);
  await panel.waitFor('the answer to the suggestion', w.demoModel ? `/reminder you could send/i.test(${lastAnswer}?.textContent ?? '') && ${turnOver}` : turnOver, 60_000);
  log('✓ The suggestion\'s question was answered.');
  await shoot('6-suggestion-answer');
  return write(w.context, shots, dir);
}

/** Each step as the browser window shows it: the Odoo tab with the side panel beside it. */
async function write(context: BrowserContext, shots: Shot[], dir: string | null): Promise<string[]> {
  if (!dir) return [];
  mkdirSync(dir, { recursive: true });
  // Shots of an earlier run would pass for this one's.
  for (const old of readdirSync(dir)) if (/^\d-[a-z-]+\.png$/.test(old)) rmSync(join(dir, old));
  const page = await context.newPage();
  const files: string[] = [];
  try {
    for (const shot of shots) {
      const url = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
      await page.setContent(
        `<body style="margin:0"><div id="shot" style="display:inline-flex;align-items:flex-start;gap:4px;background:#dadce0">` +
          `<img src="${url(shot.tab)}"><img src="${url(shot.panel)}"></div></body>`,
      );
      await page.waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0));
      const file = join(dir, `${shot.name}.png`);
      writeFileSync(file, await page.locator('#shot').screenshot());
      files.push(file);
    }
  } finally {
    await page.close();
  }
  return files;
}
