import Dexie from 'dexie';
import type { WeftDb } from '@/lib/db/db';
import type { Conversation, MemoryItem } from '@/lib/db/schema';
import type { Translate } from '@/lib/i18n';
import type { WorkerEvent } from '@/lib/messaging/protocol';
import { addMessage } from './store';

// Facts and preferences the user asked Weft to remember. Only the user's own words get here
// (typed "remember: …"), never text from Odoo records, because memory goes into every request.

export const MAX_MEMORY_ITEMS = 30;
const MAX_TEXT = 300;

/** One identity's memory (identity key, see lib/db/identity.ts), oldest first. */
export function listMemory(db: WeftDb, identity: string): Promise<MemoryItem[]> {
  return db.memory.where('[identity+createdAt]').between([identity, Dexie.minKey], [identity, Dexie.maxKey]).toArray();
}

export async function addMemory(db: WeftDb, identity: string, text: string, kind: MemoryItem['kind'] = guessKind(text)): Promise<MemoryItem> {
  const clean = text.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
  if (!clean) throw new Error('Nothing to remember.');
  const item: MemoryItem = { id: crypto.randomUUID(), identity, text: clean, kind, createdAt: Date.now() };
  await db.transaction('rw', db.memory, async () => {
    const existing = await listMemory(db, identity);
    // Strictly increasing, so "oldest first out" is well defined within one millisecond too.
    item.createdAt = Math.max(item.createdAt, (existing.at(-1)?.createdAt ?? 0) + 1);
    const same = existing.find((m) => m.text.toLowerCase() === clean.toLowerCase());
    if (same) await db.memory.delete(same.id);
    // Oldest first out when full: memory is a short list, not an archive.
    const overflow = existing.filter((m) => m !== same).length + 1 - MAX_MEMORY_ITEMS;
    if (overflow > 0) await db.memory.bulkDelete(existing.filter((m) => m !== same).slice(0, overflow).map((m) => m.id));
    await db.memory.add(item);
  });
  return item;
}

export function removeMemory(db: WeftDb, id: string): Promise<void> {
  return db.memory.delete(id);
}

/**
 * "remember: I handle the Athens accounts" → the text to remember; anything else → undefined. The
 * panel speaks five languages, so the word the Settings page tells the user to type works in each:
 * retiens, recuerda, merke dir, onthoud.
 */
const REMEMBER = /^\s*(?:remember\s*(?::|that\b)|(?:retiens|souviens-toi|recuerda|merke? dir|onthoud)\s*:)\s*([\s\S]+)$/iu;
export function parseRemember(text: string): string | undefined {
  const match = REMEMBER.exec(text);
  const rest = match?.[1]?.trim();
  return rest ? rest : undefined;
}

function guessKind(text: string): MemoryItem['kind'] {
  return /\b(prefer|always|never|please|don't|do not|use|show|answer|reply|format)\b/i.test(text) ? 'preference' : 'fact';
}

/** The memory lines of the dynamic system block. */
export function memoryLines(items: MemoryItem[]): string[] {
  return items.map((m) => `- (${m.kind}) ${m.text}`);
}

/**
 * A "remember: …" turn, answered without a model call: only the user's own words become memory
 * (none when the organisation turned memory off); the reply is stored and streamed as the turn's.
 */
export async function rememberTurn(
  db: WeftDb,
  emit: (event: WorkerEvent) => void,
  t: Translate,
  { conversation, turnId, text }: { conversation: Pick<Conversation, 'id' | 'identity'>; turnId: string; text: string },
  off: boolean,
): Promise<Extract<WorkerEvent, { type: 'turn/ended' }>> {
  const reply = off ? t('worker.memoryOff') : t('worker.remembered', { text: (await addMemory(db, conversation.identity, text)).text });
  const message = await addMessage(db, { conversationId: conversation.id, turnId, role: 'assistant', content: [{ type: 'text', text: reply }], status: 'done' });
  emit({ type: 'turn/delta', turnId, messageId: message.id, text: reply });
  return { type: 'turn/ended', turnId, status: 'done' };
}
