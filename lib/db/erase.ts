import Dexie from 'dexie';
import type { WeftDb } from './db';

// Deleting what Weft keeps in the browser's database: conversations past their retention, one
// identity's data on request, or all of it. One transaction each, so a stopped worker leaves either
// everything or nothing of a conversation (no messages without their conversation).

const DAY_MS = 86_400_000;

export interface Erased {
  conversations: number;
  messages: number;
  files: number;
  confirms: number;
  choices: number;
  operations: number;
  suggestions: number;
  memory: number;
}

const none = (): Erased => ({ conversations: 0, messages: 0, files: 0, confirms: 0, choices: 0, operations: 0, suggestions: 0, memory: 0 });

/** A conversation's messages, files, questions and kept confirm cards, with it. Call inside a transaction. */
async function eraseConversations(db: WeftDb, ids: string[], into: Erased): Promise<void> {
  if (!ids.length) return;
  for (const id of ids) {
    const range = db.messages.where('[conversationId+createdAt]').between([id, Dexie.minKey], [id, Dexie.maxKey]);
    into.messages += await range.delete();
    into.files += await db.files.where('conversationId').equals(id).delete();
    into.choices += await db.choices.where('conversationId').equals(id).delete();
    await db.veils.delete(id);
  }
  into.confirms += await db.confirms.filter((c) => ids.includes(c.conversationId)).delete();
  into.conversations += await db.conversations.where('id').anyOf(ids).delete();
}

/**
 * Retention: conversations untouched for more than `days` (their messages, files and kept cards),
 * and suggestions older than that. `keep`: conversations with a turn running now.
 */
export async function pruneConversations(db: WeftDb, days: number, { now = Date.now(), keep = [] as readonly string[] } = {}): Promise<Erased> {
  const cutoff = now - days * DAY_MS;
  const erased = none();
  await db.transaction('rw', [db.conversations, db.messages, db.files, db.confirms, db.choices, db.suggestions, db.veils], async () => {
    const old = (await db.conversations.where('updatedAt').below(cutoff).primaryKeys()).filter((id) => !keep.includes(id));
    await eraseConversations(db, old, erased);
    erased.suggestions += await db.suggestions.where('createdAt').below(cutoff).delete();
  });
  return erased;
}

/**
 * "Delete all of Weft's data for this identity": its conversations, journal, suggestions and memory.
 * Its spend per day stays (dollars and token counts, no content): deleting data must not reset a budget.
 */
export async function eraseIdentity(db: WeftDb, identity: string): Promise<Erased> {
  const erased = none();
  await db.transaction('rw', db.tables, async () => {
    const mine = await db.conversations.where('[identity+updatedAt]').between([identity, Dexie.minKey], [identity, Dexie.maxKey]).primaryKeys();
    await eraseConversations(db, mine, erased);
    erased.operations += await db.operations.where('[identity+createdAt]').between([identity, Dexie.minKey], [identity, Dexie.maxKey]).delete();
    erased.suggestions += await db.suggestions.where('identity').equals(identity).delete();
    erased.memory += await db.memory.where('[identity+createdAt]').between([identity, Dexie.minKey], [identity, Dexie.maxKey]).delete();
  });
  return erased;
}

/** "Delete everything" in the database: every table emptied (the schema stays, the worker keeps it open). */
export async function eraseAll(db: WeftDb): Promise<Erased> {
  const erased = none();
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) {
      const count = await table.count();
      await table.clear();
      if (table.name in erased) erased[table.name as keyof Erased] += count;
    }
  });
  return erased;
}
