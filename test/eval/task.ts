// What an eval task is: a request phrased as a user phrases it, the records it is about (picked
// from the Odoo it runs on), a check computed from that Odoo, and, for the scripted models only,
// the path a competent model would take through Weft's tools.
import type { OdooClient } from '@/lib/odoo/client';
import type { PageContext } from '@/lib/messaging/protocol';
import type { Suggestion, Operation } from '@/lib/db/schema';
import type { TriggerKind } from '@/lib/messaging';

/** The assistant's three jobs (DESIGN.md): chat (questions and writes), suggestions, undo. */
export type Job = 'chat' | 'suggestions' | 'undo';

/** One tool call of a turn and what it returned (read back from the conversation). */
export interface Call {
  name: string;
  input: Record<string, unknown>;
  result: string;
  isError: boolean;
}

/** What a scripted model does next: a tool call, or the final answer. */
export type Move = { tool: string; input: Record<string, unknown> } | { answer: string };
/** The reference path, step by step from the calls so far (never used with a real model). */
export type Plan = (calls: Call[]) => Move;

/** How a turn went, as the harness saw it. */
export interface TurnOutcome {
  conversationId: string;
  turnId: string;
  status: string;
  message?: string;
  /** The assistant's text of the turn (all rounds). */
  answer: string;
  calls: Call[];
  /** Journal entries of the turn. */
  operations: Operation[];
  /** Confirm cards shown, and how many the harness approved. */
  cards: number;
  approved: number;
  /** Cards the task did not expect (declined): a write the user did not ask for. */
  unexpectedCards: number;
}

export interface Verdict {
  ok: boolean;
  /** Why it failed, in words (or what was checked, when it passed). */
  why: string;
}

/** What a check may read: Odoo as the signed-in user, through a client of its own (not counted). */
export interface CheckContext {
  odoo: OdooClient;
}

/** Records a write task changes: read before it runs, and compared again after cleanup. */
export interface Touches {
  model: string;
  ids: number[];
  fields: string[];
}

export interface Prepared {
  /** The user's words. */
  ask: string;
  /** The page the user is on (url relative to the Odoo origin); default: the contacts list. */
  page?: Partial<PageContext>;
  /** Confirm cards the user approves (0: a question, where any card is a failure). */
  approve: number;
  /** The skills a right answer runs (any one of them): the discovery figure. */
  skills: string[];
  plan: Plan;
  /** Records the task writes: restored by the journal's undo after the check, and verified. */
  touches?: Touches;
  /** A record the task creates: found by this domain, and gone again after cleanup. */
  creates?: { model: string; domain: unknown[] };
  /** Undo tasks: what happens between the write and the click on Undo (someone else edits). */
  meanwhile?: (ctx: CheckContext) => Promise<void>;
  /** Undo tasks: puts back what `meanwhile` changed, after the check. */
  afterwards?: (ctx: CheckContext) => Promise<void>;
  check(outcome: TaskOutcome, ctx: CheckContext): Promise<Verdict>;
}

/** A suggestion task: a page event, the card it should make, then a click on it (a chat turn). */
export interface PreparedSuggestion {
  page: Partial<PageContext>;
  trigger: TriggerKind;
  detail?: string;
  /** The probe that should answer. */
  probe: string;
  checkCard(card: Suggestion | null): Verdict;
  /** After a click on the card's chat action: the path for scripted models, and the answer's check. */
  click?: { skills: string[]; plan: Plan; check(outcome: TaskOutcome, ctx: CheckContext): Promise<Verdict> };
}

export interface TaskOutcome {
  turn: TurnOutcome;
  /** Undo tasks: what the journal's undo of the turn reported. */
  undo?: { undone: number; skipped: number; stopped?: string };
  before?: Record<number, Record<string, unknown>>;
}

export interface EvalTask {
  id: string;
  job: Job;
  /** Picks its records and computes what it expects from the Odoo it runs on. */
  prepare(ctx: CheckContext): Promise<Prepared | PreparedSuggestion | { skip: string }>;
}

export const isSuggestion = (p: Prepared | PreparedSuggestion): p is PreparedSuggestion => 'probe' in p;
export const pass = (why: string): Verdict => ({ ok: true, why });
export const fail = (why: string): Verdict => ({ ok: false, why });
