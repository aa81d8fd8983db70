// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { paletteCommand, questionOf } from './palette-command';

// Odoo 17's command palette as it renders (command_palette.xml): search row, then the list or its empty line.
const palette = (list = '<div class="o_command_palette_listbox_empty">No result found</div>', namespace = '') => `
  <div class="o-main-components-container"><div class="o_dialog"><div class="modal"><div class="modal-content o_command_palette"><main class="modal-body"><div>
    <div class="o_command_palette_search input-group">${namespace}<input class="form-control" type="text"></div>
    <div class="o_command_palette_listbox">${list}</div>
  </div></main></div></div></div></div>`;
const COMMANDS = '<div class="o_command_category"><div class="o_command focused"><a><span class="o_command_name">Create</span></a></div></div>';

const type = (text: string) => {
  const input = document.querySelector<HTMLInputElement>('.o_command_palette input')!;
  input.value = text;
  input.dispatchEvent(new Event('input'));
  return input;
};
const enter = (input: HTMLInputElement) => {
  const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  input.dispatchEvent(event);
  return event;
};
const row = () => document.querySelector('weft-palette');
const rowText = () => row()?.shadowRoot?.querySelector('button')?.textContent;

afterEach(() => (document.body.innerHTML = ''));

describe('questionOf', () => {
  it('takes "Ask Weft" off in any of the five languages, with or without a colon', () => {
    expect(questionOf('Ask Weft: how many open quotations')).toEqual({ question: 'how many open quotations', prefixed: true });
    expect(questionOf('ask weft how many')).toEqual({ question: 'how many', prefixed: true });
    expect(questionOf('Demander à Weft : combien de devis')).toEqual({ question: 'combien de devis', prefixed: true });
    expect(questionOf('Weft fragen: wie viele Angebote')).toEqual({ question: 'wie viele Angebote', prefixed: true });
    expect(questionOf('Vraag het Weft: hoeveel')).toEqual({ question: 'hoeveel', prefixed: true });
    expect(questionOf('weft: which invoices')).toEqual({ question: 'which invoices', prefixed: true });
    expect(questionOf('Weftwork order')).toEqual({ question: 'Weftwork order', prefixed: false });
  });
});

describe('paletteCommand', () => {
  it('adds one row under the search; "Ask Weft: …" + Enter asks Weft, and Odoo’s own Enter never runs', () => {
    document.body.innerHTML = palette(COMMANDS);
    const asked: string[] = [];
    const odooKeys: string[] = [];
    const odooHotkeys = (e: KeyboardEvent) => odooKeys.push(e.key);
    window.addEventListener('keydown', odooHotkeys); // Odoo's hotkey service listens on the window
    const command = paletteCommand(document, (q) => asked.push(q));
    command.ensure();
    command.ensure();
    expect(document.querySelectorAll('weft-palette')).toHaveLength(1);
    expect(row()!.previousElementSibling!.classList.contains('o_command_palette_search')).toBe(true);
    const input = type('Ask Weft: how many open quotations');
    expect(rowText()).toContain('Ask Weft:how many open quotations');
    expect(enter(input).defaultPrevented).toBe(true);
    expect(asked).toEqual(['how many open quotations']);
    // Odoo never hears the Enter (it would run its own focused command); it hears Escape, and closes the palette.
    expect(odooKeys).toEqual(['Escape']);
    window.removeEventListener('keydown', odooHotkeys);
  });

  it('leaves Enter to Odoo while it lists commands for plain text; takes it when Odoo finds none; a click always asks', () => {
    document.body.innerHTML = palette(COMMANDS);
    const asked: string[] = [];
    const command = paletteCommand(document, (q) => asked.push(q));
    command.ensure();
    const input = type('Create');
    expect(enter(input).defaultPrevented).toBe(false);
    expect(asked).toEqual([]);
    row()!.shadowRoot!.querySelector('button')!.click();
    expect(asked).toEqual(['Create']);
    document.querySelector('.o_command_palette_listbox')!.innerHTML = '<div class="o_command_palette_listbox_empty">No result found</div>';
    type('how many open quotations');
    expect(enter(input).defaultPrevented).toBe(true);
    expect(asked).toEqual(['Create', 'how many open quotations']);
  });

  it('is hidden in another namespace (/ menus, @ users), and gone with the palette or with revoked access', () => {
    document.body.innerHTML = palette(undefined, '<span class="o_namespace">/</span>');
    const asked: string[] = [];
    const command = paletteCommand(document, (q) => asked.push(q));
    command.ensure();
    const input = type('Sales');
    expect((row() as HTMLElement).hidden).toBe(true);
    expect(enter(input).defaultPrevented).toBe(false);
    command.remove();
    expect(row()).toBeNull();
    type('Ask Weft: anything');
    expect(enter(input).defaultPrevented).toBe(false); // its listeners left with it
    document.body.innerHTML = palette();
    command.ensure();
    expect(row()).not.toBeNull();
    document.body.innerHTML = '';
    command.ensure();
    expect(asked).toEqual([]);
  });
});
