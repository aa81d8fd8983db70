// A local stand-in for the Anthropic Messages API: the real SDK, pointed at `url`, works unchanged.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { PromptCache } from './prompt-cache.ts';
import { checkBody, checkHeaders, type Problem } from './validate.ts';
import { defaultStopReason, errorBody, type Block, formatSse, outputTokens, streamEvents, toBlocks, wireMessage, type SseEvent } from './wire.ts';

export type ContentSpec =
  | { type: 'text'; text: string }
  // rawJson: streamed as the input_json_delta text instead of `input` (malformed or cut JSON, as a faulty model or gateway sends).
  | { type: 'tool_use'; id?: string; name: string; input: unknown; rawJson?: string };
export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}
export type Reply =
  | { content: ContentSpec[]; stop_reason?: 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence'; usage?: Partial<Usage>; delayMs?: number /* between stream chunks */ }
  | { error: { status: 400 | 401 | 403 | 429 | 500 | 529; type: string; message: string }; retryAfter?: number }
  | { midStreamError: { type: string; message: string }; content: ContentSpec[] /* sent before the error */ }
  | { hangAfter: ContentSpec[] } // streams these, then never ends (for stop/abort and worker-kill tests)
  | ((req: RecordedRequest) => Reply);
export interface RecordedRequest {
  headers: Record<string, string>;
  body: any /* parsed JSON: model, system, tools, messages, stream, max_tokens... */;
  /** Date.now() when the request's handling began (before its body was read): for the bench. */
  at?: number;
}
export interface ModelStandIn {
  url: string; // base URL for the SDK, e.g. 'http://127.0.0.1:40111'
  requests: RecordedRequest[]; // every request received, in order (including ones answered with errors)
  script(...replies: Reply[]): void; // queue replies, consumed one per request in order
  reset(): void;
  close(): Promise<void>;
}

/** A plain text answer. */
export const text = (t: string): Reply => ({ content: [{ type: 'text', text: t }] });

/** A tool call (stop_reason tool_use), optionally preceded by some text. */
export const toolCall = (name: string, input: unknown, id?: string, preface?: string): Reply => ({
  content: [
    ...(preface ? [{ type: 'text' as const, text: preface }] : []),
    { type: 'tool_use', name, input, ...(id ? { id } : {}) },
  ],
  stop_reason: 'tool_use',
});

/** What GET /v1/models lists (newest first, as the API does). */
export const LISTED_MODELS = [
  { id: 'claude-opus-4-5', display_name: 'Claude Opus 4.5', created_at: '2025-11-24T00:00:00Z' },
  { id: 'claude-sonnet-4-6', display_name: 'Claude Sonnet 4.6', created_at: '2025-10-01T00:00:00Z' },
  { id: 'claude-haiku-4-5', display_name: 'Claude Haiku 4.5', created_at: '2025-10-15T00:00:00Z' },
];

const ROUTES = new Map<string, 'messages' | 'count_tokens'>([
  ['/v1/messages', 'messages'],
  ['/v1/messages/count_tokens', 'count_tokens'],
]);

const MAX_REQUEST_BYTES = 32 * 1024 * 1024;

type Scripted = Exclude<Reply, (req: RecordedRequest) => Reply>;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-expose-headers': 'request-id, retry-after, retry-after-ms, x-should-retry',
  'access-control-max-age': '600',
};

export async function startModelStandIn(opts: { port?: number } = {}): Promise<ModelStandIn> {
  const queue: Reply[] = [];
  const requests: RecordedRequest[] = [];
  const cache = new PromptCache();
  let serial = 0;
  const newId = (prefix: string) => `${prefix}_standin_${String(++serial).padStart(6, '0')}`;

  function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  }

  function sendProblem(res: ServerResponse, { status, type, message }: Problem, headers: Record<string, string> = {}) {
    const requestId = String(res.getHeader('request-id'));
    sendJson(res, status, errorBody(type, message, requestId), headers);
  }

  async function writeEvents(res: ServerResponse, events: SseEvent[], delayMs = 0) {
    if (!res.headersSent) res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    for (const [i, event] of events.entries()) {
      if (delayMs > 0 && i > 0) await sleep(delayMs);
      if (res.destroyed) return; // the client aborted or close() dropped the connection
      res.write(formatSse(event));
    }
  }

  async function answer(reply: Scripted, { body }: RecordedRequest, res: ServerResponse) {
    if ('error' in reply) {
      const retry: Record<string, string> = reply.retryAfter === undefined ? {} : { 'retry-after': String(reply.retryAfter) };
      return sendProblem(res, reply.error, retry);
    }
    const specs = 'hangAfter' in reply ? reply.hangAfter : reply.content;
    const blocks = toBlocks(specs, () => newId('toolu'));
    const given = 'usage' in reply ? reply.usage : undefined;
    const usage: Usage = { ...cache.account(body), output_tokens: outputTokens(blocks), ...given };
    const stop = ('stop_reason' in reply ? reply.stop_reason : undefined) ?? defaultStopReason(blocks);
    const message = wireMessage(newId('msg'), String(body.model), blocks, stop, usage);
    const delayMs = 'delayMs' in reply ? reply.delayMs : undefined;

    if ('midStreamError' in reply) {
      const { type, message: text } = reply.midStreamError;
      // Without streaming there is no "middle": the same failure arrives as a plain error response.
      if (!body.stream) return sendProblem(res, { status: type === 'overloaded_error' ? 529 : 500, type, message: text });
      await writeEvents(res, [...streamEvents(message, 'cut'), { event: 'error', data: errorBody(type, text) }]);
      return void res.end();
    }
    if ('hangAfter' in reply) {
      if (body.stream) await writeEvents(res, streamEvents(message, 'cut'));
      return; // never end: the client aborts or close() drops the connection
    }
    if (!body.stream) {
      if (delayMs) await sleep(delayMs); // one latency for the whole answer
      // A whole message is JSON: a tool input that does not parse cannot be said this way.
      return sendJson(res, 200, { ...message, content: message.content.map(({ rawJson: _, ...b }: Block & { rawJson?: string }) => b) });
    }
    await writeEvents(res, streamEvents(message, 'complete'), delayMs);
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const at = Date.now();
    const requestId = newId('req');
    res.setHeader('request-id', requestId);
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();

    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method === 'GET' && path === '/v1/models') {
      const problem = checkHeaders(flatHeaders(req));
      if (problem) return sendProblem(res, problem);
      const data = LISTED_MODELS.map((m) => ({ type: 'model', ...m }));
      return sendJson(res, 200, { data, has_more: false, first_id: data[0]!.id, last_id: data.at(-1)!.id });
    }
    const route = req.method === 'POST' ? ROUTES.get(path) : undefined;
    if (!route) return sendProblem(res, { status: 404, type: 'not_found_error', message: `${req.method} ${path} not found` });

    const raw = await readBody(req);
    const recorded: RecordedRequest = { headers: flatHeaders(req), body: parseJson(raw), at };
    // Only message requests are recorded, so `requests` lines up with the scripted replies.
    if (route === 'messages') requests.push(recorded);
    // The API's cap on a whole request (files included), before anything else is looked at.
    if (Buffer.byteLength(raw) > MAX_REQUEST_BYTES) return sendProblem(res, { status: 413, type: 'request_too_large', message: 'Request exceeds the maximum allowed number of bytes.' });
    const problem = checkHeaders(recorded.headers) ?? checkBody(recorded.body, route);
    if (problem) return sendProblem(res, problem);
    if (route === 'count_tokens') return sendJson(res, 200, { input_tokens: cache.estimate(recorded.body) });

    let reply = queue.shift();
    while (typeof reply === 'function') reply = reply(recorded);
    if (!reply) {
      // Not retryable, so an unexpected extra call shows up once instead of once per SDK retry.
      const problem = { status: 500, type: 'api_error', message: 'stand-in: no scripted reply for this request' };
      return sendProblem(res, problem, { 'x-should-retry': 'false' });
    }
    await answer(reply, recorded, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (res.headersSent) return void res.destroy();
      sendProblem(res, { status: 500, type: 'api_error', message: `stand-in: ${(err as Error)?.message ?? err}` });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => void queue.push(...replies),
    reset() {
      queue.length = 0;
      requests.length = 0;
      cache.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections(); // hanging streams would otherwise keep close() waiting forever
      }),
  };
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const entries = Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value ?? '']);
  return Object.fromEntries(entries);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined; // checkBody reports it as an invalid request
  }
}
