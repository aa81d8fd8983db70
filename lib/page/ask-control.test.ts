// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { askControl } from './ask-control';

const page = (panel: string) => {
  document.body.innerHTML = `<div class="o_action_manager"><div class="o_control_panel">${panel}</div></div>`;
};

describe('askControl', () => {
  it('sits in the 17-19 breadcrumb row on forms and lists, once, and calls back on click', () => {
    page('<div class="o_control_panel_breadcrumbs"><div class="o_control_panel_main_buttons"></div></div>');
    const onAsk = vi.fn();
    const control = askControl(document, onAsk);
    control.ensure('form');
    control.ensure('form');
    const hosts = document.querySelectorAll('.o_control_panel_breadcrumbs > weft-ask');
    expect(hosts).toHaveLength(1);
    const button = hosts[0]!.shadowRoot!.querySelector('button')!;
    expect(button.textContent).toBe('Ask Weft');
    button.click();
    expect(onAsk).toHaveBeenCalledOnce();
  });

  it('uses the 16 buttons row, re-attaches after Odoo re-renders, leaves other views alone', () => {
    page('<div class="o_cp_bottom_left"></div>');
    const control = askControl(document, () => undefined);
    control.ensure('list');
    expect(document.querySelector('.o_cp_bottom_left > weft-ask')).not.toBeNull();
    page('<div class="o_cp_bottom_left"></div>'); // Odoo's new control panel
    control.ensure('list');
    expect(document.querySelectorAll('weft-ask')).toHaveLength(1);
    control.ensure('kanban');
    expect(document.querySelector('weft-ask')).toBeNull();
    control.ensure('form');
    control.remove();
    expect(document.querySelector('weft-ask')).toBeNull();
  });

  it('looks nothing up while it still ends the 17-19 breadcrumb row; looks again once Odoo took it out', () => {
    page('<div class="o_control_panel_breadcrumbs"></div>');
    const control = askControl(document, () => undefined);
    control.ensure('list');
    const lookups = vi.spyOn(document, 'querySelector');
    control.ensure('list');
    expect(lookups).not.toHaveBeenCalled();
    document.querySelector('.o_control_panel_breadcrumbs')!.append(document.createElement('div')); // Odoo added after it
    control.ensure('list');
    expect(document.querySelector('.o_control_panel_breadcrumbs')!.lastElementChild?.tagName).toBe('WEFT-ASK');
    page('<div class="o_control_panel_breadcrumbs"></div>');
    control.ensure('form');
    expect(document.querySelectorAll('.o_control_panel_breadcrumbs > weft-ask')).toHaveLength(1);
    lookups.mockRestore();
  });

  it('shows what the click resolves to as a polite hint (Firefox), never moving focus', async () => {
    page('<div class="o_control_panel_breadcrumbs"></div>');
    const control = askControl(document, async () => 'Press Alt+Shift+W');
    control.ensure('form');
    const root = document.querySelector('weft-ask')!.shadowRoot!;
    const hint = root.querySelector('[role=status]')!;
    expect(hint.getAttribute('aria-live')).toBe('polite');
    expect(hint.textContent).toBe('');
    root.querySelector('button')!.click();
    await vi.waitFor(() => expect(hint.textContent).toBe('Press Alt+Shift+W'));
    expect(document.activeElement).toBe(document.body);
  });
});
