import { useEffect, useState } from 'react';

/**
 * Which ends of a horizontally scrolling row hide something ("start", "end", both or ""), so the
 * row can fade there: chips that run off the edge say that there is more.
 */
export function edgesOf(el: { scrollLeft: number; scrollWidth: number; clientWidth: number }): string {
  const start = el.scrollLeft > 1;
  const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
  return [start && 'start', end && 'end'].filter(Boolean).join(' ');
}

/** A ref for the row (a callback, so a row that appears later is observed too) and its edges. */
export function useOverflowEdges(): [(el: HTMLElement | null) => void, string] {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [edges, setEdges] = useState('');
  useEffect(() => {
    if (!el) return;
    const update = () => setEdges(edgesOf(el));
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [el]);
  return [setEl, edges];
}
