import { useEffect } from 'react';
import Dexie from 'dexie';
import { db } from '@/lib/db';
import type { PanelClient } from '@/lib/messaging/panel-client';

/** The shortcut, said where Undo buttons are. Ctrl+Z alone stays the text fields' own undo. */
export const UNDO_SHORTCUT = 'Ctrl+Shift+Z';

/** Ctrl+Shift+Z (⌘⇧Z on a Mac) in the panel undoes the identity's last AI change that can be undone. */
export function useUndoShortcut(client: Pick<PanelClient, 'send'>, identity: string | null): void {
  useEffect(() => {
    if (!identity) return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || !e.shiftKey || e.key.toLowerCase() !== 'z' || e.defaultPrevented) return;
      e.preventDefault();
      void db.operations
        .where('[identity+createdAt]')
        .between([identity, Dexie.minKey], [identity, Dexie.maxKey])
        .reverse()
        .filter((o) => !o.undoOf && o.status !== 'failed')
        .first()
        .then((last) => {
          // Only the very last change: an older one is never undone by surprise.
          if (last?.status !== 'done' || !last.undoable) return;
          // The last change is a change set: the whole set, as its one Undo does.
          if (last.setId) client.send({ type: 'undo/set', turnId: last.turnId, setId: last.setId });
          else client.send({ type: 'undo/operation', operationId: last.id });
        });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [client, identity]);
}
