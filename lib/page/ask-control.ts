import { WEB_CLIENT } from '@/lib/odoo/versions';
import { pageText } from './page-text';
import { styleShadow } from './shadow-style';
import { weftElement } from './weft-element';

// The "Ask Weft" control in Odoo's own control panel (forms and lists, 16-19). It lives in a
// shadow root so Odoo's CSS and ours never meet (open: tests reach the button), and is one small
// inline box at the end of a row that has room for it:
// Odoo re-renders its control panel on every navigation, so ensure() re-attaches it after each
// settled burst of mutations (the page watcher's read), never from a mutation callback of its own.

const HOST_TAG = 'weft-ask';
// Where it goes on 16-19: versions.ts WEB_CLIENT.askSlots. Keyboard handlers on these rows (19's
// onMainButtonsKeydown) see our events retargeted to the host and ignore them.
const VIEWS = /^(form|list)$/;

const CSS = `:host{all:initial;display:inline-flex;align-items:center;margin-inline-start:6px;contain:layout style;position:relative}
[role=status]{position:absolute;top:calc(100% + 4px);left:0;z-index:1000;width:max-content;max-width:320px;font:12px/1.35 system-ui,sans-serif;color:#1f2937;background:#fff;border:1px solid #d8c8d4;border-radius:4px;padding:6px 8px;box-shadow:0 2px 6px rgb(0 0 0/.15)}
[role=status]:empty{display:none}
button{font:500 12px/1.2 system-ui,sans-serif;color:#1f2937;background:#f5eff3;border:1px solid #d8c8d4;border-radius:4px;padding:4px 8px;cursor:pointer;white-space:nowrap}
button:hover{background:#ecdfe8}button:focus-visible{outline:2px solid #714b67;outline-offset:1px}`;

export interface AskControl {
  /** Places the control when the main view is a form or a list, removes it otherwise. */
  ensure(viewType: string | undefined): void;
  remove(): void;
  /** The row the control sits in, if placed. */
  readonly slot: Element | null;
}

/** How long a hint from the click stays (it never takes focus; a screen reader hears it once). */
export const HINT_MS = 8_000;

/**
 * `onAsk` runs in the click's task; what it resolves to, when anything, is shown as a hint under the
 * button (Firefox: the page cannot open the sidebar, so the hint says what can).
 */
export function askControl(doc: Document, onAsk: () => void | Promise<string | undefined>): AskControl {
  // Made once and moved into each new row: a page read mid-render (no view) takes it out, and the
  // next read puts the same element back rather than building a new shadow root.
  let host: HTMLElement | null = null;
  let made: HTMLElement | null = null;
  let best = false; // placed in the first kind of row WEB_CLIENT.askSlots names
  const make = () => {
    const { host: el, root } = weftElement(doc, HOST_TAG, 'ask');
    styleShadow(root, CSS);
    const button = doc.createElement('button');
    button.type = 'button';
    const words = pageText(doc);
    button.textContent = words['page.ask'];
    button.title = words['page.askTitle'];
    const hint = doc.createElement('span');
    hint.setAttribute('role', 'status');
    hint.setAttribute('aria-live', 'polite');
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The click must reach the worker inside the user's gesture: send at once, nothing awaited first.
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      hint.textContent = '';
      void Promise.resolve(onAsk()).then((text) => {
        if (!text) return;
        hint.textContent = text;
        clearTimeout(timer);
        timer = setTimeout(() => (hint.textContent = ''), HINT_MS);
      });
    });
    root.append(button, hint);
    return el;
  };
  const remove = () => {
    host?.remove();
    host = null;
  };
  return {
    ensure(viewType) {
      if (!viewType || !VIEWS.test(viewType)) return remove();
      // Still at the end of the first kind of row (17-19's breadcrumb row): Odoo has not re-rendered it
      // (a new view brings a new control panel, which takes the control out of the page), and no row
      // comes before it. The lookups from the page's top are saved on every look that changes nothing.
      if (host?.isConnected && best && host.parentElement?.lastElementChild === host) return;
      let slot: Element | null = null;
      let i = 0;
      for (; i < WEB_CLIENT.askSlots.length; i++) if ((slot = doc.querySelector(WEB_CLIENT.askSlots[i]!))) break;
      if (!slot) return remove();
      best = i === 0;
      if (host?.parentElement === slot && slot.lastElementChild === host) return;
      host ??= made ??= make();
      slot.append(host);
    },
    remove,
    get slot() {
      return host?.parentElement ?? null;
    },
  };
}
