// @vitest-environment happy-dom
import { act } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { edgesOf, useOverflowEdges } from './use-overflow-edges';
import './test-render';

describe('which ends of a scrolling row hide something', () => {
  it('says nothing when all fits', () => expect(edgesOf({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toBe(''));
  it('says the end at the start of a long row', () => expect(edgesOf({ scrollLeft: 0, scrollWidth: 500, clientWidth: 300 })).toBe('end'));
  it('says both in the middle', () => expect(edgesOf({ scrollLeft: 100, scrollWidth: 500, clientWidth: 300 })).toBe('start end'));
  it('says the start at the end', () => expect(edgesOf({ scrollLeft: 200, scrollWidth: 500, clientWidth: 300 })).toBe('start'));
});

function Row({ renders }: { renders: number[] }) {
  const [ref, edges] = useOverflowEdges();
  renders.push(1);
  return <div ref={ref} data-more={edges || undefined} />;
}

describe('useOverflowEdges', () => {
  it('sets no state while React commits the row (that update would run every effect of the panel before its first paint), and follows a scroll', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const renders: number[] = [];
    await act(async () => {
      flushSync(() => root.render(<Row renders={renders} />));
      // A state update in the ref would have rendered the row again within the commit.
      expect(renders).toHaveLength(1);
    });
    const row = container.firstElementChild as HTMLElement;
    Object.defineProperties(row, { scrollWidth: { value: 500 }, clientWidth: { value: 300 } });
    await act(async () => void row.dispatchEvent(new Event('scroll')));
    expect(row.dataset.more).toBe('end');
    act(() => root.unmount());
  });
});
