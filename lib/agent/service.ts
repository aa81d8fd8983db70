import type Anthropic from '@anthropic-ai/sdk';
import type { WeftDb } from '@/lib/db/db';
import type { Conversation, Json } from '@/lib/db/schema';
import type { PageContext, WorkerEvent } from '@/lib/messaging/protocol';
import type { OdooClient } from '@/lib/odoo/client';
import type { Settings } from '@/lib/settings/settings';
import type { Skill } from '@/lib/skills/define-skill';
import { skills as registry } from '@/skills';
import { createModelClient } from './client';
import { pageContextBlock } from './context';
import type { JournalLike } from './gate';
import { KEPT_CARD_MAX_AGE_MS, KeptConfirmGate } from './kept-confirms';
import { DEFAULT_LIMITS, runTurn, type TurnEnded, type TurnLimits } from './loop';
import { addMemory, parseRemember } from './memory';
import { resumeConfirm, runProposal } from './propose';
import { addMessage } from './store';
import { classifyWrite } from '@/lib/ops/effects';
import type { WriteSpec } from '@/lib/ops/types';
import { emptyUsage } from './usage';

// What the worker wires: one chat service per worker life. Turns run in the background; their
// progress goes out through `emit` and into the database, which the side panel renders from.

export interface ChatServiceDeps {
  db: WeftDb;
  getSettings(): Promise<Settings>;
  odooFor(origin: string): { client: OdooClient; journal: JournalLike };
  emit(event: WorkerEvent): void;
  openInTab(url: string): Promise<void>;
  /** Defaults to the registry in skills/. */
  skills?: readonly Skill[];
  limits?: Partial<TurnLimits>;
  now?: () => Date;
  createClient?: (settings: Settings) => Anthropic;
  summaryModel?: string;
}

export interface SendInput {
  conversationId?: string;
  text: string;
  page: PageContext | null;
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
  const running = new Map<string, { conversationId: string; origin: string; controller: AbortController }>();
  const confirms = new KeptConfirmGate((event) => deps.emit(event), db, (turnId) => {
    const turn = running.get(turnId);
    return turn && { conversationId: turn.conversationId, origin: turn.origin };
  });
  let interrupted: TurnEnded[] = [];
  // Set by recover() (each worker start): pending() waits for the cards it offers again.
  let recovering: Promise<unknown> = Promise.resolve();

  /** Runs a turn's body in the background; `running` knows it until its turn/ended is emitted. */
  function track(conversation: Pick<Conversation, 'id' | 'origin'>, turnId: string, body: (signal: AbortSignal) => Promise<TurnEnded>): Promise<TurnEnded> {
    const controller = new AbortController();
    running.set(turnId, { conversationId: conversation.id, origin: conversation.origin, controller });
    return body(controller.signal).then((event) => {
      running.delete(turnId);
      deps.emit(event);
      return event;
    });
  }

  async function send({ conversationId, text, page }: SendInput): Promise<SendResult> {
    const conversation = await conversationFor(conversationId, text, page);
    if ([...running.values()].some((t) => t.conversationId === conversation.id)) {
      throw new Error('A reply is still being written in this conversation; stop it or wait for it to finish.');
    }
    const turnId = crypto.randomUUID();
    // Page context from another Odoo than the conversation's would describe the wrong database.
    const here = page?.origin === conversation.origin ? page : null;
    const context = pageContextBlock(here);
    const content: Json[] = [...(context ? [context] : []), { type: 'text', text }];
    await addMessage(db, { conversationId: conversation.id, turnId, role: 'user', content, status: 'done' });
    await db.conversations.update(conversation.id, { updatedAt: Date.now() });
    deps.emit({ type: 'turn/started', conversationId: conversation.id, turnId });

    const ended = track(conversation, turnId, (signal) => run(conversation, turnId, text, here, signal));
    return { conversationId: conversation.id, turnId, ended };
  }

  async function run(conversation: Conversation, turnId: string, text: string, page: PageContext | null, signal: AbortSignal): Promise<TurnEnded> {
    try {
      const remembered = parseRemember(text);
      if (remembered) return await remember(conversation.id, turnId, remembered);
      const settings = await deps.getSettings();
      const { client: odoo, journal } = deps.odooFor(conversation.origin);
      return await runTurn(
        {
          db,
          client: (deps.createClient ?? createModelClient)(settings),
          settings,
          skills: deps.skills ?? registry,
          odoo,
          journal,
          confirms,
          emit: deps.emit,
          openInTab: deps.openInTab,
          now: deps.now ?? (() => new Date()),
          limits: { ...DEFAULT_LIMITS, ...deps.limits },
          ...(deps.summaryModel ? { summaryModel: deps.summaryModel } : {}),
        },
        { conversationId: conversation.id, turnId, page, signal },
      );
    } catch (error) {
      // runTurn never rejects; this is the wiring (settings, Odoo client) failing.
      const message = error instanceof Error ? error.message : String(error);
      return { type: 'turn/ended', turnId, status: 'error', message: `Weft could not start this reply: ${message}`, remedy: 'retry' };
    }
  }

  /** "remember: …" is handled here, without a model call: only the user's own words become memory. */
  async function remember(conversationId: string, turnId: string, text: string): Promise<TurnEnded> {
    const item = await addMemory(db, text);
    const reply = `Noted. I will remember: “${item.text}”. You can remove it in Settings.`;
    const message = await addMessage(db, { conversationId, turnId, role: 'assistant', content: [{ type: 'text', text: reply }], status: 'done' });
    deps.emit({ type: 'turn/delta', turnId, messageId: message.id, text: reply });
    return { type: 'turn/ended', turnId, status: 'done' };
  }

  async function conversationFor(id: string | undefined, text: string, page: PageContext | null): Promise<Conversation> {
    if (id) {
      const found = await db.conversations.get(id);
      if (!found) throw new Error('This conversation no longer exists.');
      return found;
    }
    if (!page?.isOdoo) throw new Error('Open an Odoo page to start a conversation about it.');
    const now = Date.now();
    const conversation: Conversation = {
      id: crypto.randomUUID(),
      title: text.replace(/\s+/g, ' ').trim().slice(0, 80),
      origin: page.origin,
      createdAt: now,
      updatedAt: now,
      usage: emptyUsage(),
    };
    await db.conversations.add(conversation);
    return conversation;
  }

  /** A suggestion's proposed write: a confirm card in a new conversation, no model call. */
  async function propose({ title, skill, spec, page }: { title: string; skill: string; spec: WriteSpec; page: PageContext }): Promise<SendResult> {
    const conversation = await conversationFor(undefined, title, page);
    const turnId = crypto.randomUUID();
    const { journal, client } = deps.odooFor(conversation.origin);
    const { permissionMode: mode } = await deps.getSettings();
    const classify = async (write: WriteSpec) => (await classifyWrite(client, write)).effects;
    const ended = track(conversation, turnId, (signal) =>
      runProposal({ db, confirms, emit: deps.emit }, { conversation, turnId, title, skill, spec, journal, signal, mode, classify }),
    );
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

    /** A click on a confirm card (from the side panel port only: the worker checks the sender). */
    answer(answer: { pendingId: string; argsHash: string; approve: boolean }): boolean {
      return confirms.answer(answer);
    },

    /**
     * The confirm cards still waiting, for a panel that (re)connects, each after its turn's
     * turn/started so a panel that did not see the turn start shows the card in its conversation.
     * Waits for start-up's recover, which offers again the cards a stopped worker left.
     */
    async pending(): Promise<WorkerEvent[]> {
      await recovering;
      return confirms.pending().flatMap((request): WorkerEvent[] => {
        const turn = running.get(request.turnId);
        return turn ? [{ type: 'turn/started', conversationId: turn.conversationId, turnId: request.turnId }, request] : [request];
      });
    },

    /** turn/ended events of turns a previous worker left unfinished (see recover). */
    interrupted: () => [...interrupted],

    /** Turns running now. */
    running: () => [...running.keys()],

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
      const { journal } = deps.odooFor(row.origin);
      deps.emit({ type: 'turn/started', conversationId: row.conversationId, turnId: row.turnId });
      const ended = track({ id: row.conversationId, origin: row.origin }, row.turnId, (signal) =>
        resumeConfirm({ db, confirms, emit: deps.emit }, { row, journal, signal }),
      );
      await Promise.race([confirms.shown(row.argsHash), ended]);
    }
    const stale = (await db.messages.where('status').equals('streaming').toArray()).filter((m) => !running.has(m.turnId));
    await db.messages.bulkUpdate(stale.map((m) => ({ key: m.id, changes: { status: 'interrupted' as const } })));
    const turns = [...new Set(stale.map((m) => m.turnId))];
    const events = turns.map(
      (turnId): TurnEnded => ({
        type: 'turn/ended',
        turnId,
        status: 'interrupted',
        message: 'Weft was restarted by the browser in the middle of this reply; what was written so far is kept.',
        remedy: 'retry',
      }),
    );
    interrupted = [...interrupted, ...events];
    for (const event of events) deps.emit(event);
    return events;
  }

  return service;
}

