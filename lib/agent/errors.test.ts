import { APIConnectionError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { i18nFor, say } from '@/lib/i18n';
import { OdooError } from '@/lib/odoo/errors';
import { BudgetError, describeError, isAbort } from './errors';

const api = (status: number | undefined, type: string, headers: Record<string, string> = {}) =>
  APIError.generate(status as number, { type: 'error', error: { type, message: `${type} happened` } }, undefined, new Headers(headers));

describe('describeError', () => {
  it('maps each failure to one sentence and a remedy', () => {
    expect(describeError(api(401, 'authentication_error'))).toMatchObject({ status: 'error', remedy: 'open-settings', message: expect.stringMatching(/^The API key was refused/) });
    expect(describeError(api(403, 'permission_error')).remedy).toBe('open-settings');
    expect(describeError(api(404, 'not_found_error')).message).toMatch(/model and base URL in Settings/);
    expect(describeError(api(429, 'rate_limit_error', { 'retry-after': '20' })).message).toBe('Rate limited by the API; try again in 20 s.');
    expect(describeError(api(429, 'rate_limit_error', { 'retry-after-ms': '1500' })).message).toBe('Rate limited by the API; try again in 2 s.');
    expect(describeError(api(429, 'rate_limit_error')).message).toBe('Rate limited by the API; try again in a minute.');
    expect(describeError(api(529, 'overloaded_error'))).toMatchObject({ remedy: 'retry', message: expect.stringMatching(/overloaded/) });
    expect(describeError(api(500, 'api_error'))).toMatchObject({ remedy: 'retry', message: expect.stringMatching(/HTTP 500/) });
    expect(describeError(api(400, 'invalid_request_error')).remedy).toBe('none');
    expect(describeError(new APIConnectionError({ message: 'fetch failed' }))).toMatchObject({ remedy: 'retry', message: expect.stringMatching(/could not be reached/) });
    expect(describeError(new BudgetError('Spent.'))).toEqual({ status: 'budget', message: 'Spent.', said: 'Spent.', remedy: 'none' });
    expect(describeError(new OdooError({ kind: 'session_expired' }))).toMatchObject({ remedy: 'log-in', message: expect.stringMatching(/log in/) });
    expect(describeError(new OdooError({ kind: 'network', origin: 'https://x.example' })).remedy).toBe('retry');
  });

  it('a spend or usage limit 429 shows the API message and when access returns, with no retry; a rate limit keeps it', () => {
    const limited = (message: string) => APIError.generate(429, { type: 'error', error: { type: 'rate_limit_error', message } }, undefined, new Headers({ 'retry-after': '30' }));
    const anthropic = describeError(limited('You have reached your specified API usage limits. You will regain access on 2026-12-01 at 00:00 UTC.'));
    expect(anthropic).toMatchObject({ status: 'error', remedy: 'none' });
    expect(anthropic.message).toContain('You have reached your specified API usage limits');
    expect(anthropic.message).toContain('Access returns on 2026-12-01 at 00:00 UTC.');
    expect(anthropic.message).not.toMatch(/try again/);
    const gateway = describeError(limited('Budget has been exceeded! Current cost: 10.2, Max budget: 10.0'));
    expect(gateway).toMatchObject({ remedy: 'none', message: expect.stringContaining('Budget has been exceeded') });
    expect(gateway.message).toMatch(/until the limit resets or is raised/);
    expect(describeError(limited('Number of request tokens has exceeded your per-minute rate limit'))).toMatchObject({ remedy: 'retry', message: 'Rate limited by the API; try again in 30 s.' });
  });

  it('says the answer was cut off when text had already streamed', () => {
    const midStream = new APIError(undefined, { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }, undefined, new Headers(), 'overloaded_error');
    expect(describeError(midStream, { cutOff: true })).toMatchObject({ remedy: 'retry', message: expect.stringMatching(/cut off .*overloaded error.*kept/) });
  });

  it('recognises the stop button', () => {
    expect(isAbort(new APIUserAbortError())).toBe(true);
    expect(isAbort(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbort(new Error('x'))).toBe(false);
    const stopped = new AbortController();
    stopped.abort();
    expect(isAbort(new Error('x'), stopped.signal)).toBe(true);
  });
});

describe('describeError in the Odoo user language', () => {
  it('writes the sentence in French or German, keeping what the server said', () => {
    const fr = i18nFor('fr_FR', []);
    expect(describeError(new OdooError({ kind: 'session_expired' }), { i18n: fr })).toEqual({
      status: 'error', message: 'Votre session Odoo a expiré — reconnectez-vous à Odoo dans l’onglet, puis réessayez.', said: { key: 'odoo.sessionExpired' }, remedy: 'log-in',
    });
    const de = i18nFor('de_DE', []);
    const refused = new OdooError({ kind: 'validation', serverMessage: 'Wrong value' });
    expect(describeError(refused, { i18n: de }).message).toBe('Odoo hat die Werte abgelehnt (Odoo meldete: Wrong value).');
    expect(describeError(new APIConnectionError({ message: 'down' }), { i18n: fr }).message).toMatch(/^Impossible de joindre le service d’IA/);
  });
});

describe('describeError: the sentence kept on the failed reply', () => {
  // The row is read later, maybe after the user switched languages, maybe by another identity
  // with another language: it must hold what to say, not the words of the moment.
  it('is language-free data that says the same as the message, in any language later', () => {
    const fr = i18nFor('fr_FR', []);
    const de = i18nFor('de_DE', []);
    const cases: unknown[] = [
      api(401, 'authentication_error'), api(429, 'rate_limit_error', { 'retry-after': '20' }), api(429, 'rate_limit_error'),
      APIError.generate(429, { type: 'error', error: { type: 'rate_limit_error', message: 'You have reached your specified API usage limits. You will regain access on 2026-12-01.' } }, undefined, new Headers()),
      api(500, 'api_error'), new APIConnectionError({ message: 'down' }), new OdooError({ kind: 'validation', serverMessage: 'Wrong value' }),
      new BudgetError({ key: 'budget.conversation', params: { tokens: 5 } }),
    ];
    for (const error of cases) {
      const inFrench = describeError(error, { i18n: fr });
      expect(typeof inFrench.said).not.toBe('string');
      expect(say(fr, JSON.parse(JSON.stringify(inFrench.said)))).toBe(inFrench.message);
      expect(say(de, inFrench.said)).toBe(describeError(error, { i18n: de }).message);
      expect(say(de, inFrench.said)).not.toBe(inFrench.message);
    }
    const cut = new APIError(undefined, { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }, undefined, new Headers(), 'overloaded_error');
    expect(say(de, describeError(cut, { cutOff: true, i18n: fr }).said)).toBe(describeError(cut, { cutOff: true, i18n: de }).message);
  });
});
