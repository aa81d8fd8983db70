import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/lib/db';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { TurnGroup } from './turn-group';
import { useNow } from './use-now';
import type { UndoResult } from './use-undo-results';
import { useI18n } from './use-i18n';

/**
 * The changes one reply made, under it in the chat: each write with its own Undo, and "Undo all"
 * for the turn, through the same journal as the Changes view (rendered from the database).
 */
export function TurnChanges({ turnId, client, results }: { turnId: string; client: Pick<PanelClient, 'send'>; results: Record<string, UndoResult> }) {
  const { t } = useI18n();
  const all = useLiveQuery(() => db.operations.where('turnId').equals(turnId).sortBy('createdAt'), [turnId]);
  const now = useNow();
  // A row Odoo refused stays in its change set, which says what ran and what did not.
  const ops = (all ?? []).filter((o) => !o.undoOf && (o.status !== 'failed' || o.setId));
  if (!ops.length) return null;
  const undos = Object.fromEntries((all ?? []).filter((o) => o.undoOf).map((o) => [o.undoOf!, o]));
  return (
    <section className="turn-changes" aria-label={t('changes.byReply')}>
      <TurnGroup turnId={turnId} ops={ops} undos={undos} now={now} results={results} client={client} />
    </section>
  );
}
