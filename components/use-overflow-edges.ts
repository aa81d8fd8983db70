import { useCallback, useState } from 'react';

/**
 * Which ends of a horizontally scrolling row hide something ("start", "end", both or ""), so the
 * row can fade there: chips that run off the edge say that there is more.
 */
export function edgesOf(el: { scrollLeft: number; scrollWidth: number; clientWidth: number }): string {
  const start = el.scrollLeft > 1;
  const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
  return [start && 'start', end && 'end'].filter(Boolean).join(' ');
}

/**
 * A ref for the row (a callback, so a row that appears later is observed too) and its edges. The
 * ref sets no state itself: React runs it while it commits, where a state update is synchronous and
 * makes React run every pending effect of the panel first, before the chat's first paint (issue 32).
 * The resize observer's first report, after layout, gives the first edges.
 */
export function useOverflowEdges(): [(el: HTMLElement | null) => (() => void) | undefined, string] {
  const [edges, setEdges] = useState('');
  const ref = useCallback((el: HTMLElement | null) => {
    if (!el) return undefined;
    const update = () => setEdges(edgesOf(el));
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    if (observer) observer.observe(el);
    else queueMicrotask(update);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  return [ref, edges];
}
