import type { Page } from '@playwright/test';

/**
 * What sticks out sideways in the panel page, as readable lines (empty when nothing does): the
 * document scrolling sideways, a visible element reaching past the window's edge (Send, a card's ×),
 * or an element that clips its own content (a select cutting its value). Inside a container that
 * scrolls sideways on purpose (a wide table, raw JSON) nothing counts.
 */
export async function overflowIn(panel: Page): Promise<string[]> {
  return panel.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) found.push(`the page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
    const width = doc.clientWidth;
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}${el.textContent ? ` "${el.textContent.trim().slice(0, 30)}"` : ''}`;
    // Meant to scroll sideways: a wide table, code or raw JSON, the row of quick actions.
    const SIDEWAYS = 'pre, table, .quick-actions, .send-content';
    // Only the outermost element that sticks out is named: its children go with it.
    const flagged = new Set<Element>();
    const under = (el: Element) => { for (let up = el.parentElement; up; up = up.parentElement) if (flagged.has(up)) return true; return false; };
    for (const el of document.querySelectorAll('body *')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.parentElement?.closest(SIDEWAYS)) continue;
      const style = getComputedStyle(el);
      // A region that scrolls (the chat, Settings) must not scroll sideways.
      if (!el.matches(SIDEWAYS) && ['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1) found.push(`${name(el)} scrolls sideways: ${el.scrollWidth} > ${el.clientWidth}`);
      if ((rect.right > width + 1 || rect.left < -1) && !under(el) && flagged.add(el)) found.push(`${name(el)} reaches ${Math.round(rect.left)}..${Math.round(rect.right)} of ${width}`);
      const clips = ['hidden', 'clip'].includes(style.overflowX) && style.textOverflow !== 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1 && !under(el)) found.push(`${name(el)} cuts its content: ${el.scrollWidth} > ${el.clientWidth}`);
      if (el instanceof HTMLSelectElement) {
        // A select shows its chosen option's text: cut when the text is wider than the box.
        const probe = document.createElement('span');
        probe.style.cssText = `font:${style.font};position:absolute;visibility:hidden;white-space:nowrap`;
        probe.textContent = el.selectedOptions[0]?.textContent ?? '';
        document.body.append(probe);
        const needs = probe.getBoundingClientRect().width + 28; // the arrow and padding
        probe.remove();
        if (needs > rect.width + 1) found.push(`${name(el).slice(0, 40)} cuts its value "${el.selectedOptions[0]?.textContent}": needs ${Math.round(needs)} of ${Math.round(rect.width)}`);
      }
    }
    return found;
  });
}
