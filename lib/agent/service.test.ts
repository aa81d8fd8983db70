import { identityKey } from '@/lib/db';
import { afterEach, describe, expect, it } from 'vitest';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text, toolCall } from '../../test/stand-ins/model/server';
import { loadMessages } from './store';
import { isContextBlock, STATIC_SYSTEM } from './context';

let r: AgentRig;
afterEach(async () => r?.close());

const textOf = (content: unknown[]) =>
  content.flatMap((b) => ((b as { type: string }).type === 'text' ? [(b as { text: string }).text] : [])).join('');

describe('a question answered with a read skill', () => {
  it('streams the answer, reports the tool and saves every step', async () => {
    r = await agentRig();
    r.model.script(
      toolCall('find_by_name', { model: 'res.partner', name: 'Azure' }, 'toolu_find', 'Let me look that up.'),
      text('Azure Interior is in Fremont; its phone is +1 870-931-0505.'),
    );
    const { conversationId, turnId, ended } = await r.send('Where is Azure Interior?');
    expect(await ended).toMatchObject({ type: 'turn/ended', turnId, status: 'done' });

    const deltas = r.events.filter((e) => e.type === 'turn/delta').map((e) => (e as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe('Let me look that up.Azure Interior is in Fremont; its phone is +1 870-931-0505.');
    const tools = r.events.filter((e) => e.type === 'turn/tool');
    expect(tools.map((e) => (e as { status: string }).status)).toEqual(['running', 'done']);

    const rows = await loadMessages(r.db, conversationId);
    expect(rows.map((m) => [m.role, m.status])).toEqual([
      ['user', 'done'],
      ['assistant', 'done'],
      ['user', 'done'],
      ['assistant', 'done'],
    ]);
    expect(textOf(rows[3]!.content)).toContain('Fremont');
    // The second request carried the tool result, as data from Odoo.
    const second = r.model.requests[1]!.body;
    const result = second.messages.at(-1).content[0];
    expect(result).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_find' });
    expect(result.content).toContain('Azure Interior');
    expect(result.content).toContain('untrusted_record_data');
  });

  it('puts the cache breakpoints on the stable prefix and keeps record text out of the system prompt', async () => {
    r = await agentRig();
    r.model.script(text('Hello.'), text('Again.'));
    const first = await r.send('Hi');
    await first.ended;
    await (await r.send('And again', first.conversationId)).ended;

    const { body, headers } = r.model.requests[0]!;
    expect(headers).toMatchObject({ authorization: 'Bearer test-key', 'anthropic-dangerous-direct-browser-access': 'true' });
    expect(body).toMatchObject({ model: 'claude-sonnet-4-6', max_tokens: 2048, stream: true });
    expect(body.tools.at(-1).cache_control).toEqual({ type: 'ephemeral' });
    expect(body.tools.slice(0, -1).every((t: { cache_control?: unknown }) => !t.cache_control)).toBe(true);
    expect(body.system[0]).toEqual({ type: 'text', text: STATIC_SYSTEM, cache_control: { type: 'ephemeral' } });
    expect(body.system[1].cache_control).toBeUndefined();
    expect(body.system[1].text).toContain('User: Mitchell Admin');
    // The page title is record text: only in the user message, labelled as data.
    expect(JSON.stringify(body.system)).not.toContain('Jackson');
    expect(body.messages[0].content[0].text).toContain('untrusted record text');
    expect(body.messages[0].content[0].text).toContain('The Jackson Group');

    // The follow-up reads the whole stable prefix from the cache.
    const usage = await r.db.conversations.get(first.conversationId);
    expect(usage!.usage.cacheRead).toBeGreaterThan(1000);
  });

  it("a suggestion's question: the user's words in the bubble, its ids for the model only, and the page context still added", async () => {
    r = await agentRig();
    r.model.script(text('Here is the overview.'));
    const context = 'The contact is res.partner #9, its name in Odoo quoted as data: "Ready Mat".';
    const sent = await r.service.send({ text: 'Give me an overview of the contact “Ready Mat”.', context, page: r.page, identity: r.identity });
    await sent.ended;
    const asked = r.model.requests[0]!.body.messages[0].content.map((b: { text?: string }) => b.text ?? '').join('\n');
    expect(asked).toContain('res.partner #9');
    expect(asked).toContain('Current Odoo page');
    const [user] = await loadMessages(r.db, sent.conversationId);
    // What the panel shows of the message: its own words only (components/format textOf skips context blocks).
    const shown = user!.content.filter((b) => !isContextBlock(b)).map((b) => (b as { text?: string }).text ?? '').join('');
    expect(shown).toBe('Give me an overview of the contact “Ready Mat”.');
  });
});

describe('model API errors', () => {
  it('retries a 429 in the SDK (retry-after) and then answers, without running anything twice', async () => {
    r = await agentRig();
    r.model.script({ error: { status: 429, type: 'rate_limit_error', message: 'Slow down' }, retryAfter: 0.05 }, text('Fine now.'));
    const { ended } = await r.send('Hello');
    expect(await ended).toMatchObject({ status: 'done' });
    expect(r.model.requests).toHaveLength(2);
  });

  it('a 429 that persists ends the turn with a retry remedy and the wait', async () => {
    r = await agentRig();
    const limited = { error: { status: 429 as const, type: 'rate_limit_error', message: 'Slow down' }, retryAfter: 0.05 };
    r.model.script(limited, limited, limited);
    const ended = await (await r.send('Hello')).ended;
    expect(ended).toMatchObject({ status: 'error', remedy: 'retry' });
    expect(ended.message).toMatch(/^Rate limited by the API; try again in 1 s\.$/);
    expect(r.model.requests).toHaveLength(3); // the SDK's 2 retries, none of ours
  });

  it('a refused key ends the turn with open-settings, without retries', async () => {
    r = await agentRig();
    r.settings.apiKey = 'bad-key';
    const ended = await (await r.send('Hello')).ended;
    expect(ended).toMatchObject({ status: 'error', remedy: 'open-settings' });
    expect(ended.message).toMatch(/API key was refused/);
    expect(r.model.requests).toHaveLength(1);
  });

  it('no key at all: asks for one without calling the API', async () => {
    r = await agentRig();
    r.settings.apiKey = '';
    expect(await (await r.send('Hello')).ended).toMatchObject({ status: 'error', remedy: 'open-settings' });
    expect(r.model.requests).toHaveLength(0);
  });

  it('an overloaded API (529) ends with retry', async () => {
    r = await agentRig();
    const busy = { error: { status: 529 as const, type: 'overloaded_error', message: 'Overloaded' }, retryAfter: 0.05 };
    r.model.script(busy, busy, busy);
    expect(await (await r.send('Hello')).ended).toMatchObject({ status: 'error', remedy: 'retry', message: expect.stringMatching(/overloaded/) });
  });

  it('a failure mid-stream keeps the partial text and says the answer was cut off', async () => {
    r = await agentRig();
    r.model.script({ midStreamError: { type: 'overloaded_error', message: 'Overloaded' }, content: [{ type: 'text', text: 'The partner ACME has' }] });
    const { conversationId, ended } = await r.send('Tell me about ACME');
    const end = await ended;
    expect(end).toMatchObject({ status: 'error', remedy: 'retry' });
    expect(end.message).toMatch(/cut off/);
    const rows = await loadMessages(r.db, conversationId);
    expect(rows[1]).toMatchObject({ role: 'assistant', status: 'error' });
    expect(textOf(rows[1]!.content)).toBe('The partner ACME has');
  });
});

describe('stop and restart', () => {
  it('stop mid-stream saves the partial answer as stopped', async () => {
    r = await agentRig();
    r.model.script({ hangAfter: [{ type: 'text', text: 'Working on a long answer' }] });
    const { conversationId, turnId, ended } = await r.send('Long question');
    await r.next('turn/delta');
    expect(r.service.stop(turnId)).toBe(true);
    expect(await ended).toMatchObject({ status: 'stopped' });
    const rows = await loadMessages(r.db, conversationId);
    expect(rows[1]).toMatchObject({ role: 'assistant', status: 'stopped' });
    expect(textOf(rows[1]!.content)).toContain('Working');
    // The conversation goes on: the stopped text is history, the next turn is valid.
    r.model.script(text('Short answer.'));
    expect(await (await r.send('Shorter, please', conversationId)).ended).toMatchObject({ status: 'done' });
  });

  it('a restarted worker marks the unfinished reply interrupted, so no panel spins', async () => {
    r = await agentRig();
    r.model.script({ hangAfter: [{ type: 'text', text: 'Halfway' }] });
    const { conversationId, turnId } = await r.send('Question');
    await r.next('turn/delta');
    // The partial text is saved shortly after it streams; a worker killed now leaves it behind.
    await expect.poll(async () => textOf((await loadMessages(r.db, conversationId))[1]?.content ?? []), { timeout: 3_000 }).toContain('Halfway');

    const restarted = r.restart();
    const recovered = await restarted.recover();
    expect(recovered).toEqual([expect.objectContaining({ type: 'turn/ended', turnId, status: 'interrupted', remedy: 'retry' })]);
    // Handed once to a panel of the turn's identity; none for another user; then no more.
    expect(restarted.takeInterrupted('http://elsewhere|db|7')).toEqual([]);
    expect(restarted.takeInterrupted(identityKey(r.identity))).toHaveLength(1);
    expect(restarted.takeInterrupted(identityKey(r.identity))).toEqual([]);
    const rows = await loadMessages(r.db, conversationId);
    expect(rows[1]).toMatchObject({ status: 'interrupted' });
    expect(textOf(rows[1]!.content)).toContain('Halfway');

    // The new worker carries on with the same conversation.
    r.model.script(text('Here it is.'));
    expect(await (await r.send('Again?', conversationId, restarted)).ended).toMatchObject({ status: 'done' });
  });
});

describe('retry and edit-and-resend', () => {
  it('a retried question is asked once: the failed attempt gives way to the new one', async () => {
    r = await agentRig();
    r.model.script({ error: { status: 400, type: 'invalid_request_error', message: 'bad request' } }, text('Azure Interior is in Fremont.'));
    const first = await r.send('Where is Azure Interior?');
    expect(await first.ended).toMatchObject({ status: 'error' });
    const retry = await r.service.send({ conversationId: first.conversationId, text: 'Where is Azure Interior?', page: r.page, identity: r.identity, replacesTurnId: first.turnId });
    expect(await retry.ended).toMatchObject({ status: 'done' });
    const rows = await loadMessages(r.db, first.conversationId);
    expect(rows.filter((m) => m.role === 'user')).toHaveLength(1);
    expect(rows.every((m) => m.turnId === retry.turnId)).toBe(true);
    const asked = JSON.stringify(r.model.requests.at(-1)!.body.messages);
    expect(asked.split('Where is Azure Interior?')).toHaveLength(2); // once
  });

  it('an edited message replaces its turn and the turns after it', async () => {
    r = await agentRig();
    r.model.script(text('One.'), text('Two.'), text('Edited.'));
    const a = await r.send('First question');
    await a.ended;
    await (await r.send('Second question', a.conversationId)).ended;
    await (await r.service.send({ conversationId: a.conversationId, text: 'First question, edited', page: r.page, identity: r.identity, replacesTurnId: a.turnId })).ended;
    const rows = await loadMessages(r.db, a.conversationId);
    expect(rows.map((m) => textOf(m.content))).toEqual([expect.stringContaining('First question, edited'), 'Edited.']);
  });
});
