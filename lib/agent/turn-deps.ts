import type Anthropic from '@anthropic-ai/sdk';
import type { WeftDb } from '@/lib/db/db';
import type { PageContext, WorkerEvent } from '@/lib/messaging/protocol';
import type { OdooClient } from '@/lib/odoo/client';
import type { EffectiveSettings } from '@/lib/settings/policy';
import type { Skill, SkillContext } from '@/lib/skills/define-skill';
import type { Rights } from '@/lib/skills/rights';
import type { ChoiceGate } from './choices';
import type { ConfirmGate } from './confirm-gate';
import type { JournalLike } from './gate';
import { HISTORY_BUDGET } from './history';
import type { SendGate } from './send-gate';
import { CONVERSATION_TOKEN_CAP } from './usage';

// What a model turn is given (loop.ts runTurn): its limits, the services it works through, which
// turn it is, and how it ends.

export interface TurnLimits {
  /** Batches of tool calls per turn. */
  toolRounds: number;
  writes: number;
  /** max_tokens of each request. */
  maxTokens: number;
  /** Per conversation, in input-token equivalents. */
  conversationTokens: number;
  historyTokens: number;
}

export const DEFAULT_LIMITS: TurnLimits = {
  toolRounds: 10,
  writes: 10,
  maxTokens: 2048,
  conversationTokens: CONVERSATION_TOKEN_CAP,
  historyTokens: HISTORY_BUDGET,
};

export interface TurnDeps {
  db: WeftDb;
  client: Anthropic;
  /** The user's settings with the organisation's policy applied (lib/settings/policy.ts). */
  settings: EffectiveSettings;
  skills: readonly Skill[];
  /** What the user may do with the skills' models (lib/skills/rights.ts; null: unknown, offer every skill). */
  rights?: Rights | null;
  /** Told when Odoo refused a call for access: the rights are read again next turn. */
  onAccessDenied?(): void;
  odoo: OdooClient;
  journal: JournalLike;
  confirms: ConfirmGate;
  /** The settings and policy as they are now (a card's Approve is judged by them again). */
  settingsNow?(): Promise<EffectiveSettings>;
  /** Privacy mode's gate: used when settings.askBeforeSending is on. */
  sends?: SendGate;
  /** Questions with buttons (find_by_name ask, choices.ts); absent, the model is told to ask in prose. */
  choices?: ChoiceGate;
  emit(event: WorkerEvent): void;
  openInTab(url: string): Promise<void>;
  fillForm?: SkillContext['fillForm'];
  now(): Date;
  limits: TurnLimits;
  summaryModel?: string;
}

export interface TurnInput {
  conversationId: string;
  turnId: string;
  page: PageContext | null;
  signal: AbortSignal;
}

export type TurnEnded = Extract<WorkerEvent, { type: 'turn/ended' }>;
