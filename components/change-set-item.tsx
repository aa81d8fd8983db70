import { useEffect, useState } from 'react';
import type { Json } from '@/lib/db';
import { rowName } from '@/lib/ops/creates';
import { actionArg, modelArg } from '@/lib/ops/summary';
import type { JournalEntry } from '@/lib/ops/types';
import { entryLabel, entryModel } from '@/lib/ops/card-labels';
import { ConflictChooser, type Resolution } from './conflict-chooser';
import { formatChange } from './format';
import type { UndoResult } from './use-undo-results';
import { useI18n } from './use-i18n';
import { say, sayArg, type I18n } from '@/lib/i18n';

// Odoo keeps these itself; they are never "what the assistant changed".
const BOOKKEEPING = new Set(['id', 'display_name', 'write_date', 'write_uid', 'create_date', 'create_uid', '__last_update', 'message_id']);
const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a ?? false) === JSON.stringify(b ?? false);

interface Props {
  /** The set's rows: one journal entry per record (lib/ops/run-set.ts), in the order they ran. */
  rows: JournalEntry[];
  results: Record<string, UndoResult>;
  onUndoSet: () => void;
  onUndoRow: (operationId: string, resolution?: Resolution) => void;
}

/**
 * A change to many records in Changes: one line for the set, one Undo for every row that ran, and a
 * row per record with its change, or why Odoo refused it, or the conflict its undo met.
 */
export function ChangeSetItem({ rows, results, onUndoSet, onUndoRow }: Props) {
  const i18n = useI18n();
  const { t } = i18n;
  const [asked, setAsked] = useState(false);
  const first = rows[0]!;
  const ran = rows.filter((r) => r.status !== 'failed');
  const undoable = rows.filter((r) => r.undoable && r.status === 'done');
  const refused = rows.length - ran.length;
  // Any new answer or status ends the wait.
  const answered = rows.map((r) => `${r.status}:${results[r.id]?.seq ?? ''}`).join('|');
  useEffect(() => setAsked(false), [answered]);
  const button = first.method ? sayArg(i18n, actionArg(first.model, first.method)) : undefined;
  const what = first.kind === 'action' ? (button ? t('op.action', { method: button }) : t('op.actionUnnamed')) : t(`op.${first.kind}`);
  const status = ran.length && ran.every((r) => r.status === 'undone') ? 'undone' : undoable.length ? 'done' : ran.some((r) => r.status === 'conflict') ? 'conflict' : ran.length ? ran[0]!.status : 'failed';

  return (
    <li className="operation change-set" data-status={status} data-set-id={first.setId}>
      <div className="op-head">
        <span className="op-title">
          {what} <span className="muted" title={first.model}>{sayArg(i18n, modelArg(entryModel(first), rows.length, first.modelLabel))}</span>{' '}
          {t('set.records', { count: rows.length })}
        </span>
        <span className="badge" data-status={status}>{t(`status.${status}`)}</span>
      </div>
      <p className="small">
        {t(first.kind === 'create' ? 'set.made' : 'set.ran', { count: ran.length })}
        {refused > 0 && <span className="error"> · {t(first.kind === 'create' ? 'set.notMade' : 'set.refused', { count: refused })}</span>}
      </p>
      <ul className="set-rows changes-list">
        {rows.map((row, i) => <SetRowLine key={row.id} row={row} place={i + 1} result={results[row.id]} i18n={i18n} onUndo={(resolution) => onUndoRow(row.id, resolution)} />)}
      </ul>
      {!first.undoable && <p className="warn-text small">{first.notUndoableReason ? t('undo.notUndoableBecause', { reason: say(i18n, first.notUndoableReason) }) : t('undo.notUndoable')}</p>}
      {asked ? (
        <p className="muted small" role="status">{t('undo.undoing')}</p>
      ) : (
        undoable.length > 0 && (
          <div className="op-undo">
            <button type="button" className="small-button" onClick={() => (setAsked(true), onUndoSet())}>{t('undo.undo')}</button>
            <span className="muted small"> {t(first.kind === 'create' ? 'set.removeAll' : 'set.undoAll', { count: undoable.length })}</span>
          </div>
        )
      )}
    </li>
  );
}

function SetRowLine({ row, place, result, i18n, onUndo }: { row: JournalEntry; place: number; result?: UndoResult; i18n: I18n; onUndo: (resolution?: Resolution) => void }) {
  const { t } = i18n;
  const id = row.recordIds[0];
  // A create Odoo refused made no record: it is named by what it held, in words.
  const unmade = row.spec?.kind === 'create' ? sayArg(i18n, rowName(row.spec.values, place, row.model)) : t('confirm.newRecord');
  const name = (id !== undefined && row.displayNames[id]) || (id !== undefined ? `#${id}` : unmade);
  const created = row.kind === 'create';
  const before = (id !== undefined && row.before[id]) || {};
  const after = (id !== undefined && row.after[id]) || {};
  const fields = Object.keys(after).filter((f) => !BOOKKEEPING.has(f) && !(f in before && same(before[f], after[f])));
  const undone = row.status === 'undone';
  return (
    <li className="set-row" data-status={row.status}>
      <span className="set-row-name">{name}</span>
      {row.status === 'failed' ? (
        <span className="error"> · {t(created ? 'set.rowNotMade' : 'set.rowRefused', { error: say(i18n, row.error) })}</span>
      ) : (
        fields.map((f) => (
          <span key={f}>
            {' · '}{say(i18n, entryLabel(row, f))}:{' '}
            {created ? (
              // A new record's values alone; struck through once the undo removed it.
              <span className={undone ? 'before' : 'after'}>{formatChange(after[f], { type: row.types?.[f] }, i18n)}</span>
            ) : undone ? (
              <><span className="after restored">{formatChange(before[f], { type: row.types?.[f] }, i18n)}</span> <span className="muted">{t('op.undoneValue', { value: formatChange(after[f], { type: row.types?.[f] }, i18n) })}</span></>
            ) : (
              <><span className="before">{formatChange(before[f], { type: row.types?.[f] }, i18n)}</span> → <span className="after">{formatChange(after[f], { type: row.types?.[f] }, i18n)}</span></>
            )}
          </span>
        ))
      )}
      {!['done', 'failed', 'undone'].includes(row.status) && <span className="badge" data-status={row.status}> {t(`status.${row.status}`)}</span>}
      {result && result.status !== 'conflict' && result.status !== 'undone' && <p className="small error" role="status">{say(i18n, result.message)}</p>}
      {row.status === 'conflict' && <ConflictChooser op={row} note={result?.message} conflicts={row.conflicts ?? result?.conflicts} onResolve={(r) => onUndo(r)} />}
    </li>
  );
}
