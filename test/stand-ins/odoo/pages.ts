// HTML routes: the login page, the web client shell (/web for 16-17, /odoo for 18-19), logout.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OdooError } from './errors.ts';
import { authenticate, type RpcState } from './json-rpc.ts';
import { registryFor } from './models.ts';
import { DB_NAME, readCookie, sessionCookie, sessionInfo } from './session.ts';
import { ACTIONS, clientViews } from './view-config.ts';

const CLIENT_SCRIPT = ['web-client-core.js', 'web-client-list.js', 'web-client-form.js', 'web-client-palette.js', 'web-client-views.js']
  .map((file) => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'))
  .join('\n');
const LOGIN_SCRIPT = readFileSync(new URL('./login-page.js', import.meta.url), 'utf8');

const home = (state: RpcState) => (state.version >= 18 ? '/odoo' : '/web');
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, '');

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
}

function redirect(res: ServerResponse, status: 302 | 303, location: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { Location: location, 'Content-Type': 'text/html; charset=utf-8', ...headers });
  res.end(`<!doctype html>\n<html lang=en>\n<title>Redirecting...</title>\n<h1>Redirecting...</h1>\n<p>You should be redirected automatically to the target URL: <a href="${escapeHtml(location)}">${escapeHtml(location)}</a>. If not, click the link.\n`);
}

export const NOT_FOUND_HTML =
  '<!DOCTYPE html><html><head><title>404 | Page not found</title></head><body><div id="wrap"><div class="container">' +
  '<h1 class="mt-5">Oops! Page not found</h1><p>We couldn\'t find the page you\'re looking for.</p></div></div></body></html>';

const title = (state: RpcState, plain: string) => escapeHtml(state.demo ? `Demo Odoo (stand-in) | ${plain}` : plain);
const banner = (state: RpcState) => (state.demo ? `<div class="o_weft_demo_banner" role="note">${escapeHtml(state.demo)}</div>` : '');

function loginPage(state: RpcState, redirectTo: string, error: string): string {
  const target = redirectTo || home(state);
  return `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><title>${title(state, 'Login | Odoo')}</title></head>
<body class="bg-100">${banner(state)}<main class="oe_website_login_container"><div class="container py-5">
<form class="oe_login_form" role="form" method="post" action="/web/login">
<input type="hidden" name="db" value="${DB_NAME}">
<input type="hidden" name="redirect" value="${escapeHtml(target)}">
<div class="mb-3 field-login"><label for="login" class="form-label">Email</label>
<input type="text" placeholder="Email" name="login" id="login" class="form-control" required autofocus autocapitalize="off"></div>
<div class="mb-3 field-password"><label for="password" class="form-label">Password</label>
<input type="password" placeholder="Password" name="password" id="password" class="form-control" required autocomplete="current-password"></div>
<p class="alert alert-danger" role="alert"${error ? '' : ' hidden'}>${escapeHtml(error)}</p>
<div class="clearfix oe_login_buttons text-center gap-1 d-grid mb-1 pt-3"><button type="submit" class="btn btn-primary">Log in</button></div>
</form></div></main>
<script>${LOGIN_SCRIPT}</script>
</body></html>`;
}

function clientPage(state: RpcState, uid: number): string {
  const config = { version: state.version, home: home(state), actions: ACTIONS, views: clientViews(registryFor(state.version, state.modules)) };
  const session = sessionInfo(state.db, state.version, uid, state.baseUrl);
  return `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><title>${title(state, 'Odoo')}</title>
<style>
body{margin:0;font:14px system-ui,sans-serif}.o_main_navbar{display:flex;gap:1rem;align-items:center;background:#714b67;color:#fff;padding:.4rem 1rem}
.o_main_navbar a{color:#fff;text-decoration:none}.o_menu_sections,.o_menu_systray,.o_switch_company_dropdown{display:flex;gap:.8rem}.o_menu_systray{margin-left:auto}
.o_action_manager{padding:0 1rem}.o_control_panel{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;padding:.5rem 0;border-bottom:1px solid #ddd}
.breadcrumb{display:flex;gap:.5rem;list-style:none;margin:0;padding:0;font-size:1.2rem}.breadcrumb-item+.breadcrumb-item:before{content:"/ "}
.o_searchview_input_container{display:flex;gap:.3rem}.o_searchview_facet{background:#eee;padding:0 .3rem;display:flex;gap:.3rem}
.o_list_table{border-collapse:collapse;width:100%}.o_list_table td,.o_list_table th{border-bottom:1px solid #eee;padding:.3rem;text-align:left}
.o_form_button_save,.o_form_button_cancel{display:none}.o_form_view:has(.o_form_dirty) .o_form_button_save,.o_form_view:has(.o_form_dirty) .o_form_button_cancel{display:inline-block}
.o_wrap_field{display:flex;gap:1rem;margin:.3rem 0}.o_wrap_label{width:10rem;font-weight:600}.o_form_statusbar{display:flex;justify-content:space-between;padding:.5rem 0}
.o_data_row{cursor:pointer}.modal.d-block{position:fixed;inset:0;background:rgba(0,0,0,.3)}.modal-dialog{background:#fff;margin:10vh auto;max-width:40rem;padding:1rem}
.text-prewrap{white-space:pre-wrap}.o_arrow_button_current{font-weight:bold}
.o_weft_demo_banner{background:#fff3cd;color:#664d03;padding:.35rem 1rem;font:13px system-ui,sans-serif;border-bottom:1px solid #ffe69c}
</style>
<script>var odoo = { csrf_token: "stand-in", debug: "", __session_info__: ${inlineJson(session)} };
window.__standinConfig = ${inlineJson(config)};</script>
</head>
<body class="o_web_client">${banner(state)}
<script>(function () {
'use strict';
${CLIENT_SCRIPT}
})();</script>
</body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

export async function servePage(state: RpcState, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const { pathname } = url;
  const sid = readCookie(req.headers.cookie, 'session_id');
  const uid = state.sessions.uid(sid);
  if (req.method === 'GET' && pathname === '/') return redirect(res, 302, home(state));
  if (pathname === '/favicon.ico') return send(res, 204, '');
  if (pathname === '/web/login' && req.method === 'POST') {
    const form = await readForm(req);
    try {
      const newUid = authenticate(state, form.get('login'), form.get('password'));
      const cookie = sessionCookie(state.sessions.open(newUid), new Date());
      return redirect(res, 303, form.get('redirect') || home(state), { 'Set-Cookie': cookie });
    } catch (error) {
      if (!(error instanceof OdooError)) throw error;
      return send(res, 200, loginPage(state, form.get('redirect') ?? '', 'Wrong login/password'));
    }
  }
  if (req.method !== 'GET') return send(res, 405, '<h1>Method Not Allowed</h1>');
  if (pathname === '/web/login') return send(res, 200, loginPage(state, url.searchParams.get('redirect') ?? '', ''));
  if (pathname === '/web/session/logout') {
    state.sessions.close(sid);
    return redirect(res, 303, url.searchParams.get('redirect') || '/web/login');
  }
  const isClient = pathname === '/web' || (state.version >= 18 && (pathname === '/odoo' || pathname.startsWith('/odoo/')));
  if (!isClient) return send(res, 404, NOT_FOUND_HTML);
  if (uid === undefined) return redirect(res, 302, `/web/login?redirect=${encodeURIComponent(pathname + url.search)}`);
  return send(res, 200, clientPage(state, uid), { 'Cache-Control': 'no-store' });
}
