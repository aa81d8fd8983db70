import { WEB_CLIENT } from '@/lib/odoo/versions';
import { viewPlaces, type ViewPlaces } from './view-places';
import { actionManager, dialogContainer, inViewHead, mainComponents, mainView, titleElement } from './where';
import { isWeftElement } from './weft-element';

// What the page watcher observes of Odoo's web client, and nothing more: Odoo re-renders its control
// panel and fires dozens of mutation batches per navigation, and each batch handed to an observer of
// the whole body costs the tab's main thread (measured on real 17: about half of the content
// script's time per navigation). Real 16-19 (checked on 17 and 19) show each page change here:
// - the action container's child list: a new controller is a new view (list, form, kanban, ...);
// - the document's title: the web client names the action and the record in it (title service);
// - the body's child list: the web client appearing at start;
// - dialogs (error dialogs, wizards, the palette) coming and going in their container under the body-level
//   main components (16 .o_dialog_container), not the whole main components subtree, where Odoo's loading
//   indicator comes and goes on every navigation that asks the server (one observer callback each, on
//   real 17). 17-19 put tooltips and popovers in the same container as dialogs (.o-overlay-container):
//   one comes and goes with the click of nearly every navigation, two observer callbacks for nothing
//   (real 17). Their dialog service marks the body `modal-open` while any dialog is open: the body's
//   class says the first dialog came and the last went, and the container's children are heard only
//   while one is open (a dialog over a dialog);
// - inside the current view: the form renderer's class (unsaved edits), the search's facets, the pager
//   (a record after another of the same name);
// - inside a form, the status bar (a workflow button done moves its step), its buttons' disabled
//   state (a button's call running) and the watched fields
//   (lib/page/field-watch.ts: their suggestions list closing is a value picked; the list's own rows
//   while the user types are not looked at);
// - the row the Ask control sits in (Odoo re-rendering it drops the control).

export interface Target {
  node: Node;
  options: MutationObserverInit;
  /** Mutations here are the page itself changing: read even when URL, view and title are unchanged. */
  inView: boolean;
}

const CHILDREN: MutationObserverInit = { childList: true };
const BODY: MutationObserverInit = { childList: true, attributes: true, attributeFilter: ['class'] };
const TEXT: MutationObserverInit = { childList: true, characterData: true, subtree: true };
const BUSY: MutationObserverInit = { subtree: true, attributes: true, attributeFilter: ['disabled'] };
const DIRTY: MutationObserverInit = { attributes: true, attributeFilter: ['class'] };
const FIELD: MutationObserverInit = { childList: true, subtree: true };
const STATUS: MutationObserverInit = { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'aria-checked'] };

/** `places`: the main view's (view-places.ts) when the caller has found them already (undefined: found here). */
export function pageTargets(doc: Document, slot: Element | null, places: ViewPlaces | null = viewPlaces(mainView(doc))): Target[] {
  const out: Target[] = [];
  const add = (node: Node | null | undefined, options: MutationObserverInit, inView: boolean) => {
    if (node) out.push({ node, options, inView });
  };
  add(doc.body, BODY, false); // a change of its class is taken as in view (watch-page.ts)
  const title = titleElement(doc);
  add(title ?? doc.head, title ? TEXT : CHILDREN, false);
  add(actionManager(doc), CHILDREN, true); // a new controller: a new view, read whatever the URL and title say
  const dialogs = dialogContainer(doc);
  if (!dialogs?.matches(WEB_CLIENT.overlayContainer)) add(dialogs ?? mainComponents(doc), { childList: true, subtree: true }, true);
  else if (doc.body.classList.contains(WEB_CLIENT.dialogOpen)) add(dialogs, CHILDREN, true);
  if (places) {
    // The search and the pager in the view's head; the renderer, status bar and fields in a form only.
    const { view, head, form } = places;
    add(inViewHead(view, WEB_CLIENT.facetContainer, head), TEXT, true);
    add(inViewHead(view, WEB_CLIENT.pager, head), TEXT, false);
    if (form) {
      add(form.renderer, DIRTY, true);
      add(form.statusbar, STATUS, true);
      // Odoo disables the workflow buttons while a button's call runs, and enables them after.
      add(form.buttons, BUSY, true);
      for (const widget of form.widgets) add(widget, FIELD, true);
    }
  }
  add(slot, CHILDREN, false);
  return out;
}

/** A mutation worth a look: not Weft's own elements, and under the dialogs' container only a dialog. */
export function meaningful(record: MutationRecord, dialogs: Node | undefined): boolean {
  // The rows of a field's suggestions list while the user types: the list closing is what counts.
  if (record.target instanceof Element && record.target.closest(WEB_CLIENT.autocompleteMenu)) return false;
  if (record.type !== 'childList') return true;
  const nodes = [...record.addedNodes, ...record.removedNodes];
  if (nodes.every(isWeftElement)) return false;
  if (!dialogs || !dialogs.contains(record.target)) return true;
  // Tooltips, popovers and notifications come and go here too: only a dialog says anything.
  return nodes.some((n) => n instanceof Element && (n.matches('.o_dialog, .modal') || n.querySelector('.o_dialog, .modal') !== null));
}

