import type { Conversation, MemoryItem, Message } from '@/lib/db/schema';
import type { PermissionMode } from '@/lib/settings/settings';
import type { Skill } from '@/lib/skills/define-skill';
import { toTools } from '@/lib/skills/to-tools';
import { offeredTools } from '@/lib/skills/catalog';
import { fittingSkills, type Rights } from '@/lib/skills/rights';
import { buildNaiveRequest, buildRequest, dynamicSystem, type SessionFacts } from './context';
import { offeredSkills } from './gate';
import { assembleMessages, groupTurns, HISTORY_BUDGET, planHistory, toApiMessages } from './history';
import { fallbackSummary } from './summary';

// The request the loop sends for a conversation's latest turn, and the naive one (every skill a tool, no
// cache breakpoints, the whole raw history), built without I/O: for the token bench and tests.

export interface FollowUpInput {
  /** The conversation's messages in order; the last turn is the one being answered. */
  rows: Message[];
  summary?: Conversation['summary'];
  skills: readonly Skill[];
  /** The user's rights (lib/skills/rights.ts); every skill when absent. */
  rights?: Rights | null;
  mode: PermissionMode;
  model: string;
  facts: SessionFacts | null;
  memory: MemoryItem[];
  now: Date;
  maxTokens?: number;
  historyBudget?: number;
}

export function followUpRequests(input: FollowUpInput) {
  const maxTokens = input.maxTokens ?? 2048;
  const currentTurn = input.rows.at(-1)?.turnId;
  const current = input.rows.filter((r) => r.turnId === currentTurn);
  const plan = planHistory(groupTurns(input.rows.filter((r) => r.turnId !== currentTurn)), input.summary, input.historyBudget ?? HISTORY_BUDGET);
  // The loop asks a small model for the summary; offline, the plain fallback stands in.
  const summary = plan.fold.length ? fallbackSummary(plan.summary, plan.fold) : plan.summary;
  const dynamic = dynamicSystem(input.facts, input.memory, input.now);
  const { messages, historyEnd } = assembleMessages(summary, plan.kept, current);
  const tools = offeredTools(offeredSkills(input.mode, fittingSkills(input.skills, input.rights ?? null)), input.skills);
  return {
    request: buildRequest({ model: input.model, maxTokens, tools, dynamic, messages, ...(historyEnd !== undefined ? { historyEnd } : {}) }),
    naive: buildNaiveRequest({ model: input.model, maxTokens, tools: toTools(input.skills), dynamic, messages: toApiMessages(input.rows) }),
    /** Turns the plan folded into a summary for this request. */
    folded: plan.fold.length,
  };
}
