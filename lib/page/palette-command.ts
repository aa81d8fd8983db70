import { mainComponents } from './where';
import { WEB_CLIENT } from '@/lib/odoo/versions';
import { page } from '@/lib/i18n/messages/page';
import { pageText } from './page-text';
import { weftElement } from './weft-element';

// "Ask Weft: …" in Odoo's own command palette (Ctrl+K, 16-19). The palette is Odoo's OWL dialog;
// Weft adds one row of its own under the search input (a shadow root, as the Ask control) that
// repeats what is typed as a question. Enter goes to Weft when the text starts with "Ask Weft" (in
// any of the five languages) or when Odoo lists no command for it; otherwise Enter stays Odoo's,
// and a click on the row asks. Placed after each settled look at the page (the watcher's read sees
// the dialog come), never from a mutation callback of its own.

const HOST_TAG = 'weft-palette';
const PREFIXES = [...new Set(Object.values(page).map((words) => words['page.ask'].toLowerCase())), 'weft'];

const CSS = `:host{all:initial;display:block;contain:layout style}
button{all:unset;box-sizing:border-box;display:flex;gap:8px;align-items:center;width:100%;padding:8px 24px;cursor:pointer;font:14px/1.4 system-ui,sans-serif;color:#1f2937}
button.enter,button:hover{background:#f5eff3}button:focus-visible{outline:2px solid #714b67;outline-offset:-2px}
b{color:#714b67;font-weight:600;white-space:nowrap}span.q{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;flex:1}
kbd{font:11px/1 system-ui,sans-serif;color:#6b7280;border:1px solid #d1d5db;border-radius:3px;padding:2px 4px}
button:not(.enter) kbd{display:none}`;

/** The question in what was typed: without a leading "Ask Weft" (any language) and its colon. */
export function questionOf(typed: string): { question: string; prefixed: boolean } {
  const text = typed.trim();
  const lower = text.toLowerCase();
  const prefix = PREFIXES.find((p) => lower.startsWith(p) && /^(\s*[:：,-]|\s|$)/.test(text.slice(p.length)));
  if (!prefix) return { question: text, prefixed: false };
  return { question: text.slice(prefix.length).replace(/^\s*[:：,-]?\s*/, ''), prefixed: true };
}

export interface PaletteCommand {
  /** Adds the row to an open palette (once), removes it when none is open. */
  ensure(): void;
  remove(): void;
}

/** `onAsk` runs inside the user's Enter or click (the panel opens in that gesture). */
export function paletteCommand(doc: Document, onAsk: (question: string) => void): PaletteCommand {
  let host: HTMLElement | null = null;
  let input: HTMLInputElement | null = null;
  let listeners: AbortController | null = null;

  const remove = () => {
    listeners?.abort();
    listeners = null;
    host?.remove();
    host = input = null;
  };
  const make = (palette: Element, search: Element, field: HTMLInputElement) => {
    const { host: el, root } = weftElement(doc, HOST_TAG, 'palette');
    const style = doc.createElement('style');
    style.textContent = CSS;
    const words = pageText(doc);
    const row = doc.createElement('button');
    row.type = 'button';
    row.setAttribute('role', 'option');
    const label = doc.createElement('b');
    label.textContent = `${words['page.ask']}:`;
    const question = doc.createElement('span');
    question.className = 'q';
    const enter = doc.createElement('kbd');
    enter.textContent = '⏎';
    row.append(label, question, enter);
    root.append(style, row);

    const state = () => {
      const { question: q, prefixed } = questionOf(field.value);
      const defaultSpace = !search.querySelector(WEB_CLIENT.paletteNamespace);
      return { q, show: defaultSpace, takesEnter: defaultSpace && (prefixed || (q !== '' && palette.querySelector(WEB_CLIENT.paletteEmpty) !== null)) };
    };
    const render = () => {
      const { q, show, takesEnter } = state();
      el.hidden = !show;
      question.textContent = q || words['page.paletteHint'];
      row.classList.toggle('enter', takesEnter);
      if (!el.isConnected) search.after(el); // Odoo re-rendered the palette's body
    };
    const ask = () => {
      onAsk(state().q);
      // Then the palette closes as Odoo closes it: Escape, heard by its hotkey service on the window.
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    };
    listeners = new AbortController();
    const opts = { signal: listeners.signal };
    field.addEventListener('input', render, opts);
    // Odoo runs Enter from a window listener (its hotkey service): stopped here, on the input, before it.
    field.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' || event.isComposing || event.ctrlKey || event.metaKey || !state().takesEnter) return;
        event.preventDefault();
        event.stopPropagation();
        ask();
      },
      opts,
    );
    row.addEventListener('click', (event) => (event.stopPropagation(), ask()), opts);
    // Odoo's list answers the text a moment after it is typed: the row follows it on the next key too.
    field.addEventListener('keyup', render, opts);
    render();
    return el;
  };

  return {
    ensure() {
      // Among the dialogs (16-19): a search of the whole page for a palette that is closed walks every element.
      const palette = mainComponents(doc)?.querySelector(WEB_CLIENT.palette);
      const search = palette?.querySelector(WEB_CLIENT.paletteSearch);
      const field = search?.querySelector<HTMLInputElement>('input');
      if (!palette || !search || !field) return remove();
      if (host?.isConnected && input === field) return;
      remove();
      input = field;
      host = make(palette, search, field);
      search.after(host);
    },
    remove,
  };
}
