// Stand-in web client, part 2: list and form views, rendered after their data has loaded.
/* global window, document, cfg, V, adhocAction, esc, el, call, callButton, rpc, context, parseRoute, recordUrl, navigate, breadcrumbs, showError, shell, addDialog */
let facets = [];
let facetsFor = '';
let routeToken = 0;
let readyWaiters = [];
let list = null; // the shown list's selection state (web-client-list.js)

const NUMERIC = ['integer', 'float', 'monetary'];

function setReady(ready) {
  document.body.dataset.standinReady = String(ready);
  if (ready) readyWaiters.splice(0).forEach((resolve) => resolve());
}

function format(meta, value) {
  if (!meta || value === false || value === null || value === undefined) return '';
  if (meta.type === 'many2one') return value.name;
  if (meta.type === 'selection') return (meta.selection.find(([key]) => key === value) || [value, value])[1];
  if (meta.type === 'float' || meta.type === 'monetary') return Number(value).toFixed(2);
  if (meta.type === 'boolean') return value ? '☑' : '☐';
  if (Array.isArray(value)) return `${value.length} records`;
  return value;
}

// 17+ answers many2one as {id, display_name}, 16 as [id, name]; the views use {id, name}.
function normalize(fields, record) {
  for (const [name, meta] of Object.entries(fields)) {
    const value = record[name];
    if (meta.type !== 'many2one' || !value) continue;
    record[name] = Array.isArray(value) ? { id: value[0], name: value[1] } : { id: value.id, name: value.display_name };
  }
  return record;
}

function specification(fields, names) {
  return Object.fromEntries(names.map((n) => [n, fields[n] && fields[n].type === 'many2one' ? { fields: { display_name: {} } } : {}]));
}

async function searchRecords(model, domain, names, limit) {
  const view = cfg.views[model];
  const kwargs = { domain, offset: 0, limit, order: '', count_limit: 10001 };
  if (V >= 17) kwargs.specification = specification(view.fields, names);
  else kwargs.fields = names;
  const result = await call(model, 'web_search_read', [], kwargs);
  return { length: result.length, records: result.records.map((r) => normalize(view.fields, r)) };
}

async function loadRecord(model, id) {
  const view = cfg.views[model];
  const names = [...new Set([view.title, view.status, ...view.form].filter(Boolean))];
  const lines = view.lines;
  const lineModel = lines && view.fields[lines.field].relation;
  let record;
  if (V >= 17) {
    const spec = { ...specification(view.fields, names), display_name: {} };
    if (lines) spec[lines.field] = { fields: specification(view.lineFields, lines.columns) };
    [record] = await call(model, 'web_read', [[id]], { specification: spec });
  } else {
    [record] = await call(model, 'read', [[id], [...names, 'display_name', ...(lines ? [lines.field] : [])]]);
    if (record && lines) record[lines.field] = await call(lineModel, 'read', [record[lines.field], lines.columns]);
  }
  if (!record) throw { data: { name: 'odoo.exceptions.MissingError', message: 'Record does not exist or has been deleted.' } };
  if (lines) record[lines.field] = record[lines.field].map((l) => normalize(view.lineFields, l));
  return normalize(view.fields, record);
}

function controlPanel(crumbs, label, buttons) {
  return `<div class="o_control_panel">${breadcrumbs(crumbs, label)}<div class="o_control_panel_main_buttons">${buttons}</div>
    <button type="button" class="btn btn-secondary o_weft_test_error">Trigger error (stand-in)</button></div>`;
}

// `selectors`: the main list's record selectors (a form's one2many table has none).
function table(fields, columns, rows, selectors = false) {
  const head = (selectors ? selectorHead() : '') + columns.map((c) => `<th data-name="${c}">${esc(fields[c] ? fields[c].string : c)}</th>`).join('');
  const body = rows
    // Real 16-19 rows carry the datapoint's id, not the record's: nothing may read record ids here.
    .map((r, i) => `<tr class="o_data_row" data-id="datapoint_${i + 1}">${selectors ? selectorCell(false) : ''}${columns.map((c) => `<td class="o_data_cell" name="${c}">${esc(format(fields[c], r[c]))}</td>`).join('')}</tr>`)
    .join('');
  return `<table class="o_list_table table"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

async function renderList(crumbs, crumb) {
  const view = cfg.views[crumb.model];
  if (facetsFor !== crumb.url) [facets, facetsFor] = [[], crumb.url];
  const searchField = view.search || (view.fields[view.title] && !view.fields[view.title].readonly ? view.title : 'display_name');
  const adhoc = !crumb.action && adhocAction && adhocAction.model === crumb.model ? adhocAction : null;
  const domain = [...(crumb.action ? crumb.action.domain : adhoc ? adhoc.domain : []), ...facets.map((f) => [searchField, 'ilike', f])];
  const { length, records } = await searchRecords(crumb.model, domain, view.list, 80);
  const facetHtml = facets
    .map((f, i) => `<div class="o_searchview_facet" data-index="${i}"><span class="o_searchview_facet_label">Search</span>
      <div class="o_facet_values"><span class="o_facet_value">${esc(f)}</span></div><button type="button" class="o_facet_remove" aria-label="Remove">×</button></div>`)
    .join('');
  const empty = records.length ? '' : '<div class="o_view_nocontent"><div class="o_nocontent_help"><p class="o_view_nocontent_smiling_face">No record found</p><p>Adjust your filters or create a new record.</p></div></div>';
  const node = el(`<div class="o_action"><div class="o_view_controller o_list_view">
    ${controlPanel(crumbs, crumb.action ? crumb.action.name : adhoc ? adhoc.name : view.description, '<button type="button" class="btn btn-primary o_list_button_add">New</button>')}
    <div class="o_searchview" role="search"><div class="o_searchview_input_container">${facetHtml}
    <input type="text" class="o_searchview_input" placeholder="Search..." autocomplete="off"></div></div>
    <div class="o_pager"><span class="o_pager_counter"><span class="o_pager_value">${records.length ? `1-${records.length}` : '0'}</span> / <span class="o_pager_limit">${length}</span></span></div>
    <div class="o_content"><div class="o_list_renderer">${table(view.fields, view.list, records, true)}${empty}</div></div></div></div>`);
  node.querySelectorAll('.o_list_renderer > table > tbody > .o_data_row').forEach((row, i) => row.addEventListener('click', () => navigate(recordUrl(crumbs, crumb.model, records[i].id))));
  list = listState(crumb.model, domain, length, records);
  wireSelectors(node, list);
  node.querySelector('.o_list_button_add').addEventListener('click', () => navigate(recordUrl(crumbs, crumb.model, 'new')));
  node.querySelector('.o_searchview_input').addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || !event.target.value.trim()) return;
    facets.push(event.target.value.trim());
    route();
  });
  node.querySelectorAll('.o_facet_remove').forEach((b) => b.addEventListener('click', () => {
    facets.splice(Number(b.closest('.o_searchview_facet').dataset.index), 1);
    route();
  }));
  return node;
}

function widget(meta, name, value, readonly) {
  const kind = meta.type === 'text' ? 'text' : meta.type;
  const cls = `o_field_widget o_field_${kind}${readonly ? ' o_readonly_modifier' : ''}`;
  if (readonly) return `<div name="${name}" class="${cls}"><span>${esc(format(meta, value))}</span></div>`;
  const attrs = `class="o_input" name="${name}" id="${name}_0"`;
  if (meta.type === 'html') return `<div name="${name}" class="${cls}"><div class="note-editable odoo-editor-editable" contenteditable="true" data-name="${name}">${value || ''}</div></div>`;
  if (meta.type === 'selection') {
    const options = meta.selection.map(([k, l]) => `<option value="${esc(k)}"${k === value ? ' selected' : ''}>${esc(l)}</option>`).join('');
    return `<div name="${name}" class="${cls}"><select ${attrs}><option value=""></option>${options}</select></div>`;
  }
  const shown = meta.type === 'many2one' ? (value ? value.name : '') : value === false ? '' : value;
  const link = meta.type === 'many2one' && value ? `<button type="button" class="btn btn-link o_external_button" data-model="${meta.relation}" data-id="${value.id}" aria-label="Internal link">→</button>` : '';
  // 16-19 render a many2one as an autocomplete (core/autocomplete): its input, and a list while typing.
  if (meta.type === 'many2one') {
    return `<div name="${name}" class="${cls}"><div class="o-autocomplete"><input type="text" class="o-autocomplete--input o_input" name="${name}" id="${name}_0" value="${esc(shown)}" autocomplete="off"></div>${link}</div>`;
  }
  return `<div name="${name}" class="${cls}"><input type="text" ${attrs} value="${esc(shown)}" autocomplete="off">${link}</div>`;
}

/** The suggestions list of a many2one while the user types (name_search); a pick fills the input and closes it. */
function wireAutocomplete(node, fields, onPick) {
  node.querySelectorAll('.o-autocomplete').forEach((box) => {
    const input = box.querySelector('input');
    const meta = fields[input.getAttribute('name')];
    let token = 0;
    const close = () => box.querySelector('.o-autocomplete--dropdown-menu')?.remove();
    input.addEventListener('input', async () => {
      const mine = ++token;
      const found = input.value.trim() ? await call(meta.relation, 'name_search', [], { name: input.value.trim(), operator: 'ilike', limit: 8 }) : [];
      if (mine !== token) return;
      close();
      if (!found.length) return;
      const list = el(`<ul class="o-autocomplete--dropdown-menu dropdown-menu show">${found.map(([id, n]) => `<li class="o-autocomplete--dropdown-item" data-id="${id}"><a class="dropdown-item">${esc(n)}</a></li>`).join('')}</ul>`);
      list.querySelectorAll('li').forEach((li) => li.addEventListener('click', () => {
        input.value = li.textContent;
        close();
        onPick(input.getAttribute('name'));
      }));
      box.append(list);
    });
  });
}

async function readInput(node, meta, name) {
  const input = node.querySelector(`.o_input[name="${name}"], .note-editable[data-name="${name}"]`);
  const raw = meta.type === 'html' ? input.innerHTML : input.value.trim();
  if (NUMERIC.includes(meta.type)) return Number(raw.replace(/,/g, '')) || 0;
  if (meta.type === 'many2one') {
    if (!raw) return false;
    const found = await call(meta.relation, 'name_search', [], { name: raw, operator: 'ilike', limit: 8 });
    const exact = found.find(([, n]) => n === raw) || found[0];
    return exact ? exact[0] : false;
  }
  return raw || false;
}

async function renderForm(crumbs, crumb) {
  const view = cfg.views[crumb.model];
  const isNew = crumb.id === 'new';
  const record = isNew ? { id: false } : await loadRecord(crumb.model, crumb.id);
  const status = view.status && record[view.status];
  const buttons = isNew ? [] : (view.buttons || []).filter(([, , states]) => !states.length || states.includes(status));
  const statusbar = view.status
    ? `<div class="o_statusbar_status">${view.fields[view.status].selection.map(([k, l]) => `<button type="button" class="btn o_arrow_button${k === status ? ' o_arrow_button_current' : ''}" data-value="${k}" disabled>${esc(l)}</button>`).join('')}</div>`
    : '';
  const rows = view.form
    .filter((n) => view.fields[n])
    .map((n) => `<div class="o_wrap_field"><div class="o_cell o_wrap_label"><label class="o_form_label" for="${n}_0">${esc(view.fields[n].string)}</label></div>
      <div class="o_cell o_wrap_input">${widget(view.fields[n], n, record[n] ?? false, view.fields[n].readonly)}</div></div>`)
    .join('');
  const lines = view.lines && !isNew
    ? `<div class="o_notebook"><div class="o_notebook_headers"><a class="nav-link active">${esc(view.fields[view.lines.field].string)}</a></div>
      <div name="${view.lines.field}" class="o_field_widget o_field_one2many"><div class="o_list_view o_field_x2many o_field_x2many_list">
      <div class="o_list_renderer">${table(view.lineFields, view.lines.columns, record[view.lines.field] || [])}</div></div></div></div>`
    : '';
  const titleMeta = view.fields[view.title] || { type: 'char', string: 'Name' };
  const title = isNew && view.titleReadonly ? '<span>New</span>' : widget(titleMeta, view.title, record[view.title] ?? false, view.titleReadonly);
  const node = el(`<div class="o_action"><div class="o_view_controller o_form_view">
    ${controlPanel(crumbs, isNew ? 'New' : record.display_name, `<div class="o_form_status_indicator_buttons">
      <button type="button" class="btn btn-primary o_form_button_save">Save</button><button type="button" class="btn btn-secondary o_form_button_cancel">Discard</button></div>`)}
    <div class="o_content"><div class="o_form_renderer o_form_editable">
    <div class="o_form_statusbar"><div class="o_statusbar_buttons">${buttons.map(([m, l]) => `<button type="object" name="${m}" class="btn btn-secondary">${esc(l)}</button>`).join('')}</div>${statusbar}</div>
    <div class="o_form_sheet_bg"><div class="o_form_sheet"><div class="oe_title"><h1>${title}</h1></div>
    <div class="o_group"><div class="o_inner_group">${rows}</div></div>${lines}</div></div></div></div></div></div>`);
  // 16-19 mark unsaved edits on the renderer (form_compiler.js), not on the controller.
  const renderer = node.querySelector('.o_form_renderer');
  const changed = new Set();
  renderer.addEventListener('input', (event) => {
    const name = event.target.getAttribute('name') || event.target.dataset.name;
    if (!name) return;
    changed.add(name);
    renderer.classList.add('o_form_dirty');
  });
  const save = async () => {
    const vals = {};
    for (const name of changed) vals[name] = await readInput(node, name === view.title ? titleMeta : view.fields[name], name);
    let id = crumb.id;
    if (V >= 17) [{ id }] = await call(crumb.model, 'web_save', [isNew ? [] : [crumb.id]], { vals, specification: { display_name: {} } });
    else if (isNew) id = await call(crumb.model, 'create', [vals]);
    else await call(crumb.model, 'write', [[crumb.id], vals]);
    changed.clear();
    renderer.classList.remove('o_form_dirty');
    return id;
  };
  const names = [view.title, ...view.form].filter((n) => n === view.title || view.fields[n]);
  node.weftRecord = formRecord(crumb.model, isNew ? false : crumb.id, { ...view.fields, [view.title]: titleMeta }, names, (name, value) => {
    const input = node.querySelector(`.o_input[name="${name}"]`);
    if (!input) return;
    const meta = name === view.title ? titleMeta : view.fields[name];
    input.value = value === false || value === null ? ''
      : meta.type === 'many2one' ? (V >= 19 ? value.display_name : value[1])
        : value && value.isLuxon ? value.toISODate() : String(value);
    changed.add(name);
    renderer.classList.add('o_form_dirty');
  }, view.required || []);
  wireAutocomplete(node, view.fields, (name) => {
    changed.add(name);
    renderer.classList.add('o_form_dirty');
  });
  node.querySelector('.o_form_button_save').addEventListener('click', () =>
    save().then((id) => (isNew ? navigate(savedUrl(crumb, id), true) : route()), showError));
  node.querySelector('.o_form_button_cancel').addEventListener('click', () => route());
  node.querySelectorAll('.o_statusbar_buttons button').forEach((b) => b.addEventListener('click', async () => {
    // As Odoo's executeButtonCallback (16-19): the form's buttons disabled while the call runs.
    const idle = [...node.querySelectorAll('button:not([disabled])')];
    idle.forEach((x) => x.setAttribute('disabled', '1'));
    // Enabled again once the record is shown as the call left it (Odoo reloads it first), or once
    // the dialog the button opened is up.
    const enable = () => idle.forEach((x) => x.removeAttribute('disabled'));
    try {
      if (changed.size) await save();
      const action = await callButton(crumb.model, b.getAttribute('name'), [crumb.id]);
      if (action && action.target === 'new') {
        enable();
        await wizardDialog(action);
      }
    } catch (error) {
      showError(error);
      enable();
    }
    await route();
    enable();
  }));
  node.querySelectorAll('.o_external_button').forEach((b) => b.addEventListener('click', () => navigate(recordUrl(crumbs, b.dataset.model, Number(b.dataset.id)))));
  node.querySelectorAll('.o_field_one2many .o_data_row').forEach((row) => row.addEventListener('click', (e) => e.stopPropagation()));
  return node;
}

/** The URL of a new record once saved: /odoo/sales/new becomes /odoo/sales/42, #view_type=form gains id=42. */
function savedUrl(crumb, id) {
  return V >= 18 ? crumb.url.replace(/new$/, String(id)) : recordUrl([crumb], crumb.model, id);
}

async function crumbLabels(crumbs) {
  for (const crumb of crumbs.slice(0, -1)) {
    if (crumb.kind === 'list') crumb.label = crumb.action ? crumb.action.name : cfg.views[crumb.model].description;
    else if (crumb.id === 'new') crumb.label = 'New';
    else crumb.label = ((await call(crumb.model, 'read', [[crumb.id], ['display_name']]))[0] || {}).display_name || '';
  }
}

async function route() {
  const token = ++routeToken;
  setReady(false);
  const crumbs = parseRoute();
  const crumb = crumbs[crumbs.length - 1];
  try {
    await crumbLabels(crumbs);
    const node = crumb.kind === 'form' ? await renderForm(crumbs, crumb) : await renderList(crumbs, crumb);
    if (token !== routeToken) return;
    document.querySelector('.o_action_manager').replaceChildren(node);
    // As the web client's title service: the action's or the record's name.
    document.title = node.querySelector('.o_last_breadcrumb_item')?.textContent.trim() || 'Odoo';
    if (crumb.kind === 'form') mountForm(node.weftRecord);
    else mountController(list);
    node.querySelector('.o_weft_test_error').addEventListener('click', () =>
      call('res.partner', 'write', [[999999], { name: 'Weft test' }]).catch(showError));
  } catch (error) {
    if (token !== routeToken) return;
    showError(error);
  }
  setReady(true);
}

window.__standin = {
  version: V,
  navigate: (url) => navigate(url),
  /** Resolves once the current route has rendered. */
  ready: () => (document.body.dataset.standinReady === 'true' ? Promise.resolve() : new Promise((r) => readyWaiters.push(r))),
};
shell();
route();

// The wizards a form's button opens, by model: the button that goes on (Odoo's own name and label).
const WIZARD_GO_ON = {
  'account.payment.register': ['action_create_payments', 'Create Payment'],
  'mail.compose.message': ['action_send_mail', 'Send'],
};

/**
 * A button's wizard as Odoo 16-19 show it: a dialog with the wizard's button (named) and Discard
 * (special="cancel"); resolves once it is closed, after the wizard's button ran or was discarded.
 */
function wizardDialog(action) {
  const [method, label] = WIZARD_GO_ON[action.res_model] || ['action_confirm', 'Confirm'];
  const dialog = el(`<div class="o_dialog"><div role="dialog" class="modal d-block o_technical_modal" tabindex="-1">
    <div class="modal-dialog"><div class="modal-content">
    <header class="modal-header"><h4 class="modal-title">${esc(action.name || '')}</h4></header>
    <main class="modal-body"><div class="o_form_view"></div></main>
    <footer class="modal-footer"><button type="object" name="${method}" class="btn btn-primary">${esc(label)}</button><button type="button" class="btn btn-secondary" special="cancel">Discard</button></footer>
    </div></div></div></div>`);
  addDialog(dialog);
  const ctx = { ...context(), ...(action.context || {}) };
  return new Promise((resolve) => {
    dialog.querySelector('[special=cancel]').addEventListener('click', () => (dialog.remove(), resolve()));
    dialog.querySelector(`[name="${method}"]`).addEventListener('click', async () => {
      try {
        const id = await rpc(`/web/dataset/call_kw/${action.res_model}/create`, { model: action.res_model, method: 'create', args: [{}], kwargs: { context: ctx } });
        await rpc('/web/dataset/call_button', { model: action.res_model, method, args: [[id]], kwargs: { context: ctx } });
      } catch (error) {
        showError(error);
      }
      dialog.remove();
      resolve();
    });
  });
}
