import { say, sayArg } from '@/lib/i18n';
import { setRows } from '@/lib/ops/change-set';
import type { WritePreview } from '@/lib/ops/types';
import { formatChange } from './format';
import { useI18n } from './use-i18n';

interface Props {
  preview: WritePreview;
  /** The records the user left out (their edit of the write): unticked rows. */
  exclude: number[];
  onExclude(exclude: number[]): void;
  /** Answered: the ticks stay as they were sent. */
  disabled: boolean;
}

/**
 * A change to many records on its card: a row per record with its name and each field before → after,
 * ticked to be included. The rows scroll inside the card, so Approve stays in reach however many there are.
 */
export function ChangeSetTable({ preview, exclude, onExclude, disabled }: Props) {
  const i18n = useI18n();
  const { t } = i18n;
  const rows = setRows(preview).map((row) => ({ ...row, name: sayArg(i18n, row.name) }));
  const left = rows.length - exclude.length;
  const toggle = (id: number, include: boolean) => onExclude(include ? exclude.filter((x) => x !== id) : [...exclude, id]);
  return (
    <div className="change-set">
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
              return (
                <tr key={row.id} data-included={included}>
                  <td className="set-include">
                    <input type="checkbox" checked={included} disabled={disabled} aria-label={t('set.includeRow', { name: row.name })} onChange={(e) => toggle(row.id, e.target.checked)} />
                  </td>
                  <td>
                    <span className="set-row-name">{row.name}</span>
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
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
