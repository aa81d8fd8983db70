// @vitest-environment happy-dom
import { act, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import type { Message } from '@/lib/db';
import { render } from './test-render';
import { FIRST_PAINT, turnStart, useNewestFirst } from './use-newest-first';

// Turns of three messages each: a question, a tool round, an answer.
const conversation = (turns: number): Message[] =>
  Array.from({ length: turns * 3 }, (_, i) => ({
    id: `m${i}`, conversationId: 'c1', turnId: `t${Math.floor(i / 3)}`, role: i % 3 === 0 ? 'user' : 'assistant', content: [], status: 'done', createdAt: i,
  }));

/** Records the first index rendered at each render; the scroller holds `height` px of content in a 500 px box. */
function Harness({ messages, id, height, seen }: { messages: Message[]; id: string | null; height: number; seen: number[] }) {
  const scroller = { current: { scrollHeight: height, clientHeight: 500 } as HTMLElement };
  seen.push(useNewestFirst(messages, id, scroller));
  return null;
}
const afterPaint = () => act(() => new Promise((r) => setTimeout(r, 50)));

describe('useNewestFirst', () => {
  it('paints the newest turns of a long conversation first, from the start of a turn, then all of it', async () => {
    const messages = conversation(17);
    const seen: number[] = [];
    await render(<Harness messages={messages} id="c1" height={5000} seen={seen} />);
    const first = seen.at(-1)!;
    expect(first).toBe(turnStart(messages, messages.length - FIRST_PAINT));
    expect(first % 3).toBe(0); // a turn's first message
    expect(messages.length - first).toBeGreaterThanOrEqual(FIRST_PAINT);
    await afterPaint();
    expect(seen.at(-1)).toBe(0);
  });

  it('shows everything before the paint when the newest turns do not fill the panel', async () => {
    const seen: number[] = [];
    await render(<Harness messages={conversation(17)} id="c1" height={300} seen={seen} />);
    expect(seen.at(-1)).toBe(0);
  });

  it('renders twice as many newest messages before the paint until they fill the panel', async () => {
    const messages = conversation(17);
    const seen: number[] = [];
    // Each message 60 px high in the 500 px box: the first try does not fill it, twice as many do.
    function Growing() {
      const scroller = useRef({ scrollHeight: 0, clientHeight: 500 } as HTMLElement);
      const from = useNewestFirst(messages, 'c1', scroller);
      (scroller.current as { scrollHeight: number }).scrollHeight = (messages.length - from) * 60;
      seen.push(from);
      return null;
    }
    await render(<Growing />);
    // The tries: FIRST_PAINT messages, twice as many, ... until the first that fills the box.
    const tries: number[] = [];
    for (let count = FIRST_PAINT; !tries.length || (messages.length - tries.at(-1)!) * 60 <= 500; count *= 2) tries.push(turnStart(messages, messages.length - count));
    expect(tries.length).toBeGreaterThan(1);
    expect([...new Set(seen.filter((f) => f > 0))]).toEqual(tries); // 0 at first: a render React discards (state set while rendering)
    await afterPaint();
    expect(seen.at(-1)).toBe(0);
  });

  it('decides once per conversation: later messages never hide the ones above', async () => {
    const seen: number[] = [];
    const view = await render(<Harness messages={conversation(1)} id="c1" height={5000} seen={seen} />);
    expect(seen.at(-1)).toBe(0);
    // The conversation grows past FIRST_PAINT while open (a long session).
    await act(async () => view.root.render(<Harness messages={conversation(17)} id="c1" height={5000} seen={seen} />));
    expect(seen.at(-1)).toBe(0);
    // Another conversation opened: its newest turns first again.
    await act(async () => view.root.render(<Harness messages={conversation(17).map((m) => ({ ...m, conversationId: 'c2' }))} id="c2" height={5000} seen={seen} />));
    expect(seen.at(-1)).toBeGreaterThan(0);
    await afterPaint();
    expect(seen.at(-1)).toBe(0);
  });

  it('keeps everything once the newest turns reach the start: a turn of many tool rounds, then more turns', async () => {
    const seen: number[] = [];
    const oneTurn = conversation(1 + Math.ceil(FIRST_PAINT / 3)).map((m) => ({ ...m, turnId: 't0' })); // longer than FIRST_PAINT, one turn
    const view = await render(<Harness messages={oneTurn} id="c1" height={5000} seen={seen} />);
    expect(seen.at(-1)).toBe(0);
    await act(async () => view.root.render(<Harness messages={[...oneTurn, ...conversation(17).slice(oneTurn.length)]} id="c1" height={5000} seen={seen} />));
    expect(seen.at(-1)).toBe(0); // the first message stays in view: not hidden for a frame
  });

  it('turnStart goes back to the first message of the turn', () => {
    const messages = conversation(4);
    expect(turnStart(messages, 7)).toBe(6);
    expect(turnStart(messages, 6)).toBe(6);
    expect(turnStart(messages, -3)).toBe(0);
  });
});
