import { say, sayArg } from '@/lib/i18n';
import { setRows } from '@/lib/ops/change-set';
import type { WritePreview } from '@/lib/ops/types';
import type { EditableField } from '@/lib/ops/card-edits';
import { CardEditField } from './card-edit-field';
import type { CardEdit } from './use-card-edit';
import type { ConfirmRequest } from './use-turn';
import { useI18n } from './use-i18n';

/**
 * Edit before Approve: the values of the proposed write the user may change, under the card's
 * table, which shows the write as Odoo checked it (the edited values, what follows from them).
 * A line's values (product, quantity, price) are grouped under the line's name.
 */
export function CardEdits({ request, edit }: { request: ConfirmRequest; edit: CardEdit }) {
  const i18n = useI18n();
  const { t, fmt } = i18n;
  const fields = (request.edit?.fields ?? []) as EditableField[];
  if (!fields.length) return null;
  // A change set's rows are edited in the set's table (change-set-table.tsx); named here by their row.
  const rowNames = new Map(setRows(request.preview as WritePreview).map((r) => [r.id, sayArg(i18n, r.name)]));
  const labelOf = (f: EditableField) =>
    f.line ? t('cards.lineValue', { label: say(i18n, f.label), n: f.line.index + 1 }) : f.row ? t('cards.rowValue', { label: say(i18n, f.label), name: rowNames.get(f.row.key) ?? String(f.row.key) }) : say(i18n, f.label);
  const changed = fields.filter((f) => f.field in (request.edit?.edited ?? {})).map(labelOf);
  const nameOf = (field: string) => {
    const after = request.preview.changes.find((c) => c.field === field)?.after as { display_name?: unknown } | null | undefined;
    return after && typeof after === 'object' && typeof after.display_name === 'string' ? after.display_name : undefined;
  };
  const own = fields.filter((f) => !f.line && !f.row);
  // The lines in the write's order, each with its values.
  const lines = [...new Map(fields.flatMap((f) => (f.line ? [[`${f.line.lines}/${f.line.index}`, fields.filter((g) => g.line?.lines === f.line!.lines && g.line.index === f.line!.index)] as const] : []))).values()];
  // What Odoo prices a line of a create at, when the write leaves the price to Odoo (the card's consequences, in the write's order).
  const consequences = request.preview.consequences;
  // A line's value the write leaves as it is: what the line holds now (an update), or Odoo's price (a create).
  const hint = (f: EditableField) => {
    if (!f.line || f.value !== false || f.kind === 'record') return undefined;
    if (typeof f.now === 'number') return t('cards.now', { value: f.line.field === 'price_unit' ? fmt.amount(f.now, consequences?.currency) : fmt.number(f.now, 4) });
    const price = f.line.field === 'price_unit' && request.preview.spec.kind === 'create' ? consequences?.lines[f.line.index]?.price : undefined;
    return price === undefined ? undefined : t('cards.odooPrices', { price: fmt.amount(price, consequences?.currency) });
  };
  const recordName = (f: EditableField) => (!f.line ? nameOf(f.field) : typeof f.now === 'string' ? f.now : f.line.field === 'product_id' ? f.line.name : undefined);
  const field = (f: EditableField) => <CardEditField key={f.field} field={f} edit={edit} name={recordName(f)} found={request.edit?.found} hint={hint(f)} />;
  return (
    <div className="card-edits">
      {changed.length > 0 && <p className="small card-edited">{t('cards.youChanged', { fields: changed.join(', ') })}</p>}
      {edit.open && (
        <div className="card-edit-fields">
          {own.map(field)}
          {lines.map((group) => {
            const line = group[0]!.line!;
            const legend = line.name ? t('cards.line', { n: line.index + 1, name: line.name }) : t('cards.lineN', { n: line.index + 1 });
            return (
              <fieldset key={`${line.lines}/${line.index}`} className="card-edit-line">
                <legend>{legend}</legend>
                {group.map(field)}
              </fieldset>
            );
          })}
        </div>
      )}
      <p className="small" role="status">
        {edit.checking ? t('cards.checking')
          : request.edit?.error ? <span className="warn-text">{t('cards.editRefused', { why: say(i18n, request.edit.error) })}</span>
            : edit.drafts > 0 ? <span className="muted">{t('cards.checkFirst')}</span> : null}
      </p>
      <div className="card-edit-actions">
        {fields.some((f) => !f.row) && <button type="button" className="link" aria-expanded={edit.open} onClick={edit.toggle}>{edit.open ? t('cards.editClose') : t('cards.edit')}</button>}
        {(changed.length > 0 || edit.drafts > 0) && <button type="button" className="link" disabled={edit.checking} onClick={edit.reset}>{t('cards.reset')}</button>}
      </div>
    </div>
  );
}
