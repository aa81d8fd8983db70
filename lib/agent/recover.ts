// After a worker restart (recover, on each worker start): confirm cards and questions a stopped
// worker kept are offered again under the conversation's identity, in the turn's companies (nothing
// they asked for was written); those older than an hour are dropped or archived. Messages left
// 'streaming' become 'interrupted', and their turns end, so no panel waits forever.
import type { WeftDb } from '@/lib/db/db';
import type { Conversation } from '@/lib/db/schema';
import type { I18n } from '@/lib/i18n';
import type { PageContext, WorkerEvent } from '@/lib/messaging/protocol';
import type { Plan } from '@/lib/ops/plan';
import type { TurnScope } from '@/lib/ops/types';
import type { EffectiveSettings } from '@/lib/settings/policy';
import type { OdooClient } from '@/lib/odoo/client';
import { cardEditing } from '@/lib/skills/card-editing';
import { CHOICE_MAX_AGE_MS, type ChoiceGate } from './choices';
import { writeRefusal, type JournalLike } from './gate';
import { KEPT_CARD_MAX_AGE_MS, type KeptConfirmGate } from './kept-confirms';
import type { TurnEnded } from './turn-deps';
import { resumeConfirm } from './propose';
import { resumeChoice } from './resume-choice';
import type { RunningTurns } from './running-turns';

/** What recovering needs of the chat service (service.ts). */
export interface Recovery {
  db: WeftDb;
  deps: {
    getSettings(): Promise<EffectiveSettings>;
    odooFor(origin: string, scope: TurnScope): { client: OdooClient; journal: JournalLike };
    emit(event: WorkerEvent, identity?: string): void;
  };
  turns: RunningTurns;
  confirms: KeptConfirmGate;
  choices: ChoiceGate;
  /** Emits to the panels of the turn's user. */
  emit(event: WorkerEvent): void;
  i18n(origin: string | undefined): I18n;
  /** Turns a stopped worker left unfinished, per identity, until a panel of that identity is told. */
  interrupted: Map<string, { identity: string; event: TurnEnded }>;
  /** A turn's model run, as send runs it (a question answered goes on with it). */
  run(conversation: Conversation, turnId: string, text: string, page: PageContext | null, scope: TurnScope, signal: AbortSignal): Promise<TurnEnded>;
}

/** Cards kept, then questions, then interrupted turns; resolves with the turn/ended events sent. */
export async function recoverTurns(r: Recovery): Promise<TurnEnded[]> {
const { db, deps, confirms, turns, interrupted } = r;
  confirms.denyAll();
  const kept = (await db.confirms.toArray()).filter((row) => !turns.get(row.turnId));
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
    const ended = turns.track(conversation, row.turnId, (signal) => resumeConfirm({ db, confirms, emit: r.emit, i18n: r.i18n(row.origin) }, { row, journal, signal, refusal, edit: cardEditing(client, policy, signal) }));
    await Promise.race([confirms.shown(row.argsHash), ended]);
  }
  await recoverChoices(r);
  const stale = (await db.messages.where('status').equals('streaming').toArray()).filter((m) => !turns.get(m.turnId));
  await db.messages.bulkUpdate(stale.map((m) => ({ key: m.id, changes: { status: 'interrupted' as const } })));
  const left = [...new Set(stale.map((m) => m.turnId))];
  const origins = new Map(stale.map((m) => [m.turnId, m.conversationId]));
  const conversationOrigins = new Map((await db.conversations.bulkGet([...new Set(origins.values())])).flatMap((c) => (c ? [[c.id, c.origin] as const] : [])));
  const events = left.map(
    (turnId): TurnEnded => ({
      type: 'turn/ended',
      turnId,
      status: 'interrupted',
      message: r.i18n(conversationOrigins.get(origins.get(turnId)!)).t('worker.restarted'),
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
export async function recoverChoices(r: Recovery): Promise<void> {
const { db, deps, choices, turns } = r;
  const kept = (await db.choices.where('status').equals('waiting').toArray()).filter((c) => !turns.get(c.turnId));
  const stale = kept.filter((c) => Date.now() - c.createdAt >= CHOICE_MAX_AGE_MS);
  await db.choices.bulkUpdate(stale.map((c) => ({ key: c.id, changes: { status: 'archived' as const } })));
  for (const choice of kept.filter((c) => !stale.includes(c))) {
    const conversation = await db.conversations.get(choice.conversationId);
    if (!conversation) continue;
    const asked = (await db.messages.where('turnId').equals(choice.turnId).toArray()).find((m) => m.role === 'user' && m.companyIds?.length);
    const scope: TurnScope = { identity: conversation.identity, ...(asked?.companyIds ? { companyIds: asked.companyIds } : {}) };
    deps.emit({ type: 'turn/started', conversationId: conversation.id, turnId: choice.turnId }, conversation.identity);
    void turns.track(conversation, choice.turnId, (signal) =>
      resumeChoice({ db, choices, privacy: async () => (await deps.getSettings()).askBeforeSending }, choice, signal, () => r.run(conversation, choice.turnId, '', null, scope, signal)),
    );
  }
}
