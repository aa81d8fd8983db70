// In the Odoo tab: Weft changed a record (an AI write or an undo). A clean form showing it is
// reloaded by the worker through the web client; a form with unsaved edits is not touched (reloading
// it would save or drop the user's edits), and says plainly that the record changed underneath.
import type { RecordChangedReply, TabMessage } from '@/lib/messaging/tab-protocol';
import { readPage } from './read-page';

export const NOTICE_ID = 'weft-record-changed';

type RecordChanged = Extract<TabMessage, { type: 'record/changed' }>;

/** What to do about the change on this page, read from the page as it is now. */
export function onRecordChanged(doc: Document, href: string, message: RecordChanged): RecordChangedReply {
  const page = readPage(doc, href);
  const shown = page.viewType === 'form' && typeof page.recordId === 'number' && message.ids.includes(page.recordId);
  // 18+ paths (/odoo/sales/12) carry no model; the worker matched the model before sending.
  if (!shown || (page.model && page.model !== message.model)) return { outcome: 'elsewhere' };
  if (!page.dirty) {
    doc.getElementById(NOTICE_ID)?.remove();
    return { outcome: 'reload' };
  }
  showNotice(doc, message.by);
  return { outcome: 'notice' };
}

function showNotice(doc: Document, by: RecordChanged['by']): void {
  doc.getElementById(NOTICE_ID)?.remove();
  const notice = doc.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'alert');
  notice.style.cssText =
    'position:fixed;bottom:24px;left:50%;transform:translateX(-50%);z-index:10000;max-width:640px;padding:10px 14px;' +
    'background:#fff4e5;color:#4a2b00;border:1px solid #f0a040;border-radius:6px;box-shadow:0 2px 8px rgba(0,0,0,.15);font:14px/1.4 system-ui,sans-serif';
  const what = by === 'undo' ? 'Weft undid a change to this record' : 'The assistant changed this record';
  const text = doc.createElement('span');
  // Measured on real 16-19 (test/e2e/real-odoo-dirty-form.e2e.ts): a Save sends only the edited
  // fields. Read in their form controllers: leaving the form or the page saves too, and 18+ also
  // save when the tab is hidden.
  text.textContent = `${what} while you were editing it, and this form still shows the old values. Saving writes only the fields you edited, over the new value where it is the same field; Odoo also saves them when you leave this form or page (and, from Odoo 18, when you switch tabs). Discard your edits to see the record as it is now.`;
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = 'Dismiss';
  close.style.cssText = 'margin-left:10px;border:1px solid #c08030;background:#fff;border-radius:4px;padding:2px 8px;cursor:pointer';
  close.addEventListener('click', () => notice.remove());
  notice.append(text, close);
  doc.body.append(notice);
}

/**
 * Runs in the page's own world (scripting.executeScript, world MAIN): reloads the current view
 * through Odoo's web client, as its "soft reload" does (16-19: the action service restores the
 * current controller, which reads the record again). No full page reload. Self-contained: it is
 * serialised into the page.
 */
export function reloadThroughWebClient(): Promise<string> | string {
  const odoo = (window as unknown as { odoo?: { __WOWL_DEBUG__?: { root?: { env?: { services?: { action?: WebClientActions } } } } } }).odoo;
  const action = odoo?.__WOWL_DEBUG__?.root?.env?.services?.action;
  const controller = action?.currentController;
  if (!action || !controller) return 'no web client';
  return Promise.resolve(action.restore(controller.jsId)).then(
    () => 'reloaded',
    (error: unknown) => `failed: ${String(error)}`,
  );
}

interface WebClientActions {
  currentController?: { jsId: string };
  restore(jsId: string): unknown;
}
