// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { LIST_MARKERS, parseListState, readListState } from './list-state';

// The owl 2 tree 16-19 expose (odoo.__WOWL_DEBUG__.root.__owl__: node.component, node.children)
// with a list controller whose model.root is the DynamicRecordList, and the rows' checkboxes as
// 17-19 render them (td.o_list_record_selector > div.o-checkbox > input.form-check-input).
function page(selected: number[], opts: { inDialogFirst?: boolean; ticked?: number } = {}) {
  const rows = [5, 7, 9]
    .map((id, i) => `<tr class="o_data_row" data-id="datapoint_${i}"><td class="o_list_record_selector user-select-none"><div class="o-checkbox form-check">
      <input type="checkbox" class="form-check-input"${i < (opts.ticked ?? selected.length) ? ' checked' : ''}></div></td><td class="o_data_cell">x</td></tr>`)
    .join('');
  document.body.innerHTML = `<div class="o_action_manager"><div class="o_searchview_facet"><span>Filter</span> <span>Quotations</span></div>
    <table><tbody>${rows}</tbody></table></div>`;
  const list = (resModel: string, ids: number[]) => ({
    model: { root: { resModel, selection: ids.map((resId) => ({ resId })), isDomainSelected: false, count: 3, domain: [['state', '=', 'draft']], orderBy: [{ name: 'date_order', asc: false }] } },
    env: {},
  });
  const controller = { component: list('sale.order', selected), children: {} };
  const dialog = { component: { ...list('res.partner', [1]), env: { inDialog: true } }, children: {} };
  (window as any).odoo = { __WOWL_DEBUG__: { root: { __owl__: { component: {}, children: opts.inDialogFirst ? { a: dialog, b: { children: { c: controller } } } : { b: { children: { c: controller } } } } } } };
}

afterEach(() => delete (window as any).odoo);

describe('readListState / parseListState', () => {
  it('reads the ticked rows as record ids, the count, search and sort', () => {
    page([5, 7]);
    expect(parseListState(readListState(LIST_MARKERS), 'sale.order')).toEqual({
      model: 'sale.order',
      selectedIds: [5, 7],
      count: 3,
      domain: '[["state","=","draft"]]',
      order: 'date_order desc',
      facets: ['Filter Quotations'],
    });
  });

  it("skips a dialog's list and finds the action's controller", () => {
    page([9], { inDialogFirst: true });
    expect(parseListState(readListState(LIST_MARKERS), undefined)?.selectedIds).toEqual([9]);
  });

  it('trusts no selection that disagrees with the rows ticked on screen', () => {
    page([5, 7, 9], { ticked: 1 });
    expect(parseListState(readListState(LIST_MARKERS), 'sale.order')?.selectedIds).toEqual([]);
  });

  it("drops another model's list, a page without the web client, and malformed state", () => {
    page([5]);
    expect(parseListState(readListState(LIST_MARKERS), 'res.partner')).toBeUndefined();
    delete (window as any).odoo;
    expect(readListState(LIST_MARKERS)).toBeNull();
    expect(parseListState({ model: 'sale.order', selectedIds: ['1; drop'], checkedRows: 1 }, undefined)).toBeUndefined();
  });
});
