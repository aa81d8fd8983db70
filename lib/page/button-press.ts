import type { PageContext } from '@/lib/messaging';
import { WEB_CLIENT } from '@/lib/odoo/versions';

// A workflow button pressed on Odoo's form, told only once Odoo has done it: the click is noted
// (which button, on which record, the status shown then), and a later read of the page that shows
// the same record at another status is the press done. A click Odoo refuses (an error dialog, a
// required field) leaves the status as it was, so it says nothing.

/** How long a press waits for its record's status to move (a dialog the user fills first included). */
export const PRESS_WAIT_MS = 120_000;

export interface Press {
  /** The button's `name` in Odoo's view: its method, or its action. */
  button: string;
  page: string;
  recordId: PageContext['recordId'];
  status: string;
  at: number;
}

/** The status the form's status bar shows as current (its selection key), if it has one. */
export function currentStatus(doc: Document): string | undefined {
  return doc.querySelector(`${WEB_CLIENT.mainView} ${WEB_CLIENT.statusCurrent}`)?.getAttribute('data-value') ?? undefined;
}

const pageOf = (c: PageContext) => c.model ?? c.action ?? '';

/** The press a click is, when it landed on a workflow button of the main form that shows a status. */
export function pressOf(target: EventTarget | null, doc: Document, context: PageContext | undefined, now: number): Press | null {
  if (!(target instanceof Element) || context?.viewType !== 'form') return null;
  const button = target.closest(WEB_CLIENT.workflowButton);
  const name = button?.getAttribute('name');
  if (!button || !name || !button.closest(WEB_CLIENT.mainView)) return null;
  const status = currentStatus(doc);
  return status === undefined ? null : { button: name, page: pageOf(context), recordId: context.recordId, status, at: now };
}

/**
 * What a read of the page says of a waiting press: done (same record, another status), still
 * waiting (same status, or the page mid-render), or gone (another page, or waited too long).
 */
export function pressOutcome(press: Press, context: PageContext, status: string | undefined, now: number): 'done' | 'waiting' | 'gone' {
  if (now - press.at > PRESS_WAIT_MS) return 'gone';
  if (!context.viewType) return 'waiting';
  // Confirm on a new quotation saves it first: the press was on 'new', the page now shows its id.
  const sameRecord = context.recordId === press.recordId || (press.recordId === 'new' && typeof context.recordId === 'number');
  if (context.viewType !== 'form' || pageOf(context) !== press.page || !sameRecord) return 'gone';
  return status !== undefined && status !== press.status ? 'done' : 'waiting';
}
