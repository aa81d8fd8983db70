import Dexie from 'dexie';
import type { WeftDb } from '@/lib/db/db';
import type { Json, Message, MessageStatus, Usage } from '@/lib/db/schema';
import { addUsage } from './usage';
import type { Usage as ApiUsage } from '@anthropic-ai/sdk/resources/messages';
import { increasingClock } from '@/lib/util/clock';

// The agent's reads and writes of conversations and messages.

/** Strictly increasing timestamps, so messages written in the same millisecond keep their order. */
export const stamp = increasingClock();

export function loadMessages(db: WeftDb, conversationId: string): Promise<Message[]> {
  return db.messages.where('[conversationId+createdAt]').between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey]).toArray();
}

type NewMessage = { conversationId: string; turnId: string; role: Message['role']; content: Json[]; status: MessageStatus; said?: Message['said'] };

export async function addMessage(db: WeftDb, row: NewMessage): Promise<Message> {
  return (await startMessage(db, row)).message;
}

/** A message with its id and time now, and its write under way (`written`): what follows need not wait on it. */
export function startMessage(db: WeftDb, row: NewMessage): { message: Message; written: Promise<Message> } {
  const message: Message = { id: crypto.randomUUID(), createdAt: stamp(), ...row };
  return { message, written: db.messages.add(message).then(() => message) };
}

/**
 * Updates of one message, applied in order (a late progress save never overwrites the final one),
 * after `after` (the message's own write, when it is still under way; its failure fails the saves).
 */
export function messageWriter(db: WeftDb, id: string, after: Promise<unknown> = Promise.resolve()) {
  let chain: Promise<unknown> = after;
  return (changes: Partial<Pick<Message, 'content' | 'status' | 'error' | 'unbacked' | 'model' | 'usage' | 'ms'>>): Promise<void> => {
    const next = chain.then(() => db.messages.update(id, changes));
    chain = next.catch(() => undefined);
    return next.then(() => undefined);
  };
}

export async function addConversationUsage(db: WeftDb, conversationId: string, usage: Partial<ApiUsage> | null | undefined): Promise<Usage | undefined> {
  let total: Usage | undefined;
  await db.conversations
    .where('id')
    .equals(conversationId)
    .modify((c) => {
      c.usage = total = addUsage(c.usage, usage);
      c.updatedAt = Date.now();
    });
  return total;
}

/**
 * Retry and edit-and-resend: the messages of `turnId` and every later one leave the conversation,
 * so the question is asked once. The journal keeps any change those turns made (Changes lists it).
 */
export async function dropFrom(db: WeftDb, conversationId: string, turnId: string): Promise<void> {
  const rows = await loadMessages(db, conversationId);
  const first = rows.findIndex((m) => m.turnId === turnId);
  if (first < 0) return;
  await db.messages.bulkDelete(rows.slice(first).map((m) => m.id));
  const summary = (await db.conversations.get(conversationId))?.summary;
  // A summary that covers a dropped message would describe turns that are gone.
  if (summary && rows.slice(first).some((m) => m.id === summary.upToMessageId)) await db.conversations.update(conversationId, { summary: undefined });
}
