import type Anthropic from '@anthropic-ai/sdk';
import type { WeftDb } from '@/lib/db/db';
import type { I18n } from '@/lib/i18n';
import type { WorkerEvent } from '@/lib/messaging/protocol';
import type { OdooClient } from '@/lib/odoo/client';
import type { TurnScope } from '@/lib/ops/types';
import type { FillRequest, FillResult } from '@/lib/page/fill-form';
import type { EffectiveSettings } from '@/lib/settings/policy';
import type { Skill } from '@/lib/skills/define-skill';
import type { JournalLike } from './gate';
import type { TurnLimits } from './turn-deps';

// What the worker wires into the chat service (service.ts): one per worker life.

export interface ChatServiceDeps {
  db: WeftDb;
  /** The user's settings with the organisation's policy applied (lib/settings/effective.ts). */
  getSettings(): Promise<EffectiveSettings>;
  /** The Odoo client and journal of a turn: acting in its companies, writing only as its identity. */
  odooFor(origin: string, scope: TurnScope): { client: OdooClient; journal: JournalLike };
  /** `identity`: the identity key of the turn the event is about; only its panels are told. */
  emit(event: WorkerEvent, identity?: string): void;
  openInTab(url: string): Promise<void>;
  /** Fills the new form of an Odoo tab of `origin` (lib/worker/fill-form.ts). */
  fillForm?(origin: string, request: FillRequest): Promise<FillResult>;
  /** Defaults to the registry in skills/. */
  skills?: readonly Skill[];
  limits?: Partial<TurnLimits>;
  now?: () => Date;
  createClient?: (settings: EffectiveSettings) => Anthropic;
  summaryModel?: string;
  /** Words and formats for sentences to the Odoo user of `origin` (lib/worker/identity.ts userI18n); English by default. */
  userI18n?(origin: string): I18n;
}
