// The JSON-RPC routes of the web client: session, call_kw, call_button, version_info.
import { callKw } from './call-kw.ts';
import type { StandInDb } from './db.ts';
import { accessDenied, missingError, OdooError, sessionExpired } from './errors.ts';
import { ACTIONS } from './view-config.ts';
import { type Module, type OdooVersion, registryFor } from './models.ts';
import { READ_ONLY_METHODS } from './orm-methods.ts';
import { PASSWORDS, type Sessions, sessionCookie, sessionInfo, versionInfo } from './session.ts';

export interface RpcState {
  db: StandInDb;
  sessions: Sessions;
  version: OdooVersion;
  baseUrl: string;
  /** A demo's banner (npm start): shown on every page, and in the tab's title. */
  demo?: string;
  /** A server without wkhtmltopdf: printing a report is refused. */
  noPdf?: boolean;
  /** Optional modules installed (hr_timesheet); none by default, as the real test servers were set up. */
  modules?: Set<Module>;
}

export interface RpcRequest {
  path: string;
  params: Record<string, unknown>;
  sid: string | undefined;
}

export interface RpcOutcome {
  result?: unknown;
  error?: unknown;
  setCookie?: string;
}

export const JSON_ROUTES = [
  '/web/session/authenticate',
  '/web/session/get_session_info',
  '/web/session/destroy',
  '/web/session/check',
  '/web/webclient/version_info',
  '/web/dataset/call_kw',
  '/web/dataset/call_button',
  '/web/action/load',
];

export function isJsonRoute(path: string): boolean {
  return JSON_ROUTES.some((route) => path === route || (route.startsWith('/web/dataset/') && path.startsWith(`${route}/`)));
}

/** The model and method a call_kw/call_button names, from its params or else its path. */
export function callTarget(path: string, params: Record<string, unknown>): { model?: string; method?: string } {
  if (!path.startsWith('/web/dataset/')) return {};
  const [, , , , model, method] = path.split('/');
  return {
    model: typeof params.model === 'string' ? params.model : model,
    method: typeof params.method === 'string' ? params.method : method,
  };
}

export function authenticate(state: RpcState, login: unknown, password: unknown): number {
  const user = state.db.records('res.users').find((u) => u.login === login && u.active !== false);
  if (!user || typeof login !== 'string' || PASSWORDS[login] !== password) throw accessDenied();
  state.db.write('res.users', user.id, { login_date: state.db.timestamp() }, user.id);
  return user.id;
}

/** /web/action/load: by id, by xmlid, and on 18+ by the action's URL path (e.g. 'sales'). */
function loadAction(version: number, ref: unknown): Record<string, unknown> {
  const action = ACTIONS.find((a) => a.id === ref || a.xmlid === ref || (version >= 18 && a.path === ref));
  if (!action) {
    if (version >= 18) throw new OdooError('odoo.addons.web.controllers.action.MissingActionError', `The action “${String(ref)}” does not exist.`);
    throw missingError(`The action ${JSON.stringify(String(ref))} does not exist.`);
  }
  return {
    id: action.id, name: action.name, type: 'ir.actions.act_window', xml_id: action.xmlid, res_model: action.model,
    domain: action.domain, views: [[false, 'list'], [false, 'form']], ...(version >= 18 ? { path: action.path } : {}),
  };
}

export function handleRpc(state: RpcState, req: RpcRequest): RpcOutcome {
  try {
    const uid = state.sessions.uid(req.sid);
    const { params, path } = req;
    if (path === '/web/session/authenticate') {
      const newUid = authenticate(state, params.login, params.password);
      const sid = state.sessions.open(newUid);
      return { result: sessionInfo(state.db, state.version, newUid, state.baseUrl), setCookie: sessionCookie(sid, new Date()) };
    }
    if (path === '/web/webclient/version_info') return { result: versionInfo(state.version) };
    if (uid === undefined) throw sessionExpired();
    if (path === '/web/session/get_session_info') return { result: sessionInfo(state.db, state.version, uid, state.baseUrl) };
    if (path === '/web/session/check') return { result: null };
    if (path === '/web/action/load') return { result: loadAction(state.version, params.action_id) };
    if (path === '/web/session/destroy') {
      state.sessions.close(req.sid);
      return { result: null };
    }
    const { model = '', method = '' } = callTarget(path, params);
    const kwargs = (params.kwargs ?? {}) as Record<string, unknown>;
    // As Odoo's request env: the session's context (the user's language) under the call's own.
    const own = kwargs.context && typeof kwargs.context === 'object' ? (kwargs.context as Record<string, unknown>) : {};
    const context = { lang: String(state.db.get('res.users', uid)?.lang || 'en_US'), ...own };
    const env = { db: state.db, registry: registryFor(state.version, state.modules), version: state.version, uid, context, noPdf: !!state.noPdf };
    const snapshot = READ_ONLY_METHODS.has(method) ? undefined : state.db.snapshot();
    let result: unknown;
    try {
      result = callKw(env, model, method, params.args, kwargs);
    } catch (error) {
      if (snapshot) state.db.restore(snapshot);
      throw error;
    }
    if (path.startsWith('/web/dataset/call_button')) {
      // call_button hands back only actions; anything else becomes False.
      return { result: result && typeof result === 'object' && !Array.isArray(result) ? result : false };
    }
    return { result: result === undefined ? null : result };
  } catch (error) {
    return { error };
  }
}
