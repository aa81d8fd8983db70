import { useEffect, useState } from 'react';
import type { Json } from '@/lib/db';
import { actionArg, modelArg } from '@/lib/ops/summary';
import type { JournalEntry } from '@/lib/ops/types';
import { lineFieldLabel } from '@/lib/ops/lines';
import { LINK_TYPES, linksSaid } from '@/lib/ops/link-changes';
import { redoSpec } from '@/lib/ops/redo';
import { entryLabel, entryModel } from '@/lib/ops/card-labels';
import { ConflictChooser, type Resolution } from './conflict-chooser';
import { formatChange, relativeTime } from './format';
import type { UndoResult } from './use-undo-results';
import { useI18n } from './use-i18n';
import { say, sayArg, type I18n, type Sayable } from '@/lib/i18n';

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
  /** Redo: the undone change done again (absent where the list offers no Redo). */
  onRedo?: () => void;
}

/** One journaled change: what changed (field: before → after), its status, and its Undo. */
export function OperationItem({ op, undo: undoEntry, result, onUndo, onRedo }: Props) {
  const i18n = useI18n();
  const { t } = i18n;
  const [asked, setAsked] = useState(false);
  const [redoing, setRedoing] = useState(false);
  // A new answer or status ends the wait.
  useEffect(() => setAsked(false), [result, op.status]);
  useEffect(() => setRedoing(false), [op.redoneBy, result]);
  const canRedo = !!onRedo && redoSpec(op) !== undefined;
  const canUndo = op.undoable && op.status === 'done' && !op.undoOf;
  const undo = (resolution?: Resolution) => {
    setAsked(true);
    onUndo(resolution);
  };
  // The button's label ("Confirm", "Confirmer"), not its method; a method Weft does not list stays as it is.
  const button = op.method ? sayArg(i18n, actionArg(op.model, op.method)) : undefined;
  const what = op.kind === 'action' ? (button ? t('op.action', { method: button }) : t('op.actionUnnamed')) : t(`op.${op.kind}`);

  return (
    <li className="operation" data-status={op.status}>
      <div className="op-head">
        <span className="op-title">
          {op.undoOf && <span className="muted">{t('undo.prefix')} </span>}
          {what} <span className="muted" title={op.model}>{sayArg(i18n, modelArg(entryModel(op), 1, op.modelLabel))}</span>{' '}
          {op.recordIds.map((id) => op.displayNames[id] ?? `#${id}`).join(', ')}
        </span>
        <span className="badge" data-status={op.status}>{t(`status.${op.status}`)}</span>
      </div>
      {op.recordIds.map((id) => <RecordChanges key={id} op={op} recordId={id} i18n={i18n} />)}
      {op.error && <p className="error small">{say(i18n, op.error)}</p>}
      {!op.undoable && <p className="warn-text small">{op.notUndoableReason ? t('undo.notUndoableBecause', { reason: say(i18n, op.notUndoableReason) }) : t('undo.notUndoable')}</p>}
      {op.note && op.status !== 'undone' && <p className="muted small">{say(i18n, op.note)}</p>}
      {op.status === 'undone' && (
        <p className="ok-text small undone-line" role="status">
          {undoneLine(i18n, undoEntry && relativeTime(undoEntry.createdAt, Date.now(), i18n), undoEntry?.note ?? (result?.status === 'undone' ? result.message : undefined))}
        </p>
      )}
      {op.redoneBy && <p className="muted small">{t('redo.done')}</p>}
      {canRedo && (
        <div className="op-undo">
          {redoing ? (
            <span className="muted small" role="status">{t('redo.redoing')}</span>
          ) : (
            <button type="button" className="small-button" onClick={() => (setRedoing(true), onRedo!())}>{t('redo.redo')}</button>
          )}
        </div>
      )}
      {result && result.status !== 'conflict' && result.status !== 'undone' && (
        <p className="small error" role="status">{say(i18n, result.message)}</p>
      )}
      {op.status === 'conflict' && !asked && (
        <ConflictChooser op={op} note={result?.message} conflicts={op.conflicts ?? result?.conflicts} onResolve={(r) => undo(r)} />
      )}
      {asked ? (
        <p className="muted small" role="status">{t('undo.undoing')}</p>
      ) : (
        canUndo && (
          <div className="op-undo">
            <button type="button" className="small-button" onClick={() => undo()}>{t('undo.undo')}</button>
            {op.undoNote && <span className="muted small"> {say(i18n, op.undoNote)}</span>}
          </div>
        )
      )}
    </li>
  );
}

function RecordChanges({ op, recordId, i18n }: { op: JournalEntry; recordId: number; i18n: I18n }) {
  const before = op.before[recordId] ?? {};
  const after = op.after[recordId] ?? {};
  if (op.kind === 'unlink') {
    if (op.status === 'undone') return null;
    return <p className="muted small">{i18n.t('op.keptFields', { count: Object.keys(before).length })}</p>;
  }
  // Only what the assistant changed: not Odoo's bookkeeping, not fields it left as they were.
  const fields = [...new Set([...Object.keys(after), ...(op.kind === 'write' ? Object.keys(before) : [])])].filter(
    (f) => !BOOKKEEPING.has(f) && !(op.kind !== 'create' && f in before && sameValue(before[f], after[f])) && !op.lines?.[f] &&
      // Lines or links the write left as they were (a create's empty tags) say nothing.
      !(LINK_TYPES.has(op.types?.[f] ?? '') && !linksSaid(op.types?.[f], before[f], after[f])),
  );
  const lines = Object.entries(op.lines ?? {}).flatMap(([field, journal]) =>
    Object.entries(journal.after).flatMap(([lineId, values]) =>
      Object.entries(values).map(([name, value]) => ({
        key: `${field}-${lineId}-${name}`,
        // Odoo's label of the line's field, journaled with it ("Quantity"), never its technical name.
        label: `${op.labels?.[field] ?? field} "${journal.names[Number(lineId)] ?? `#${lineId}`}" · ${sayArg(i18n, lineFieldLabel(journal, name))}`,
        before: journal.before[Number(lineId)]?.[name],
        after: value,
        type: journal.types?.[name],
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
          {say(i18n, entryLabel(op, field))}:{' '}
          {LINK_TYPES.has(op.types?.[field] ?? '') ? (
            <span className="after">{say(i18n, linksSaid(op.types?.[field], before[field], after[field], op.linkNames?.[field]))}</span>
          ) : (
            <Change before={op.kind === 'create' ? undefined : before[field]} after={after[field]} type={op.types?.[field]} selection={op.selections?.[field]} undone={op.status === 'undone'} i18n={i18n} />
          )}
        </li>
      ))}
      {fields.length > MAX_FIELDS && <li className="muted">{i18n.t('op.moreFields', { count: fields.length - MAX_FIELDS })}</li>}
      {lines.slice(0, MAX_FIELDS).map((l) => (
        <li key={l.key}>
          {l.label}: <Change before={l.before} after={l.after} type={l.type} undone={op.status === 'undone'} i18n={i18n} />
        </li>
      ))}
    </ul>
  );
}

/** "Undone 3 minutes ago: note" with the parts there are. */
function undoneLine(i18n: I18n, when: string | undefined, text: Sayable | undefined): string {
  const { t } = i18n;
  const note = say(i18n, text);
  if (when && note) return t('undo.doneWhenNote', { when, note });
  if (when) return t('undo.doneWhen', { when });
  return note ? t('undo.doneNote', { note }) : t('undo.done');
}

function Change({ before, after, type, selection, undone, i18n }: { before: Json | undefined; after: Json | undefined; type?: string; selection?: Record<string, string>; undone?: boolean; i18n: I18n }) {
  // A status as Odoo words it ('Ready'), not its key ('assigned').
  const shown = (value: Json | undefined) => (typeof value === 'string' && selection?.[value] ? selection[value] : formatChange(value, { type }, i18n));
  if (before === undefined) return <span className="after">{shown(after)}</span>;
  // Undone: the value before is the one in Odoo again, so it reads as the current one, plainly;
  // the assistant's value is said in words after it, not struck through beside it.
  if (undone) {
    return (
      <>
        <span className="after restored">{shown(before)}</span> <span className="muted">{i18n.t('op.undoneValue', { value: shown(after) })}</span>
      </>
    );
  }
  return (
    <>
      <span className="before">{shown(before)}</span> → <span className="after">{shown(after)}</span>
    </>
  );
}
