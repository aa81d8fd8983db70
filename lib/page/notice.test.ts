// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { suggestionNotice } from './notice';

const notice = (id: string) => ({ suggestionId: id, title: `Azure Interior has 2 overdue invoices <b>${id}</b>`, why: '$ 1,000 overdue' });
const hosts = () => document.querySelectorAll('weft-notice');
const root = () => document.querySelector('weft-notice')!.shadowRoot!;

describe('suggestionNotice', () => {
  beforeEach(() => void (document.body.innerHTML = ''));
  it('shows one notice at a time, as text, announced politely and never focused', () => {
    document.body.innerHTML = '<input id="field">';
    const field = document.getElementById('field') as HTMLInputElement;
    field.focus();
    const n = suggestionNotice(document, () => undefined);
    n.show(notice('a'), 'p1');
    n.show(notice('b'), 'p1');
    expect(hosts()).toHaveLength(1);
    expect(n.shown).toBe('b');
    const box = root().querySelector('section')!;
    expect(box.getAttribute('role')).toBe('status');
    expect(box.getAttribute('aria-live')).toBe('polite');
    expect(box.querySelector('b')).toBeNull(); // record text is never markup
    expect(document.activeElement).toBe(field);
  });

  it('Dismiss hides it; Open calls back with the suggestion and then hides it, or shows the hint it gets', async () => {
    const onOpen = vi.fn(async (id: string) => (id === 'ff' ? 'Press Alt+Shift+W' : undefined));
    const n = suggestionNotice(document, onOpen);
    n.show(notice('a'), 'p1');
    root().querySelector<HTMLButtonElement>('button.dismiss')!.click();
    expect(hosts()).toHaveLength(0);

    n.show(notice('b'), 'p1');
    root().querySelector<HTMLButtonElement>('button.open')!.click();
    expect(onOpen).toHaveBeenCalledWith('b');
    await vi.waitFor(() => expect(hosts()).toHaveLength(0));

    n.show(notice('ff'), 'p1');
    root().querySelector<HTMLButtonElement>('button.open')!.click();
    await vi.waitFor(() => expect(root().querySelector('.hint')!.textContent).toBe('Press Alt+Shift+W'));
    expect(hosts()).toHaveLength(1);
  });

  it('goes when the page moves to another record, and on remove()', () => {
    const n = suggestionNotice(document, () => undefined);
    n.show(notice('a'), 'p1');
    n.follow('p1');
    expect(hosts()).toHaveLength(1);
    n.follow('p2');
    expect(hosts()).toHaveLength(0);
    n.show(notice('a'), 'p1');
    n.remove();
    expect(hosts()).toHaveLength(0);
  });
});
