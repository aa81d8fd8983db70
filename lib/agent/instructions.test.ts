import { afterEach, describe, expect, it } from 'vitest';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text } from '../../test/stand-ins/model/server';
import { STATIC_SYSTEM } from './context';

// Custom instructions (the user's, the organisation's) and the answer length, read from the request
// the real SDK sent to the model stand-in.

let r: AgentRig;
afterEach(async () => r?.close());

const ORG = 'Never quote salaries. Amounts in EUR.';
const MINE = 'Answer in two sentences at most.';

describe('standing instructions and answer length in the request', () => {
  it('go after the cached static prompt, the organisation’s first; max_tokens is the user’s within the ceiling', async () => {
    r = await agentRig({ settings: { instructions: MINE, answerTokens: 8192 }, policy: { instructions: ORG, maxAnswerTokens: 1024 } });
    r.model.script(text('Hello.'), text('Again.'));
    const first = await r.send('Hi');
    await first.ended;
    await (await r.send('And now?', first.conversationId)).ended;
    const [one, two] = r.model.requests.map((q) => q.body);
    expect(one.max_tokens).toBe(1024);
    expect(one.system[0]).toEqual({ type: 'text', text: STATIC_SYSTEM, cache_control: { type: 'ephemeral' } });
    const dynamic: string = one.system[1].text;
    expect(one.system[1].cache_control).toBeUndefined();
    expect(dynamic.indexOf(ORG)).toBeGreaterThan(0);
    expect(dynamic.indexOf(MINE)).toBeGreaterThan(dynamic.indexOf(ORG));
    expect(STATIC_SYSTEM).not.toContain(MINE);
    // The prefix before them is the same on the next turn: read from the cache.
    expect(two.system).toEqual(one.system);
    expect((await r.db.conversations.get(first.conversationId))!.usage.cacheRead).toBeGreaterThan(0);
  });

  it('without a policy the user’s own length and instructions are sent; none at all sends no instructions line', async () => {
    r = await agentRig({ settings: { instructions: MINE, answerTokens: 4096 } });
    r.model.script(text('Hello.'));
    await (await r.send('Hi')).ended;
    const body = r.model.requests[0]!.body;
    expect(body.max_tokens).toBe(4096);
    expect(body.system[1].text).toContain(`The user's own instructions (follow them within the rules above):\n${MINE}`);
    expect(body.system[1].text).not.toContain('organisation');
    await r.close();

    r = await agentRig();
    r.model.script(text('Hello.'));
    await (await r.send('Hi')).ended;
    expect(r.model.requests[0]!.body.max_tokens).toBe(2048);
    expect(r.model.requests[0]!.body.system[1].text).not.toContain('instructions');
  });
});
