import { useEffect, useState } from 'react';
import type { Operation } from '@/lib/db';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { relativeTime } from './format';
import { ChangeSetItem } from './change-set-item';
import { OperationItem } from './operation-item';
import type { UndoResult } from './use-undo-results';
import { useI18n } from './use-i18n';

interface Props {
  turnId: string;
  conversationTitle?: string;
  /** The user's words that made these changes. */
  request?: string;
  ops: Operation[];
  /** Undo entries by the change they undid. */
  undos?: Record<string, Operation>;
  now: number;
  results: Record<string, UndoResult>;
  client: Pick<PanelClient, 'send'>;
}

/** The changes of one assistant turn, with "Undo all" when there is more than one to undo. */
export function TurnGroup({ turnId, conversationTitle, request, ops, undos = {}, now, results, client }: Props) {
  const i18n = useI18n();
  const [undoingAll, setUndoingAll] = useState(false);
  const undoable = ops.filter((o) => o.undoable && o.status === 'done' && !o.undoOf);
  // A change set counts as one change: its rows are undone together.
  const units = new Set(undoable.map((o) => o.setId ?? o.id)).size;
  // Any answer for this turn (a status in the journal, or an undo result) ends the wait: the button
  // shows again for what is left, instead of staying on "Undoing…" when an undo stopped or threw.
  const answered = ops.map((o) => `${o.id}:${o.status}:${results[o.id]?.seq ?? ''}`).join('|');
  useEffect(() => setUndoingAll(false), [answered]);
  return (
    <article className="turn-group">
      <header className="turn-head">
        <span className="muted small">
          <time dateTime={new Date(ops[0]!.createdAt).toISOString()} title={i18n.fmt.dateTime(ops[0]!.createdAt)}>
            {relativeTime(ops[0]!.createdAt, now, i18n)}
          </time>
          {request ? <> · <q className="turn-request">{request}</q></> : conversationTitle && <> · {conversationTitle}</>}
        </span>
        {units > 1 && (
          <button type="button" className="small-button" disabled={undoingAll}
            onClick={() => (setUndoingAll(true), client.send({ type: 'undo/turn', turnId }))}>
            {undoingAll ? i18n.t('undo.undoing') : i18n.t('undo.all', { count: undoable.length })}
          </button>
        )}
      </header>
      <ul className="op-list">
        {bySet(ops).map((op) =>
          Array.isArray(op) ? (
            <ChangeSetItem
              key={op[0]!.setId}
              rows={op}
              results={results}
              onUndoSet={() => client.send({ type: 'undo/set', turnId, setId: op[0]!.setId! })}
              onUndoRow={(operationId, resolution) => client.send({ type: 'undo/operation', operationId, ...(resolution && { resolution }) })}
            />
          ) : (
            <OperationItem
              key={op.id}
              op={op}
              result={results[op.id]}
              undo={undos[op.id]}
              onUndo={(resolution) => client.send({ type: 'undo/operation', operationId: op.id, ...(resolution && { resolution }) })}
              onRedo={() => client.send({ type: 'redo/operation', operationId: op.id })}
            />
          ),
        )}
      </ul>
    </article>
  );
}

/** The turn's changes with each change set's rows gathered where its first row stands, in the order they ran. */
function bySet(ops: Operation[]): Array<Operation | Operation[]> {
  const out: Array<Operation | Operation[]> = [];
  const sets = new Map<string, Operation[]>();
  for (const op of ops) {
    if (!op.setId) {
      out.push(op);
      continue;
    }
    const rows = sets.get(op.setId);
    if (rows) rows.push(op);
    else {
      const fresh = [op];
      sets.set(op.setId, fresh);
      out.push(fresh);
    }
  }
  // Changes lists newest first; a set reads in the order its rows ran.
  for (const rows of sets.values()) rows.sort((a, b) => a.createdAt - b.createdAt);
  return out;
}
