import { useState, type KeyboardEvent } from 'react';
import { say } from '@/lib/i18n';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { CardConsequences } from './card-consequences';
import { CardEdits } from './card-edits';
import { CardQuestions } from './card-questions';
import { isChangeSet, rowKeys } from '@/lib/ops/change-set';
import type { EditableField } from '@/lib/ops/card-edits';
import type { WritePreview, WriteSpec } from '@/lib/ops/types';
import { questionsLeft } from '@/lib/ops/wizard-choices';
import { cardKeyAnswer, cardKeyNames } from './card-keys';
import { ChangeSetTable } from './change-set-table';
import { formatChange } from './format';
import type { ConfirmRequest } from './use-turn';
import { useCardEdit } from './use-card-edit';
import { useI18n } from './use-i18n';

/**
 * A change waiting for the user: exactly what will change and whether it can be undone. The answer
 * is bound to this pending action and the hash of its arguments, so it cannot approve anything else.
 */
export function ConfirmCard({ request, client }: { request: ConfirmRequest; client: Pick<PanelClient, 'send'> }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [answered, setAnswered] = useState<boolean | null>(null);
  const { pendingId, argsHash, preview } = request;
  const edit = useCardEdit(request, client);
  // A change to many records: the rows the user unticked (change-set-table.tsx) are left out.
  const [exclude, setExclude] = useState<number[]>([]);
  const spec = preview.spec as WriteSpec;
  const rows = isChangeSet(spec) ? rowKeys(spec).length : 0;
  // Odoo's questions the user answers here (a backorder or not): nothing is chosen for them. A
  // question of one record goes with its row: left out, it is neither shown nor answered.
  const questions = questionsLeft(preview.consequences?.questions ?? [], exclude);
  const [chosen, setChoices] = useState<Record<string, string>>({});
  const choices = Object.fromEntries(questions.flatMap((q) => (chosen[q.wizard] ? [[q.wizard, chosen[q.wizard]!]] : [])));
  const unanswered = questions.some((q) => !choices[q.wizard]);
  // Approve approves what the card shows: not while a value typed on it is unchecked or being checked, nor with every row left out, nor with a question unanswered.
  const blocked = !edit.ready || (rows > 0 && exclude.length === rows) || unanswered;
  const answer = (approve: boolean) => {
    if (answered !== null || (approve && blocked)) return;
    setAnswered(approve);
    client.send({ type: 'confirm/answer', pendingId, argsHash, approve, ...(approve && exclude.length ? { exclude } : {}), ...(approve && questions.length ? { choices } : {}) });
  };
  const headingId = `confirm-${pendingId}`;
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const key = cardKeyAnswer(e);
    if (key === null) return;
    e.preventDefault();
    answer(key);
  };

  // A record being made has no "before": its values are shown alone.
  const fresh = (c: (typeof preview.changes)[number]) => c.recordId === null && (c.before === null || c.before === undefined || c.before === false);
  // Nothing shown as before → after (a record being made, a message, line notes): one "Value" column.
  const valuesOnly = preview.changes.length > 0 && preview.changes.every((c) => fresh(c) || c.note !== undefined);
  // One record (the title names it): its fields alone, not "New record · Customer" on every row.
  const oneRecord = new Set(preview.changes.map((c) => c.recordId ?? c.displayName ?? '')).size === 1;
  return (
    <section className="confirm-card" role="group" aria-labelledby={headingId} aria-describedby={`${headingId}-keys`} data-pending-id={pendingId} tabIndex={0} onKeyDown={onKeyDown}>
      <h3 id={headingId}>{say(i18n, preview.summary)}</h3>
      {preview.askedBecause && <p className="warn-text small">{say(i18n, preview.askedBecause)}</p>}
      {rows > 0 && <ChangeSetTable preview={preview as WritePreview} exclude={exclude} onExclude={setExclude} disabled={answered !== null} fields={(request.edit?.fields ?? []) as EditableField[]} edit={edit} />}
      {rows === 0 && preview.changes.length > 0 && (
        <table className="changes compact">
          <thead>
            <tr><th scope="col">{oneRecord ? t('confirm.field') : t('confirm.recordField')}</th><th scope="col">{valuesOnly ? t('confirm.value') : t('confirm.beforeAfter')}</th></tr>
          </thead>
          <tbody>
            {preview.changes.map((c, i) => (
              <tr key={i}>
                <td>{oneRecord ? '' : `${c.displayName || (c.recordId ? `#${c.recordId}` : t('confirm.newRecord'))} · `}{say(i18n, c.label) || c.field}</td>
                <td>
                  {c.note !== undefined ? say(i18n, c.note) : fresh(c) ? (
                    <span className="after">{formatChange(c.after, c, i18n)}</span>
                  ) : (
                    <>
                      <span className="before">{formatChange(c.before, c, i18n)}</span> → <span className="after">{formatChange(c.after, c, i18n)}</span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {preview.consequences && <CardConsequences consequences={preview.consequences} />}
      {questions.length > 0 && <CardQuestions pendingId={pendingId} questions={questions} choices={choices} onChoose={(next) => setChoices({ ...chosen, ...next })} disabled={answered !== null} />}
      {preview.notes && preview.notes.length > 0 && (
        <ul className="card-notes small">
          {preview.notes.map((note, i) => <li key={i}>{note}</li>)}
        </ul>
      )}
      <CardEdits request={request} edit={edit} />
      <p className={preview.undoable ? 'muted' : 'warn-text'}>
        {preview.undoable
          ? [t('confirm.undoable'), say(i18n, preview.undoNote)].filter(Boolean).join(' ')
          : preview.notUndoableReason ? t('undo.notUndoableBecause', { reason: say(i18n, preview.notUndoableReason) }) : t('undo.notUndoable')}
      </p>
      {preview.trail && <p className="muted small" data-testid="trail-card">{t('trail.card')}</p>}
      <div className="actions">
        <button type="button" className="primary" disabled={answered !== null || blocked} onClick={() => answer(true)}>
          {answered === true ? t('confirm.approved') : rows > 0 ? t('set.approve', { count: rows - exclude.length }) : t('confirm.approve')}
        </button>
        <button type="button" disabled={answered !== null} onClick={() => answer(false)}>
          {answered === false ? t('confirm.declined') : t('confirm.decline')}
        </button>
      </div>
      <p className="muted small card-keys" id={`${headingId}-keys`}>{t('cards.keys', cardKeyNames(t))}</p>
    </section>
  );
}
