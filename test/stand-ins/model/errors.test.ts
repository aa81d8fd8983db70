import Anthropic, { APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startModelStandIn, text, type ModelStandIn } from './server.ts';

let standIn: ModelStandIn;
let client: Anthropic;
const params = { model: 'claude-test', max_tokens: 256, messages: [{ role: 'user' as const, content: 'Hello' }] };
const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail('expected a rejection'), (e: unknown) => e);

beforeAll(async () => {
  standIn = await startModelStandIn();
  client = new Anthropic({ apiKey: 'test', baseURL: standIn.url, maxRetries: 0 });
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

describe('model stand-in, errors', () => {
  it("refuses the key 'bad-key' with 401 without consuming the script", async () => {
    standIn.script(text('kept'));
    const bad = new Anthropic({ apiKey: 'bad-key', baseURL: standIn.url, maxRetries: 0 });
    const error = await failure(bad.messages.create(params));
    expect(error).toBeInstanceOf(Anthropic.AuthenticationError);
    expect(error).toMatchObject({ status: 401, type: 'authentication_error', apiMessage: 'invalid x-api-key' });
    expect((error as APIError).requestID).toMatch(/^req_/);
    expect((await client.messages.create(params)).content).toEqual([{ type: 'text', text: 'kept' }]);
  });

  it('sends scripted errors with the real body, for streaming requests too', async () => {
    const error = { status: 401, type: 'authentication_error', message: 'invalid x-api-key' } as const;
    standIn.script({ error });
    expect(await failure(client.messages.stream(params).finalMessage())).toBeInstanceOf(Anthropic.AuthenticationError);
    standIn.script({ error: { status: 400, type: 'invalid_request_error', message: 'prompt is too long' } });
    expect(await failure(client.messages.create(params))).toMatchObject({ status: 400, apiMessage: 'prompt is too long' });
    standIn.script({ error: { status: 500, type: 'api_error', message: 'Internal server error' } });
    expect(await failure(client.messages.create(params))).toBeInstanceOf(Anthropic.InternalServerError);
  });

  it('answers 429 with retry-after as a RateLimitError', async () => {
    standIn.script({ error: { status: 429, type: 'rate_limit_error', message: 'Number of requests exceeded' }, retryAfter: 7 });
    const error = await failure(client.messages.create(params));
    expect(error).toBeInstanceOf(Anthropic.RateLimitError);
    expect((error as APIError).headers?.get('retry-after')).toBe('7');
    expect(error).toMatchObject({ type: 'rate_limit_error' });
  });

  it('lets the SDK retry a 429 and succeed on the next scripted reply', async () => {
    const retrying = new Anthropic({ apiKey: 'test', baseURL: standIn.url, maxRetries: 1 });
    standIn.script({ error: { status: 429, type: 'rate_limit_error', message: 'slow down' }, retryAfter: 0.05 }, text('after the wait'));
    const message = await retrying.messages.create(params);
    expect(message.content).toEqual([{ type: 'text', text: 'after the wait' }]);
    expect(standIn.requests).toHaveLength(2);
    expect(standIn.requests[1]!.headers['x-stainless-retry-count']).toBe('1');
  });

  it('answers 529 as overloaded', async () => {
    standIn.script({ error: { status: 529, type: 'overloaded_error', message: 'Overloaded' } });
    const error = await failure(client.messages.stream(params).finalMessage());
    expect(error).toBeInstanceOf(Anthropic.InternalServerError);
    expect(error).toMatchObject({ status: 529, type: 'overloaded_error' });
  });

  it('fails a stream mid-way with an SSE error event after some text', async () => {
    standIn.script({ midStreamError: { type: 'overloaded_error', message: 'Overloaded' }, content: [{ type: 'text', text: 'The partner ACME has' }] });
    const stream = client.messages.stream(params);
    const deltas: string[] = [];
    stream.on('text', (delta) => deltas.push(delta));
    const error = await failure(stream.finalMessage());
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({ type: 'overloaded_error' });
    expect(deltas.join('')).toBe('The partner ACME has');
  });

  it('rejects with APIUserAbortError when a hanging stream is aborted', async () => {
    standIn.script({ hangAfter: [{ type: 'text', text: 'Working on it' }] });
    const controller = new AbortController();
    const stream = client.messages.stream(params, { signal: controller.signal });
    stream.on('text', (delta) => delta.includes('it') && controller.abort());
    expect(await failure(stream.finalMessage())).toBeInstanceOf(APIUserAbortError);
  });

  it('rejects with APIUserAbortError when a hanging non-streaming request is aborted', async () => {
    standIn.script({ hangAfter: [] });
    const error = failure(client.messages.create(params, { signal: AbortSignal.timeout(100) }));
    expect(await error).toBeInstanceOf(APIUserAbortError);
  });

  it('closes even while a stream hangs', async () => {
    const own = await startModelStandIn();
    own.script({ hangAfter: [{ type: 'text', text: 'never done' }] });
    const ownClient = new Anthropic({ apiKey: 'test', baseURL: own.url, maxRetries: 0 });
    const stream = ownClient.messages.stream(params);
    await new Promise((resolve) => stream.once('text', resolve));
    await own.close();
    expect(await failure(stream.finalMessage())).toBeInstanceOf(Error);
  });
});
