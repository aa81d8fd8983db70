import { useEffect, useLayoutEffect, useRef, type DependencyList, type RefObject } from 'react';

/**
 * Keeps the newest line of the chat in view while the user is at the bottom: after each change in
 * `deps` (a message, a delta, a card), and whenever the scroller or what it holds changes size
 * without them (a suggestion arriving above the chat shrinks it; a stored message replacing its
 * streamed text, a chart drawn late). Without the observers a card that waits ended up out of sight.
 */
export function useFollowNewest(scroller: RefObject<HTMLElement | null>, deps: DependencyList): { onScroll: () => void } {
  const atBottom = useRef(true);
  // Where we last put the scroll: a scroll event only means "the user left the bottom" when it is
  // above that. Our own scroll's event comes a frame later, when content may have grown again.
  const placed = useRef(0);
  const follow = () => {
    const el = scroller.current;
    if (!el || !atBottom.current) return;
    el.scrollTop = el.scrollHeight;
    placed.current = el.scrollTop;
  };
  useLayoutEffect(follow, deps);
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const sizes = new ResizeObserver(follow);
    sizes.observe(el);
    const watchChildren = () => {
      for (const child of el.children) sizes.observe(child);
    };
    watchChildren();
    const children = new MutationObserver(watchChildren);
    children.observe(el, { childList: true });
    return () => {
      sizes.disconnect();
      children.disconnect();
    };
  }, []); // the scroller is mounted with the chat and stays
  return {
    onScroll: () => {
      const el = scroller.current;
      if (!el) return;
      if (el.scrollHeight - el.scrollTop - el.clientHeight < 40) atBottom.current = true;
      else if (el.scrollTop < placed.current - 1) atBottom.current = false;
    },
  };
}
