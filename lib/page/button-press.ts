import type { PageContext } from '@/lib/messaging';
import { WEB_CLIENT } from '@/lib/odoo/versions';
import { mainComponents } from './where';

// A workflow button pressed on Odoo's form, told only once Odoo has done it: the click is noted
// (which button, on which record, the status shown then), and later reads of the page say when it
// is done. Three ways Odoo shows it, 16-19:
// - the status bar moves (Confirm): done at the first read showing the same record at another step;
// - the button opens a dialog (Register Payment, Send by Email: a wizard): done when the user went on
//   in it (a named or primary button of the dialog clicked) and it closed with no error; discarded,
//   it says nothing;
// - neither (Check availability while stock is short): Odoo disables the form's buttons while the
//   call runs (view_button_hook.js executeButtonCallback); done at the first read after the click
//   with them enabled again, no dialog and no error.
// An error dialog ends a press: a click Odoo refuses says nothing.

/** How long a press waits for Odoo (a dialog the user fills first included). */
export const PRESS_WAIT_MS = 120_000;

export interface Press {
  /** The button's `name` in Odoo's view: its method, or its action. */
  button: string;
  page: string;
  recordId: PageContext['recordId'];
  /** The status bar's step at the click, on a form that has one. */
  status?: string;
  at: number;
  /** A dialog opened after the click; `went`: the user pressed a button that goes on in it. */
  dialog?: 'open' | 'went';
}

/** What one read of the page shows of a press (lib/page/watch-page.ts snapshot). */
export interface PressLook {
  context: PageContext;
  status?: string;
  /** The form's workflow buttons are disabled: Odoo's call is still running. */
  busy?: boolean;
  /** A dialog the form opened is on screen (not an error, not the palette). */
  dialog?: boolean;
  /** An error dialog is on screen. */
  error?: boolean;
}

/**
 * The status the form's status bar shows as current (its selection key), if it has one; `within`: the
 * main view, or its status bar when found already (the marker names the bar: it matches inside it too).
 */
export function currentStatus(doc: Document, within = doc.querySelector(WEB_CLIENT.mainView)): string | undefined {
  return within?.querySelector(WEB_CLIENT.statusCurrent)?.getAttribute('data-value') ?? undefined;
}

/**
 * Whether the main form's workflow buttons are disabled (Odoo runs a button's call); `row`: their row
 * (view-places.ts), at the form's top: a search for a disabled button through the whole form walks
 * all of it when none is (every read of a form).
 */
export function buttonsBusy(row: Element | null): boolean {
  return row?.querySelector('button[name][disabled]') != null;
}

/** Whether a dialog the form opened is on screen (a wizard, a confirmation). */
export function dialogOpen(doc: Document): boolean {
  return mainComponents(doc)?.querySelector(WEB_CLIENT.formDialog) != null;
}

const pageOf = (c: PageContext) => c.model ?? c.action ?? '';

/** The press a click is, when it landed on a workflow button of the main form. */
export function pressOf(target: EventTarget | null, doc: Document, context: PageContext | undefined, now: number): Press | null {
  if (!(target instanceof Element) || context?.viewType !== 'form') return null;
  const button = target.closest(WEB_CLIENT.workflowButton);
  const name = button?.getAttribute('name');
  if (!button || !name || !button.closest(WEB_CLIENT.mainView)) return null;
  const status = currentStatus(doc);
  return { button: name, page: pageOf(context), recordId: context.recordId, ...(status !== undefined ? { status } : {}), at: now };
}

/** A click inside the press's dialog on a button that goes on (the wizard's own, a confirmation's OK). */
export function wentOn(press: Press, target: EventTarget | null): Press {
  if (press.dialog === 'went' || !(target instanceof Element)) return press;
  const button = target.closest(WEB_CLIENT.dialogGoOn);
  return button?.closest(WEB_CLIENT.formDialog) ? { ...press, dialog: 'went' } : press;
}

export type PressOutcome = 'done' | 'waiting' | 'gone';

/**
 * What a read of the page says of a waiting press, and the press as it goes on: done, still waiting
 * (Odoo's call running, a dialog open, the page mid-render), or gone (refused, discarded, another
 * page, waited too long).
 */
export function pressStep(press: Press, look: PressLook, now: number): { outcome: PressOutcome; press: Press } {
  const end = (outcome: PressOutcome) => ({ outcome, press });
  if (now - press.at > PRESS_WAIT_MS || look.error) return end('gone');
  if (look.dialog) return { outcome: 'waiting', press: press.dialog ? press : { ...press, dialog: 'open' } };
  const { context } = look;
  if (!context.viewType) return end('waiting');
  // Confirm on a new quotation saves it first: the press was on 'new', the page now shows its id.
  const sameRecord = context.recordId === press.recordId || (press.recordId === 'new' && typeof context.recordId === 'number');
  if (context.viewType !== 'form' || pageOf(context) !== press.page || !sameRecord) return end('gone');
  if (press.status !== undefined && look.status !== undefined && look.status !== press.status) return end('done');
  if (look.busy) return end('waiting');
  if (press.dialog === 'open') return end('gone');
  return end('done');
}
