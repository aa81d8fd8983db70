import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

// Tiny helpers for component tests: React's own act() and a real DOM (happy-dom).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted = new Set<Root>();
// Unmount between tests, so live queries of one test do not update after the next one clears the database.
afterEach(() => {
  for (const root of mounted) act(() => root.unmount());
  mounted.clear();
  document.body.innerHTML = '';
});

export async function render(node: ReactNode): Promise<{ container: HTMLDivElement; root: Root }> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.add(root);
  await act(async () => root.render(node));
  return { container, root };
}

export async function click(el: Element | null | undefined) {
  if (!el) throw new Error('nothing to click');
  await act(async () => (el as HTMLElement).click());
}

/** Waits for a condition the database (useLiveQuery) makes true a few ticks later. */
export async function waitFor<T>(probe: () => T | null | undefined | false, timeoutMs = 3000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('waitFor timed out');
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
}

export const byText = (root: ParentNode, selector: string, text: string | RegExp) =>
  [...root.querySelectorAll(selector)].find((el) => (typeof text === 'string' ? el.textContent?.trim() === text : text.test(el.textContent ?? '')));
