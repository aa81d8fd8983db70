import { z } from '../messaging/zod';
import { english, said, say, type I18n, type Said } from '@/lib/i18n';
import { oneLine, truncate } from '@/lib/util/text';

export type OdooErrorKind =
  | 'session_expired'
  | 'access_denied'
  | 'user_error'
  | 'validation'
  | 'missing_record'
  /** Wrong field, method, argument or route (ValueError, AttributeError, KeyError, TypeError, 404). */
  | 'bad_request'
  | 'server_error'
  | 'network'
  | 'timeout';

export interface OdooErrorInit {
  kind: OdooErrorKind;
  /** Odoo's own message, verbatim. */
  serverMessage?: string;
  /** The Python exception, e.g. 'odoo.exceptions.AccessError'. */
  odooName?: string;
  origin?: string;
  /** HTTP status, for failures outside the JSON-RPC envelope. */
  status?: number;
  /** What to try instead, e.g. "did you mean 'partner_id' (Customer)?" */
  hint?: string;
  cause?: unknown;
}

export class OdooError extends Error {
  override readonly name = 'OdooError';
  readonly kind: OdooErrorKind;
  readonly serverMessage: string;
  readonly odooName?: string;
  readonly origin?: string;
  readonly status?: number;
  hint?: string;

  constructor(init: OdooErrorInit) {
    const serverMessage = init.serverMessage ?? '';
    super(`${init.kind}${init.odooName ? ` (${init.odooName})` : ''}: ${serverMessage}`, { cause: init.cause });
    this.kind = init.kind;
    this.serverMessage = serverMessage;
    this.odooName = init.odooName;
    this.origin = init.origin;
    this.status = init.status;
    this.hint = init.hint;
  }

  /** Failures of the path to Odoo, not answers from Odoo: worth one more try for a read. */
  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }

  /** One sentence for the user, in their language (English by default, as in logs). */
  userMessage(i18n: I18n = english): string {
    return say(i18n, this.sentence());
  }

  /**
   * The same sentence as data (a lib/i18n key and its arguments), for what the worker hands the
   * panel or stores: the panel says it in its own language; Odoo's message stays verbatim.
   */
  sentence(): Said {
    const saidBy = this.serverMessage ? { aside: said('odoo.said', { message: oneLine(this.serverMessage, 400) }) } : '';
    const where = this.origin ?? said('odoo.server');
    const status = String(this.status ?? '');
    switch (this.kind) {
      case 'session_expired':
        return said('odoo.sessionExpired');
      case 'access_denied':
        return said(this.odooName === 'odoo.exceptions.AccessDenied' ? 'odoo.loginRefused' : 'odoo.noAccess', { said: saidBy });
      case 'user_error':
        return said('odoo.userError', { said: saidBy });
      case 'validation':
        return said('odoo.validation', { said: saidBy });
      case 'missing_record':
        return said('odoo.missing', { said: saidBy });
      case 'bad_request':
        return said('odoo.badRequest', { said: saidBy });
      case 'server_error':
        if (this.status === 429) return said('odoo.tooMany', { where });
        if (this.status) return said('odoo.httpError', { where, status });
        return said('odoo.internal', { said: saidBy });
      case 'network':
        return this.status ? said('odoo.unavailable', { where, status }) : said('odoo.unreachable', { where });
      case 'timeout':
        return said('odoo.timeout', { where });
    }
  }

  /** A message for the model: what happened, Odoo's words, and what to do next. */
  toolMessage(): string {
    const name = this.odooName ? ` ${this.odooName}` : this.status ? ` HTTP ${this.status}` : '';
    const message = this.serverMessage ? `: ${truncate(this.serverMessage, 2000)}` : '';
    const hint = this.hint ? ` Hint: ${this.hint}` : '';
    return `Odoo error [${this.kind}]${name}${message}\n${TOOL_ADVICE[this.kind]}${hint}`;
  }
}

const TOOL_ADVICE: Record<OdooErrorKind, string> = {
  session_expired: "The user's Odoo session has expired. Do not retry; ask the user to log in to Odoo in the browser tab.",
  access_denied: 'The current user lacks the access rights for this. Do not retry the same call; explain it or take another approach.',
  user_error: "Odoo's business rules refused the operation. Read the message, then fix the input or explain it to the user.",
  validation: 'Odoo rejected the values. Correct them (e.g. set the required fields named above) before trying again.',
  missing_record: 'The record does not exist (deleted or wrong id). Search again for the right id; do not retry the same id.',
  bad_request: 'A model, field, method or argument is wrong. Check names with the model-fields tool before retrying.',
  server_error: 'Odoo failed internally; this is probably not caused by your input. Retry at most once, then tell the user.',
  network: 'Odoo could not be reached. Do not loop; tell the user, who can retry later.',
  timeout: 'Odoo took too long. Narrow the request (stricter domain, smaller limit, fewer fields) or retry once.',
};

const KIND_BY_NAME: Record<string, OdooErrorKind> = {
  'odoo.http.SessionExpiredException': 'session_expired',
  'odoo.exceptions.AccessError': 'access_denied',
  'odoo.exceptions.AccessDenied': 'access_denied',
  'werkzeug.exceptions.Forbidden': 'access_denied',
  'odoo.exceptions.UserError': 'user_error',
  'odoo.exceptions.RedirectWarning': 'user_error',
  'odoo.exceptions.Warning': 'user_error',
  'odoo.exceptions.except_orm': 'user_error',
  'odoo.exceptions.ValidationError': 'validation',
  'odoo.exceptions.MissingError': 'missing_record',
  'builtins.ValueError': 'bad_request',
  'builtins.AttributeError': 'bad_request',
  'builtins.KeyError': 'bad_request',
  'builtins.TypeError': 'bad_request',
  'werkzeug.exceptions.NotFound': 'bad_request',
  'werkzeug.exceptions.BadRequest': 'bad_request',
};

const RpcError = z.object({
  code: z.optional(z.number()),
  message: z.optional(z.string()),
  data: z.optional(z.partial(z.object({ name: z.string(), message: z.string(), arguments: z.array(z.unknown()) }))),
});

/** Maps the `error` member of a JSON-RPC response (see test/fixtures/odoo/{17,18}/err_*.json). */
export function mapRpcError(error: unknown, origin?: string): OdooError {
  const parsed = RpcError.safeParse(error);
  if (!parsed.success) {
    return new OdooError({ kind: 'server_error', serverMessage: truncate(safeJson(error), 500), origin });
  }
  const { code, message, data } = parsed.data;
  const odooName = data?.name;
  const firstArgument = data?.arguments?.[0];
  const serverMessage = data?.message || (typeof firstArgument === 'string' ? firstArgument : '') || message || '';
  const kind: OdooErrorKind =
    code === 100 ? 'session_expired' : (odooName && (KIND_BY_NAME[odooName] ?? integrityKind(odooName))) || 'server_error';
  return new OdooError({ kind, odooName, serverMessage, origin });
}

// Database constraint violations reach the client only when Odoo did not turn them into a
// ValidationError itself (it does since 16 for most of them); they are still bad values.
function integrityKind(odooName: string): OdooErrorKind | undefined {
  return /^psycopg2\.(IntegrityError|errors\.\w+Violation)$/.test(odooName) ? 'validation' : undefined;
}

export interface HttpFailure {
  origin: string;
  status: number;
  bodyText?: string;
  /** The final URL after redirects: a redirect to /web/login means the session is gone. */
  url?: string;
}

/** A response that is not a JSON-RPC envelope: an HTTP error page, a proxy page, a login redirect. */
export function mapHttpFailure({ origin, status, bodyText, url }: HttpFailure): OdooError {
  const serverMessage = bodyText ? pageText(bodyText) : undefined;
  const base = { origin, status, serverMessage };
  if (url && /\/web\/login\b/.test(new URL(url, origin).pathname)) return new OdooError({ ...base, kind: 'session_expired' });
  if (status === 401) return new OdooError({ ...base, kind: 'session_expired' });
  if (status === 403) return new OdooError({ ...base, kind: 'access_denied' });
  if (status === 408 || status === 504) return new OdooError({ ...base, kind: 'timeout' });
  if (status === 502 || status === 503) return new OdooError({ ...base, kind: 'network' });
  if (status === 429 || status >= 500) return new OdooError({ ...base, kind: 'server_error' });
  if (status >= 400) return new OdooError({ ...base, kind: 'bad_request' });
  return new OdooError({
    ...base,
    kind: 'server_error',
    serverMessage: `The reply was not Odoo JSON-RPC${serverMessage ? `: ${serverMessage}` : ''}`,
  });
}

export interface FetchFailure {
  origin: string;
  cause: unknown;
  /** Our own deadline fired (not the caller's cancel). */
  timedOut?: boolean;
  timeoutMs?: number;
}

/** fetch() itself failed: DNS, refused connection, CORS, offline, or our timeout. */
export function mapFetchError({ origin, cause, timedOut, timeoutMs }: FetchFailure): OdooError {
  const name = cause instanceof Error || cause instanceof DOMException ? cause.name : '';
  if (timedOut || name === 'TimeoutError') {
    const after = timeoutMs ? ` after ${Math.round(timeoutMs / 1000)} s` : '';
    return new OdooError({ kind: 'timeout', origin, serverMessage: `No answer${after}`, cause });
  }
  const serverMessage = cause instanceof Error ? cause.message : String(cause);
  return new OdooError({ kind: 'network', origin, serverMessage, cause });
}

export function isOdooError(error: unknown, kind?: OdooErrorKind): error is OdooError {
  return error instanceof OdooError && (kind === undefined || error.kind === kind);
}

/** The readable part of an HTML error page: its title or first heading, else its text. */
function pageText(body: string): string {
  const heading = /<title[^>]*>([^<]*)<\/title>|<h1[^>]*>([^<]*)<\/h1>/i.exec(body);
  const text = heading ? (heading[1] ?? heading[2] ?? '') : body.replace(/<[^>]*>/g, ' ');
  return oneLine(text, 300);
}



function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
