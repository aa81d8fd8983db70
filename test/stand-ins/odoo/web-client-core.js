// Stand-in web client, part 1: RPC, companies, routing, breadcrumbs, dialogs.
// Inlined into the page together with web-client-views.js, inside one function scope.
/* global window, document, location, history, fetch, URLSearchParams */
const cfg = window.__standinConfig;
const session = window.odoo.__session_info__;
const V = cfg.version;
const PATH_ROUTING = V >= 18;
let rpcId = 0;
/** The last window action opened through doAction: {model, domain, name}; its model's bare list shows it. */
let adhocAction = null;

function esc(value) {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function el(html) {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.content.firstElementChild;
}

function hashParams() {
  return Object.fromEntries(new URLSearchParams(location.hash.replace(/^#/, '')));
}

// Active companies: the URL hash (16-17) or the cids cookie ('1-2'), else the user's company.
function readCids() {
  let raw = PATH_ROUTING ? '' : hashParams().cids || '';
  if (!raw) {
    const match = document.cookie.match(/(?:^|; )cids=([^;]*)/);
    raw = match ? decodeURIComponent(match[1]) : '';
  }
  const allowed = session.user_companies.allowed_companies;
  const ids = raw.split(/[-,]/).map(Number).filter((id) => allowed[id]);
  return ids.length ? ids : [session.user_companies.current_company];
}

function switchCompanies(ids) {
  document.cookie = `cids=${ids.join('-')}; path=/`;
  if (!PATH_ROUTING && location.hash) {
    const params = hashParams();
    params.cids = ids.join(',');
    history.replaceState(null, '', `/web#${new URLSearchParams(params)}`);
  }
  location.reload();
}

function context() {
  return { ...session.user_context, allowed_company_ids: readCids() };
}

async function rpc(url, params) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', method: 'call', id: ++rpcId, params }),
  });
  if (!response.ok) throw { message: 'Odoo Server Error', data: { name: 'http', message: `${response.status} ${response.statusText}` } };
  const data = await response.json();
  if (data.error) {
    if (data.error.code === 100) {
      location.href = `/web/login?redirect=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
    }
    throw data.error;
  }
  return data.result;
}

function call(model, method, args, kwargs = {}) {
  return rpc(`/web/dataset/call_kw/${model}/${method}`, { model, method, args, kwargs: { ...kwargs, context: context() } });
}

function callButton(model, method, ids) {
  return rpc('/web/dataset/call_button', { model, method, args: [ids], kwargs: { context: context() } });
}

// --- routing: a route is a stack of crumbs, the last one is shown ---

function actionBy(key) {
  return cfg.actions.find((a) => String(a.id) === String(key) || a.path === key || a.xmlid === key);
}

function hashUrl({ id, action, model, viewType }) {
  const parts = [];
  if (id) parts.push(`id=${id}`);
  parts.push(`cids=${readCids().join('%2C')}`);
  if (action) parts.push(`menu_id=${action.menuId}`, `action=${action.id}`);
  parts.push(`model=${model}`, `view_type=${viewType}`);
  return `/web#${parts.join('&')}`;
}

function parsePath() {
  let segments = location.pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent);
  if (!segments.length) segments = [cfg.actions[0].path];
  const crumbs = [];
  segments.forEach((segment, i) => {
    const url = `/odoo/${segments.slice(0, i + 1).join('/')}`;
    const last = crumbs[crumbs.length - 1];
    if (/^\d+$/.test(segment) || segment === 'new') {
      if (last) crumbs.push({ kind: 'form', model: last.model, action: last.action, id: segment === 'new' ? 'new' : Number(segment), url });
      if (last && last.bare) crumbs.splice(crumbs.indexOf(last), 1);
      return;
    }
    const action = actionBy(segment.startsWith('action-') ? segment.slice(7) : segment);
    if (action) crumbs.push({ kind: 'list', model: action.model, action, url });
    else if (cfg.views[segment]) crumbs.push({ kind: 'list', model: segment, url, bare: true });
  });
  return crumbs.length ? crumbs : [{ kind: 'list', model: cfg.actions[0].model, action: cfg.actions[0], url: '/odoo' }];
}

function parseHash() {
  const h = hashParams();
  let action = h.action ? actionBy(h.action) : undefined;
  if (!h.action && !h.model) action = cfg.actions[0];
  const model = h.model || action.model;
  const crumbs = [];
  if (action && action.model === model) {
    crumbs.push({ kind: 'list', model, action, url: hashUrl({ action, model, viewType: 'list' }) });
  }
  if (h.view_type === 'form' || h.id) {
    crumbs.push({ kind: 'form', model, action, id: h.id ? Number(h.id) : 'new', url: location.pathname + location.hash });
  }
  if (!crumbs.length) crumbs.push({ kind: 'list', model, url: hashUrl({ model, viewType: 'list' }) });
  return crumbs;
}

function parseRoute() {
  if (PATH_ROUTING && location.pathname === '/web') {
    // Odoo 18 still opens old /web#... links, rewriting them to /odoo paths.
    const h = hashParams();
    const action = actionBy(h.action || '');
    const base = action ? `/odoo/${action.path}` : h.model ? `/odoo/${h.model}` : '/odoo';
    history.replaceState(null, '', h.id ? `${base}/${h.id}` : h.view_type === 'form' ? `${base}/new` : base);
  }
  return PATH_ROUTING ? parsePath() : parseHash();
}

function recordUrl(crumbs, model, id) {
  const current = crumbs[crumbs.length - 1];
  if (PATH_ROUTING) return `${current.url}/${model === current.model ? '' : `${model}/`}${id}`;
  const action = current.action && current.action.model === model ? current.action : undefined;
  return hashUrl({ id: id === 'new' ? undefined : id, action, model, viewType: 'form' });
}

function navigate(url, replace = false) {
  history[replace ? 'replaceState' : 'pushState'](null, '', url);
  route();
}

// As each version renders them: 16 has no .o_breadcrumb, its last crumb is the active item of the
// control panel's ol.breadcrumb (web.Breadcrumbs); 17-19 list the earlier crumbs in the ol and
// show the last one beside it, in div.o_last_breadcrumb_item (control_panel.xml / breadcrumbs.xml).
function breadcrumbs(crumbs, label) {
  const back = (crumb, i) =>
    `<li class="breadcrumb-item${i === crumbs.length - 2 ? ' o_back_button' : ''}"><a href="${esc(crumb.url)}" data-nav="${esc(crumb.url)}">${esc(crumb.label)}</a></li>`;
  const earlier = crumbs.slice(0, -1).map(back).join('');
  if (V === 16) {
    const last = `<li class="breadcrumb-item active d-flex align-items-center"><span class="text-truncate">${esc(label)}</span></li>`;
    return `<div class="o_cp_top_left"><ol class="breadcrumb">${earlier}${last}</ol></div>`;
  }
  const last = `<div class="d-flex gap-1 text-truncate"><div class="o_last_breadcrumb_item active d-flex gap-2 align-items-center min-w-0 lh-sm"><span class="min-w-0 text-truncate">${esc(label)}</span></div></div>`;
  return `<div class="o_control_panel_breadcrumbs"><div class="o_breadcrumb">${earlier ? `<ol class="breadcrumb">${earlier}</ol>` : ''}${last}</div></div>`;
}

const ERROR_TITLES = {
  'odoo.exceptions.AccessDenied': 'Access Denied',
  'odoo.exceptions.AccessError': 'Access Error',
  'odoo.exceptions.MissingError': 'Missing Record',
  'odoo.exceptions.UserError': 'Invalid Operation',
  'odoo.exceptions.ValidationError': 'Validation Error',
  'odoo.exceptions.RedirectWarning': 'Warning',
};

function showError(error) {
  const data = (error && error.data) || {};
  const title = ERROR_TITLES[data.name] || 'Odoo Server Error';
  const detail = ERROR_TITLES[data.name] ? '' : `<div class="o_error_detail"><pre>${esc(data.debug || '')}</pre></div>`;
  const dialog = el(`<div class="o_dialog"><div role="dialog" class="modal d-block o_technical_modal" tabindex="-1">
    <div class="modal-dialog"><div class="modal-content o_error_dialog">
    <header class="modal-header"><h4 class="modal-title">${esc(title)}</h4><button type="button" class="btn-close" aria-label="Close">×</button></header>
    <main class="modal-body"><div role="alert"><p class="text-prewrap">${esc(data.message || (error && error.message) || error)}</p>${detail}</div></main>
    <footer class="modal-footer"><button type="button" class="btn btn-primary o-default-button">Close</button></footer>
    </div></div></div></div>`);
  dialog.querySelectorAll('.btn-close, .o-default-button').forEach((b) => b.addEventListener('click', () => dialog.remove()));
  addDialog(dialog);
}

/** A dialog as 17-19's dialog service adds one: the body is `modal-open` while any dialog is open. */
function addDialog(dialog) {
  document.body.classList.add('modal-open');
  const remove = dialog.remove.bind(dialog);
  dialog.remove = () => {
    remove();
    if (!document.querySelector('.o-overlay-container .o_dialog')) document.body.classList.remove('modal-open');
  };
  document.querySelector('.o-main-components-container .o-overlay-container').append(dialog);
}

function companyMenu() {
  const cids = readCids();
  const companies = Object.values(session.user_companies.allowed_companies).sort((a, b) => a.sequence - b.sequence);
  const current = session.user_companies.allowed_companies[cids[0]];
  const items = companies.map((c) => {
    const on = cids.includes(c.id);
    return `<div class="o_switch_company_item" role="menuitemcheckbox" aria-checked="${on}" data-company-id="${c.id}">
      <span class="o_toggle_company" data-company-id="${c.id}">${on ? '☑' : '☐'}</span>
      <span class="o_company_name" data-company-id="${c.id}">${esc(c.name)}</span></div>`;
  });
  return `<div class="o_switch_company_menu"><button type="button" class="dropdown-toggle" title="${esc(current.name)}">
    <span class="oe_topbar_name">${esc(current.name)}</span></button><div class="o_switch_company_dropdown">${items.join('')}</div></div>`;
}

function shell() {
  const menus = cfg.actions
    .map((a) => {
      const url = PATH_ROUTING ? `/odoo/${a.path}` : hashUrl({ action: a, model: a.model, viewType: 'list' });
      return `<a class="o_nav_entry" href="${esc(url)}" data-nav="${esc(url)}" data-menu-xmlid="${esc(a.xmlid)}">${esc(a.name)}</a>`;
    })
    .join('');
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<header class="o_navbar"><nav class="o_main_navbar"><a class="o_menu_toggle" href="${cfg.home}">Apps</a>
    <div class="o_menu_sections">${menus}</div><div class="o_menu_systray">${companyMenu()}
    <div class="o_user_menu"><span class="oe_topbar_name">${esc(session.name)}</span>
    <a class="dropdown-item" data-menu="logout" href="/web/session/logout">Log out</a></div></div></nav></header>
    <div class="o_action_manager"></div><div class="o-main-components-container"><div class="o-overlay-container"></div></div>`,
  );
  document.addEventListener('click', (event) => {
    const link = event.target.closest('a[data-nav]');
    if (link) {
      event.preventDefault();
      navigate(link.getAttribute('data-nav'));
      return;
    }
    const company = event.target.closest('[data-company-id]');
    if (company && company.closest('.o_switch_company_menu')) {
      const id = Number(company.getAttribute('data-company-id'));
      const cids = readCids();
      if (!company.classList.contains('o_toggle_company')) switchCompanies([id]);
      else if (!cids.includes(id)) switchCompanies([...cids, id]);
      else if (cids.length > 1) switchCompanies(cids.filter((c) => c !== id));
    }
  });
  window.addEventListener('popstate', route);
  window.addEventListener('hashchange', route);
  // What real 16-19 expose for debugging: the action service, whose restore() reloads the current view.
  let controllers = 0;
  window.odoo.__WOWL_DEBUG__ = {
    root: { env: { services: { action: {
      get currentController() {
        return { jsId: `controller_${++controllers}` };
      },
      restore: () => route(),
      // A window action of the caller's own (res_model, domain, views): shown as that model's list
      // under the action's name, at the URL real 17 (/web#model=..&view_type=list) or 18+ (/odoo/<model>) show.
      async doAction(action) {
        if (!action || action.type !== 'ir.actions.act_window') throw new Error('stand-in doAction: window actions only');
        if (!cfg.views[action.res_model]) throw new Error(`stand-in doAction: no views for ${action.res_model}`);
        if (!(action.views || []).some(([, type]) => type === 'list')) throw new Error('stand-in doAction: a list view is expected');
        adhocAction = { model: action.res_model, domain: action.domain || [], name: action.name || '' };
        navigate(PATH_ROUTING ? `/odoo/${action.res_model}` : hashUrl({ model: action.res_model, viewType: 'list' }));
      },
    } } } },
  };
}
