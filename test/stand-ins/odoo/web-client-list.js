// Stand-in web client, part 3: a list's record selectors and the state real 16-19 keep for them.
// Real lists render rows with datapoint ids and keep the selection in the list controller's
// model (model.root.selection, records with resId), reachable as 16-19 expose it: the owl 2 tree
// under odoo.__WOWL_DEBUG__.root.__owl__ (node.component, node.children).
/* global window, V */

// 16: td.o_list_record_selector; 17-19 add user-select-none. The CheckBox is div.o-checkbox.form-check > input.form-check-input.
function selectorCell(selected) {
  const cls = V >= 17 ? 'o_list_record_selector user-select-none' : 'o_list_record_selector';
  return `<td class="${cls}" tabindex="-1"><div class="o-checkbox form-check"><input type="checkbox" class="form-check-input"${selected ? ' checked' : ''}></div></td>`;
}

function selectorHead() {
  return '<th class="o_list_record_selector o_list_controller align-middle pe-1 cursor-pointer" tabindex="-1"><div class="o-checkbox form-check d-flex"><input type="checkbox" class="form-check-input"></div></th>';
}

/** Mounts the list's state as the action's controller in the owl tree; null unmounts it (a form). */
function mountController(list) {
  const root = window.odoo.__WOWL_DEBUG__.root;
  root.__owl__ = { component: root, children: list ? { action: { component: {}, children: { controller: { component: { props: { resModel: list.resModel }, env: {}, model: { root: list } }, children: {} } } } } : {} };
}

/** The selection state of a rendered list; row clicks on the selector toggle it instead of opening. */
function listState(model, domain, count, records) {
  const rows = records.map((r) => ({ resId: r.id, selected: false }));
  return {
    resModel: model,
    records: rows,
    domain,
    count,
    orderBy: [],
    isDomainSelected: false,
    get selection() {
      return rows.filter((r) => r.selected);
    },
  };
}

function wireSelectors(node, list) {
  const rowEls = [...node.querySelectorAll('.o_list_renderer > table > tbody > .o_data_row')];
  rowEls.forEach((row, i) => {
    const cell = row.querySelector('.o_list_record_selector');
    const input = cell.querySelector('input');
    cell.addEventListener('click', (event) => {
      event.stopPropagation();
      if (event.target !== input) input.checked = !input.checked;
      list.records[i].selected = input.checked;
      row.classList.toggle('o_data_row_selected', input.checked);
      row.classList.toggle('table-info', input.checked);
    });
  });
  const all = node.querySelector('thead .o_list_record_selector');
  if (!all) return;
  const allInput = all.querySelector('input');
  all.addEventListener('click', (event) => {
    event.stopPropagation();
    if (event.target !== allInput) allInput.checked = !allInput.checked;
    rowEls.forEach((row, i) => {
      row.querySelector('.o_list_record_selector input').checked = allInput.checked;
      list.records[i].selected = allInput.checked;
    });
  });
}
