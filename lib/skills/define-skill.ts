import type { z } from 'zod';
import type { Need, Rights } from './rights';
import type { OdooClient } from '@/lib/odoo/client';
import type { PageContext } from '@/lib/messaging';
import type { FillRequest, FillResult } from '@/lib/page/fill-form';
import type { WriteOutcome, WriteSpec } from '@/lib/ops/types';
import type { Effect } from '@/lib/ops/effects';
import type { ModelPolicy } from './guards';
import type { Language } from '@/lib/i18n/languages';
import type { ChoiceOption } from '@/lib/db/schema';
import type { ConversationFiles } from '@/lib/files/held-files';

export type Risk = 'read' | 'write' | 'destructive';

/** The Odoo app a skill is about: a topic find_skills matches on (what it needs is `needs`). */
export type App = 'crm' | 'sales' | 'invoicing' | 'purchase' | 'inventory' | 'project';

export interface SkillContext {
  odoo: OdooClient;
  /** The Odoo page the user is on, when known. */
  page: PageContext | null;
  signal: AbortSignal;
  /**
   * The only way a skill changes Odoo: previewed, permission-gated by the agent (the user's click,
   * never the model), journaled and undoable. Throws when the user declines. `notes`: sentences the
   * confirm card shows under the changes, e.g. the rows of a file the skill left out.
   */
  write(spec: WriteSpec, notes?: string[]): Promise<WriteOutcome>;
  /** Navigates the user's Odoo tab (open a record or a list). */
  openInTab(url: string): Promise<void>;
  /** Puts values into the new form the user's Odoo tab shows (unsaved page edits); absent where no tab can be reached. */
  fillForm?(request: FillRequest): Promise<FillResult>;
  /** The organisation's blocked and allowed models: every read and write of the skill is checked. */
  policy?: ModelPolicy;
  /**
   * Shows the user a question with buttons and resolves with the index of the one they click
   * (lib/agent/choices.ts); rejects when the turn is stopped or the user writes a new message
   * instead. Absent where no panel can answer (a suggestion's probe, the eval without a browser).
   */
  choose?(question: ChoiceQuestion): Promise<number>;
  /** The files attached earlier in this conversation, read again by name; absent outside a conversation (a probe). */
  files?: ConversationFiles;
}

/** A question for the user with candidates; options come from Odoo and are shown, never run. */
export interface ChoiceQuestion {
  question: string;
  /** The Odoo model of the records the options stand for, if they are records. */
  model?: string;
  options: ChoiceOption[];
}

export interface Skill<I extends z.ZodObject = z.ZodObject, O = unknown> {
  /** snake_case tool name. */
  name: string;
  /** Written for the model: when to use it and what it returns. */
  description: string;
  /**
   * What people and models call it, in each UI language: comma-separated words and phrases
   * (synonyms, business terms, the verbs of the task). find_skills matches a query on them
   * (lib/skills/find-skills.ts); they are never sent to the model. Every skill in skills/ has them
   * in all five languages (skills/registry.test.ts).
   */
  terms?: Readonly<Record<Language, string>>;
  /**
   * A few words after the name in find_skills' list of skills (lib/skills/catalog.ts), for a skill
   * whose name alone does not say what it is for. Every word here is sent on every request.
   */
  hint?: string;
  input: I;
  risk: Risk;
  /**
   * For a write skill that can do only some things (delete_records only deletes): its effects, so
   * a skill whose every effect the policy refuses is not offered (lib/agent/gate.ts isOffered). The
   * gate still decides each write by its own effects; this only keeps a useless tool out of sight.
   */
  effects?: readonly Effect[];
  /** The Odoo app the skill is about (find_skills matches on it). */
  app?: App;
  /**
   * The rights it cannot work without, 'sale.order' (read) or 'sale.order:write': offered only when
   * the user's access rights grant every one (lib/skills/rights.ts), so a user without access to
   * a model, or an app that is not installed, costs no tokens and no failed calls.
   */
  needs?: readonly Need[];
  /**
   * By need, what the model is told when that need is not met and the skill is therefore not
   * offered ("Timesheets are not installed here"), so it tells the user rather than trying another
   * way; a need without a sentence gets a generic one (lib/skills/unoffered.ts).
   */
  missing?: Partial<Record<Need, string>>;
  /**
   * Offered to the model as a tool of its own on every request (lib/skills/catalog.ts); the others
   * are found with find_skills and run with run_skill. For the few skills most tasks need.
   */
  core?: boolean;
  /**
   * The skill as it fits the user's rights (lib/skills/rights.ts), e.g. run_action with only the
   * actions on models the user may write; undefined when nothing is left. `needs`: the rights `to`
   * looks at. Called once per rights, so the tool stays the same turn after turn.
   */
  fit?: { needs: readonly Need[]; to(rights: Rights): Skill<I, O> | undefined };
  execute(input: z.infer<I>, ctx: SkillContext): Promise<O>;
  /** One line for the UI card, e.g. "Found 12 of 57 contacts"; run-skill has a generic fallback. */
  summary?(input: z.infer<I>, output: O): string;
}

/** Returns its argument, so TypeScript infers the input type from the zod schema. */
export function defineSkill<I extends z.ZodObject, O>(skill: Skill<I, O>): Skill<I, O> {
  return skill;
}
