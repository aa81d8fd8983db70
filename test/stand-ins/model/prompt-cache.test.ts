import Anthropic from '@anthropic-ai/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PromptCache } from './prompt-cache.ts';
import { startModelStandIn, text, type ModelStandIn } from './server.ts';

const cached = { type: 'ephemeral' as const };
const tools = [
  { name: 'search_records', description: 'Search Odoo records. '.repeat(40), input_schema: { type: 'object' as const, properties: {} } },
  { name: 'read_record', description: 'Read one record. '.repeat(40), input_schema: { type: 'object' as const, properties: {} }, cache_control: cached },
];
const system = [{ type: 'text' as const, text: 'You are Weft, an assistant beside Odoo. '.repeat(50), cache_control: cached }];
const user = (content: string) => ({ role: 'user' as const, content });

describe('model stand-in, prompt caching through the SDK', () => {
  let standIn: ModelStandIn;
  let client: Anthropic;
  beforeAll(async () => {
    standIn = await startModelStandIn();
    client = new Anthropic({ apiKey: 'test', baseURL: standIn.url, maxRetries: 0 });
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('writes the prefix first, then reads it for an identical prefix', async () => {
    standIn.script(text('one'), text('two'));
    const first = await client.messages.create({ model: 'claude-test', max_tokens: 64, tools, system, messages: [user('Hi')] });
    const second = await client.messages.stream({ model: 'claude-test', max_tokens: 64, tools, system, messages: [user('Other question')] }).finalMessage();
    expect(first.usage.cache_creation_input_tokens).toBeGreaterThan(500);
    expect(first.usage.cache_read_input_tokens).toBe(0);
    expect(second.usage.cache_read_input_tokens).toBe(first.usage.cache_creation_input_tokens);
    expect(second.usage.cache_creation_input_tokens).toBe(0);
    expect(second.usage.input_tokens).toBeGreaterThan(0);
  });

  it('reads only the unchanged part of a changed prefix, and nothing without breakpoints', async () => {
    standIn.script(text('one'), text('two'), text('three'));
    const first = await client.messages.create({ model: 'claude-test', max_tokens: 64, tools, system, messages: [user('Hi')] });
    const changed = [{ ...system[0]!, text: 'Different system prompt. '.repeat(50) }];
    const partial = await client.messages.create({ model: 'claude-test', max_tokens: 64, tools, system: changed, messages: [user('Hi')] });
    // The breakpoint on the last tool still matches; the new system prompt is written.
    expect(partial.usage.cache_read_input_tokens).toBeGreaterThan(0);
    expect(partial.usage.cache_read_input_tokens).toBeLessThan(first.usage.cache_creation_input_tokens!);
    expect(partial.usage.cache_creation_input_tokens).toBeGreaterThan(0);
    const plain = await client.messages.create({ model: 'claude-test', max_tokens: 64, system: 'No caching.', messages: [user('Hi')] });
    expect(plain.usage).toMatchObject({ cache_creation_input_tokens: 0, cache_read_input_tokens: 0 });
  });
});

describe('PromptCache', () => {
  const body = (messages: unknown[], extra: object = {}) => ({ model: 'm', tools, system, messages, ...extra });

  it('splits input into read, written and uncached tokens that add up to the total', () => {
    const cache = new PromptCache();
    const request = body([user('Hi')]);
    const first = cache.account(request);
    const second = cache.account(request);
    const total = cache.estimate(request);
    for (const usage of [first, second]) {
      expect(usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens).toBe(total);
    }
    expect(second).toEqual({ input_tokens: first.input_tokens, cache_creation_input_tokens: 0, cache_read_input_tokens: first.cache_creation_input_tokens });
  });

  it('reads the tools prefix when only the system prompt changed', () => {
    const cache = new PromptCache();
    const toolsOnly = cache.account({ model: 'm', tools, messages: [user('Hi')] });
    const withSystem = cache.account(body([user('Hi')]));
    expect(withSystem.cache_read_input_tokens).toBe(toolsOnly.cache_creation_input_tokens);
    expect(withSystem.cache_creation_input_tokens).toBeGreaterThan(0);
  });

  it('finds the previous turn when the breakpoint moves forward in the conversation', () => {
    const cache = new PromptCache();
    const turn = (text: string) => ({ role: 'user' as const, content: [{ type: 'text', text, cache_control: cached }] });
    const one = cache.account(body([turn('Find ACME. '.repeat(30))]));
    const plainOne = { role: 'user', content: [{ type: 'text', text: 'Find ACME. '.repeat(30) }] };
    const two = cache.account(body([plainOne, { role: 'assistant', content: 'Found it.' }, turn('Open it.')]));
    expect(two.cache_read_input_tokens).toBe(one.cache_creation_input_tokens);
    expect(two.cache_creation_input_tokens).toBeGreaterThan(0);
  });

  it('treats top-level cache_control as a breakpoint on the last block, per model', () => {
    const cache = new PromptCache();
    const request = { model: 'm', cache_control: cached, messages: [user('Hello there')] };
    expect(cache.account(request).cache_creation_input_tokens).toBeGreaterThan(0);
    expect(cache.account(request).cache_read_input_tokens).toBeGreaterThan(0);
    expect(cache.account({ ...request, model: 'other' }).cache_read_input_tokens).toBe(0);
    cache.clear();
    expect(cache.account(request).cache_read_input_tokens).toBe(0);
  });
});
