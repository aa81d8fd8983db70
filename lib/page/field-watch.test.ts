// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedFields, readPicked, watchedWidgets } from './field-watch';
import { watchPage } from './watch-page';

// A quotation's customer field as 16-19 render a many2one: an autocomplete input, and while the
// user types, a suggestions list beside it.
const customer = (value: string, typing = false) =>
  `<div name="partner_id" class="o_field_widget o_field_many2one"><div class="o-autocomplete"><input class="o-autocomplete--input o_input" value="${value}">${
    typing ? '<ul class="o-autocomplete--dropdown-menu"><li class="o-autocomplete--dropdown-item"><a>Deco Addict</a></li></ul>' : ''
  }</div></div>`;
const quotation = (field: string) =>
  `<div class="o_action_manager"><div class="o_view_controller o_form_view"><div class="o_form_renderer">${field}</div></div></div>`;

afterEach(() => vi.useRealTimers());

describe('readPicked and changedFields', () => {
  it('reads the value the form shows, and leaves out a field whose list is open', () => {
    document.body.innerHTML = quotation(customer('Deco Addict'));
    expect(readPicked(watchedWidgets(document.querySelector('.o_view_controller')!))).toEqual([{ field: 'partner_id', value: 'Deco Addict' }]);
    document.body.innerHTML = quotation(customer('Dec', true));
    expect(readPicked(watchedWidgets(document.querySelector('.o_view_controller')!))).toEqual([]);
  });
  it('a changed value counts; an emptied one or one not read before does not', () => {
    const a = [{ field: 'partner_id', value: '' }];
    expect(changedFields(a, [{ field: 'partner_id', value: 'Deco Addict' }])).toEqual([{ field: 'partner_id', value: 'Deco Addict' }]);
    expect(changedFields([{ field: 'partner_id', value: 'Deco Addict' }], a)).toEqual([]);
    expect(changedFields([], [{ field: 'partner_id', value: 'Deco Addict' }])).toEqual([]);
  });
});

describe('watchPage: a customer picked on a new quotation', () => {
  it('says field_changed with the name once the list closes, not while the user types', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/odoo/sales/new');
    document.body.className = 'o_web_client';
    document.body.innerHTML = quotation(customer(''));
    const triggers: Array<{ kind: string; field?: string; detail?: string }> = [];
    const ac = new AbortController();
    watchPage(document, window, { signal: ac.signal, onPage: (_, ts) => triggers.push(...ts) });
    const widget = document.querySelector('[name=partner_id] .o-autocomplete')!;
    const input = widget.querySelector('input')!;
    input.value = 'Dec';
    widget.insertAdjacentHTML('beforeend', '<ul class="o-autocomplete--dropdown-menu"><li><a>Deco Addict</a></li></ul>');
    await vi.advanceTimersByTimeAsync(500);
    widget.querySelector('ul')!.append(document.createElement('li')); // the list's rows while typing
    await vi.advanceTimersByTimeAsync(500);
    expect(triggers.map((t) => t.kind)).not.toContain('field_changed');
    input.value = 'Deco Addict';
    widget.querySelector('ul')!.remove(); // picked: the list closes
    await vi.advanceTimersByTimeAsync(500);
    expect(triggers.filter((t) => t.kind === 'field_changed')).toEqual([expect.objectContaining({ field: 'partner_id', detail: 'Deco Addict' })]);
    ac.abort();
  });
});
