import { WEB_CLIENT } from '@/lib/odoo/versions';

// Where to look in Odoo's web client without searching the whole page: a querySelector that finds
// nothing walks every element under where it starts (a list of 80 rows, a long form), and the page
// watcher looks after every navigation (issue 32: the content script under a millisecond).

// The web client makes it once at start: found again only when it is no longer the body's child
// (three looks per page read would each walk the body's children).
const found = new WeakMap<Document, Element>();

/** The body-level container of dialogs, the palette and notifications (16-19: a child of the body). */
export function mainComponents(doc: Document): Element | null {
  const known = found.get(doc);
  if (known && known.parentNode === doc.body) return known;
  for (const child of doc.body?.children ?? []) {
    if (!child.matches(WEB_CLIENT.mainComponents)) continue;
    found.set(doc, child);
    return child;
  }
  return null;
}

/** The first match in the view's head (control panel, search, pager: everything beside its content), not its rows or fields. */
export function inViewHead(view: Element, selector: string): Element | null {
  for (const child of view.children) {
    if (child.classList.contains('o_content')) continue;
    const found = child.matches(selector) ? child : child.querySelector(selector);
    if (found) return found;
  }
  return null;
}

/** Every match in the view's head. */
export function allInViewHead(view: Element, selector: string): Element[] {
  return [...view.children].filter((c) => !c.classList.contains('o_content')).flatMap((c) => [...(c.matches(selector) ? [c] : []), ...c.querySelectorAll(selector)]);
}

/** An open error dialog: among the dialogs (16-19), or a legacy modal put on the body itself. */
export function errorDialog(doc: Document): Element | null {
  const inDialogs = mainComponents(doc)?.querySelector(WEB_CLIENT.errorDialog);
  if (inDialogs) return inDialogs;
  for (const child of doc.body?.children ?? []) {
    if (child.classList.contains('modal')) {
      const found = child.querySelector('.o_error_dialog');
      if (found) return found;
    }
  }
  return null;
}
