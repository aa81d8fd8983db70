import type { WeftDb } from '@/lib/db/db';
import { identityKey, type Identity } from '@/lib/db/identity';
import type { Conversation } from '@/lib/db/schema';
import type { Translate } from '@/lib/i18n';
import type { PageContext } from '@/lib/messaging/protocol';
import { emptyUsage } from './usage';

// Which conversation a message (or a proposed write) goes to: the one named, if the signed-in user
// may continue it, else a new one started from an Odoo page of the user's own Odoo.

export async function conversationFor(
  db: WeftDb,
  t: Translate,
  { id, text, page, identity }: { id: string | undefined; text: string; page: PageContext | null; identity: Identity },
): Promise<Conversation> {
  if (id) {
    const found = await db.conversations.get(id);
    if (!found) throw new Error(t('worker.conversationGone'));
    // Another user of this browser (or another database) cannot continue it with their session.
    if (found.identity !== identityKey(identity)) throw new Error(t('worker.otherIdentity'));
    return found;
  }
  if (!page?.isOdoo) throw new Error(t('worker.openOdooPage'));
  if (page.origin !== identity.origin) throw new Error(t('worker.otherOdoo'));
  const now = Date.now();
  const conversation: Conversation = {
    id: crypto.randomUUID(),
    title: text.replace(/\s+/g, ' ').trim().slice(0, 80),
    origin: page.origin,
    identity: identityKey(identity),
    createdAt: now,
    updatedAt: now,
    usage: emptyUsage(),
  };
  await db.conversations.add(conversation);
  return conversation;
}
