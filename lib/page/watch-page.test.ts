// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diffTriggers, snapshot, watchPage, type PageSnapshot } from './watch-page';
import { pageTargets } from './page-targets';

const form = (name: string, extra = '') => `
  <div class="o_action_manager"><div class="o_action">
    <div class="o_view_controller o_form_view">
      <ol class="breadcrumb o_breadcrumb"><li class="breadcrumb-item">Quotations</li><li class="breadcrumb-item o_last_breadcrumb_item active"><span>${name}</span></li></ol>
      <div class="o_form_renderer ${extra}"><div class="o_field_one2many"><div class="o_list_view"></div></div></div>
    </div></div></div>`;
const list = (extra = '') => `
  <div class="o_action_manager"><div class="o_action"><div class="o_view_controller o_list_view">
    <ol class="breadcrumb o_breadcrumb"><li class="breadcrumb-item o_last_breadcrumb_item active"><span>Quotations</span></li></ol>
    <div class="o_searchview_facet">Customer: nobody</div>${extra}</div></div></div>`;

function page(html: string, url: string, client = true) {
  document.body.className = client ? 'o_web_client' : '';
  document.body.innerHTML = html;
  return snapshot(document, url);
}

afterEach(() => vi.useRealTimers());

describe('reading the page', () => {
  it('reads an 18 form: model, record, title, and the main view despite the nested list', () => {
    const s = page(form('S00007'), 'https://acme.odoo.com/odoo/sales/7');
    expect(s.context).toMatchObject({ isOdoo: true, loggedIn: true, viewType: 'form', recordId: 7, title: 'S00007' });
  });

  it('reads a 17 list from the hash and the DOM', () => {
    const s = page(list(), 'http://odoo.local/web#action=464&model=sale.order&view_type=list&cids=1&menu_id=295');
    expect(s.context).toMatchObject({ model: 'sale.order', viewType: 'list', companyIds: [1] });
    expect(s.context.recordId).toBeUndefined();
  });

  it('says logged out on the login page and not-Odoo elsewhere', () => {
    expect(page('<form class="oe_login_form"></form>', 'https://acme.odoo.com/web/login', false).context).toMatchObject({ isOdoo: true, loggedIn: false });
    expect(page('<p>blog</p>', 'https://acme.com/blog', false).context).toMatchObject({ isOdoo: false, loggedIn: false });
  });
});

describe('diffTriggers', () => {
  const at = (html: string, url: string) => page(html, url);
  it('opening a record from a list: view_loaded and record_opened, once', () => {
    const a = at(list(), 'https://x.odoo.com/odoo/sales');
    const b = at(form('S00007'), 'https://x.odoo.com/odoo/sales/7');
    expect(diffTriggers(a, b).map((t) => t.kind)).toEqual(['view_loaded', 'record_opened']);
    expect(diffTriggers(b, b)).toEqual([]);
  });

  it('saving a new record is record_created; a dirty form turning clean is record_saved', () => {
    const n = at(form('New'), 'https://x.odoo.com/odoo/sales/new');
    const c = at(form('S00012'), 'https://x.odoo.com/odoo/sales/12');
    expect(diffTriggers(n, c).map((t) => t.kind)).toEqual(['view_loaded', 'record_created']);
    const dirty = at(form('S00012', 'o_form_dirty'), 'https://x.odoo.com/odoo/sales/12');
    expect(diffTriggers(dirty, c).map((t) => t.kind)).toEqual(['record_saved']);
  });

  it('an error dialog is error_shown with its text; an empty search is search_empty', () => {
    const a = at(list(), 'https://x.odoo.com/odoo/sales');
    const err = at(list() + '<div class="modal"><div class="modal-body o_error_dialog">Missing required field</div></div>', 'https://x.odoo.com/odoo/sales');
    expect(diffTriggers(a, err)).toEqual([{ kind: 'error_shown', detail: 'Missing required field' }]);
    const searched: PageSnapshot = { ...at(list('<div class="o_view_nocontent"></div>'), 'https://x.odoo.com/odoo/sales'), facets: 'Customer: zzz' };
    expect(diffTriggers(a, searched).map((t) => t.kind)).toEqual(['search_performed', 'search_empty']);
  });
});

describe('watchPage', () => {
  it('coalesces a burst of mutations into one context and stops on abort', async () => {
    vi.useFakeTimers();
    page(list(), 'https://x.odoo.com/odoo/sales');
    const contexts: unknown[] = [];
    const triggers: string[] = [];
    const ac = new AbortController();
    watchPage(document, window, { signal: ac.signal, onPage: (c, ts) => { contexts.push(c); triggers.push(...ts.map((t) => t.kind)); } });
    expect(triggers).toEqual(['view_loaded']);
    for (let i = 0; i < 20; i++) document.body.appendChild(document.createElement('span'));
    await vi.advanceTimersByTimeAsync(500);
    expect(contexts).toHaveLength(1);
    ac.abort();
    document.body.innerHTML = form('S1');
    await vi.advanceTimersByTimeAsync(500);
    expect(triggers).toEqual(['view_loaded']);
  });

  it('fires idle once after 10 s without input on a form', async () => {
    vi.useFakeTimers();
    page(form('New'), 'https://x.odoo.com/odoo/sales/new');
    const triggers: string[] = [];
    const ac = new AbortController();
    watchPage(document, window, { signal: ac.signal, onPage: (_, ts) => triggers.push(...ts.map((t) => t.kind)) });
    await vi.advanceTimersByTimeAsync(9_000);
    document.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(9_000);
    expect(triggers).not.toContain('idle');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(triggers.filter((t) => t === 'idle')).toHaveLength(1);
    ac.abort();
  });

  it('leaves no idle timer running once the user has left the form', async () => {
    vi.useFakeTimers();
    page(form('S1'), 'https://x.odoo.com/odoo/sales/1');
    const ac = new AbortController();
    watchPage(document, window, { signal: ac.signal, onPage: () => undefined });
    expect(vi.getTimerCount()).toBe(1); // the form's idle timer
    page(list(), 'https://x.odoo.com/odoo/sales');
    await vi.advanceTimersByTimeAsync(500);
    expect(vi.getTimerCount()).toBe(0);
    ac.abort();
  });
});

describe('watchPage hears clicks on a form only', () => {
  it('a workflow button pressed on a form is action_done; on a list no click listener is there', async () => {
    vi.useFakeTimers();
    const status = (step: string) => `<div class="o_statusbar_buttons"><button name="action_confirm">Confirm</button></div>
      <div class="o_statusbar_status"><button class="o_arrow_button_current" data-value="${step}">${step}</button></div>`;
    page(form('S1', '').replace('<div class="o_form_renderer', `${status('draft')}<div class="o_form_renderer`), 'https://x.odoo.com/odoo/sales/1');
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    const triggers: string[] = [];
    const ac = new AbortController();
    watchPage(document, window, { signal: ac.signal, onPage: (_, ts) => triggers.push(...ts.map((t) => t.kind)) });
    expect(add.mock.calls.filter(([type]) => type === 'click')).toHaveLength(1);
    document.querySelector<HTMLElement>('button[name=action_confirm]')!.click();
    document.querySelector('.o_statusbar_status')!.innerHTML = '<button class="o_arrow_button_current" data-value="sale">sale</button>';
    await vi.advanceTimersByTimeAsync(500);
    expect(triggers.at(-1)).toBe('action_done');
    page(list(), 'https://x.odoo.com/odoo/sales');
    await vi.advanceTimersByTimeAsync(500);
    expect(remove.mock.calls.filter(([type]) => type === 'click')).toHaveLength(1);
    ac.abort();
  });
});

describe('watchPage mid-render', () => {
  it('a search that re-renders the list is one search, not a view change', async () => {
    vi.useFakeTimers();
    page(list(), 'https://x.odoo.com/odoo/sales');
    const triggers: string[] = [];
    const ac = new AbortController();
    const { check } = watchPage(document, window, { signal: ac.signal, onPage: (_, ts) => triggers.push(...ts.map((t) => t.kind)) });
    document.querySelector('.o_action')!.innerHTML = ''; // the old list is gone…
    check();
    document.body.innerHTML = list('<div class="o_view_nocontent"></div>').replace('Customer: nobody', 'Customer: zzz'); // …the new one is there
    check();
    expect(triggers).toEqual(['view_loaded', 'search_performed', 'search_empty']);
    ac.abort();
  });
});

describe('search facets', () => {
  it('keep a facet’s label apart from its values (not "NameZyxwvut Holdings")', () => {
    const doc = new DOMParser().parseFromString(
      `<body class="o_web_client"><div class="o_action_manager"><div class="o_view_controller o_list_view"><div class="o_searchview">
        <div class="o_searchview_facet"><span class="o_searchview_facet_label">Name</span><div class="o_facet_values"><span class="o_facet_value">Zyxwvut Holdings</span></div></div>
        <div class="o_searchview_facet"><span class="o_searchview_facet_label">Country</span><div class="o_facet_values"><span class="o_facet_value">Belgium</span><span class="o_facet_value">France</span></div></div>
      </div></div></div></body>`,
      'text/html',
    );
    expect(snapshot(doc, 'https://x.odoo.com/odoo/contacts').facets).toBe('Name: Zyxwvut Holdings | Country: Belgium or France');
  });
});

describe('watchPage looks only where a page change shows', () => {
  const shell = `<div class="o_action_manager"><div class="o_view_controller o_list_view">
      <div class="o_control_panel"><div class="o_searchview_input_container"></div></div>
      <div class="o_content"><table><tbody></tbody></table></div></div></div>
    <div class="o-main-components-container"><div class="o-overlay-container"></div></div>`;

  it('rows and tooltips are not looked at; a facet, an error dialog and a new view are', async () => {
    vi.useFakeTimers();
    document.title = 'Quotations';
    page(shell, 'https://x.odoo.com/odoo/sales');
    const reads: string[] = [];
    const triggers: string[] = [];
    const ac = new AbortController();
    watchPage(document, window, { signal: ac.signal, onRead: (c) => reads.push(c.viewType ?? ''), onPage: (_, ts) => triggers.push(...ts.map((t) => t.kind)) });
    expect(reads).toHaveLength(1);
    for (let i = 0; i < 5; i++) document.querySelector('tbody')!.append(document.createElement('tr'));
    document.querySelector('.o-overlay-container')!.append(Object.assign(document.createElement('div'), { className: 'o_popover' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(reads).toHaveLength(1);

    document.querySelector('.o_searchview_input_container')!.innerHTML = '<div class="o_searchview_facet"><span class="o_facet_value">zzz</span></div>';
    await vi.advanceTimersByTimeAsync(500);
    expect(triggers).toEqual(['view_loaded', 'search_performed']);

    // 17-19's dialog service marks the body first, then the dialog renders.
    document.body.classList.add('modal-open');
    document.querySelector('.o-overlay-container')!.innerHTML = '<div class="o_dialog"><div class="modal"><div class="modal-body o_error_dialog">Boom</div></div></div>';
    await vi.advanceTimersByTimeAsync(500);
    expect(triggers.at(-1)).toBe('error_shown');
    // A dialog over the open one: the body's class stays, the container is heard while a dialog is open.
    document.querySelector('.o-overlay-container')!.insertAdjacentHTML('beforeend', '<div class="o_dialog"><div class="modal"><div class="modal-body o_error_dialog">Again</div></div></div>');
    document.querySelector('.o_error_dialog')!.closest('.o_dialog')!.remove();
    await vi.advanceTimersByTimeAsync(500);
    expect(triggers.at(-1)).toBe('error_shown');
    expect(triggers.filter((t) => t === 'error_shown')).toHaveLength(2);
    document.querySelector('.o-overlay-container')!.innerHTML = '';
    document.body.classList.remove('modal-open');

    document.querySelector('.o_action_manager')!.innerHTML = '<div class="o_view_controller o_form_view"><div class="o_form_renderer"></div></div>';
    document.title = 'S00007';
    await vi.advanceTimersByTimeAsync(500);
    expect(reads.at(-1)).toBe('form');
    ac.abort();
  });

  it('a look with the same URL, view and title reads nothing; unsaved edits on the form are read', async () => {
    vi.useFakeTimers();
    document.title = 'S00007';
    page('<div class="o_action_manager"><div class="o_view_controller o_form_view"><div class="o_form_renderer"></div></div></div>', 'https://x.odoo.com/odoo/sales/7');
    const contexts: Array<{ dirty?: boolean }> = [];
    const ac = new AbortController();
    const querySelector = vi.spyOn(document, 'querySelectorAll');
    watchPage(document, window, { signal: ac.signal, onPage: (c) => contexts.push(c) });
    const reads = querySelector.mock.calls.length; // the facets are read once per read
    document.title = 'S00007'; // set again to the same name (19's router does so on each push)
    await vi.advanceTimersByTimeAsync(500);
    expect(querySelector.mock.calls.length).toBe(reads);
    document.querySelector('.o_form_renderer')!.classList.add('o_form_dirty');
    await vi.advanceTimersByTimeAsync(500);
    expect(contexts.map((c) => c.dirty)).toEqual([false, true]);
    ac.abort();
  });
});

describe('pageTargets watches where dialogs come, not the whole main components subtree', () => {
  const at = (components: string) =>
    new DOMParser().parseFromString(`<body class="o_web_client"><div class="o_action_manager"></div><div class="o-main-components-container">${components}</div></body>`, 'text/html');
  const dialogTarget = (doc: Document) => pageTargets(doc, null).find((t) => doc.querySelector('.o-main-components-container')!.contains(t.node));

  it('17-19: the body\'s class, and the overlay container\'s child list only while a dialog is open (tooltips come there too)', () => {
    const doc = at('<span class="o_loading_indicator"></span><div class="o-overlay-container"></div>');
    expect(dialogTarget(doc)).toBeUndefined();
    expect(pageTargets(doc, null).find((t) => t.node === doc.body)!.options).toEqual({ childList: true, attributes: true, attributeFilter: ['class'] });
    doc.body.classList.add('modal-open');
    const target = dialogTarget(doc)!;
    expect((target.node as Element).className).toBe('o-overlay-container');
    expect(target.options).toEqual({ childList: true });
  });

  it('16: the dialog container, with what is under it; unknown: the whole container as before', () => {
    expect((dialogTarget(at('<div class="o_dialog_container"><div></div></div>'))!.node as Element).className).toBe('o_dialog_container');
    expect(dialogTarget(at('<div class="o_dialog_container"><div></div></div>'))!.options).toEqual({ childList: true, subtree: true });
    expect((dialogTarget(at('<div class="other"></div>'))!.node as Element).className).toBe('o-main-components-container');
  });
});
