// A turn's request built by the loop's own functions (lib/agent/turn-request.ts), offline: older
// turns are folded by the plain fallback summary instead of a model call. For the token bench and
// tests; beside it, the naive request the bench compares with (every skill a tool, no cache
// breakpoints, the whole raw history).
import { buildNaiveRequest, type SessionFacts } from '@/lib/agent/context';
import { HISTORY_BUDGET, toApiMessages } from '@/lib/agent/history';
import { DEFAULT_LIMITS } from '@/lib/agent/turn-deps';
import { fallbackSummary } from '@/lib/agent/summary';
import { prepareTurn, requestFor } from '@/lib/agent/turn-request';
import type { Message } from '@/lib/db/schema';
import type { PermissionMode } from '@/lib/settings/settings';
import type { Skill } from '@/lib/skills/define-skill';
import { toTools } from '@/lib/skills/to-tools';

export async function offlineTurn(input: { rows: Message[]; skills: readonly Skill[]; mode: PermissionMode; model: string; facts: SessionFacts | null }) {
  const turnId = input.rows.at(-1)!.turnId;
  const turn = await prepareTurn(
    {
      rows: input.rows, turnId, summary: undefined, historyTokens: HISTORY_BUDGET, skills: input.skills, rights: null, mode: input.mode, limits: {},
      facts: input.facts, memory: [], now: new Date(), model: input.model, maxTokens: DEFAULT_LIMITS.maxTokens,
    },
    async (previous, fold) => fallbackSummary(previous, fold),
  );
  return {
    turn,
    request: requestFor(turn, input.rows.filter((r) => r.turnId === turnId)),
    naive: buildNaiveRequest({ model: turn.model, maxTokens: turn.maxTokens, tools: toTools(input.skills), dynamic: turn.dynamic, messages: toApiMessages(input.rows) }),
  };
}
