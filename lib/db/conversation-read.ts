import Dexie from 'dexie';
import { db } from './db';
import type { Message } from './schema';

/** Where the side panel keeps its selected conversation's id for the page's life (sessionStorage). */
export const SELECTED_KEY = 'weft.conversation';

/** The newest messages of a conversation the panel reads (a longer one shows its newest 300). */
export const MESSAGE_LIMIT = 300;

/** A conversation's messages with the identity its row says they belong to; the reader hands them out only to that identity. */
export interface ConversationRead {
  id: string | null;
  owner: string | undefined;
  messages: Message[];
}

/** The row and the messages side by side, one trip to the database. */
export async function readConversation(id: string | null): Promise<ConversationRead> {
  if (!id) return { id, owner: undefined, messages: [] };
  const [row, newest] = await Promise.all([
    db.conversations.get(id),
    db.messages.where('[conversationId+createdAt]').between([id, Dexie.minKey], [id, Dexie.maxKey]).reverse().limit(MESSAGE_LIMIT).toArray(),
  ]);
  if (!row) return { id, owner: undefined, messages: [] };
  return { id, owner: row.identity, messages: newest.reverse() };
}

// The side panel's first read, started by its entry script while the app's code still loads
// (issue 32): handed once to the chat's first render, then forgotten. It is the same read the chat
// makes, owner check included, in this page only; nothing is kept for another identity or page.
export interface FirstRead {
  /** The read, once it has come in. */
  read?: ConversationRead;
  /** Settles when it has come in (undefined if it failed: the chat's own live read answers then). */
  done: Promise<ConversationRead | undefined>;
}
let first: (FirstRead & { id: string }) | undefined;

export function startFirstRead(id: string | null): void {
  if (!id) return;
  const started: FirstRead & { id: string } = { id, done: readConversation(id).then((read) => (started.read = read), () => undefined) };
  first = started;
}

/** The first read of `id` (undefined when another conversation's, or when asked a second time). */
export function takeFirstRead(id: string | null): FirstRead | undefined {
  const taken = first;
  first = undefined;
  return taken && taken.id === id ? taken : undefined;
}
