// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pressOf, pressOutcome, PRESS_WAIT_MS } from './button-press';
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
  it('is nothing for a smart button, a list, or a form without a status bar', () => {
    at(quotation('draft'), form.url);
    expect(pressOf(document.querySelector('.oe_stat_button'), document, form, 0)).toBeNull();
    expect(pressOf(document.querySelector('[name=action_confirm]'), document, { ...form, viewType: 'list' }, 0)).toBeNull();
    document.querySelector('.o_statusbar_status')!.remove();
    expect(pressOf(document.querySelector('[name=action_confirm]'), document, form, 0)).toBeNull();
  });
});

describe('pressOutcome', () => {
  const press = { button: 'action_confirm', page: 'sales', recordId: 42 as const, status: 'draft', at: 0 };
  it('is done when the same record shows another status, waiting while it shows the same', () => {
    expect(pressOutcome(press, form, 'sale', 10)).toBe('done');
    expect(pressOutcome(press, form, 'draft', 10)).toBe('waiting');
    expect(pressOutcome(press, { ...form, viewType: undefined }, undefined, 10)).toBe('waiting');
  });
  it('follows a new record saved by the press; another record, a list or a late read end it', () => {
    expect(pressOutcome({ ...press, recordId: 'new' }, form, 'sale', 10)).toBe('done');
    expect(pressOutcome(press, { ...form, recordId: 43 }, 'sale', 10)).toBe('gone');
    expect(pressOutcome(press, { ...form, viewType: 'list', recordId: undefined }, undefined, 10)).toBe('gone');
    expect(pressOutcome(press, form, 'sale', PRESS_WAIT_MS + 1)).toBe('gone');
  });
});

describe('watchPage: a workflow button pressed', () => {
  const watch = () => {
    const triggers: Array<{ kind: string; button?: string }> = [];
    const ac = new AbortController();
    watchPage(document, window, { signal: ac.signal, onContext: () => {}, onTrigger: (t) => triggers.push(t) });
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
});
