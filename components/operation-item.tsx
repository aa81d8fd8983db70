import { useEffect, useState } from 'react';
import type { Json, Operation, OperationKind } from '@/lib/db';
import type { JournalEntry } from '@/lib/ops/types';
import { ConflictChooser, type Resolution } from './conflict-chooser';
import { formatValue, relativeTime } from './format';
import type { UndoResult } from './use-undo-results';

const VERB: Record<OperationKind, string> = {
  create: 'Created', write: 'Updated', archive: 'Archived', unarchive: 'Restored', unlink: 'Deleted', action: 'Ran', message: 'Posted on',
};
const STATUS: Record<Operation['status'], string> = {
  pending: 'in progress', checking: 'checking', done: 'done', failed: 'failed', undone: 'undone', conflict: 'conflict',
};
const MAX_FIELDS = 6;
// Odoo keeps these itself; they are never "what the assistant changed".
const BOOKKEEPING = new Set(['id', 'display_name', 'write_date', 'write_uid', 'create_date', 'create_uid', '__last_update', 'message_id']);
const sameValue = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a ?? false) === JSON.stringify(b ?? false);

interface Props {
  /** A journal row; lib/ops adds labels, note and undoNote to the shared Operation. */
  op: JournalEntry;
  /** The undo of this change, when there is one (shown under it, not as a change of its own). */
  undo?: JournalEntry;
  result?: UndoResult;
  onUndo: (resolution?: Resolution) => void;
}

/** One journaled change: what changed (field: before → after), its status, and its Undo. */
export function OperationItem({ op, undo: undoEntry, result, onUndo }: Props) {
  const [asked, setAsked] = useState(false);
  // A new answer or status ends the wait.
  useEffect(() => setAsked(false), [result, op.status]);
  const canUndo = op.undoable && op.status === 'done' && !op.undoOf;
  const undo = (resolution?: Resolution) => {
    setAsked(true);
    onUndo(resolution);
  };
  const what = op.kind === 'action' ? `${VERB.action} ${op.method ?? 'an action'} on` : VERB[op.kind];

  return (
    <li className="operation" data-status={op.status}>
      <div className="op-head">
        <span className="op-title">
          {op.undoOf && <span className="muted">Undo: </span>}
          {what} <span className="muted">{op.model}</span>{' '}
          {op.recordIds.map((id) => op.displayNames[id] ?? `#${id}`).join(', ')}
        </span>
        <span className="badge" data-status={op.status}>{STATUS[op.status]}</span>
      </div>
      {op.recordIds.map((id) => <RecordChanges key={id} op={op} recordId={id} />)}
      {op.error && <p className="error small">{op.error}</p>}
      {!op.undoable && <p className="warn-text small">Cannot be undone{op.notUndoableReason ? `: ${op.notUndoableReason}` : '.'}</p>}
      {op.note && op.status !== 'undone' && <p className="muted small">{op.note}</p>}
      {op.status === 'undone' && (
        <p className="ok-text small undone-line" role="status">
          Undone{undoEntry ? ` ${relativeTime(undoEntry.createdAt)}` : ''}{(undoEntry?.note ?? (result?.status === 'undone' ? result.message : '')) ? `: ${undoEntry?.note ?? result?.message}` : '.'}
        </p>
      )}
      {result && result.status !== 'conflict' && result.status !== 'undone' && (
        <p className="small error" role="status">{result.message}</p>
      )}
      {op.status === 'conflict' && !asked && (
        <ConflictChooser op={op} note={result?.message} conflicts={op.conflicts ?? result?.conflicts} onResolve={(r) => undo(r)} />
      )}
      {asked ? (
        <p className="muted small" role="status">Undoing…</p>
      ) : (
        canUndo && (
          <div className="op-undo">
            <button type="button" className="small-button" onClick={() => undo()}>Undo</button>
            {op.undoNote && <span className="muted small"> {op.undoNote}</span>}
          </div>
        )
      )}
    </li>
  );
}

function RecordChanges({ op, recordId }: { op: JournalEntry; recordId: number }) {
  const before = op.before[recordId] ?? {};
  const after = op.after[recordId] ?? {};
  if (op.kind === 'unlink') {
    if (op.status === 'undone') return null;
    return <p className="muted small">{Object.keys(before).length} fields kept, to re-create it on undo (as a new record).</p>;
  }
  // Only what the assistant changed: not Odoo's bookkeeping, not fields it left as they were.
  const fields = [...new Set([...Object.keys(after), ...(op.kind === 'write' ? Object.keys(before) : [])])].filter(
    (f) => !BOOKKEEPING.has(f) && !(op.kind !== 'create' && f in before && sameValue(before[f], after[f])) && !op.lines?.[f],
  );
  const lines = Object.entries(op.lines ?? {}).flatMap(([field, journal]) =>
    Object.entries(journal.after).flatMap(([lineId, values]) =>
      Object.entries(values).map(([name, value]) => ({
        key: `${field}-${lineId}-${name}`,
        label: `${op.labels?.[field] ?? field} "${journal.names[Number(lineId)] ?? `#${lineId}`}" · ${name.replace(/_/g, ' ')}`,
        before: journal.before[Number(lineId)]?.[name],
        after: value,
      })),
    ),
  );
  if (fields.length === 0 && lines.length === 0) return null;
  const many = op.recordIds.length > 1;
  return (
    <ul className="changes-list">
      {fields.slice(0, MAX_FIELDS).map((field) => (
        <li key={field}>
          {many && <span className="muted">{op.displayNames[recordId] ?? `#${recordId}`} · </span>}
          {op.labels?.[field] ?? field}: <Change before={op.kind === 'create' ? undefined : before[field]} after={after[field]} />
        </li>
      ))}
      {fields.length > MAX_FIELDS && <li className="muted">and {fields.length - MAX_FIELDS} more fields</li>}
      {lines.slice(0, MAX_FIELDS).map((l) => (
        <li key={l.key}>
          {l.label}: <Change before={l.before} after={l.after} />
        </li>
      ))}
    </ul>
  );
}

function Change({ before, after }: { before: Json | undefined; after: Json | undefined }) {
  if (before === undefined) return <span className="after">{formatValue(after)}</span>;
  return (
    <>
      <span className="before">{formatValue(before)}</span> → <span className="after">{formatValue(after)}</span>
    </>
  );
}
