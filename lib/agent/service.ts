import { english, say, type I18n, type Translate } from '@/lib/i18n';
import type Anthropic from '@anthropic-ai/sdk';
import type { WeftDb } from '@/lib/db/db';
import { identityKey, type Identity } from '@/lib/db/identity';
import type { Conversation, Json } from '@/lib/db/schema';
import type { PageContext, WorkerEvent } from '@/lib/messaging/protocol';
import type { OdooClient } from '@/lib/odoo/client';
import { modelBlockedBy, type EffectiveSettings } from '@/lib/settings/policy';
import type { Skill } from '@/lib/skills/define-skill';
import type { FillRequest, FillResult } from '@/lib/page/fill-form';
import { skills as registry } from '@/skills';
import { createModelClient } from './client';
import { hiddenContextBlock } from './context';
import { forgetRights, neededBy, parseNeed, rightsFor } from '@/lib/skills/rights';
import { KEPT_CARD_MAX_AGE_MS, KeptConfirmGate } from './kept-confirms';
import type { CardEdits } from '@/lib/ops/card-edits';
import { SendGate } from './send-gate';
import { CHOICE_MAX_AGE_MS, ChoiceGate } from './choices';
import { resumeChoice } from './resume-choice';
import { DEFAULT_LIMITS, runTurn, type TurnEnded, type TurnLimits } from './loop';
import { addMemory, parseRemember } from './memory';
import { resumeConfirm, runProposal } from './propose';
import { cardEditing } from '@/lib/skills/card-editing';
import { writeRefusal, type ConfirmAnswer, type JournalLike } from './gate';
import { addMessage, dropFrom } from './store';
import type { Plan } from '@/lib/ops/plan';
import type { TurnScope, WriteSpec } from '@/lib/ops/types';
import { emptyUsage } from './usage';
import { filesToSend, keepWith } from '@/lib/files/attach';

// What the worker wires: one chat service per worker life. Turns run in the background; their
// progress goes out through `emit` and into the database, which the side panel renders from.

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

export interface SendInput {
  conversationId?: string;
  text: string;
  /** Ids of files the panel stored (lib/files); kept with the conversation. */
  files?: string[];
  page: PageContext | null;
  /** Who is signed in to the page's Odoo (resolved by the worker from get_session_info). */
  identity: Identity;
  /** Retry or edit-and-resend: this turn's messages and all later ones give way to the new one. */
  replacesTurnId?: string;
  /** For the model only, kept hidden in the panel: what a suggestion's plain question leaves out (ids, quoted page text). */
  context?: string;
}

export interface SendResult {
  conversationId: string;
  turnId: string;
  /** Settles when the turn has ended (after `turn/ended` was emitted); never rejects. */
  ended: Promise<TurnEnded>;
}

export type ChatService = ReturnType<typeof createChatService>;

export function createChatService(deps: ChatServiceDeps) {
  const { db } = deps;
  const i18n = (origin: string | undefined): I18n => (origin && deps.userI18n ? deps.userI18n(origin) : english);
  const words = (origin: string | undefined): Translate => i18n(origin).t;
  const running = new Map<string, { conversationId: string; origin: string; controller: AbortController; ended?: Promise<TurnEnded> }>();
  // Each turn's identity: its events (text, tools, confirm cards) go to that user's panels only.
  const owners = new Map<string, string>();
  const emit = (event: WorkerEvent) => deps.emit(event, 'turnId' in event ? owners.get(event.turnId) : undefined);
  const confirms = new KeptConfirmGate(emit, db, (turnId) => {
    const turn = running.get(turnId);
    return turn && { conversationId: turn.conversationId, origin: turn.origin };
  });
  // Privacy mode: tool results waiting for the user's Send (send-gate.ts).
  const sends = new SendGate(emit);
  // Questions with buttons (find_by_name ask), kept in the database until clicked or archived (choices.ts).
  const choices = new ChoiceGate(db);
  // Turns a stopped worker left unfinished, per identity, until a panel of that identity is told.
  const interrupted = new Map<string, { identity: string; event: TurnEnded }>();
  // Set by recover() (each worker start): pending() waits for the cards it offers again.
  let recovering: Promise<unknown> = Promise.resolve();

  /** Runs a turn's body in the background; `running` knows it until its turn/ended is emitted. */
  function track(
    conversation: Pick<Conversation, 'id' | 'origin' | 'identity'>,
    turnId: string,
    body: (signal: AbortSignal) => Promise<TurnEnded>,
  ): Promise<TurnEnded> {
    const controller = new AbortController();
    const turn: { conversationId: string; origin: string; controller: AbortController; ended?: Promise<TurnEnded> } = { conversationId: conversation.id, origin: conversation.origin, controller };
    running.set(turnId, turn);
    owners.set(turnId, conversation.identity);
    return (turn.ended = body(controller.signal).then((event) => {
      running.delete(turnId);
      emit(event);
      owners.delete(turnId);
      return event;
    }));
  }

  async function send({ conversationId, text, files = [], page, identity, replacesTurnId, context }: SendInput): Promise<SendResult> {
    const picked = await filesToSend(db, files, conversationId, i18n(identity.origin));
    const conversation = await conversationFor(conversationId, text, page, identity);
    // A question left unanswered: the user wrote instead, so it is archived and its turn ends first.
    for (const [turnId, turn] of running) {
      if (turn.conversationId !== conversation.id || !choices.waits(turnId)) continue;
      turn.controller.abort(new DOMException('The user wrote a new message instead of answering', 'AbortError'));
      await turn.ended;
    }
    if ([...running.values()].some((t) => t.conversationId === conversation.id)) {
      throw new Error(words(identity.origin)('worker.stillWriting'));
    }
    if (replacesTurnId) await dropFrom(db, conversation.id, replacesTurnId);
    const turnId = crypto.randomUUID();
    // Page context from another Odoo than the conversation's would describe the wrong database.
    // runTurn adds it to the message (after the user's Send, in privacy mode).
    const here = page?.origin === conversation.origin ? page : null;
    const content: Json[] = [{ type: 'text', text }, ...(context ? [hiddenContextBlock(context)] : []), ...(await keepWith(db, picked, conversation.id))];
    // The turn acts in the companies the tab had active when it started, whatever the UI shows later.
    const scope: TurnScope = { identity: conversation.identity, ...(here?.companyIds?.length ? { companyIds: here.companyIds } : {}) };
    // Two stores, no order between them: written side by side (each write waits on its commit), while
    // the turn reads its settings (run); the turn reads the conversation once both are in.
    const written = Promise.all([
      addMessage(db, { conversationId: conversation.id, turnId, role: 'user', content, status: 'done', ...(scope.companyIds ? { companyIds: scope.companyIds } : {}) }),
      db.conversations.update(conversation.id, { updatedAt: Date.now() }),
    ]);
    written.catch(() => undefined); // the turn ends with it (run)
    deps.emit({ type: 'turn/started', conversationId: conversation.id, turnId }, conversation.identity);

    const ended = track(conversation, turnId, (signal) => run(conversation, turnId, text, here, scope, signal, written));
    return { conversationId: conversation.id, turnId, ended };
  }

  async function run(
    conversation: Conversation,
    turnId: string,
    text: string,
    page: PageContext | null,
    scope: TurnScope,
    signal: AbortSignal,
    written: Promise<unknown>,
  ): Promise<TurnEnded> {
    try {
      const [settings] = await Promise.all([deps.getSettings(), written]);
      const remembered = parseRemember(text);
      if (remembered) return await remember(conversation, turnId, remembered, settings.policy.policy.disableMemory === true);
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
      return { type: 'turn/ended', turnId, status: 'error', message: words(conversation.origin)('worker.cannotStart', { message }), remedy: 'retry' };
    }
  }

  /** "remember: …" is handled here, without a model call: only the user's own words become memory. */
  async function remember({ id: conversationId, identity, origin }: Conversation, turnId: string, text: string, off: boolean): Promise<TurnEnded> {
    const t = words(origin);
    const reply = off ? t('worker.memoryOff') : t('worker.remembered', { text: (await addMemory(db, identity, text)).text });
    const message = await addMessage(db, { conversationId, turnId, role: 'assistant', content: [{ type: 'text', text: reply }], status: 'done' });
    emit({ type: 'turn/delta', turnId, messageId: message.id, text: reply });
    return { type: 'turn/ended', turnId, status: 'done' };
  }

  async function conversationFor(id: string | undefined, text: string, page: PageContext | null, identity: Identity): Promise<Conversation> {
    if (id) {
      const found = await db.conversations.get(id);
      if (!found) throw new Error(words(identity.origin)('worker.conversationGone'));
      // Another user of this browser (or another database) cannot continue it with their session.
      if (found.identity !== identityKey(identity)) throw new Error(words(identity.origin)('worker.otherIdentity'));
      return found;
    }
    if (!page?.isOdoo) throw new Error(words(identity.origin)('worker.openOdooPage'));
    if (page.origin !== identity.origin) throw new Error(words(identity.origin)('worker.otherOdoo'));
    const now = Date.now();
    const conversation: Conversation = {
      id: crypto.randomUUID(),
      title: text.replace(/\s+/g, ' ').trim().slice(0, 80),
      origin: page.origin,
      identity: identityKey(identity),
      createdAt: now,
      updatedAt: now,
      usage: emptyUsage(),
    };
    await db.conversations.add(conversation);
    return conversation;
  }

  /** A proposed write (a suggestion's, an answer to log): a confirm card, no model call. */
  async function propose(input: { title: string; skill: string; spec: WriteSpec; page: PageContext; identity: Identity; conversationId?: string }): Promise<SendResult> {
    const { title, skill, spec, page, identity } = input;
    const scope: TurnScope = { identity: identityKey(identity), ...(page.companyIds?.length ? { companyIds: page.companyIds } : {}) };
    const { client, journal } = deps.odooFor(page.origin, scope);
    // Planned once, here (a workflow field is refused by planning), and judged by the settings
    // and policy of now: before the card, and again after Approve.
    const plan = await journal.plan(spec);
    const recheck = async (write: Plan) => writeRefusal(await deps.getSettings(), write);
    const refused = await recheck(plan);
    if (refused) throw new Error(say(i18n(page.origin), refused));
    // In the conversation it came from (an answer logged as a note), else a new one (a suggestion).
    const conversation = await conversationFor(input.conversationId, title, page, identity);
    const turnId = crypto.randomUUID();
    const policy = (await deps.getSettings()).policy.policy;
    const ended = track(conversation, turnId, (signal) =>
      runProposal({ db, confirms, emit, i18n: i18n(page.origin) }, { conversation, turnId, title, skill, plan, journal, signal, recheck, edit: cardEditing(client, policy, signal) }));
    return { conversationId: conversation.id, turnId, ended };
  }

  const service = {
    send,
    propose,

    /** The stop button: aborts the stream, the running tools and any confirm card of the turn. */
    stop(turnId: string): boolean {
      const turn = running.get(turnId);
      turn?.controller.abort(new DOMException('Stopped by the user', 'AbortError'));
      return turn !== undefined;
    },

    /** Privacy mode: Send or Don't send on a waiting tool result (from the side panel port only). */
    answerSend(answer: { pendingId: string; send: boolean }): boolean {
      return sends.answer(answer);
    },

    /** A click on a question's button (from the side panel port only); false when it no longer waits. */
    answerChoice({ choiceId, option }: { choiceId: string; option: number }): Promise<boolean> {
      return choices.answer(choiceId, option);
    },

    /** A click on a confirm card (from the side panel port only: the worker checks the sender). */
    answer(answer: ConfirmAnswer): boolean {
      return confirms.answer(answer);
    },

    /** The user's values on a waiting card (from the side panel port only): checked, then the card is shown again. */
    reviseConfirm(revision: { pendingId: string; argsHash: string; edits: CardEdits }): Promise<boolean> {
      return confirms.revise(revision);
    },

    /** Records named like `name` for a record field of a waiting card. */
    findForConfirm(query: { pendingId: string; field: string; name: string }): Promise<boolean> {
      return confirms.find(query);
    },

    /**
     * The confirm cards still waiting, for a panel that (re)connects, each after its turn's
     * turn/started so a panel that did not see the turn start shows the card in its conversation.
     * Waits for start-up's recover, which offers again the cards a stopped worker left.
     */
    async pending(identity?: string): Promise<WorkerEvent[]> {
      await recovering;
      const mine = [...confirms.pending(), ...sends.pending()].filter((request) => identity === undefined || owners.get(request.turnId) === identity);
      return mine.flatMap((request): WorkerEvent[] => {
        const turn = running.get(request.turnId);
        return turn ? [{ type: 'turn/started', conversationId: turn.conversationId, turnId: request.turnId }, request] : [request];
      });
    },

    /**
     * turn/ended events of `identity`'s turns a previous worker left unfinished (see recover), each
     * handed out once: the panel that gets it renders the rest from the database.
     */
    takeInterrupted(identity: string): TurnEnded[] {
      const mine = [...interrupted].filter(([, t]) => t.identity === identity);
      for (const [turnId] of mine) interrupted.delete(turnId);
      return mine.map(([, t]) => t.event);
    },

    /** Turns running now. */
    running: () => [...running.keys()],

    /** Conversations with a turn running now (retention leaves them alone). */
    busyConversations: () => [...running.values()].map((t) => t.conversationId),

    /** Stops every running turn, or those of one identity (before its data is deleted). */
    stopAll(identity?: string): void {
      for (const [turnId, turn] of running) {
        if (identity === undefined || owners.get(turnId) === identity) turn.controller.abort(new DOMException('Stopped: the data was deleted', 'AbortError'));
      }
    },

    /**
     * On worker start: messages left 'streaming' by a worker that was stopped become
     * 'interrupted', and their turns end, so no panel waits forever. Confirm cards the old worker
     * kept are offered again (nothing they asked for was written); those older than an hour are
     * dropped. Pending journal entries are reconciled by lib/ops, not here.
     */
    recover(): Promise<TurnEnded[]> {
      const done = recoverTurns();
      recovering = done.catch(() => undefined);
      return done;
    },
  };

  async function recoverTurns(): Promise<TurnEnded[]> {
    confirms.denyAll();
    const kept = (await db.confirms.toArray()).filter((row) => !running.has(row.turnId));
    const fresh = kept.filter((row) => Date.now() - row.createdAt < KEPT_CARD_MAX_AGE_MS);
    await db.confirms.bulkDelete(kept.filter((row) => !fresh.includes(row)).map((row) => row.id));
    for (const row of fresh) {
      // The card runs as it was asked: under the conversation's identity, in the turn's companies.
      const conversation = await db.conversations.get(row.conversationId);
      if (!conversation) continue;
      const asked = (await db.messages.where('turnId').equals(row.turnId).toArray()).find((m) => m.role === 'user' && m.companyIds?.length);
      const { client, journal } = deps.odooFor(row.origin, { identity: conversation.identity, ...(asked?.companyIds ? { companyIds: asked.companyIds } : {}) });
      const policy = (await deps.getSettings()).policy.policy;
      deps.emit({ type: 'turn/started', conversationId: row.conversationId, turnId: row.turnId }, conversation.identity);
      // Judged again by the settings and policy of now: the card was asked under those of then.
      const refusal = async (plan: Plan) => writeRefusal(await deps.getSettings(), plan);
      const ended = track(conversation, row.turnId, (signal) => resumeConfirm({ db, confirms, emit, i18n: i18n(row.origin) }, { row, journal, signal, refusal, edit: cardEditing(client, policy, signal) }));
      await Promise.race([confirms.shown(row.argsHash), ended]);
    }
    await recoverChoices();
    const stale = (await db.messages.where('status').equals('streaming').toArray()).filter((m) => !running.has(m.turnId));
    await db.messages.bulkUpdate(stale.map((m) => ({ key: m.id, changes: { status: 'interrupted' as const } })));
    const turns = [...new Set(stale.map((m) => m.turnId))];
    const origins = new Map(stale.map((m) => [m.turnId, m.conversationId]));
    const conversationOrigins = new Map((await db.conversations.bulkGet([...new Set(origins.values())])).flatMap((c) => (c ? [[c.id, c.origin] as const] : [])));
    const events = turns.map(
      (turnId): TurnEnded => ({
        type: 'turn/ended',
        turnId,
        status: 'interrupted',
        message: words(conversationOrigins.get(origins.get(turnId)!))('worker.restarted'),
        remedy: 'retry',
      }),
    );
    const conversations = await db.conversations.bulkGet([...new Set(stale.map((m) => m.conversationId))]);
    const owner = new Map(conversations.flatMap((c) => (c ? [[c.id, c.identity] as const] : [])));
    for (const event of events) {
      const identity = owner.get(stale.find((m) => m.turnId === event.turnId)!.conversationId) ?? '';
      interrupted.set(event.turnId, { identity, event });
      deps.emit(event, identity);
    }
    return events;
  }

  /**
   * Questions a stopped worker left waiting: offered again (their turn goes on after the click, with
   * the conversation's identity and the turn's companies); those older than an hour are archived.
   */
  async function recoverChoices(): Promise<void> {
    const kept = (await db.choices.where('status').equals('waiting').toArray()).filter((c) => !running.has(c.turnId));
    const stale = kept.filter((c) => Date.now() - c.createdAt >= CHOICE_MAX_AGE_MS);
    await db.choices.bulkUpdate(stale.map((c) => ({ key: c.id, changes: { status: 'archived' as const } })));
    for (const choice of kept.filter((c) => !stale.includes(c))) {
      const conversation = await db.conversations.get(choice.conversationId);
      if (!conversation) continue;
      const asked = (await db.messages.where('turnId').equals(choice.turnId).toArray()).find((m) => m.role === 'user' && m.companyIds?.length);
      const scope: TurnScope = { identity: conversation.identity, ...(asked?.companyIds ? { companyIds: asked.companyIds } : {}) };
      deps.emit({ type: 'turn/started', conversationId: conversation.id, turnId: choice.turnId }, conversation.identity);
      void track(conversation, choice.turnId, (signal) =>
        resumeChoice({ db, choices, privacy: async () => (await deps.getSettings()).askBeforeSending }, choice, signal, () => run(conversation, choice.turnId, '', null, scope, signal, Promise.resolve())),
      );
    }
  }

  return service;
}

/** A turn's limits with the organisation's most writes per turn applied (it only ever lowers them). */
export function withPolicyWrites(limits: TurnLimits, maxWritesPerTurn: number | undefined): TurnLimits {
  return maxWritesPerTurn === undefined ? limits : { ...limits, writes: Math.min(limits.writes, maxWritesPerTurn) };
}
