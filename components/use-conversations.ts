import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '@/lib/db';

const KEY = 'weft.conversation';
const MESSAGE_LIMIT = 300;

/** The conversation list, the selected one (kept across view switches) and its messages. */
export function useConversations() {
  const [selectedId, setSelectedId] = useState<string | null>(() => sessionStorage.getItem(KEY));
  useEffect(() => {
    if (selectedId) sessionStorage.setItem(KEY, selectedId);
    else sessionStorage.removeItem(KEY);
  }, [selectedId]);

  const conversations = useLiveQuery(() => db.conversations.orderBy('updatedAt').reverse().limit(50).toArray(), []);
  // Tagged with the id it was read for: right after a switch the hook still holds the old result.
  const found = useLiveQuery(async () => ({ id: selectedId, row: selectedId ? await db.conversations.get(selectedId) : undefined }), [selectedId]);
  const conversation = found?.id === selectedId ? found.row : undefined;
  const messages = useLiveQuery(
    async () => {
      if (!selectedId) return [];
      const newest = await db.messages
        .where('[conversationId+createdAt]')
        .between([selectedId, Dexie.minKey], [selectedId, Dexie.maxKey])
        .reverse()
        .limit(MESSAGE_LIMIT)
        .toArray();
      return newest.reverse();
    },
    [selectedId],
  );

  // The selected conversation was deleted (here or in another panel): back to a new one.
  useEffect(() => {
    if (found && found.id === selectedId && selectedId && !found.row) setSelectedId(null);
  }, [found, selectedId]);

  return { conversations: conversations ?? [], conversation, messages: messages ?? [], selectedId, select: setSelectedId };
}

export async function renameConversation(id: string, title: string) {
  await db.conversations.update(id, { title });
}

/** Deletes the conversation, its messages and files; the journal of its changes stays, for undo. */
export async function deleteConversation(id: string) {
  await db.transaction('rw', db.conversations, db.messages, db.files, async () => {
    await db.messages.where('[conversationId+createdAt]').between([id, Dexie.minKey], [id, Dexie.maxKey]).delete();
    await db.files.where('conversationId').equals(id).delete();
    await db.conversations.delete(id);
  });
}
