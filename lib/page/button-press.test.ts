// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pressOf, pressStep, PRESS_WAIT_MS, wentOn, type Press, type PressLook } from './button-press';
import { watchPage } from './watch-page';

// A quotation's form as 16-19 render its header: workflow buttons by `name`, the status bar's current step.
const quotation = (status: string, buttons = '<button name="action_confirm" type="object"><span>Confirm</span></button>') => `
  <div class="o_action_manager"><div class="o_view_controller o_form_view"><div class="o_form_renderer">
    <div class="o_form_statusbar"><div class="o_statusbar_buttons">${buttons}</div>
      <div class="o_statusbar_status">${['draft', 'sent', 'sale'].map((k) => `<button class="o_arrow_button${k === status ? ' o_arrow_button_current' : ''}" aria-checked="${k === status}" data-value="${k}">${k}</button>`).join('')}</div></div>
    <div class="o_form_sheet"><button name="action_view_invoice" type="object" class="oe_stat_button">Invoices</button></div>
  </div></div></div>`;
const at = (html: string, url: string) => {
  document.body.className = 'o_web_client';
  document.body.innerHTML = html;
};
const form = { origin: 'https://x.odoo.com', url: 'https://x.odoo.com/odoo/sales/42', isOdoo: true, loggedIn: true, viewType: 'form', action: 'sales', recordId: 42 } as const;

afterEach(() => vi.useRealTimers());

describe('pressOf', () => {
  it('is the header button pressed, with the record and the status shown then', () => {
    at(quotation('draft'), form.url);
    const press = pressOf(document.querySelector('[name=action_confirm] span'), document, form, 1000);
    expect(press).toEqual({ button: 'action_confirm', page: 'sales', recordId: 42, status: 'draft', at: 1000 });
  });
  it('is nothing for a smart button or a list; on a form without a status bar, the press without a status', () => {
    at(quotation('draft'), form.url);
    expect(pressOf(document.querySelector('.oe_stat_button'), document, form, 0)).toBeNull();
    expect(pressOf(document.querySelector('[name=action_confirm]'), document, { ...form, viewType: 'list' }, 0)).toBeNull();
    document.querySelector('.o_statusbar_status')!.remove();
    expect(pressOf(document.querySelector('[name=action_confirm]'), document, form, 0)).toEqual({ button: 'action_confirm', page: 'sales', recordId: 42, at: 0 });
  });
});

describe('pressStep', () => {
  const press: Press = { button: 'action_confirm', page: 'sales', recordId: 42, status: 'draft', at: 0 };
  const outcome = (p: Press, look: Partial<PressLook>, now = 10) => pressStep(p, { context: form, ...look }, now).outcome;
  it('is done when the same record shows another status; waiting while Odoo runs the call', () => {
    expect(outcome(press, { status: 'sale' })).toBe('done');
    expect(outcome(press, { status: 'draft', busy: true })).toBe('waiting');
    expect(outcome(press, { context: { ...form, viewType: undefined } })).toBe('waiting');
  });
  it('is done without a status move once the call is over with no error (Check availability while stock is short)', () => {
    const assign: Press = { button: 'action_assign', page: 'inventory', recordId: 7, status: 'confirmed', at: 0 };
    const picking = { ...form, action: 'inventory', recordId: 7 };
    expect(outcome(assign, { context: picking, status: 'confirmed', busy: true })).toBe('waiting');
    expect(outcome(assign, { context: picking, status: 'confirmed' })).toBe('done');
    expect(outcome(assign, { context: picking, status: 'confirmed', error: true })).toBe('gone');
    expect(outcome({ ...assign, status: undefined }, { context: picking })).toBe('done');
  });
  it('waits through the dialog a button opens: done when the user went on in it, nothing when they discarded it', () => {
    const pay: Press = { button: 'action_register_payment', page: 'sales', recordId: 42, status: 'posted', at: 0 };
    const opened = pressStep(pay, { context: form, status: 'posted', dialog: true }, 10);
    expect(opened).toEqual({ outcome: 'waiting', press: { ...pay, dialog: 'open' } });
    at('<div class="o-main-components-container"><div class="o_dialog"><div class="modal"><div class="modal-content"><footer class="modal-footer"><button name="action_create_payments" class="btn btn-primary">Create Payment</button><button class="btn btn-secondary" special="cancel">Discard</button></footer></div></div></div></div>', form.url);
    const discard = wentOn(opened.press, document.querySelector('[special=cancel]'));
    expect(discard.dialog).toBe('open');
    expect(outcome(discard, { status: 'posted' })).toBe('gone');
    const went = wentOn(opened.press, document.querySelector('[name=action_create_payments]'));
    expect(went.dialog).toBe('went');
    expect(outcome(went, { status: 'posted', dialog: true })).toBe('waiting');
    expect(outcome(went, { status: 'posted' })).toBe('done');
    expect(outcome(went, { status: 'posted', error: true })).toBe('gone');
  });
  it('follows a new record saved by the press; another record, a list or a late read end it', () => {
    expect(outcome({ ...press, recordId: 'new' }, { status: 'sale' })).toBe('done');
    expect(outcome(press, { context: { ...form, recordId: 43 }, status: 'sale' })).toBe('gone');
    expect(outcome(press, { context: { ...form, viewType: 'list', recordId: undefined } })).toBe('gone');
    expect(outcome(press, { status: 'sale' }, PRESS_WAIT_MS + 1)).toBe('gone');
  });
});

describe('watchPage: a workflow button pressed', () => {
  const watch = () => {
    const triggers: Array<{ kind: string; button?: string }> = [];
    const ac = new AbortController();
    watchPage(document, window, { signal: ac.signal, onPage: (_, ts) => triggers.push(...ts) });
    return { triggers, stop: () => ac.abort() };
  };
  const setStatus = (status: string) =>
    document.querySelectorAll('.o_statusbar_status button').forEach((b) => {
      b.classList.toggle('o_arrow_button_current', b.getAttribute('data-value') === status);
      b.setAttribute('aria-checked', String(b.getAttribute('data-value') === status));
    });

  it('says action_done with the button once Odoo has moved the status, in place as 16-19 re-render it', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/odoo/sales/42');
    at(quotation('draft'), location.href);
    const { triggers, stop } = watch();
    (document.querySelector('[name=action_confirm]') as HTMLElement).click();
    await vi.advanceTimersByTimeAsync(500);
    expect(triggers.map((t) => t.kind)).not.toContain('action_done');
    setStatus('sale');
    await vi.advanceTimersByTimeAsync(500);
    expect(triggers.filter((t) => t.kind === 'action_done')).toEqual([expect.objectContaining({ button: 'action_confirm' })]);
    setStatus('draft');
    setStatus('sale');
    await vi.advanceTimersByTimeAsync(500);
    expect(triggers.filter((t) => t.kind === 'action_done')).toHaveLength(1); // one press, one trigger
    stop();
  });

  it('says nothing of a press Odoo refused (an error dialog, the status unchanged)', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/odoo/sales/42');
    at(quotation('draft') + '<div class="o-main-components-container"></div>', location.href);
    const { triggers, stop } = watch();
    (document.querySelector('[name=action_confirm]') as HTMLElement).click();
    document.querySelector('.o-main-components-container')!.innerHTML = '<div class="o_dialog"><div class="modal"><div class="modal-body o_error_dialog">No lines</div></div></div>';
    await vi.advanceTimersByTimeAsync(500);
    expect(triggers.map((t) => t.kind)).toContain('error_shown'); // the page was read after the click…
    expect(triggers.map((t) => t.kind)).not.toContain('action_done'); // …and the press said nothing
    stop();
  });

  it('says action_done for a button that moves no status once Odoo has run it (its buttons disabled, then enabled)', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/odoo/sales/42');
    at(quotation('draft', '<button name="action_assign" type="object">Check Availability</button>'), location.href);
    const { triggers, stop } = watch();
    const button = document.querySelector('[name=action_assign]') as HTMLElement;
    button.click();
    button.setAttribute('disabled', '1'); // as Odoo's executeButtonCallback, in the same click
    await vi.advanceTimersByTimeAsync(500);
    expect(triggers.map((t) => t.kind)).not.toContain('action_done');
    button.removeAttribute('disabled');
    await vi.advanceTimersByTimeAsync(500);
    expect(triggers.filter((t) => t.kind === 'action_done')).toEqual([expect.objectContaining({ button: 'action_assign' })]);
    stop();
  });
});
