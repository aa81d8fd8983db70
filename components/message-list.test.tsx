// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Message } from '@/lib/db';
import { MessageList } from './message-list';
import { render } from './test-render';
import { I18nProvider } from './use-i18n';
import { initialTurn, type TurnState } from './use-turn';

const msg = (over: Partial<Message>): Message => ({
  id: 'm', conversationId: 'c1', turnId: 't1', role: 'assistant', content: [], status: 'done', createdAt: 0, ...over,
});
const user = msg({ id: 'u1', role: 'user', content: [{ type: 'text', text: 'Sales by customer?' }] });
const turn = (over: Partial<TurnState>): TurnState => ({ ...initialTurn, turnId: 't1', conversationId: 'c1', running: true, ...over });
const texts = (el: HTMLElement) => [...el.querySelectorAll('.msg')].map((m) => m.textContent?.trim());

describe('MessageList', () => {
  it('shows live text while streaming, then the database message alone (no duplicate)', async () => {
    const live = turn({ items: [{ kind: 'text', messageId: 'a1', text: 'Azure leads' }] });

    // Not in the database yet: the live text follows the conversation.
    let view = await render(<MessageList messages={[user]} turn={live} live />);
    expect(texts(view.container)).toEqual(['Sales by customer?', 'Azure leads']);

    // In the database, still streaming: the live text stands in for it, once.
    view = await render(<MessageList messages={[user, msg({ id: 'a1', status: 'streaming', content: [{ type: 'text', text: 'Az' }] })]} turn={live} live />);
    expect(texts(view.container)).toEqual(['Sales by customer?', 'Azure leads']);

    // Finished (the turn ended, live items kept): the database text alone.
    const ended = { ...live, running: false, ended: { status: 'done' as const } };
    view = await render(<MessageList messages={[user, msg({ id: 'a1', content: [{ type: 'text', text: 'Azure leads with 1,200.' }] })]} turn={ended} live />);
    expect(texts(view.container)).toEqual(['Sales by customer?', 'Azure leads with 1,200.']);
  });

  it('pairs tool_use with its tool_result, hides tool-result-only user messages, and charts grouped rows', async () => {
    const rows = { rows: [{ partner: 'Azure', amount: 1200 }, { partner: 'Deco', amount: 300 }] };
    const messages = [
      user,
      msg({ id: 'a1', content: [{ type: 'tool_use', id: 'tu1', name: 'sales_summary', input: { group_by: 'customer' } }] }),
      msg({ id: 'r1', role: 'user', content: [{ type: 'tool_result', tool_use_id: 'tu1', content: JSON.stringify(rows) }] }),
    ];
    const { container } = await render(<MessageList messages={messages} turn={initialTurn} live={false} />);
    expect(container.querySelectorAll('.msg.user')).toHaveLength(1);
    const card = container.querySelector('.tool-card')!;
    expect(card.querySelector('.tool-name')?.textContent).toBe('Sales summary');
    expect(card.querySelector('.badge')?.textContent).toBe('done');
    expect(card.querySelector('.tool-summary')?.textContent).toBe('2 results: Azure and Deco');
    expect(card.querySelectorAll('.bar-chart rect')).toHaveLength(2);
    // One table per answer: the card charts the figures, the answer's own table gives them.
    expect(card.querySelectorAll('table')).toHaveLength(0);
  });

  it('shows a slip the model fixed as corrected, in words; an error it did not go on from stays failed', async () => {
    const slip = 'Invalid input for invoices_overdue:\n- "kind": "client" is not one of customer|vendor.';
    const messages = [
      user,
      msg({ id: 'a1', content: [{ type: 'tool_use', id: 'tu1', name: 'run_skill', input: { name: 'invoices_overdue', input: { kind: 'client' } } }] }),
      msg({ id: 'r1', role: 'user', content: [{ type: 'tool_result', tool_use_id: 'tu1', content: slip, is_error: true }] }),
      msg({ id: 'a2', content: [{ type: 'tool_use', id: 'tu2', name: 'run_skill', input: { name: 'invoices_overdue', input: { kind: 'customer' } } }] }),
      msg({ id: 'r2', role: 'user', content: [{ type: 'tool_result', tool_use_id: 'tu2', content: slip, is_error: true }] }),
    ];
    const { container } = await render(<MessageList messages={messages} turn={initialTurn} live={false} />);
    const [fixed, last] = [...container.querySelectorAll('.tool-card')];
    expect(fixed!.querySelector('.badge')?.textContent).toBe('corrected');
    expect(fixed!.querySelector('.tool-summary')?.textContent).toBe('The assistant adjusted its request and tried again.');
    expect(fixed!.querySelector('summary')?.textContent).not.toMatch(/failed|kind|client|invoices_overdue/);
    expect(last!.querySelector('.badge')?.textContent).toBe('failed');
  });

  it('says under an answer that claims a change the turn did not make that nothing was changed', async () => {
    const answer = (unbacked?: true) => msg({ id: 'a1', content: [{ type: 'text', text: "I've updated it." }], ...(unbacked ? { unbacked } : {}) });
    expect((await render(<MessageList messages={[user, answer(true)]} turn={initialTurn} live={false} />)).container.querySelector('.unbacked')?.textContent).toBe('Nothing was changed in Odoo in this reply.');
    expect((await render(<MessageList messages={[user, answer()]} turn={initialTurn} live={false} />)).container.querySelector('.unbacked')).toBeNull();
  });

  it('shows a live tool call before the database has it, and the pending user text until it lands', async () => {
    const live = turn({ pendingText: 'Overdue invoices?', items: [{ kind: 'tool', toolUseId: 'tu9', name: 'overdue_invoices', status: 'running' }] });
    const { container } = await render(<MessageList messages={[]} turn={live} live />);
    expect(container.querySelector('.msg.user.pending')?.textContent).toBe('Overdue invoices?');
    expect(container.querySelector('.tool-card .badge')?.textContent).toBe('running…');
  });

  it("says a failed reply's stored reason in the panel's language of now; an older row's text as it is", async () => {
    const failed = msg({ id: 'a1', status: 'error', error: { key: 'api.rateLimited', params: { wait: { key: 'api.seconds', params: { count: 20 } } } } });
    const note = async (lang: string, m: Message) =>
      (await render(<I18nProvider odooLang={lang}><MessageList messages={[user, m]} turn={initialTurn} live={false} /></I18nProvider>)).container.querySelector('.msg.assistant .muted')?.textContent;
    expect(await note('en_US', failed)).toBe('Rate limited by the API; try again in 20 s.');
    const french = await note('fr_FR', failed);
    expect(french).toMatch(/20/);
    expect(french).not.toBe('Rate limited by the API; try again in 20 s.');
    expect(await note('fr_FR', msg({ id: 'a1', status: 'error', error: 'Rate limited by the API; try again in 20 s.' }))).toBe('Rate limited by the API; try again in 20 s.');
  });

  it('says the conversation and that it is thinking in the panel’s language', async () => {
    const running = turn({ items: [] });
    const { container } = await render(<I18nProvider odooLang="de_DE"><MessageList messages={[user]} turn={running} live /></I18nProvider>);
    expect(container.querySelector('[role="log"]')?.getAttribute('aria-label')).toBe('Unterhaltung');
    expect(container.querySelector('.thinking')?.textContent).toBe('Denkt nach…');
  });

  it("says an outcome Weft wrote itself in the panel's language of now, not the words kept for the model", async () => {
    const outcome = msg({ id: 'a1', content: [{ type: 'text', text: 'Non effectué : Weft est en mode lecture seule.' }], said: { key: 'approve.notDone', params: { why: { key: 'approve.readOnly' } } } });
    const { container } = await render(<I18nProvider odooLang="de_DE"><MessageList messages={[user, outcome]} turn={initialTurn} live={false} /></I18nProvider>);
    expect(texts(container)[1]).toMatch(/^Nicht ausgeführt: /);
    expect(container.textContent).not.toContain('Non effectué');
  });
});
