// Weft's own elements in Odoo's page (the Ask control, the notice, the palette's row): each is a
// host marked as Weft's, holding an open shadow root (Odoo's CSS and ours never meet; tests reach
// inside). The mark is how the page watcher passes over the mutations they cause (page-targets.ts
// `meaningful`), so an element made any other way would make the watcher read the page again for
// Weft's own change.

const MARK = 'data-weft';

/** A host element `tag` of Weft's, marked with what it is (`kind`), and its open shadow root. */
export function weftElement(doc: Document, tag: string, kind: string): { host: HTMLElement; root: ShadowRoot } {
  const host = doc.createElement(tag);
  host.setAttribute(MARK, kind);
  return { host, root: host.attachShadow({ mode: 'open' }) };
}

/** The node is one of Weft's own elements in the page. */
export const isWeftElement = (node: Node): boolean => node instanceof Element && node.hasAttribute(MARK);
