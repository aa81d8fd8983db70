import type { WeftDb } from '@/lib/db/db';
import type { ChatFile, Json } from '@/lib/db/schema';
import { fileRef } from './blocks';
import { english, type I18n } from '@/lib/i18n';
import { refusalForMessage } from './limits';

// The worker's side of "files are kept with the conversation": the panel stored each file as a
// draft (no conversation yet); sending claims them for the conversation, whose deletion removes
// them. Drafts never sent, and files whose conversation is gone, are pruned at worker start.

const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The drafts a chat/send names, checked: all still there, not another conversation's, within the caps. */
export async function filesToSend(db: WeftDb, ids: string[], conversationId: string | undefined, i18n: I18n = english): Promise<ChatFile[]> {
  const { t } = i18n;
  if (!ids.length) return [];
  const rows = await db.files.bulkGet(ids);
  const missing = rows.filter((r) => !r).length;
  if (missing) throw new Error(t('files.gone', { count: missing }));
  const files = rows as ChatFile[];
  if (files.some((f) => f.conversationId && f.conversationId !== conversationId)) throw new Error(t('files.otherConversation'));
  const why = refusalForMessage(files, i18n);
  if (why) throw new Error(why);
  return files;
}

/** Marks the files as the conversation's and returns the references its user message keeps. */
export async function keepWith(db: WeftDb, files: ChatFile[], conversationId: string): Promise<Json[]> {
  if (!files.length) return [];
  await db.files.bulkUpdate(files.map((f) => ({ key: f.id, changes: { conversationId } })));
  return files.map((f) => fileRef({ ...f, conversationId }) as unknown as Json);
}

/** Removes drafts older than a day and files whose conversation was deleted. */
export async function pruneFiles(db: WeftDb, now = Date.now()): Promise<number> {
  return db.transaction('rw', db.files, db.conversations, async () => {
    const all = await db.files.toArray();
    const conversations = new Set(await db.conversations.toCollection().primaryKeys());
    const gone = all.filter((f) => (f.conversationId ? !conversations.has(f.conversationId) : now - f.createdAt > DRAFT_MAX_AGE_MS));
    await db.files.bulkDelete(gone.map((f) => f.id));
    return gone.length;
  });
}
