// A stand-in for Odoo 16-19 that speaks the web client's JSON-RPC, with a tiny web client of its own.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { adaptProducts } from './product-types.ts';
import type { AddressInfo } from 'node:net';
import { StandInDb } from './db.ts';
import { accessError, errorEnvelope, sessionExpired } from './errors.ts';
import { callTarget, handleRpc, isJsonRoute, type RpcState } from './json-rpc.ts';
import type { Module, OdooVersion } from './models.ts';
import { servePage } from './pages.ts';
import { seed } from './seed.ts';
import { readCookie, Sessions } from './session.ts';

export type { Module, OdooVersion } from './models.ts';
export { StandInDb } from './db.ts';
export { DB_NAME } from './session.ts';

export type FaultKind = 'http500' | 'drop' | 'expire';

export interface CallLogEntry {
  path: string;
  model?: string;
  method?: string;
  uid?: number;
  context?: Record<string, unknown>;
  /** The record ids the call names (its first argument), when it names some. */
  ids?: number[];
  /** The caller: the browser's Origin header (the extension's worker sends chrome-extension://…). */
  origin?: string;
}

export interface OdooStandIn {
  url: string;
  port: number;
  version: OdooVersion;
  setVersion(v: OdooVersion): void;
  /** Installs or removes optional modules (hr_timesheet), as an administrator would in Apps. */
  setModules(modules: readonly Module[]): void;
  faults: {
    latencyMs: number;
    failNext(kind: FaultKind, count?: number): void;
    /** As a server without wkhtmltopdf: e-mailing a template that attaches a report is refused. */
    noWkhtmltopdf: boolean;
    /** Every call whose path ends with `path` ('sale.order.line/onchange') is refused with an access error saying `message`, until clear(). */
    refuse(path: string, message: string): void;
    /**
     * The next call whose path ends with `path` is held (a slow Odoo, for as long as a test needs)
     * until the returned release or clear(); one already gone (its caller stopped) is not answered.
     */
    holdNext(path: string): () => void;
    clear(): void;
  };
  expireSessions(): void;
  calls: CallLogEntry[];
  db: StandInDb;
  reset(): void;
  close(): Promise<void>;
}

// What werkzeug answers when a request handler crashes.
const INTERNAL_ERROR_HTML =
  '<!doctype html>\n<html lang=en>\n<title>500 Internal Server Error</title>\n<h1>Internal Server Error</h1>\n' +
  '<p>The server encountered an internal error and was unable to complete your request. Either the server is ' +
  'overloaded or there is an error in the application.</p>\n';

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `demo`: a banner for every page (npm start's demo Odoo says it is one). */
export async function startOdooStandIn(opts: { version?: OdooVersion; port?: number; demo?: string; modules?: readonly Module[] } = {}): Promise<OdooStandIn> {
  const state: RpcState = { db: new StandInDb(), sessions: new Sessions(), version: opts.version ?? 17, baseUrl: '', modules: new Set(opts.modules ?? []), ...(opts.demo ? { demo: opts.demo } : {}) };
  const calls: CallLogEntry[] = [];
  let pending: FaultKind[] = [];
  let refused: Array<{ path: string; message: string }> = [];
  let holds: Array<{ path: string; taken: boolean; release: () => void; released: Promise<void> }> = [];
  const faults = {
    refuse(path: string, message: string) {
      refused.push({ path, message });
    },
    holdNext(path: string) {
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ path, taken: false, release, released });
      return release;
    },
    latencyMs: 0,
    failNext(kind: FaultKind, count = 1) {
      for (let i = 0; i < count; i++) pending.push(kind);
    },
    get noWkhtmltopdf() {
      return !!state.noPdf;
    },
    set noWkhtmltopdf(value: boolean) {
      state.noPdf = value;
    },
    clear() {
      pending = [];
      refused = [];
      for (const hold of holds) hold.release();
      holds = [];
      faults.latencyMs = 0;
      state.noPdf = false;
    },
  };

  async function rpc(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    let payload: { id?: unknown; params?: Record<string, unknown> };
    try {
      payload = JSON.parse(await readBody(req)) ?? {};
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html>\n<html lang=en>\n<title>400 Bad Request</title>\n<h1>Bad Request</h1>\n<p>Invalid JSON data</p>\n');
      return;
    }
    const params = payload.params && typeof payload.params === 'object' ? payload.params : {};
    const sid = readCookie(req.headers.cookie, 'session_id');
    const kwargs = params.kwargs as { context?: Record<string, unknown> } | undefined;
    const entry: CallLogEntry = { path, ...callTarget(path, params) };
    const uid = state.sessions.uid(sid);
    if (uid !== undefined) entry.uid = uid;
    if (kwargs?.context && typeof kwargs.context === 'object') entry.context = kwargs.context;
    const [first] = Array.isArray(params.args) ? params.args : [];
    if (Array.isArray(first) && first.length && first.every((v) => typeof v === 'number')) entry.ids = first;
    if (typeof req.headers.origin === 'string') entry.origin = req.headers.origin;
    calls.push(entry);

    if (faults.latencyMs > 0) await sleep(faults.latencyMs);
    const hold = holds.find((h) => !h.taken && path.endsWith(h.path));
    if (hold) {
      hold.taken = true;
      await hold.released;
      if (res.destroyed || req.socket.destroyed) return;
    }
    const fault = pending.shift();
    if (fault === 'drop') {
      req.socket.destroy();
      return;
    }
    if (fault === 'http500') {
      res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(INTERNAL_ERROR_HTML);
      return;
    }
    const refusal = refused.find((r) => path.endsWith(r.path));
    const outcome = fault === 'expire' ? { error: sessionExpired() } : refusal ? { error: accessError(refusal.message) } : handleRpc(state, { path, params, sid });
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if ('setCookie' in outcome && outcome.setCookie) headers['Set-Cookie'] = outcome.setCookie;
    const body = 'error' in outcome ? errorEnvelope(payload.id, outcome.error) : { jsonrpc: '2.0', id: payload.id ?? null, ...(outcome.result == null ? {} : { result: outcome.result }) };
    res.writeHead(200, headers);
    res.end(JSON.stringify(body));
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', state.baseUrl);
    const work = req.method === 'POST' && isJsonRoute(url.pathname) ? rpc(req, res, url.pathname) : servePage(state, req, res, url);
    work.catch((error: unknown) => {
      console.error('Odoo stand-in failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(res.headersSent ? undefined : INTERNAL_ERROR_HTML);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  state.baseUrl = `http://127.0.0.1:${port}`;
  seed(state.db, state.baseUrl, state.version);

  return {
    url: state.baseUrl,
    port,
    get version() {
      return state.version;
    },
    set version(v: OdooVersion) {
      state.version = v;
      adaptProducts(state.db, v);
    },
    setVersion(v: OdooVersion) {
      state.version = v;
      adaptProducts(state.db, v);
    },
    setModules(modules: readonly Module[]) {
      state.modules = new Set(modules);
    },
    faults,
    expireSessions: () => state.sessions.clear(),
    calls,
    db: state.db,
    reset() {
      state.db.now = () => new Date();
      state.db.revoked.clear();
      seed(state.db, state.baseUrl, state.version);
      calls.length = 0;
      faults.clear();
      state.sessions.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
