// @vitest-environment happy-dom
import { beforeEach, expect, it } from 'vitest';
import { db, type Operation } from '@/lib/db';
import { OperationsView } from './operations-view';
import { PAGE_SIZE } from './changes-page';
import { byText, click, render, waitFor } from './test-render';

const IDENTITY = 'https://acme.odoo.com|acme|2';
const op = (i: number, over: Partial<Operation> = {}): Operation => ({
  id: `op-${i}`, conversationId: 'c1', turnId: `t-${i}`, skill: 'update_records', origin: 'https://acme.odoo.com', identity: IDENTITY,
  model: 'res.partner', recordIds: [i], displayNames: { [i]: `Partner ${i}` }, kind: 'write',
  before: { [i]: { phone: '1' } }, after: { [i]: { phone: '2' } }, status: 'done', undoable: true, createdAt: 1_000_000 + i * 1000, updatedAt: 0, ...over,
});

beforeEach(async () => {
  // As Chromium does now: scrollIntoView returns a promise (an effect that returned it crashed the view on the third page).
  Element.prototype.scrollIntoView = () => Promise.resolve() as unknown as void;
  await db.operations.clear();
  await db.conversations.clear();
});

it('shows the newest page first, then older pages one at a time, to the very first change and back', async () => {
  const total = PAGE_SIZE * 2 + 30;
  // The newest page's rows: the undo below and changes total..total-98; its last row (total-98) is
  // the middle of a turn of three changes, which stays whole on the first page.
  const boundary = total - PAGE_SIZE + 2;
  await db.operations.bulkAdd(Array.from({ length: total }, (_, i) => op(i + 1, i + 1 >= boundary - 1 && i + 1 <= boundary + 1 ? { turnId: 't-split' } : {})));
  await db.operations.update('op-5', { status: 'undone' });
  // An undo made later (on the newest page's time) of a change on the last page.
  await db.operations.add(op(10_000, { id: 'undo-of-5', undoOf: 'op-5', turnId: 't-undo', createdAt: 999_999_999 }));
  const { container } = await render(<OperationsView client={{ send: () => undefined }} results={{}} identity={IDENTITY} />);
  const shown = () => container.querySelectorAll('.operation').length;
  await waitFor(() => shown() >= PAGE_SIZE - 1);
  // The newest page holds the split turn whole (its 100th entry's turn brought its older entry).
  const first = shown();
  expect(first).toBe(PAGE_SIZE); // 99 changes and the undo (not a change of its own), plus the turn's older change
  expect([...container.querySelectorAll('.turn-group')].filter((g) => g.querySelectorAll('.operation').length === 3)).toHaveLength(1);
  const seen = [...container.querySelectorAll('.op-title')].map((t) => t.textContent);
  let pages = 1;
  while (!container.querySelector<HTMLButtonElement>('.older-changes')?.disabled) {
    const firstTitle = container.querySelector('.op-title')?.textContent;
    await click(byText(container, 'button', 'Older changes'));
    await waitFor(() => container.querySelector('.op-title')?.textContent !== firstTitle);
    seen.push(...[...container.querySelectorAll('.op-title')].map((t) => t.textContent));
    expect(shown()).toBeLessThanOrEqual(PAGE_SIZE + 2); // one page in the DOM
    pages++;
  }
  expect(pages).toBe(Math.ceil((total + 1) / PAGE_SIZE));
  // Every change once, newest first, to the very first.
  expect(seen).toHaveLength(total);
  expect(new Set(seen).size).toBe(total);
  expect(seen[0]).toContain(`Partner ${total}`);
  expect(seen.at(-1)).toContain('Partner 1');
  // Its undo, from the newest page's time, is found for it: 'Undone <when>', not a bare 'Undone.'.
  expect(container.querySelector('.undone-line')?.textContent).toMatch(/^Undone \S/);
  await click(byText(container, 'button', 'Newer changes'));
  await waitFor(() => container.querySelector('.op-title')?.textContent !== seen.at(-1) && !container.querySelector('.undone-line'));
});
