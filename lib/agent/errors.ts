import { APIConnectionError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import { isOdooError } from '@/lib/odoo/errors';
import { english, said, say, type I18n, type Said, type Text } from '@/lib/i18n';
import { truncate } from '@/lib/util/text';

export type Remedy = 'open-settings' | 'retry' | 'log-in' | 'none';

/** How a turn ends when it does not end normally: what `turn/ended` carries. */
export interface TurnEnd {
  status: 'error' | 'budget';
  /** The sentence in the words of the moment (the live notice). */
  message: string;
  /** The same, as data: the failed reply's row keeps it, so it is said in whatever language reads it later. */
  said: Text;
  remedy: Remedy;
}

/** A per-turn or per-conversation limit was reached; the message says which, plainly. */
export class BudgetError extends Error {
  override readonly name = 'BudgetError';
  /**
   * @param message English (a tool result, logs), or the sentence itself.
   * @param said The sentence as the panel says it, in the reader's language.
   */
  constructor(
    message: string | Said,
    readonly remedy: Remedy = 'none',
    readonly said: Text = message,
  ) {
    super(typeof message === 'string' ? message : say(english, message));
  }
}

/** The user aborted (stop button), whichever layer noticed first. */
export function isAbort(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  return error instanceof APIUserAbortError || (error instanceof Error && error.name === 'AbortError');
}

/**
 * One clear sentence and a remedy for a failed turn. The SDK has already retried what is worth
 * retrying (429, 529, 5xx, connection errors) by the time an error gets here.
 * `cutOff`: some of the answer had already streamed (it is kept).
 */
export function describeError(error: unknown, { cutOff = false, i18n = english }: { cutOff?: boolean; i18n?: I18n } = {}): TurnEnd {
  const end = (status: TurnEnd['status'], text: Text, remedy: Remedy): TurnEnd => ({ status, message: say(i18n, text), said: text, remedy });
  if (error instanceof BudgetError) return end('budget', error.said, error.remedy);
  if (isOdooError(error, 'session_expired')) return end('error', error.sentence(), 'log-in');
  if (isOdooError(error)) return end('error', error.sentence(), 'retry');
  const failure = describeApiError(error);
  if (cutOff && failure.remedy === 'retry') {
    const why = error instanceof APIError && error.type ? ` (${error.type.replace(/_/g, ' ')})` : '';
    return end('error', said('api.cutOff', { why }), failure.remedy);
  }
  return end('error', failure.said, failure.remedy);
}

function describeApiError(error: unknown): { said: Said; remedy: Remedy } {
  const fail = (text: Said, remedy: Remedy) => ({ said: text, remedy });
  if (error instanceof APIConnectionError) {
    return fail(said('api.unreachable'), 'retry');
  }
  if (!(error instanceof APIError)) {
    const detail = error instanceof Error ? error.message : String(error);
    return fail(said('api.unexpected', { detail: truncate(detail, 200) }), 'retry');
  }
  const apiSaid = error.apiMessage ? { aside: said('api.said', { message: truncate(error.apiMessage, 200) }) } : '';
  if (error.status === 401 || error.status === 403 || error.type === 'authentication_error' || error.type === 'permission_error') {
    return fail(said('api.keyRefused', { said: apiSaid }), 'open-settings');
  }
  if (error.status === 402 || error.type === 'billing_error') {
    return fail(said('api.billing', { said: apiSaid }), 'open-settings');
  }
  if (error.status === 404 || error.type === 'not_found_error') {
    return fail(said('api.notFound', { said: apiSaid }), 'open-settings');
  }
  if (error.status === 429 && SPEND_LIMIT.test(error.apiMessage ?? '')) {
    // A usage or spend limit does not lift in a minute: say what the API said, and when it returns.
    const back = REGAIN.exec(error.apiMessage ?? '')?.[1];
    const when = back ? said('api.returns', { when: back.replace(/\.$/, '') }) : said('api.blocked');
    return fail(said('api.usageLimit', { message: truncate(error.apiMessage ?? '', 300), when }), 'none');
  }
  if (error.status === 429 || error.type === 'rate_limit_error') {
    const wait = retryAfterSeconds(error.headers);
    return fail(said('api.rateLimited', { wait: wait === undefined ? said('api.aMinute') : said('api.seconds', { count: wait }) }), 'retry');
  }
  if (error.status === 529 || error.type === 'overloaded_error') {
    return fail(said('api.overloaded'), 'retry');
  }
  if (error.status === undefined || error.status >= 500) {
    // A status-less APIError is an `error` event in the middle of a stream.
    return fail(said('api.failed', { status: error.status ? ` (HTTP ${error.status})` : '', said: apiSaid }), 'retry');
  }
  return fail(said('api.rejected', { said: apiSaid }), 'none');
}

// 429s that are not about request rate: Anthropic's "reached your specified API usage limits",
// gateways' "budget exceeded" or "quota".
const SPEND_LIMIT = /usage limit|spend(ing)? limit|budget|quota|credit balance|billing|regain access/i;
const REGAIN = /regain access (on .+?)(?:\.\s|\.?$)/i;

function retryAfterSeconds(headers: Headers | undefined): number | undefined {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms)) return Math.max(1, Math.ceil(ms / 1000));
  const raw = headers?.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number.parseFloat(raw);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const date = Date.parse(raw);
  return Number.isFinite(date) ? Math.max(1, Math.ceil((date - Date.now()) / 1000)) : undefined;
}


