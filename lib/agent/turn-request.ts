// What a turn sends the model, built in one place for the loop (loop.ts) and for whoever measures
// it (the token bench, history tests): the parts fixed for the whole turn are planned once
// (prepareTurn), and each round's request adds the turn's messages so far (requestFor).
import type { Conversation, MemoryItem, Message } from '@/lib/db/schema';
import type { GateLimits } from '@/lib/ops/effects';
import type { PermissionMode } from '@/lib/settings/settings';
import { heldFiles } from '@/lib/files/held-files';
import { offeredTools } from '@/lib/skills/catalog';
import type { Skill } from '@/lib/skills/define-skill';
import { fittingSkills, type Rights } from '@/lib/skills/rights';
import { unofferedSkills, type Unoffered } from '@/lib/skills/unoffered';
import { buildRequest, dynamicSystem, type Instructions, type SessionFacts } from './context';
import { offeredSkills } from './gate';
import { assembleMessages, groupTurns, planHistory, type Turn } from './history';

export interface TurnSetting {
  /** The conversation's messages; those of `turnId` are the turn being answered. */
  rows: Message[];
  turnId: string;
  summary: Conversation['summary'];
  historyTokens: number;
  skills: readonly Skill[];
  /** The user's rights (lib/skills/rights.ts); null: unknown, every skill fits. */
  rights: Rights | null;
  mode: PermissionMode;
  limits: GateLimits;
  /** The session facts as they may be sent (privacy mode sends them without names). */
  facts: SessionFacts | null;
  memory: MemoryItem[];
  now: Date;
  instructions?: Instructions;
  model: string;
  maxTokens: number;
}

/** The parts of a turn's requests that stay the same every round (so they share the cached prefix). */
export interface PreparedTurn {
  offered: Skill[];
  /** Skills the user's rights leave out (an app not installed), with why: said when the model asks for one. */
  unoffered: ReadonlyMap<string, Unoffered>;
  tools: ReturnType<typeof offeredTools>;
  dynamic: string;
  kept: Turn[];
  summary?: string;
  /** Turns folded into the summary for this turn. */
  folded: number;
  model: string;
  maxTokens: number;
}

/**
 * Plans the turn once. `summarize` folds older turns into the summary when the history is over
 * budget (the loop asks a small model and stores it; the bench uses the offline fallback).
 */
export async function prepareTurn(s: TurnSetting, summarize: (previous: string | undefined, fold: Turn[]) => Promise<string>): Promise<PreparedTurn> {
  const plan = planHistory(groupTurns(s.rows.filter((r) => r.turnId !== s.turnId)), s.summary, s.historyTokens);
  const summary = plan.fold.length ? await summarize(plan.summary, plan.fold) : plan.summary;
  const offered = offeredSkills(s.mode, fittingSkills(s.skills, s.rights), s.limits);
  return {
    offered,
    unoffered: unofferedSkills(s.skills, s.rights),
    tools: offeredTools(offered, s.skills),
    dynamic: dynamicSystem(s.facts, s.memory, s.now, s.instructions, heldFiles(s.rows, s.turnId)),
    kept: plan.kept,
    ...(summary !== undefined ? { summary } : {}),
    folded: plan.fold.length,
    model: s.model,
    maxTokens: s.maxTokens,
  };
}

/** One round's request: the prepared parts and the turn's messages so far. */
export function requestFor(turn: PreparedTurn, current: Message[]) {
  const { messages, historyEnd } = assembleMessages(turn.summary, turn.kept, current);
  return buildRequest({ model: turn.model, maxTokens: turn.maxTokens, tools: turn.tools, dynamic: turn.dynamic, messages, ...(historyEnd !== undefined ? { historyEnd } : {}) });
}
