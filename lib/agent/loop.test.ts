import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineSkill, type Skill } from '@/lib/skills/define-skill';
import { skillByName } from '@/skills';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text, toolCall, type Reply } from '../../test/stand-ins/model/server';
import { i18nFor, say } from '@/lib/i18n';
import { loadMessages } from './store';

let r: AgentRig;
afterEach(async () => r?.close());

const lastResults = (index: number) => r.model.requests[index]!.body.messages.at(-1).content;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Skills that record when they ran, to see what overlapped. */
function timedSkills(log: string[]): Skill[] {
  const timed = (name: string, risk: Skill['risk']) =>
    defineSkill({
      name,
      description: `Test skill ${name}.`,
      input: z.object({ tag: z.string().describe('Label') }),
      risk,
      async execute({ tag }, ctx) {
        log.push(`start ${tag}`);
        if (risk !== 'read') await ctx.write({ kind: 'write', model: 'res.partner', ids: [5], values: { ref: tag } });
        else await sleep(30);
        log.push(`end ${tag}`);
        return { tag };
      },
    }) as unknown as Skill;
  return [timed('slow_read', 'read'), timed('edit', 'write')];
}

const calls = (...specs: Array<[string, string, string]>): Reply => ({
  content: specs.map(([name, tag, id]) => ({ type: 'tool_use' as const, name, input: { tag }, id })),
  stop_reason: 'tool_use',
});

describe('tool calls of one response', () => {
  it("neighbouring reads run together, writes one at a time, in the model's order; results keep the order", async () => {
    const log: string[] = [];
    r = await agentRig({ mode: 'auto-edit', skills: timedSkills(log) });
    r.model.script(
      calls(['slow_read', 'r1', 'a'], ['slow_read', 'r2', 'b'], ['edit', 'w1', 'c'], ['slow_read', 'r3', 'd'], ['edit', 'w2', 'e']),
      text('Done.'),
    );
    expect(await (await r.send('Tag Azure Interior')).ended).toMatchObject({ status: 'done' });
    expect(log.slice(0, 2).sort()).toEqual(['start r1', 'start r2']); // both reads started before either ended
    expect(log.slice(4)).toEqual(['start w1', 'end w1', 'start r3', 'end r3', 'start w2', 'end w2']);
    expect(lastResults(1).map((b: { tool_use_id: string }) => b.tool_use_id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(r.ops.odoo.db.get('res.partner', 5)?.ref).toBe('w2');
  });

  it('a read the model put after a write on the same record sees the new value', async () => {
    r = await agentRig({ mode: 'auto-edit' });
    r.model.script(
      {
        content: [
          { type: 'tool_use', id: 'toolu_w', name: 'update_records', input: { model: 'res.partner', ids: [5], values: { phone: '+1 555 0100' } } },
          { type: 'tool_use', id: 'toolu_r', name: 'read_record', input: { model: 'res.partner', ids: [5], fields: ['phone'] } },
        ],
        stop_reason: 'tool_use',
      },
      text('Done.'),
    );
    expect(await (await r.send('Set the phone of Azure Interior to +1 555 0100 and show it')).ended).toMatchObject({ status: 'done' });
    const [, read] = lastResults(1) as Array<{ content: string }>;
    expect(read!.content).toContain('+1 555 0100');
  });

  it('a tool_use id is never run twice in a conversation', async () => {
    const log: string[] = [];
    r = await agentRig({ mode: 'auto-edit', skills: timedSkills(log) });
    r.model.script(calls(['edit', 'once', 'same']), calls(['edit', 'twice', 'same']), text('Done.'));
    await (await r.send('Tag Azure Interior')).ended;
    expect(log).toEqual(['start once', 'end once']);
    expect(lastResults(2)[0]).toMatchObject({ is_error: true, content: expect.stringMatching(/already run/) });
  });
});

describe('budgets', () => {
  it('ends the turn after the allowed tool rounds, answering the calls it did not run', async () => {
    r = await agentRig({ limits: { toolRounds: 2 } });
    const find = () => toolCall('count_records', { model: 'res.partner' });
    r.model.script(find(), find(), find());
    const { conversationId, ended } = await r.send('Count forever');
    expect(await ended).toMatchObject({ status: 'budget', remedy: 'none', message: expect.stringMatching(/2 rounds of steps/) });
    expect(r.model.requests).toHaveLength(3);
    const rows = await loadMessages(r.db, conversationId);
    expect(rows.at(-1)!.content[0]).toMatchObject({ type: 'tool_result', is_error: true, content: expect.stringMatching(/Not run/) });
    expect(rows.every((m) => m.status === 'done')).toBe(true);
  });

  it('ends the turn when a turn tries more writes than allowed', async () => {
    r = await agentRig({ mode: 'auto-edit', limits: { writes: 1 } });
    const update = (phone: string) => ({ type: 'tool_use' as const, name: 'update_records', input: { model: 'res.partner', ids: [5], values: { phone } } });
    r.model.script({ content: [update('1'), update('2')], stop_reason: 'tool_use' });
    expect(await (await r.send('Two changes to Azure Interior')).ended).toMatchObject({ status: 'budget', message: expect.stringMatching(/at most 1 change\./) });
    expect(r.ops.odoo.db.get('res.partner', 5)?.phone).toBe('1');
  });

  it('a declined write does not use up the budget', async () => {
    r = await agentRig({ mode: 'auto-read', limits: { writes: 1 } });
    const update = (phone: string, id: string) => ({ type: 'tool_use' as const, id, name: 'update_records', input: { model: 'res.partner', ids: [5], values: { phone } } });
    r.model.script({ content: [update('1', 'toolu_1'), update('2', 'toolu_2')], stop_reason: 'tool_use' }, text('Done.'));
    const { ended } = await r.send('Set the phone of Azure Interior');
    const first = await r.next('confirm/request');
    r.service.answer({ pendingId: first.pendingId, argsHash: first.argsHash, approve: false });
    const second = await r.next('confirm/request', (e) => e.pendingId !== first.pendingId);
    r.service.answer({ pendingId: second.pendingId, argsHash: second.argsHash, approve: true });
    expect(await ended).toMatchObject({ status: 'done' });
    expect(r.ops.odoo.db.get('res.partner', 5)?.phone).toBe('2');
  });

  it('a reply cut by max_tokens ends the turn plainly, running none of its tool calls', async () => {
    r = await agentRig();
    r.model.script({ content: [{ type: 'text', text: 'A very long' }, { type: 'tool_use', name: 'count_records', input: { model: 'res.partner' } }], stop_reason: 'max_tokens' });
    expect(await (await r.send('Long')).ended).toMatchObject({ status: 'budget', message: expect.stringMatching(/length limit/) });
    expect(r.events.some((e) => e.type === 'turn/tool')).toBe(false);
  });

  it('stops at the per-conversation spend cap before calling the API again', async () => {
    r = await agentRig({ limits: { conversationTokens: 1_000 } });
    r.model.script(text('First answer.'));
    const first = await r.send('Hello');
    expect(await first.ended).toMatchObject({ status: 'done' }); // the cached prefix alone costs more than 1,000
    const second = await (await r.send('Again', first.conversationId)).ended;
    expect(second).toMatchObject({ status: 'budget', remedy: 'none', message: expect.stringMatching(/token budget/) });
    expect(r.model.requests).toHaveLength(1);
    const usage = (await r.db.conversations.get(first.conversationId))!.usage;
    expect(usage.cacheWrite + usage.input).toBeGreaterThan(1_000);
    expect(usage.output).toBeGreaterThan(0);
  });
});

describe('Odoo session', () => {
  it('a session that expired during the turn ends it with log-in', async () => {
    r = await agentRig();
    r.model.script(toolCall('count_records', { model: 'res.partner' }));
    await r.ops.client.session(); // read at the start of the turn, before it expires
    r.ops.odoo.expireSessions();
    const ended = await (await r.send('How many contacts?')).ended;
    expect(ended).toMatchObject({ status: 'error', remedy: 'log-in', message: expect.stringMatching(/session has expired/) });
  });

  it("a failed reply keeps what to say, not the words of the moment: read later in another language, it follows", async () => {
    r = await agentRig();
    r.model.script({ error: { status: 401, type: 'authentication_error', message: 'invalid x-api-key' } });
    const sent = await r.send('How many contacts?');
    expect(await sent.ended).toMatchObject({ status: 'error', remedy: 'open-settings', message: expect.stringMatching(/^The API key was refused/) });
    const failed = (await loadMessages(r.db, sent.conversationId)).filter((m) => m.status === 'error');
    expect(failed.map((m) => say(i18nFor('de_DE', []), m.error))).toEqual([expect.stringMatching(/^Der KI-Dienst hat den API-Schlüssel abgelehnt \(die API meldete: invalid x-api-key\)/)]);
  });

  it('a skill from the registry is offered with its description', async () => {
    r = await agentRig();
    r.model.script(text('Hi.'));
    await (await r.send('Hi')).ended;
    const tool = r.model.requests[0]!.body.tools.find((t: { name: string }) => t.name === 'find_by_name');
    expect(tool.description).toBe(skillByName.get('find_by_name')!.description);
  });
});
