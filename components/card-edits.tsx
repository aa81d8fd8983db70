import { say } from '@/lib/i18n';
import type { EditableField } from '@/lib/ops/card-edits';
import { CardEditField } from './card-edit-field';
import type { CardEdit } from './use-card-edit';
import type { ConfirmRequest } from './use-turn';
import { useI18n } from './use-i18n';

/**
 * Edit before Approve: the values of the proposed write the user may change, under the card's
 * table, which shows the write as Odoo checked it (the edited values, what follows from them).
 */
export function CardEdits({ request, edit }: { request: ConfirmRequest; edit: CardEdit }) {
  const i18n = useI18n();
  const { t } = i18n;
  const fields = (request.edit?.fields ?? []) as EditableField[];
  if (!fields.length) return null;
  const changed = fields.filter((f) => f.field in (request.edit?.edited ?? {})).map((f) => f.label);
  const nameOf = (field: string) => {
    const after = request.preview.changes.find((c) => c.field === field)?.after as { display_name?: unknown } | null | undefined;
    return after && typeof after === 'object' && typeof after.display_name === 'string' ? after.display_name : undefined;
  };
  return (
    <div className="card-edits">
      {changed.length > 0 && <p className="small card-edited">{t('cards.youChanged', { fields: changed.join(', ') })}</p>}
      {edit.open && (
        <div className="card-edit-fields">
          {fields.map((f) => <CardEditField key={f.field} field={f} edit={edit} name={nameOf(f.field)} found={request.edit?.found} />)}
        </div>
      )}
      <p className="small" role="status">
        {edit.checking ? t('cards.checking')
          : request.edit?.error ? <span className="warn-text">{t('cards.editRefused', { why: say(i18n, request.edit.error) })}</span>
            : edit.drafts > 0 ? <span className="muted">{t('cards.checkFirst')}</span> : null}
      </p>
      <div className="card-edit-actions">
        <button type="button" className="link" aria-expanded={edit.open} onClick={edit.toggle}>{edit.open ? t('cards.editClose') : t('cards.edit')}</button>
        {(changed.length > 0 || edit.drafts > 0) && <button type="button" className="link" disabled={edit.checking} onClick={edit.reset}>{t('cards.reset')}</button>}
      </div>
    </div>
  );
}
