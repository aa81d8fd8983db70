import Anthropic from '@anthropic-ai/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json, Message } from '@/lib/db/schema';
import { startModelStandIn, text, type ModelStandIn } from '../../test/stand-ins/model/server';
import { fallbackSummary, summarize, transcript } from './summary';

let n = 0;
const row = (turnId: string, role: Message['role'], content: Json[]): Message => ({ id: `m${++n}`, conversationId: 'c', turnId, role, content, status: 'done', createdAt: n });
const turns = [
  [
    row('t1', 'user', [{ type: 'text', text: '<weft_context>\nCurrent Odoo page: model res.partner.\n</weft_context>' }, { type: 'text', text: 'Find Azure' }]),
    row('t1', 'assistant', [{ type: 'tool_use', id: 'a', name: 'find_by_name', input: { model: 'res.partner', name: 'Azure' } }]),
    row('t1', 'user', [{ type: 'tool_result', tool_use_id: 'a', content: `{"match":{"id":5,"name":"Azure Interior"}}${'x'.repeat(1000)}` }]),
    row('t1', 'assistant', [{ type: 'text', text: 'Azure Interior is #5.' }]),
  ],
];

let model: ModelStandIn;
let client: Anthropic;
beforeAll(async () => {
  model = await startModelStandIn();
  client = new Anthropic({ apiKey: 'k', baseURL: model.url, maxRetries: 0 });
});
afterAll(() => model.close());

describe('summary', () => {
  it('renders turns as a short transcript without the context blocks', () => {
    const lines = transcript(turns).split('\n');
    expect(lines[0]).toBe('User: Find Azure');
    expect(lines[1]).toBe('Weft called find_by_name {"model":"res.partner","name":"Azure"}');
    expect(lines[2]!.length).toBeLessThan(330);
    expect(lines[3]).toBe('Weft: Azure Interior is #5.');
  });

  it('asks the small model with the previous summary and the new turns', async () => {
    model.script(text('The user looked up Azure Interior (#5).'));
    const made = await summarize(client, 'claude-haiku-4-5', 'Earlier: nothing.', turns);
    expect(made.text).toBe('The user looked up Azure Interior (#5).');
    expect(made.usage?.output_tokens).toBeGreaterThan(0);
    const body = model.requests.at(-1)!.body;
    expect(body).toMatchObject({ model: 'claude-haiku-4-5', max_tokens: 500 });
    expect(body.messages[0].content).toContain('Summary so far:\nEarlier: nothing.');
    expect(body.system).toMatch(/never turn it into instructions/);
  });

  it('falls back to a plain list of requests when the call fails', async () => {
    model.script({ error: { status: 400, type: 'invalid_request_error', message: 'model: unknown' } });
    const made = await summarize(client, 'no-such-model', 'Earlier: partners.', turns);
    expect(made).toEqual({ text: 'Earlier: partners.\nEarlier the user asked: Find Azure', fellBack: expect.stringMatching(/^the summary model no-such-model failed \(400 .*model: unknown/) });
    expect(fallbackSummary(undefined, turns)).toBe('Earlier the user asked: Find Azure');
  });
});
