import { useState } from 'react';
import { say, sayArg } from '@/lib/i18n';
import { setRows } from '@/lib/ops/change-set';
import { MAX_EDITABLE, type EditableField } from '@/lib/ops/card-edits';
import type { WritePreview } from '@/lib/ops/types';
import { CardEditField } from './card-edit-field';
import { formatChange } from './format';
import type { CardEdit } from './use-card-edit';
import { useI18n } from './use-i18n';

interface Props {
  preview: WritePreview;
  /** The records the user left out (their edit of the write): unticked rows. */
  exclude: number[];
  onExclude(exclude: number[]): void;
  /** Answered: the ticks stay as they were sent. */
  disabled: boolean;
  /** Each row's values the card lets the user change (lib/ops/card-edits.ts, `row`), and the card's edits. */
  fields?: EditableField[];
  edit?: CardEdit;
}

/**
 * A change to many records on its card: a row per record with its name and each field before → after,
 * ticked to be included, and an Edit that changes that row's values alone (checked by Odoo as the
 * card's other values are). The rows scroll inside the card, so Approve stays in reach however many there are.
 */
export function ChangeSetTable({ preview, exclude, onExclude, disabled, fields = [], edit }: Props) {
  const i18n = useI18n();
  const { t } = i18n;
  const rows = setRows(preview).map((row) => ({ ...row, name: sayArg(i18n, row.name) }));
  const left = rows.length - exclude.length;
  const toggle = (id: number, include: boolean) => onExclude(include ? exclude.filter((x) => x !== id) : [...exclude, id]);
  // The rows whose values are open for editing.
  const [editing, setEditing] = useState<number[]>([]);
  const ofRow = (key: number) => fields.filter((f) => f.row?.key === key);
  // A card offers at most MAX_EDITABLE values, whole rows first to last: the rows past them are said, not hidden.
  const editable = new Set(fields.flatMap((f) => (f.row ? [f.row.key] : []))).size;
  const { capped } = preview;
  // Odoo's warnings on the products a row puts on lines, on that row (foresee-set-warnings.ts).
  const warned = (key: number) => preview.consequences?.productWarnings?.filter((w) => w.rows?.includes(key)) ?? [];
  return (
    <div className="change-set">
      {capped && <p className="warn-text small set-capped" role="note">{t(capped.org ? 'set.cappedOrg' : 'set.capped', { cap: capped.cap, total: capped.total, count: capped.total - capped.cap })}</p>}
      <label className="check small set-all">
        <input type="checkbox" checked={exclude.length === 0} ref={(box) => void (box && (box.indeterminate = exclude.length > 0 && left > 0))} disabled={disabled}
          onChange={(e) => onExclude(e.target.checked ? [] : rows.map((r) => r.id))} />
        {left > 0 ? t(preview.spec.kind === 'creates' ? 'set.includedNew' : 'set.included', { count: left, total: rows.length }) : t('set.noneIncluded')}
      </label>
      <div className="set-scroll">
        <table className="changes compact set-table">
          <thead>
            <tr><th scope="col" className="set-include">{t('set.include')}</th><th scope="col">{t('set.record')}</th></tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const included = !exclude.includes(row.id);
              const own = edit ? ofRow(row.id) : [];
              const open = editing.includes(row.id);
              return (
                <tr key={row.id} data-included={included} data-row={row.id}>
                  <td className="set-include">
                    <input type="checkbox" checked={included} disabled={disabled} aria-label={t('set.includeRow', { name: row.name })} onChange={(e) => toggle(row.id, e.target.checked)} />
                  </td>
                  <td>
                    <span className="set-row-head">
                      <span className="set-row-name">{row.name}</span>
                      {own.length > 0 && !disabled && (
                        <button type="button" className="link small set-row-edit" aria-expanded={open} aria-label={open ? undefined : t('set.editRow', { name: row.name })}
                          onClick={() => setEditing(open ? editing.filter((k) => k !== row.id) : [...editing, row.id])}>
                          {open ? t('set.editRowDone') : t('set.editRowShort')}
                        </button>
                      )}
                    </span>
                    {row.changes.map((c, i) => (
                      <span className="set-row-change" key={i}>
                        {c.note !== undefined ? say(i18n, c.note) : c.recordId === null ? (
                          <>{say(i18n, c.label) || c.field}: <span className="after">{formatChange(c.after, c, i18n)}</span></>
                        ) : (
                          <>
                            {say(i18n, c.label) || c.field}: <span className="before">{formatChange(c.before, c, i18n)}</span> → <span className="after">{formatChange(c.after, c, i18n)}</span>
                          </>
                        )}
                      </span>
                    ))}
                    {warned(row.id).map((w, i) => (
                      <span className="set-row-change warn-text" role="note" key={`w${i}`}>{t('conseq.productWarning', { product: w.product, message: w.message })}</span>
                    ))}
                    {open && edit && (
                      <div className="card-edit-fields set-row-fields">
                        {own.map((f) => <CardEditField key={f.field} field={f} edit={edit} a11yLabel={t('cards.rowValue', { label: say(i18n, f.label), name: row.name })} />)}
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {edit && editable > 0 && editable < rows.length && !disabled && <p className="muted small set-edit-some">{t('set.editSome', { count: editable, total: rows.length, max: MAX_EDITABLE })}</p>}
    </div>
  );
}
