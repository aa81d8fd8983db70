import Anthropic, { type APIError } from '@anthropic-ai/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startModelStandIn, text, toolCall, type ModelStandIn } from './server.ts';

let standIn: ModelStandIn;
let client: Anthropic;
const params = { model: 'claude-test', max_tokens: 256, messages: [{ role: 'user' as const, content: 'Hello' }] };

beforeAll(async () => {
  standIn = await startModelStandIn();
  client = new Anthropic({ apiKey: 'test', baseURL: standIn.url, maxRetries: 0 });
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

describe('model stand-in, answers', () => {
  it('answers a non-streaming request with text', async () => {
    standIn.script(text('Hi there, how can I help?'));
    const message = await client.messages.create(params);
    expect(message).toMatchObject({ type: 'message', role: 'assistant', model: 'claude-test', stop_reason: 'end_turn' });
    expect(message.content).toEqual([{ type: 'text', text: 'Hi there, how can I help?' }]);
    expect(message.id).toMatch(/^msg_/);
    expect(message._request_id).toMatch(/^req_/);
  });

  it('streams text deltas that add up to the final message', async () => {
    standIn.script(text('Invoices are in Accounting, under Customers.'));
    const stream = client.messages.stream(params);
    const deltas: string[] = [];
    stream.on('text', (delta) => deltas.push(delta));
    const message = await stream.finalMessage();
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe('Invoices are in Accounting, under Customers.');
    expect(message.content).toEqual([{ type: 'text', text: 'Invoices are in Accounting, under Customers.' }]);
    expect(message.stop_reason).toBe('end_turn');
  });

  it('streams a tool_use input in several input_json_delta chunks that the SDK parses', async () => {
    const input = { model: 'res.partner', domain: [['is_company', '=', true]], limit: 5, note: 'café ☕' };
    standIn.script(toolCall('search_records', input, 'toolu_fixed', 'Let me look.'));
    const stream = client.messages.stream(params);
    const chunks: string[] = [];
    stream.on('inputJson', (partial) => chunks.push(partial));
    const message = await stream.finalMessage();
    expect(chunks.filter(Boolean).length).toBeGreaterThan(1);
    expect(message.stop_reason).toBe('tool_use');
    expect(message.content).toEqual([
      { type: 'text', text: 'Let me look.' },
      { type: 'tool_use', id: 'toolu_fixed', name: 'search_records', input },
    ]);
  });

  it('gives tool calls an id when the script has none', async () => {
    standIn.script(toolCall('read_record', { id: 7 }));
    const message = await client.messages.create(params);
    expect(message.content[0]).toMatchObject({ type: 'tool_use', id: expect.stringMatching(/^toolu_/), input: { id: 7 } });
  });

  it('reports usage in both modes and lets a reply override it', async () => {
    standIn.script(text('Short.'), text('Short.'), { content: [{ type: 'text', text: 'x' }], usage: { output_tokens: 99 } });
    const plain = await client.messages.create(params);
    const streamed = await client.messages.stream(params).finalMessage();
    for (const { usage } of [plain, streamed]) {
      expect(usage.input_tokens).toBeGreaterThan(0);
      expect(usage.output_tokens).toBeGreaterThan(0);
      expect(usage.cache_creation_input_tokens).toBe(0);
      expect(usage.cache_read_input_tokens).toBe(0);
    }
    expect(streamed.usage.output_tokens).toBe(plain.usage.output_tokens);
    expect((await client.messages.create(params)).usage.output_tokens).toBe(99);
  });

  it('honours a scripted stop_reason and replies computed from the request', async () => {
    standIn.script({ content: [{ type: 'text', text: 'cut sh' }], stop_reason: 'max_tokens' }, (req) =>
      text(`You asked for ${req.body.max_tokens} tokens`),
    );
    expect((await client.messages.create(params)).stop_reason).toBe('max_tokens');
    expect((await client.messages.create(params)).content).toEqual([{ type: 'text', text: 'You asked for 256 tokens' }]);
  });

  it('records every request with its headers, system, tools and messages', async () => {
    standIn.script(text('one'));
    const tools = [{ name: 'read_record', description: 'Read one record', input_schema: { type: 'object' as const, properties: {} } }];
    await client.messages.create({ ...params, system: 'You help with Odoo.', tools, stream: false });
    await expect(client.messages.create(params)).rejects.toThrow();
    expect(standIn.requests).toHaveLength(2);
    const [first] = standIn.requests;
    expect(first!.body).toMatchObject({ model: 'claude-test', max_tokens: 256, system: 'You help with Odoo.', tools, messages: params.messages });
    // SDK 1.x sends the API key as a bearer token, not x-api-key.
    expect(first!.headers['authorization']).toBe('Bearer test');
    expect(first!.headers['anthropic-version']).toBeTruthy();
  });

  it('answers an unscripted request with a 500 api_error that the SDK does not retry', async () => {
    const retrying = new Anthropic({ apiKey: 'test', baseURL: standIn.url, maxRetries: 2 });
    const error = await retrying.messages.create(params).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Anthropic.InternalServerError);
    expect(error).toMatchObject({ status: 500, type: 'api_error', apiMessage: 'stand-in: no scripted reply for this request' });
    expect(standIn.requests).toHaveLength(1);
  });

  it('estimates tokens for count_tokens without consuming the script', async () => {
    const { input_tokens } = await client.messages.countTokens({ model: 'claude-test', messages: params.messages });
    expect(input_tokens).toBeGreaterThan(0);
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('model stand-in, HTTP details', () => {
  it('answers a CORS preflight and marks responses readable cross-origin', async () => {
    const preflight = await fetch(`${standIn.url}/v1/messages`, {
      method: 'OPTIONS',
      headers: { origin: 'chrome-extension://weft', 'access-control-request-headers': 'x-api-key,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-api-key,content-type');
  });

  it('refuses browser requests without the direct-browser-access header, like the real API', async () => {
    const call = (extra: Record<string, string>) =>
      fetch(`${standIn.url}/v1/messages`, {
        method: 'POST',
        headers: { origin: 'chrome-extension://weft', 'x-api-key': 'k', 'anthropic-version': '2023-06-01', ...extra },
        body: JSON.stringify(params),
      });
    const refused = await call({});
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    standIn.script(text('ok'));
    expect((await call({ 'anthropic-dangerous-direct-browser-access': 'true' })).status).toBe(200);
  });

  it('requires an API key and anthropic-version', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${standIn.url}/v1/messages`, { method: 'POST', headers, body: JSON.stringify(params) }).then((r) => r.json());
    expect(await post({ 'anthropic-version': '2023-06-01' })).toMatchObject({
      type: 'error',
      error: { type: 'authentication_error', message: 'x-api-key header is required' },
      request_id: expect.stringMatching(/^req_/),
    });
    expect(await post({ authorization: 'Bearer t' })).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('rejects tool_use blocks that are not answered in the next message', async () => {
    const messages = [
      { role: 'user' as const, content: 'Find ACME' },
      { role: 'assistant' as const, content: [{ type: 'tool_use' as const, id: 'toolu_1', name: 'search', input: {} }] },
      { role: 'user' as const, content: 'and?' },
    ];
    const error = await client.messages.create({ ...params, messages }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Anthropic.BadRequestError);
    expect((error as APIError).message).toContain('toolu_1');
  });
});
