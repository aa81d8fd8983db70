import { english, say, type I18n, type Translate } from '@/lib/i18n';
import { identityKey, type Identity } from '@/lib/db/identity';
import type { Conversation, Json } from '@/lib/db/schema';
import type { PageContext, WorkerEvent } from '@/lib/messaging/protocol';
import { hiddenContextBlock } from './context';
import { KeptConfirmGate } from './kept-confirms';
import { recoverTurns } from './recover';
import { RunningTurns } from './running-turns';
import type { CardEdits } from '@/lib/ops/card-edits';
import { SendGate } from './send-gate';
import { ChoiceGate } from './choices';
import type { TurnEnded } from './turn-deps';
import { conversationFor } from './conversations';
import { runMessageTurn } from './model-turn';
import type { ChatServiceDeps } from './service-deps';
import { runProposal } from './propose';
import { cardEditing } from '@/lib/skills/card-editing';
import type { ConfirmAnswer } from './confirm-gate';
import { writeRefusal } from './gate';
import { addMessage, dropFrom } from './store';
import type { Plan } from '@/lib/ops/plan';
import type { TurnScope, WriteSpec } from '@/lib/ops/types';
import { filesToSend, keepWith } from '@/lib/files/attach';

// What the worker wires: one chat service per worker life. Turns run in the background; their
// progress goes out through `emit` and into the database, which the side panel renders from.

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

export type { ChatServiceDeps } from './service-deps';
export { withPolicyWrites } from './model-turn';

export type ChatService = ReturnType<typeof createChatService>;

export function createChatService(deps: ChatServiceDeps) {
  const { db } = deps;
  const i18n = (origin: string | undefined): I18n => (origin && deps.userI18n ? deps.userI18n(origin) : english);
  const words = (origin: string | undefined): Translate => i18n(origin).t;
  // Each turn's identity: its events (text, tools, confirm cards) go to that user's panels only.
  const emit = (event: WorkerEvent) => deps.emit(event, 'turnId' in event ? turns.ownerOf(event.turnId) : undefined);
  const turns = new RunningTurns(emit);
  const confirms = new KeptConfirmGate(emit, db, (turnId) => {
    const turn = turns.get(turnId);
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

  async function send({ conversationId, text, files = [], page, identity, replacesTurnId, context }: SendInput): Promise<SendResult> {
    const picked = await filesToSend(db, files, conversationId, i18n(identity.origin));
    const conversation = await conversationFor(db, words(identity.origin), { id: conversationId, text, page, identity });
    // A question left unanswered: the user wrote instead, so it is archived and its turn ends first.
    for (const [turnId, turn] of turns.inConversation(conversation.id)) {
      if (!choices.waits(turnId)) continue;
      turn.controller.abort(new DOMException('The user wrote a new message instead of answering', 'AbortError'));
      await turn.ended;
    }
    if (turns.inConversation(conversation.id).length) {
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

    const ended = turns.track(conversation, turnId, (signal) => run(conversation, turnId, text, here, scope, signal, written));
    return { conversationId: conversation.id, turnId, ended };
  }

  /** `written`: the user's message being stored; the turn reads the conversation once it is in. */
  const run = (conversation: Conversation, turnId: string, text: string, page: PageContext | null, scope: TurnScope, signal: AbortSignal, written: Promise<unknown> = Promise.resolve()) =>
    runMessageTurn({ db, deps, confirms, sends, choices, emit, t: words(conversation.origin) }, { conversation, turnId, text, page, scope, signal, written });

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
    const conversation = await conversationFor(db, words(identity.origin), { id: input.conversationId, text: title, page, identity });
    const turnId = crypto.randomUUID();
    const policy = (await deps.getSettings()).policy.policy;
    const ended = turns.track(conversation, turnId, (signal) =>
      runProposal({ db, confirms, emit, i18n: i18n(page.origin) }, { conversation, turnId, title, skill, plan, journal, signal, recheck, edit: cardEditing(client, policy, signal) }));
    return { conversationId: conversation.id, turnId, ended };
  }

  const service = {
    send,
    propose,

    /** The stop button: aborts the stream, the running tools and any confirm card of the turn. */
    stop(turnId: string): boolean {
      return turns.stop(turnId, 'Stopped by the user');
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
      const mine = [...confirms.pending(), ...sends.pending()].filter((request) => identity === undefined || turns.ownerOf(request.turnId) === identity);
      return mine.flatMap((request): WorkerEvent[] => {
        const turn = turns.get(request.turnId);
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
    running: () => turns.ids(),

    /** Conversations with a turn running now (retention leaves them alone). */
    busyConversations: () => turns.conversations(),

    /** Stops every running turn, or those of one identity (before its data is deleted). */
    stopAll(identity?: string): void {
      turns.stopAll('Stopped: the data was deleted', identity);
    },

    /**
     * On worker start: messages left 'streaming' by a worker that was stopped become
     * 'interrupted', and their turns end, so no panel waits forever. Confirm cards the old worker
     * kept are offered again (nothing they asked for was written); those older than an hour are
     * dropped. Pending journal entries are reconciled by lib/ops, not here.
     */
    recover(): Promise<TurnEnded[]> {
      const done = recoverTurns({ db, deps, turns, confirms, choices, emit, i18n, interrupted, run });
      recovering = done.catch(() => undefined);
      return done;
    },
  };

  return service;
}
