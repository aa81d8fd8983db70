import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { Message } from '@/lib/db';

/** Messages tried first in the first paint of a long conversation (rounded back to the start of their turn). */
export const FIRST_PAINT = 6;

/**
 * Index of the first message to render. A conversation opened with more than FIRST_PAINT messages
 * shows its newest turns first (what the user sees at the bottom), then the whole conversation in
 * the task after that paint, so every message is in the DOM again for find-in-page and copying.
 * When the newest turns do not fill the scroller, twice as many are rendered before the paint, and
 * so on until they fill it or the whole conversation shows (rows are memoised: each step renders
 * only the rows it adds). Decided once per conversation: messages arriving later never hide the
 * ones above.
 */
export function useNewestFirst(messages: Message[], key: string | null, scroller: RefObject<HTMLElement | null>): number {
  // `key` undefined: no conversation's messages seen yet. `count`: the newest messages rendered.
  const [shown, setShown] = useState<{ key?: string | null; count: number }>({ count: Infinity });
  if (messages.length > 0 && shown.key !== key) setShown({ key, count: FIRST_PAINT });
  const from = shown.key === key && messages.length > shown.count ? turnStart(messages, messages.length - shown.count) : 0;
  // Everything shows (a short conversation, or its newest turns reach its start): so it stays.
  if (shown.key === key && from === 0 && shown.count !== Infinity) setShown({ key, count: Infinity });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (from > 0 && el && el.scrollHeight <= el.clientHeight) setShown({ key, count: shown.count * 2 });
  }, [from, key]);
  useEffect(() => {
    if (from === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // rAF runs just before the paint; the timer it starts, after it.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setShown({ key, count: Infinity }), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [from > 0, key]);
  return from;
}

/** The index of the first message of the turn that holds `messages[index]` (0 when index <= 0). */
export function turnStart(messages: Message[], index: number): number {
  if (index <= 0) return 0;
  const turnId = messages[index]!.turnId;
  while (index > 0 && messages[index - 1]!.turnId === turnId) index--;
  return index;
}
