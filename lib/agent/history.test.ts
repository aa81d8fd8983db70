import { afterEach, describe, expect, it } from 'vitest';
import type { Json, Message } from '@/lib/db/schema';
import { skills } from '@/skills';
import { agentRig, runConversation, SCRIPTED_TURNS, usageOf, type AgentRig, type ScriptedTurn } from '../../test/agent-harness';
import { PromptCache } from '../../test/stand-ins/model/prompt-cache';
import { SUMMARY_MODEL } from './client';
import { assembleMessages, estimateTokens, groupTurns, HISTORY_BUDGET, OLD_RESULT_CHARS, planHistory, toApiMessages } from './history';
import { offlineTurn } from '../../test/offline-turn';
import { loadMessages } from './store';

let clock = 0;
const row = (turnId: string, role: Message['role'], content: Json[], status: Message['status'] = 'done'): Message => ({
  id: `m${++clock}`, conversationId: 'c', turnId, role, content, status, createdAt: clock,
});
const say = (t: string): Json => ({ type: 'text', text: t });
const use = (id: string): Json => ({ type: 'tool_use', id, name: 'search_records', input: { model: 'res.partner' } });
const result = (id: string, content = 'ok'): Json => ({ type: 'tool_result', tool_use_id: id, content });

describe('toApiMessages', () => {
  it('answers a tool call a stopped turn left open, and merges what follows', () => {
    const messages = toApiMessages([
      row('t1', 'user', [say('Find Azure')]),
      row('t1', 'assistant', [say('Looking.'), use('a')], 'interrupted'),
      row('t2', 'user', [say('Hello?')]),
    ]);
    expect(messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'Find Azure' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Looking.' }, { type: 'tool_use', id: 'a', name: 'search_records', input: { model: 'res.partner' } }] },
      { role: 'user', content: [expect.objectContaining({ type: 'tool_result', tool_use_id: 'a', is_error: true }), { type: 'text', text: 'Hello?' }] },
    ]);
  });

  it('drops empty messages, orphan results and a leading assistant message', () => {
    const messages = toApiMessages([
      row('t0', 'assistant', [say('orphan')]),
      row('t1', 'user', [say('Hi')]),
      row('t1', 'assistant', [], 'stopped'),
      row('t1', 'user', [result('nobody-asked')]),
      row('t2', 'user', [say('Again')]),
      row('t2', 'assistant', [say('Hello.')]),
    ]);
    expect(messages).toEqual([
      { role: 'user', content: [say('Hi'), say('Again')] },
      { role: 'assistant', content: [say('Hello.')] },
    ]);
  });

  it('cuts long tool results of earlier turns only', () => {
    const long = 'x'.repeat(5_000);
    const rows = [row('t1', 'user', [say('q')]), row('t1', 'assistant', [use('a')]), row('t1', 'user', [result('a', long)]), row('t1', 'assistant', [say('done')])];
    const cut = toApiMessages(rows, { oldTurns: new Set(['t1']) })[2]!.content[0] as { content: string };
    expect(cut.content.length).toBeLessThan(OLD_RESULT_CHARS + 100);
    expect((toApiMessages(rows)[2]!.content[0] as { content: string }).content).toBe(long);
  });
});

describe('planHistory', () => {
  const turn = (id: string, size: number) => [row(id, 'user', [say('q'.repeat(size))]), row(id, 'assistant', [say('a')])];

  it('keeps everything within the budget, and folds to half of it when over', () => {
    const turns = Array.from({ length: 10 }, (_, i) => turn(`t${i}`, 400)); // ~100 tokens each
    expect(planHistory(turns, undefined, 5_000).fold).toEqual([]);
    const plan = planHistory(turns, undefined, 800);
    expect(plan.fold.length + plan.kept.length).toBe(10);
    expect(estimateTokens(toApiMessages(plan.kept.flat()))).toBeLessThanOrEqual(400);
    expect(plan.kept.at(-1)).toBe(turns.at(-1));
  });

  it('starts after the summarised turns and reuses the summary', () => {
    const turns = Array.from({ length: 6 }, (_, i) => turn(`t${i}`, 40));
    const plan = planHistory(turns, { text: 'Earlier: partners.', upToMessageId: turns[2]!.at(-1)!.id }, 5_000);
    expect(plan).toMatchObject({ fold: [], summary: 'Earlier: partners.' });
    expect(plan.kept).toEqual(turns.slice(3));
    const { messages } = assembleMessages(plan.summary, plan.kept, [row('t9', 'user', [say('now')])]);
    expect((messages[0]!.content[0] as { text: string }).text).toContain('Earlier: partners.');
  });

  it('always keeps the latest turn, even a big one', () => {
    const plan = planHistory([turn('t0', 100), turn('t1', 40_000)], undefined, 1_000);
    expect(plan.kept.map((t) => t[0]!.turnId)).toEqual(['t1']);
    expect(groupTurns(plan.fold.flat()).length).toBe(1);
  });
});

let r: AgentRig;
afterEach(async () => r?.close());

describe('history in a real conversation', () => {
  it('turn 10 of a scripted session: a follow-up costs under 1,500 uncached input tokens', async () => {
    r = await agentRig();
    const { conversationId, turnStarts } = await runConversation(r);
    const usage = usageOf(r.model.requests);
    const tenth = usage[turnStarts[9]!]!;
    const uncached = tenth.input_tokens + tenth.cache_creation_input_tokens;
    expect(uncached).toBeLessThan(1_500);
    expect(tenth.cache_read_input_tokens).toBeGreaterThan(uncached);

    // The same follow-up asked naively: every tool, no cache, the whole raw history.
    const rows = await loadMessages(r.db, conversationId);
    const upToTenthAsk = rows.slice(0, rows.findIndex((m) => m.turnId === rows.at(-1)!.turnId) + 1);
    const session = await r.ops.client.session();
    const { request, naive } = await offlineTurn({
      rows: upToTenthAsk, skills, mode: 'auto-read', model: r.settings.model,
      facts: { userName: session.name, lang: 'en_US', version: session.version.full },
    });
    const naiveTokens = new PromptCache().estimate(naive);
    expect(naiveTokens).toBeGreaterThan(uncached * 4);
    // Built by the loop's own functions: the same tools and messages as the request the loop sent.
    const sent = r.model.requests[turnStarts[9]!]!.body;
    expect(request.messages.length).toBe(sent.messages.length);
    expect(request.tools).toEqual(sent.tools);
    console.info(`[tokens] turn 10 follow-up: uncached ${uncached} (input ${tenth.input_tokens}, cache write ${tenth.cache_creation_input_tokens}), cache read ${tenth.cache_read_input_tokens}; naive ${naiveTokens}; ratio ${(naiveTokens / uncached).toFixed(1)}x`);
  });

  it('stays within the history budget for 40 turns and reuses the summary', async () => {
    r = await agentRig();
    const turns: ScriptedTurn[] = Array.from({ length: 40 }, (_, i) => ({ ...SCRIPTED_TURNS[i % SCRIPTED_TURNS.length]!, ask: `${SCRIPTED_TURNS[i % 10]!.ask} (${i + 1})` }));
    const { conversationId, turnStarts } = await runConversation(r, turns);
    const main = r.model.requests.filter((q) => q.body.model !== SUMMARY_MODEL);
    const summaries = r.model.requests.length - main.length;
    expect(summaries).toBeGreaterThan(0);
    expect(summaries).toBeLessThanOrEqual(40 / 4); // made every few turns, not every turn

    // Every first request of a turn: history (everything before the new question) within budget.
    const sizes = turnStarts
      .map((start) => r.model.requests[start]!.body)
      .filter((body) => body.model !== SUMMARY_MODEL)
      .map((body) => estimateTokens(body.messages.slice(0, -1)));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(HISTORY_BUDGET + 300); // + the summary block and the cache marks
    const usage = usageOf(r.model.requests);
    const firstMain = turnStarts.map((start) => r.model.requests.findIndex((q, i) => i >= start && q.body.model !== SUMMARY_MODEL));
    const uncached = firstMain.slice(1).map((i) => usage[i]!.input_tokens + usage[i]!.cache_creation_input_tokens);
    const sorted = [...uncached].sort((a, b) => a - b);
    console.info(`[tokens] 40 turns: ${summaries} summaries; history per request max ${Math.max(...sizes)}, last ${sizes.at(-1)}; uncached per follow-up (turns 2-40) median ${sorted[sorted.length >> 1]}, mean ${Math.round(uncached.reduce((a, b) => a + b, 0) / uncached.length)}, max ${sorted.at(-1)} (a turn that re-makes the summary)`);
    const last = main.at(-1)!.body.messages;
    expect(last[0].content[0].text).toContain('<conversation_summary>');
    expect(estimateTokens(last)).toBeLessThan(HISTORY_BUDGET + 1_000);
    const conversation = await r.db.conversations.get(conversationId);
    expect(conversation?.summary?.text).toContain('Azure Interior');
  });
});
