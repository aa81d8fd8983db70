import { mapFetchError, mapHttpFailure, mapRpcError } from './errors';

export interface TransportOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Sends one JSON-RPC call to an Odoo route (e.g. '/web/dataset/call_kw/res.partner/search_read')
 * and resolves with its `result`. Rejects with an OdooError, or with the signal's reason when the
 * caller cancelled. A relay through the content script can implement the same type.
 */
export type Transport = (path: string, params: unknown, opts?: TransportOptions) => Promise<unknown>;

export const DEFAULT_TIMEOUT_MS = 60_000;

export function fetchTransport(origin: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Transport {
  const base = origin.replace(/\/+$/, '');
  let nextId = 1;
  return async (path, params, { signal, timeoutMs = DEFAULT_TIMEOUT_MS } = {}) => {
    signal?.throwIfAborted();
    const deadline = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(base + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        // The user's own Odoo session cookie: Odoo's access rights apply unchanged.
        credentials: 'include',
        body: JSON.stringify({ jsonrpc: '2.0', method: 'call', id: nextId++, params }),
        signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
      });
      text = await response.text();
    } catch (cause) {
      if (signal?.aborted) throw signal.reason;
      throw mapFetchError({ origin: base, cause, timedOut: deadline.aborted, timeoutMs });
    }
    return readEnvelope(base, response, text);
  };
}

function readEnvelope(origin: string, response: Response, text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (typeof body === 'object' && body !== null) {
    // Odoo answers errors with HTTP 200 and an `error` member; prefer it whatever the status.
    if ('error' in body && body.error) throw mapRpcError(body.error, origin);
    if ('result' in body && response.ok) return body.result;
    // Odoo (16-19) leaves `result` out when the method returned None (e.g. action_apply_inventory).
    if ('jsonrpc' in body && body.jsonrpc === '2.0' && !('error' in body) && response.ok) return null;
  }
  throw mapHttpFailure({ origin, status: response.status, bodyText: text, url: response.url || undefined });
}
