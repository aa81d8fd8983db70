import { WEB_CLIENT } from '@/lib/odoo/versions';

// Where to look in Odoo's web client without searching the whole page: a querySelector that finds
// nothing walks every element under where it starts (a list of 80 rows, a long form), and the page
// watcher looks after every navigation (issue 32: the content script under a millisecond). Each call
// from the content script into the page's DOM crosses into its isolated world, and a node it has not
// touched yet gets a new wrapper there: the few places looked at after every navigation are found
// with few calls, and the ones the web client makes once are kept.

interface Kept {
  components?: Element;
  manager?: Element | null;
  title?: Element | null;
  dialogs?: Element;
}
const kept = new WeakMap<Document, Kept>();
const keptOf = (doc: Document): Kept => {
  let k = kept.get(doc);
  if (!k) kept.set(doc, (k = {}));
  return k;
};

/** The body-level container of dialogs, the palette and notifications (16-19: a child of the body). */
export function mainComponents(doc: Document): Element | null {
  const k = keptOf(doc);
  // The web client makes it once at start: found again only when it is no longer the body's child
  // (three looks per page read would each walk the body's children).
  if (k.components && k.components.parentNode === doc.body) return k.components;
  for (const child of doc.body?.children ?? []) {
    if (!child.matches(WEB_CLIENT.mainComponents)) continue;
    k.components = child;
    return child;
  }
  return null;
}

/** Where dialogs come (16-19: checked on real 16, 17, 18 and 19), among the main components' children. */
export function dialogContainer(doc: Document): Element | null {
  const components = mainComponents(doc);
  if (!components) return null;
  const k = keptOf(doc);
  if (k.dialogs && k.dialogs.parentNode === components) return k.dialogs;
  for (const child of components.children) if (child.matches(WEB_CLIENT.overlayContainer) || child.matches(WEB_CLIENT.dialogContainer)) return (k.dialogs = child);
  return null;
}

/** The action container (the web client makes it once at start), or null before the web client is there. */
export function actionManager(doc: Document): Element | null {
  const k = keptOf(doc);
  if (k.manager?.isConnected) return k.manager;
  return (k.manager = doc.querySelector(WEB_CLIENT.actionManager));
}

/** The action's main view (not a one2many table inside a form), looked for in the action container. */
export function mainView(doc: Document): Element | null {
  return actionManager(doc)?.querySelector(WEB_CLIENT.viewController) ?? null;
}

/** The document's title element (the web client sets its text on every navigation). */
export function titleElement(doc: Document): Element | null {
  const k = keptOf(doc);
  if (k.title?.isConnected) return k.title;
  return (k.title = doc.head?.querySelector('title') ?? null);
}

/**
 * The head's children of the view (control panel, search, pager: everything beside its content): the
 * children of the view, and of a form's wrapper around its control panel and content (16-19
 * .o_form_view_container), but never its content.
 */
export function headParts(view: Element, out: Element[] = []): Element[] {
  for (let child = view.firstElementChild; child; child = child.nextElementSibling) {
    // The class attribute as one string: a classList is one more object per node, made anew in each view.
    const names = ` ${child.getAttribute('class') ?? ''} `;
    if (names.includes(CONTENT)) continue;
    if (names.includes(FORM_WRAPPER)) headParts(child, out);
    else out.push(child);
  }
  return out;
}
const CONTENT = ` ${WEB_CLIENT.viewContent} `;
const FORM_WRAPPER = ` ${WEB_CLIENT.formViewContainer} `;

/** The first match in the view's head, not its rows or fields; `head`: its headParts when found already. */
export function inViewHead(view: Element, selector: string, head = headParts(view)): Element | null {
  for (const part of head) {
    const found = part.matches(selector) ? part : part.querySelector(selector);
    if (found) return found;
  }
  return null;
}

/** Every match in the view's head; `head`: its headParts when found already. */
export function allInViewHead(view: Element, selector: string, head = headParts(view)): Element[] {
  const out: Element[] = [];
  for (const part of head) {
    if (part.matches(selector)) out.push(part);
    for (const found of part.querySelectorAll(selector)) out.push(found);
  }
  return out;
}

/** An open error dialog: among the dialogs (16-19), or a legacy modal put on the body itself. */
export function errorDialog(doc: Document): Element | null {
  const inDialogs = mainComponents(doc)?.querySelector(WEB_CLIENT.errorDialog);
  if (inDialogs) return inDialogs;
  // The body's few children walked as headParts walks a view's (the same calls, already made in this look).
  for (let child = doc.body?.firstElementChild; child; child = child.nextElementSibling) {
    if (!` ${child.getAttribute('class') ?? ''} `.includes(' modal ')) continue;
    const found = child.querySelector(`.${WEB_CLIENT.errorDialogClass}`);
    if (found) return found;
  }
  return null;
}
