import type { WeftDb } from '@/lib/db/db';
import type { Conversation } from '@/lib/db/schema';
import type { Translate } from '@/lib/i18n';
import type { PageContext, WorkerEvent } from '@/lib/messaging/protocol';
import type { TurnScope } from '@/lib/ops/types';
import { modelBlockedBy } from '@/lib/settings/policy';
import { forgetRights, neededBy, parseNeed, rightsFor } from '@/lib/skills/rights';
import { skills as registry } from '@/skills';
import type { ChoiceGate } from './choices';
import { createModelClient } from './client';
import type { KeptConfirmGate } from './kept-confirms';
import { runTurn } from './loop';
import { DEFAULT_LIMITS, type TurnEnded, type TurnLimits } from './turn-deps';
import { parseRemember, rememberTurn } from './memory';
import type { SendGate } from './send-gate';
import type { ChatServiceDeps } from './service-deps';

// One turn of a user's message, wired from the settings of now: "remember: …" answered without a
// model call, else the model's turn (loop.ts runTurn) with this user's rights, limits and gates.

/** What a message's turn is wired with: the service's database, worker wiring and gates. */
export interface TurnWiring {
  db: WeftDb;
  deps: ChatServiceDeps;
  confirms: KeptConfirmGate;
  sends: SendGate;
  choices: ChoiceGate;
  /** Emits to the panels of the turn's user. */
  emit(event: WorkerEvent): void;
  /** The Odoo user's words. */
  t: Translate;
}

export async function runMessageTurn(
  { db, deps, confirms, sends, choices, emit, t }: TurnWiring,
  { conversation, turnId, text, page, scope, signal, written }: { conversation: Conversation; turnId: string; text: string; page: PageContext | null; scope: TurnScope; signal: AbortSignal; written: Promise<unknown> },
): Promise<TurnEnded> {
  try {
    const [settings] = await Promise.all([deps.getSettings(), written]);
    const remembered = parseRemember(text);
    if (remembered) return await rememberTurn(db, emit, t, { conversation, turnId, text: remembered }, settings.policy.policy.disableMemory === true);
    const { client: odoo, journal } = deps.odooFor(conversation.origin, scope);
    const skills = deps.skills ?? registry;
    return await runTurn(
      {
        db,
        client: (deps.createClient ?? createModelClient)(settings),
        settings,
        settingsNow: deps.getSettings,
        skills,
        // Odoo is not asked about models the organisation keeps out of Weft (its policy refuses them at the call).
        rights: await rightsFor(conversation.identity, odoo, neededBy(skills).filter((n) => !modelBlockedBy(parseNeed(n).model, settings.policy.policy))),
        onAccessDenied: () => forgetRights(conversation.identity),
        odoo,
        journal,
        confirms,
        sends,
        choices,
        emit,
        openInTab: deps.openInTab,
        fillForm: deps.fillForm && ((request) => deps.fillForm!(conversation.origin, request)),
        now: deps.now ?? (() => new Date()),
        // Answer length: the user's, within the policy's ceiling (applyPolicy); a test's limits win.
        // The organisation's most writes per turn caps them too (gatedWriter's budget check refuses past it).
        limits: withPolicyWrites({ ...DEFAULT_LIMITS, maxTokens: settings.answerTokens, ...deps.limits }, settings.policy.policy.maxWritesPerTurn),
        summaryModel: deps.summaryModel ?? settings.summaryModel,
      },
      { conversationId: conversation.id, turnId, page, signal },
    );
  } catch (error) {
    // runTurn never rejects; this is the wiring (settings, Odoo client) failing.
    const message = error instanceof Error ? error.message : String(error);
    return { type: 'turn/ended', turnId, status: 'error', message: t('worker.cannotStart', { message }), remedy: 'retry' };
  }
}

/** A turn's limits with the organisation's most writes per turn applied (it only ever lowers them). */
export function withPolicyWrites(limits: TurnLimits, maxWritesPerTurn: number | undefined): TurnLimits {
  return maxWritesPerTurn === undefined ? limits : { ...limits, writes: Math.min(limits.writes, maxWritesPerTurn) };
}
