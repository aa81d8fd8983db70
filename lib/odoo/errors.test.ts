import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { i18nFor, inWords, say } from '@/lib/i18n';
import { isOdooError, mapFetchError, mapHttpFailure, mapRpcError, OdooError, type OdooErrorKind } from './errors';

const ORIGIN = 'https://acme.odoo.com';

function fixture(version: string, name: string): { error?: unknown; result?: unknown } {
  return JSON.parse(readFileSync(new URL(`../../test/fixtures/odoo/${version}/${name}.json`, import.meta.url), 'utf8'));
}

const recorded: Array<[string, OdooErrorKind, string]> = [
  ['err_session_expired', 'session_expired', 'odoo.http.SessionExpiredException'],
  ['err_access', 'access_denied', 'odoo.exceptions.AccessError'],
  ['err_bad_field', 'bad_request', 'builtins.ValueError'],
  ['err_missing_write', 'missing_record', 'odoo.exceptions.MissingError'],
  ['err_validation_create', 'validation', 'odoo.exceptions.ValidationError'],
];

describe.each(['17', '18'])('mapRpcError with recorded Odoo %s errors', (version) => {
  it.each(recorded)('%s -> %s', (file, kind, odooName) => {
    const body = fixture(version, file);
    const error = mapRpcError(body.error, ORIGIN);
    expect(error).toBeInstanceOf(OdooError);
    expect(error.kind).toBe(kind);
    expect(error.odooName).toBe(odooName);
    // Odoo's message is kept verbatim.
    expect(error.serverMessage).toBe((body.error as { data: { message: string } }).data.message);
    expect(error.userMessage()).not.toContain('\n');
    expect(error.toolMessage()).toContain(`[${kind}]`);
    expect(error.toolMessage()).toContain(error.serverMessage.slice(0, 40));
  });

  it('reads and unlink results are not errors (missing read is an empty list)', () => {
    expect(fixture(version, 'err_missing_read').error).toBeUndefined();
    expect(fixture(version, 'err_user_unlink_confirmed').result).toBe(true);
  });
});

describe('user and tool messages', () => {
  it('says plainly what happened', () => {
    const expired = mapRpcError(fixture('17', 'err_session_expired').error);
    expect(expired.userMessage()).toBe('Your Odoo session has expired — log in to Odoo again in the tab, then retry.');
    expect(expired.toolMessage()).toMatch(/Do not retry/);

    const access = mapRpcError(fixture('18', 'err_access').error);
    expect(access.userMessage()).toMatch(/^Odoo refused: you don't have access to do this \(Odoo said: You are not allowed to access 'System Parameter'/);

    const validation = mapRpcError(fixture('17', 'err_validation_create').error);
    expect(validation.userMessage()).toMatch(/^Odoo rejected the values \(Odoo said: .*Field: Customer \(partner_id\)\)\.$/);

    const missing = mapRpcError(fixture('18', 'err_missing_write').error);
    expect(missing.userMessage()).toMatch(/no longer exists/);
    expect(missing.toolMessage()).toMatch(/res\.partner\(999999,\)/);
  });

  it("hands the sentence as data, said in the reader's language with Odoo's words verbatim", () => {
    const fr = i18nFor('fr_FR', []);
    const nl = i18nFor('nl_NL', []);
    const denied = new OdooError({ kind: 'access_denied', serverMessage: 'Accès refusé à « Devis »' });
    expect(say(fr, denied.sentence())).toBe('Odoo a refusé : vous n’avez pas les droits pour faire cela (Odoo a répondu : Accès refusé à « Devis »).');
    expect(denied.userMessage(fr)).toBe(say(fr, denied.sentence()));
    // Nothing said by Odoo: no empty aside; the server named in words when the origin is unknown.
    expect(say(nl, new OdooError({ kind: 'user_error' }).sentence())).toBe('Odoo heeft de bewerking geweigerd.');
    expect(say(fr, new OdooError({ kind: 'timeout' }).sentence())).toBe('Odoo sur le serveur Odoo n’a pas répondu à temps — il est peut-être occupé ; réessayez.');
    // Stored as plain data (a journal row, a message to the panel): the same after a JSON round trip.
    const stored = JSON.parse(JSON.stringify({ why: denied.sentence() })) as { why: unknown };
    expect(inWords(stored, i18nFor('en_US', [])).why).toBe(denied.userMessage());
  });

  it('adds a hint for the model', () => {
    const error = new OdooError({ kind: 'bad_request', serverMessage: 'Unknown field customer', hint: "did you mean 'partner_id' (Customer)?" });
    expect(error.toolMessage()).toMatch(/Hint: did you mean 'partner_id' \(Customer\)\?$/);
  });
});

describe('mapRpcError for errors not in the recordings', () => {
  const envelope = (name: string, message: string, args: unknown[] = [message], code = 200) => ({
    code,
    message: 'Odoo Server Error',
    data: { name, debug: 'Traceback ...', message, arguments: args, context: {} },
  });

  it.each<[string, OdooErrorKind]>([
    ['odoo.exceptions.AccessDenied', 'access_denied'],
    ['odoo.exceptions.UserError', 'user_error'],
    ['builtins.AttributeError', 'bad_request'],
    ['builtins.KeyError', 'bad_request'],
    ['builtins.TypeError', 'bad_request'],
    ['psycopg2.errors.UniqueViolation', 'validation'],
    ['psycopg2.errors.SerializationFailure', 'server_error'],
    ['odoo.addons.custom.models.Whatever', 'server_error'],
  ])('%s -> %s', (name, kind) => {
    expect(mapRpcError(envelope(name, 'x')).kind).toBe(kind);
  });

  it('AccessDenied (bad login) says so', () => {
    const error = mapRpcError(envelope('odoo.exceptions.AccessDenied', 'Access Denied'));
    expect(error.userMessage()).toBe('Odoo refused the login — check the login and password, then retry (Odoo said: Access Denied).');
  });

  it('RedirectWarning is a user error and keeps its message', () => {
    const message = 'You must first set a default income account.';
    const error = mapRpcError(envelope('odoo.exceptions.RedirectWarning', message, [message, 123, 'Go to the configuration panel', {}]));
    expect(error.kind).toBe('user_error');
    expect(error.serverMessage).toBe(message);
  });

  it('werkzeug NotFound inside an envelope is a bad request', () => {
    const error = mapRpcError(envelope('werkzeug.exceptions.NotFound', '404 Not Found: The requested URL was not found on the server.', [], 404));
    expect(error.kind).toBe('bad_request');
  });

  it('code 100 is a session expiry whatever the name', () => {
    expect(mapRpcError({ code: 100, message: 'Odoo Session Expired' }).kind).toBe('session_expired');
  });

  it('falls back to arguments[0], then the envelope message, then the raw payload', () => {
    expect(mapRpcError({ code: 200, message: 'Odoo Server Error', data: { name: 'odoo.exceptions.UserError', arguments: ['Nope'] } }).serverMessage).toBe('Nope');
    expect(mapRpcError({ code: 200, message: 'Odoo Server Error' }).serverMessage).toBe('Odoo Server Error');
    const odd = mapRpcError('boom');
    expect(odd.kind).toBe('server_error');
    expect(odd.serverMessage).toBe('"boom"');
  });
});

describe('mapHttpFailure', () => {
  const html = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><p>details</p></body></html>`;

  it.each<[number, OdooErrorKind, RegExp]>([
    [500, 'server_error', /failed with an internal error \(HTTP 500\)/],
    [502, 'network', /is unavailable right now \(HTTP 502\) — is the server up\?/],
    [503, 'network', /unavailable right now/],
    [504, 'timeout', /did not answer in time/],
    [429, 'server_error', /too many requests/],
    [404, 'bad_request', /did not accept the request/],
    [403, 'access_denied', /don't have access/],
  ])('HTTP %i -> %s', (status, kind, user) => {
    const error = mapHttpFailure({ origin: ORIGIN, status, bodyText: html(`${status} Something`) });
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.serverMessage).toBe(`${status} Something`);
    expect(error.userMessage()).toMatch(user);
  });

  it('a redirect to the login page is an expired session', () => {
    const error = mapHttpFailure({ origin: ORIGIN, status: 200, bodyText: html('Odoo'), url: `${ORIGIN}/web/login?redirect=x` });
    expect(error.kind).toBe('session_expired');
  });

  it('a 200 that is not JSON-RPC is a server error', () => {
    const error = mapHttpFailure({ origin: ORIGIN, status: 200, bodyText: 'hello' });
    expect(error.kind).toBe('server_error');
    expect(error.serverMessage).toBe('The reply was not Odoo JSON-RPC: hello');
  });
});

describe('mapFetchError', () => {
  it('fetch TypeError is a network error naming the origin', () => {
    const error = mapFetchError({ origin: ORIGIN, cause: new TypeError('Failed to fetch') });
    expect(error.kind).toBe('network');
    expect(error.retryable).toBe(true);
    expect(error.userMessage()).toBe(`Odoo could not be reached at ${ORIGIN} — is the server up?`);
  });

  it('our deadline is a timeout', () => {
    const byFlag = mapFetchError({ origin: ORIGIN, cause: new DOMException('aborted', 'AbortError'), timedOut: true, timeoutMs: 30_000 });
    expect(byFlag.kind).toBe('timeout');
    expect(byFlag.serverMessage).toBe('No answer after 30 s');
    const byName = mapFetchError({ origin: ORIGIN, cause: new DOMException('signal timed out', 'TimeoutError') });
    expect(byName.kind).toBe('timeout');
    expect(byName.retryable).toBe(true);
  });

  it('isOdooError narrows by kind', () => {
    const error = mapFetchError({ origin: ORIGIN, cause: new TypeError('x') });
    expect(isOdooError(error)).toBe(true);
    expect(isOdooError(error, 'network')).toBe(true);
    expect(isOdooError(error, 'timeout')).toBe(false);
    expect(isOdooError(new Error('x'))).toBe(false);
  });
});
