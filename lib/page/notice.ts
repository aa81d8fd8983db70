import { pageText } from './page-text';
import { weftElement } from './weft-element';

// The in-page notice of an important suggestion (lib/suggest/notice.ts decides which): one at a
// time, in a shadow root at the page's bottom corner, announced politely and never focused, so it
// cannot take the keyboard from a form being edited. "Open in Weft" opens the panel beside the tab
// (where the suggestion is a card); "Dismiss" only hides the notice. Its colours are the panel's
// (Odoo's purple), so the two read as one product.

const HOST_TAG = 'weft-notice';
const CSS = `:host{all:initial;position:fixed;right:16px;bottom:16px;z-index:2147483000;contain:layout style}
section{box-sizing:border-box;width:340px;max-width:calc(100vw - 32px);font:13px/1.4 system-ui,sans-serif;color:#1f2937;background:#fff;border:1px solid #d8c8d4;border-left:4px solid #714b67;border-radius:6px;padding:10px 12px;box-shadow:0 4px 14px rgb(0 0 0/.18)}
p{margin:0 0 4px}.title{font-weight:600}.why{color:#4b5563;font-size:12px;overflow-wrap:anywhere}.hint{color:#92400e;font-size:12px;margin-top:6px}.hint:empty{display:none}
.actions{display:flex;gap:8px;margin-top:8px;justify-content:flex-end}
button{font:500 12px/1.2 system-ui,sans-serif;border-radius:4px;padding:5px 10px;cursor:pointer;border:1px solid #d8c8d4;background:#fff;color:#1f2937}
button.open{background:#714b67;border-color:#714b67;color:#fff}button:focus-visible{outline:2px solid #714b67;outline-offset:1px}`;

export interface NoticeContent {
  suggestionId: string;
  title: string;
  why: string;
}

export interface SuggestionNotice {
  /** Shows this notice in place of any other (there is never more than one). */
  show(notice: NoticeContent, pageKey: string): void;
  /** The page moved on: a notice made for another record goes. */
  follow(pageKey: string): void;
  remove(): void;
  readonly shown: string | null;
}

/**
 * `onOpen` runs in the click's task (the panel must open inside the user's gesture); what it
 * resolves to, when anything, is shown as a hint (Firefox cannot open its sidebar from a page).
 */
export function suggestionNotice(doc: Document, onOpen: (suggestionId: string) => void | Promise<string | undefined>): SuggestionNotice {
  let host: HTMLElement | null = null;
  let current: { id: string; pageKey: string } | null = null;
  const remove = () => {
    host?.remove();
    host = null;
    current = null;
  };
  const el = (tag: string, className: string, text = '') => {
    const node = doc.createElement(tag);
    node.className = className;
    node.textContent = text;
    return node;
  };
  return {
    show(notice, pageKey) {
      remove();
      const made = weftElement(doc, HOST_TAG, 'notice');
      host = made.host;
      const root = made.root;
      const style = doc.createElement('style');
      style.textContent = CSS;
      const box = doc.createElement('section');
      // A live region: read out once, politely, while the user's focus stays where it is.
      box.setAttribute('role', 'status');
      box.setAttribute('aria-live', 'polite');
      const words = pageText(doc);
      box.setAttribute('aria-label', words['page.notice']);
      const hint = el('p', 'hint');
      const open = el('button', 'open', words['page.open']) as HTMLButtonElement;
      const dismiss = el('button', 'dismiss', words['page.dismiss']) as HTMLButtonElement;
      open.type = dismiss.type = 'button';
      open.addEventListener('click', (event) => {
        event.stopPropagation();
        void Promise.resolve(onOpen(notice.suggestionId)).then((text) => (text ? (hint.textContent = text) : remove()));
      });
      dismiss.addEventListener('click', (event) => {
        event.stopPropagation();
        remove();
      });
      const actions = el('div', 'actions');
      actions.append(dismiss, open);
      // Text set as text: titles carry record names from Odoo.
      box.append(el('p', 'title', notice.title), el('p', 'why', notice.why), hint, actions);
      root.append(style, box);
      doc.body.append(host);
      current = { id: notice.suggestionId, pageKey };
    },
    follow(pageKey) {
      if (current && current.pageKey !== pageKey) remove();
    },
    remove,
    get shown() {
      return current?.id ?? null;
    },
  };
}
