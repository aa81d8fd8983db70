// The models the eval can run without an API key, each answering over the Messages API wire
// through the model stand-in, so Weft's agent loop and the real SDK run unchanged:
// - demo: the labelled demo model of `npm start` (a few intents; it knows nothing of the tasks);
// - scripted: the task's reference path (what a model that makes no mistake would do);
// - fallible: that path with a real model's mistakes, one a turn, recovered from the tool error's
//   words alone (test/stand-ins/model/fallible); without a task path, the demo model's intents;
// - wrong: the reference path with every figure, name and written value changed: every check
//   must fail with it (eval.test.ts), or the check cannot fail.
import { demoReply, readTurn, type Turn } from '../start/demo-model.ts';
import { fallibleReply } from '../stand-ins/model/fallible/model.ts';
import { text, toolCall, type RecordedRequest, type Reply } from '../stand-ins/model/server.ts';
import type { Call, Move, Plan } from './task';

export const SCRIPTED_MODELS = ['demo', 'fallible', 'scripted', 'wrong'] as const;
export type ScriptedModel = (typeof SCRIPTED_MODELS)[number];

/** The reply of `kind` to one request, for the task whose reference path is `plan`. */
export function scriptedReply(kind: ScriptedModel, plan: Plan | null, req: RecordedRequest): Reply {
  if (kind === 'fallible') return fallibleReply(req, plan ? { careful: (turn) => carefulStep(plan, turn) } : {});
  if (kind === 'demo' || !plan) return demoReply(req);
  const messages = Array.isArray(req.body?.messages) ? req.body.messages : [];
  const { calls } = readTurn(messages) as { calls: Call[] };
  const move = follow(plan, calls);
  if ('answer' in move) return text(kind === 'wrong' ? spoil(move.answer) : move.answer);
  return toolCall(move.tool, kind === 'wrong' ? spoilInput(move.tool, move.input) : move.input);
}

/** The plan's next move as the fallible model wants it: a skill called by its own name (it wraps it in run_skill itself). */
function carefulStep(plan: Plan, turn: Turn): Reply {
  const move = follow(plan, turn.calls);
  if ('answer' in move) return text(move.answer);
  const inner = move.tool === 'run_skill' ? (move.input as { name: string; input: Record<string, unknown> }) : undefined;
  return inner ? toolCall(inner.name, inner.input) : toolCall(move.tool, move.input);
}

/** The plan, given the calls that worked; after a refusal or the same error twice, an honest answer. */
function follow(plan: Plan, calls: Call[]): Move {
  const last = calls.at(-1);
  if (last?.isError) {
    if (/declin|not approved|did not approve/i.test(last.result)) return { answer: 'Understood: nothing was changed.' };
    const before = calls.at(-2);
    if (before?.isError && before.name === last.name) return { answer: `I could not do it: ${last.result.slice(0, 300)}` };
  }
  return plan(calls.filter((c) => !c.isError));
}

/** Every number moved by more than any check's slack, every longer word reversed. */
export function spoil(answer: string): string {
  return answer
    .replace(/\d+(?:\.\d+)?/g, (n) => String(Math.round(Number(n) * 1.1 + 7)))
    .replace(/\p{L}{4,}/gu, (w) => [...w].reverse().join(''));
}

/**
 * A write aimed wrong: values changed (text gets a suffix, numbers +7), a message's words reversed,
 * or, with no values, the next record's id. The state checks must see each.
 */
function spoilInput(tool: string, input: Record<string, unknown>): Record<string, unknown> {
  if (tool === 'run_skill') return { ...input, input: spoilInput(String(input.name), (input.input ?? {}) as Record<string, unknown>) };
  if (typeof input.body === 'string') return { ...input, body: spoil(input.body) };
  if (input.values && typeof input.values === 'object') {
    const values = Object.entries(input.values as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'number' && !k.endsWith('_id') ? v + 7 : typeof v === 'string' ? `${v} (x)` : v]);
    return { ...input, values: Object.fromEntries(values) };
  }
  if (Array.isArray(input.ids)) return { ...input, ids: input.ids.map((id) => Number(id) + 1) };
  return input;
}
