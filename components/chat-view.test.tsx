// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { i18nFor } from '@/lib/i18n';
import type { PageContext, PanelCommand } from '@/lib/messaging';
import { updateSettings } from '@/lib/settings';
import { ChatView } from './chat-view';
import { examplesFor } from './example-prompts';
import { byText, click, render, waitFor } from './test-render';
import { initialTurn, type LiveTurn, type TurnState } from './use-turn';

const english = i18nFor('en_US', []).t;

const liveTurn = (state: Partial<TurnState> = {}, log: string[] = []): LiveTurn => ({
  ...initialTurn, ...state, sent: (_c, text) => void log.push(text), dismissEnd: () => void log.push('dismiss'),
});
const formPage: PageContext = {
  origin: 'https://acme.odoo.com', url: 'https://acme.odoo.com/odoo/sales/7', isOdoo: true, loggedIn: true,
  model: 'sale.order', recordId: 7, viewType: 'form', title: 'S00007',
};

async function type(textarea: HTMLTextAreaElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea, text);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const key = (el: Element, init: KeyboardEventInit) =>
  act(async () => void el.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })));

const IDENTITY = 'https://acme.odoo.com|acme|2';

const setup = async (turn = liveTurn(), context: PageContext | null = null) => {
  const sent: PanelCommand[] = [];
  // 'chat/writing' (the worker asks Odoo who is signed in while the user writes) apart from the rest.
  const writing: PanelCommand[] = [];
  const view = await render(<ChatView client={{ send: (c) => void (c.type === 'chat/writing' ? writing : sent).push(c) }} turn={turn} context={context} identity={IDENTITY} onOpenSettings={() => sent.push({ type: 'context/get' })} />);
  return { sent, writing, ...view };
};

beforeEach(async () => {
  sessionStorage.clear();
  await Promise.all([db.conversations.clear(), db.messages.clear()]);
  await updateSettings({ apiKey: 'sk-test' });
});

describe('ChatView', () => {
  it('sends on Enter, not on Shift+Enter, into a new conversation', async () => {
    const { sent, writing, container } = await setup();
    const box = await waitFor(() => container.querySelector<HTMLTextAreaElement>('textarea:not([disabled])'));
    await type(box, 'Overdue invoices?');
    await key(box, { key: 'Enter', shiftKey: true });
    expect(sent).toEqual([]);
    // Asked once for the message being written, before Enter.
    expect(writing).toEqual([{ type: 'chat/writing' }]);
    await key(box, { key: 'Enter' });
    expect(sent).toEqual([{ type: 'chat/send', conversationId: undefined, text: 'Overdue invoices?' }]);
    expect(box.value).toBe('');
  });

  it('offers Stop while a turn runs, bound to its id', async () => {
    const { sent, container } = await setup(liveTurn({ turnId: 't5', running: true }));
    await click(byText(container, 'button', 'Stop'));
    expect(sent).toEqual([{ type: 'chat/stop', turnId: 't5' }]);
  });

  it('without an API key: the composer is disabled, with a way to settings', async () => {
    await updateSettings({ apiKey: '' });
    const { sent, container } = await setup();
    await waitFor(() => container.querySelector('textarea[disabled]'));
    await click(byText(container, 'button', 'Add API key'));
    expect(sent).toEqual([{ type: 'context/get' }]); // the onOpenSettings stand-in
  });

  it('examples fit the page, and the turn-ended notice retries the last text', async () => {
    const log: string[] = [];
    const turn = liveTurn({ turnId: 't1', lastSent: 'Sales?', ended: { status: 'error', message: 'Odoo is unreachable.', remedy: 'retry' } }, log);
    const { sent, container } = await setup(turn, formPage);
    const examples = [...container.querySelectorAll('.examples button')].map((b) => b.textContent);
    expect(examples).toEqual(examplesFor(formPage, english));
    expect(examples).toHaveLength(3);
    expect(examples.join(' ')).not.toMatch(/res\.partner|sale\.order/);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Odoo is unreachable.');
    await click(byText(container, 'button', 'Retry'));
    expect(sent).toEqual([{ type: 'chat/send', conversationId: undefined, text: 'Sales?' }]);
    expect(log).toEqual(['Sales?']);

    const list = await setup(liveTurn(), { ...formPage, viewType: 'list', recordId: undefined });
    const listExamples = [...list.container.querySelectorAll('.examples button')].map((b) => b.textContent);
    expect(listExamples).toEqual(examplesFor({ ...formPage, viewType: 'list', recordId: undefined }, english));
    expect(listExamples).not.toEqual(examples);
  });

  it('reads the selected conversation while the signed-in user is unknown, and shows it only to its owner', async () => {
    const now = Date.now();
    const usage = { input: 0, cacheRead: 0, cacheWrite: 0, output: 0 };
    await db.conversations.put({ id: 'c9', title: 'Mine', origin: 'https://acme.odoo.com', identity: IDENTITY, createdAt: now, updatedAt: now, usage });
    await db.messages.put({ id: 'm1', conversationId: 'c9', turnId: 't1', role: 'user', content: [{ type: 'text', text: 'Who owes us money?' }], status: 'done', createdAt: now });
    sessionStorage.setItem('weft.conversation', 'c9');
    const view = (identity: string | null) => <ChatView client={{ send: () => undefined }} turn={liveTurn()} context={null} identity={identity} onOpenSettings={() => undefined} />;
    const shown = (el: HTMLElement) => [...el.querySelectorAll('.msg')].map((m) => m.textContent);

    // The worker has not said who is signed in yet: nothing, even once the read is done.
    const { container, root } = await render(view(null));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(shown(container)).toEqual([]);
    // Its owner: shown at once, from the read already made.
    await act(async () => root.render(view(IDENTITY)));
    expect(shown(container)).toEqual(['Who owes us money?']);
    // Someone else signed in: gone, and the selection with it.
    await act(async () => root.render(view('https://acme.odoo.com|acme|7')));
    expect(shown(container)).toEqual([]);
    await waitFor(() => sessionStorage.getItem('weft.conversation') === null);
  });
});
