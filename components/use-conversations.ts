import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '@/lib/db';
import { readConversation, SELECTED_KEY as KEY, takeFirstRead } from '@/lib/db/conversation-read';

/**
 * The signed-in identity's conversations (`identity`: its key from the worker's status; null shows
 * none), the selected one (kept across view switches) and its messages.
 */
export function useConversations(identity: string | null) {
  const [selectedId, setSelectedId] = useState<string | null>(() => sessionStorage.getItem(KEY));
  useEffect(() => {
    if (selectedId) sessionStorage.setItem(KEY, selectedId);
    else sessionStorage.removeItem(KEY);
  }, [selectedId]);

  const conversations = useLiveQuery(
    () =>
      identity
        ? db.conversations.where('[identity+updatedAt]').between([identity, Dexie.minKey], [identity, Dexie.maxKey]).reverse().limit(50).toArray()
        : [],
    [identity],
  );
  // Tagged with the id it was read for: right after a switch the hook still holds the old result.
  // Another identity's conversation reads as missing: a user never sees what someone else asked.
  const found = useLiveQuery(async () => {
    const row = selectedId ? await db.conversations.get(selectedId) : undefined;
    return { id: selectedId, identity, row: row && row.identity === identity ? row : undefined };
  }, [selectedId, identity]);
  // Also tagged with the identity it was read for: the answer read before the user was known must
  // not count as 'missing' once they are.
  const current = found?.id === selectedId && found.identity === identity ? found : undefined;
  const conversation = current?.row;
  // Read as soon as a conversation is selected, without waiting for the worker to say who is signed
  // in (its hello asks Odoo): the two run side by side, and the messages are handed out only once the
  // signed-in identity is known and owns the conversation.
  // The entry script's read of the selected conversation (started while this code loaded), if it is
  // in: the first render shows its messages instead of waiting for the live query's first answer.
  // Still under way at the first render (a slow start): taken when it lands, before the live read's answer.
  const [first] = useState(() => takeFirstRead(selectedId));
  const [firstRead, setFirstRead] = useState(first?.read);
  useEffect(() => {
    let live = true;
    if (first && !first.read) void first.done.then((read) => live && setFirstRead(read));
    return () => void (live = false);
  }, []);
  const read = useLiveQuery(() => readConversation(selectedId), [selectedId]) ?? firstRead;
  const messages = identity && read?.id === selectedId && read.owner === identity ? read.messages : undefined;

  // The selected conversation was deleted (here or in another panel), or another user signed in: back
  // to a new one. While the signed-in user is not known (a restarted worker has not read the session
  // yet) nothing is shown, and the selection is kept for when it is.
  useEffect(() => {
    if (identity && current && selectedId && !current.row) setSelectedId(null);
  }, [current, selectedId, identity]);

  return { conversations: conversations ?? [], conversation, messages: messages ?? [], selectedId, select: setSelectedId };
}

export async function renameConversation(id: string, title: string) {
  await db.conversations.update(id, { title });
}

/** Deletes the conversation, its messages, files, questions and placeholders; the journal of its changes stays, for undo. */
export async function deleteConversation(id: string) {
  await db.transaction('rw', [db.conversations, db.messages, db.files, db.choices, db.veils], async () => {
    await db.veils.delete(id);
    await db.messages.where('[conversationId+createdAt]').between([id, Dexie.minKey], [id, Dexie.maxKey]).delete();
    await db.files.where('conversationId').equals(id).delete();
    await db.choices.where('conversationId').equals(id).delete();
    await db.conversations.delete(id);
  });
}
