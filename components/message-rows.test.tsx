// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Message } from '@/lib/db';
import { MessageList } from './message-list';
import { render } from './test-render';
import { initialTurn, type TurnState } from './use-turn';

// Counts the tool cards' renders: a row that did not change must not render its cards again.
const renders = vi.hoisted(() => ({ cards: 0 }));
vi.mock('./tool-card', async (original) => {
  const real = await original<typeof import('./tool-card')>();
  return { ...real, ToolCard: (props: Parameters<typeof real.ToolCard>[0]) => (renders.cards++, real.ToolCard(props)) };
});

const msg = (over: Partial<Message>): Message => ({ id: 'm', conversationId: 'c1', turnId: 't1', role: 'assistant', content: [], status: 'done', createdAt: 0, ...over });
const toolTurn = (n: number): Message[] => [
  msg({ id: `q${n}`, turnId: `t${n}`, role: 'user', content: [{ type: 'text', text: `Question ${n}` }] }),
  msg({ id: `a${n}`, turnId: `t${n}`, content: [{ type: 'tool_use', id: `tu${n}`, name: 'sales_summary', input: {} }] }),
  msg({ id: `r${n}`, turnId: `t${n}`, role: 'user', content: [{ type: 'tool_result', tool_use_id: `tu${n}`, content: '{"rows":[{"partner":"Azure","amount":1200}]}' }] }),
  msg({ id: `b${n}`, turnId: `t${n}`, content: [{ type: 'text', text: `Answer ${n}` }] }),
];

describe('message rows', () => {
  it('a stream delta and a parent render re-render the live row only, not the finished turns', async () => {
    const streaming = msg({ id: 'live', turnId: 't9', status: 'streaming', content: [{ type: 'text', text: '' }] });
    const messages = [...toolTurn(1), ...toolTurn(2), ...toolTurn(3), msg({ id: 'q9', turnId: 't9', role: 'user', content: [{ type: 'text', text: 'Next?' }] }), streaming];
    const turn = (text: string): TurnState => ({ ...initialTurn, turnId: 't9', conversationId: 'c1', running: true, items: [{ kind: 'text', messageId: 'live', text }] });
    const onRetry = () => undefined;
    const { container, root } = await render(<MessageList messages={messages} turn={turn('Az')} live onRetry={onRetry} />);
    expect(renders.cards).toBe(3);
    // New handlers each render (as ChatView passes them), a new delta: the three cards stay as they are.
    await act(async () => root.render(<MessageList messages={messages} turn={turn('Azure leads')} live onRetry={() => undefined} />));
    expect(container.querySelector('[data-status="streaming"]')?.textContent?.trim()).toBe('Azure leads');
    expect(renders.cards).toBe(3);
    // The database read again (a message finished): new message objects, every row again.
    await act(async () => root.render(<MessageList messages={messages.map((m) => ({ ...m }))} turn={turn('Azure leads')} live onRetry={onRetry} />));
    expect(renders.cards).toBe(6);
  });

  it('Retry on the last answer calls the handler the list was last rendered with', async () => {
    const calls: string[] = [];
    const messages = toolTurn(1);
    const { container, root } = await render(<MessageList messages={messages} turn={initialTurn} live={false} onRetry={() => calls.push('first')} />);
    await act(async () => root.render(<MessageList messages={messages} turn={initialTurn} live={false} onRetry={(turnId, question) => calls.push(`${turnId}: ${question}`)} />));
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!;
    await act(async () => retry.click());
    expect(calls).toEqual(['t1: Question 1']);
  });
});
