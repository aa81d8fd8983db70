// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, expect, it } from 'vitest';
import { db, type Conversation } from '@/lib/db';
import { ConversationList } from './conversation-list';
import { byText, click, render, waitFor } from './test-render';

const IDENTITY = 'https://acme.odoo.com|acme|2';
const usage = { input: 0, cacheRead: 0, cacheWrite: 0, output: 0 };
const conversation = (i: number, over: Partial<Conversation> = {}): Conversation => ({
  id: `c${i}`, title: `Weekly sales review ${i}`, origin: 'https://acme.odoo.com', identity: IDENTITY, createdAt: i, updatedAt: 1_000_000 + i, usage, ...over,
});

beforeEach(async () => {
  await db.conversations.clear();
});

// A thousand conversations in fake-indexeddb: each step may take seconds on a loaded 2-core machine.
const SLOW = 12_000;

it('lists the newest first a page at a time, and searches all of them, not only those listed', async () => {
  await db.conversations.bulkAdd(Array.from({ length: 1000 }, (_, i) => conversation(i + 1)));
  // The oldest one, far below the first page; and another user's with the same words.
  await db.conversations.update('c1', { title: 'Azure Interior overdue invoices' });
  await db.conversations.add(conversation(2000, { id: 'other', identity: 'https://acme.odoo.com|acme|6', title: 'Azure Interior overdue invoices' }));
  const picked: Array<string | null> = [];
  const { container } = await render(<ConversationList identity={IDENTITY} selectedId={null} onSelect={(id) => picked.push(id)} onClose={() => undefined} />);
  const titles = () => [...container.querySelectorAll('.conversation-item:not(.new):not(.more) .title')].map((t) => t.textContent);
  await waitFor(() => titles().length === 50, SLOW);
  expect(titles()[0]).toBe('Weekly sales review 1000');
  await click(byText(container, 'button', 'Show more'));
  await waitFor(() => titles().length === 100, SLOW);

  const search = container.querySelector<HTMLInputElement>('input[type="search"]')!;
  const type = (text: string) =>
    act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(search, text);
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
  await type('azure overdue');
  await waitFor(() => titles().length === 1, SLOW);
  expect(titles()).toEqual(['Azure Interior overdue invoices']);
  await click(container.querySelector('.conversation-item:not(.new)'));
  expect(picked).toEqual(['c1']);
  await type('no such words');
  await waitFor(() => container.querySelector('.empty'), SLOW);
  expect(titles()).toEqual([]);
}, 60_000);
