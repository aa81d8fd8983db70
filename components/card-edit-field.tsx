import { useState } from 'react';
import type { Json } from '@/lib/db';
import { say } from '@/lib/i18n';
import type { EditableField } from '@/lib/ops/card-edits';
import type { CardEdit } from './use-card-edit';
import { useI18n } from './use-i18n';

interface Props {
  field: EditableField;
  edit: CardEdit;
  /** A record field: the name of the record the write holds now (from the card's preview). */
  name?: string;
  found?: { field: string; options: Array<{ id?: number; label: string; detail?: string }> };
  /** A line's value the write leaves to Odoo: what Odoo computes for it. */
  hint?: string;
  /** What a screen reader calls the value when its label alone is ambiguous (a row's "City" among twenty). */
  a11yLabel?: string;
}

// Odoo's date-times are UTC "YYYY-MM-DD HH:MM:SS"; the input shows the user's own time.
const pad = (n: number) => String(n).padStart(2, '0');
const toLocalInput = (utc: string) => {
  const d = new Date(`${utc.replace(' ', 'T')}Z`);
  return Number.isNaN(d.getTime()) ? '' : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const toUtc = (local: string) => {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? '' : `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

/** One value of a confirm card, editable in place: checked by Odoo when the field is left or Enter pressed. */
export function CardEditField({ field, edit, name, found, hint, a11yLabel }: Props) {
  const i18n = useI18n();
  const { t } = i18n;
  const id = `edit-${field.field}`;
  const value = edit.valueOf(field.field);
  const onEnter = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey && !e.shiftKey) (e.preventDefault(), edit.check());
  };
  const common = { id, disabled: edit.checking, onBlur: () => edit.check(), onKeyDown: onEnter, ...(a11yLabel ? { 'aria-label': a11yLabel } : {}) };
  const text = (v: Json) => (typeof v === 'string' ? v : '');

  let control: React.ReactNode;
  switch (field.kind) {
    case 'text':
      control = <input {...common} type="text" value={text(value)} onChange={(e) => edit.set(field.field, e.target.value)} />;
      break;
    case 'longtext':
      control = <textarea {...common} onKeyDown={undefined} rows={3} value={text(value)} onChange={(e) => edit.set(field.field, e.target.value)} />;
      break;
    case 'integer':
    case 'number':
      control = (
        <input {...common} type="number" step={field.kind === 'integer' ? 1 : 'any'} value={typeof value === 'number' ? value : ''}
          onChange={(e) => Number.isFinite(e.target.valueAsNumber) && edit.set(field.field, field.kind === 'integer' ? Math.trunc(e.target.valueAsNumber) : e.target.valueAsNumber)} />
      );
      break;
    case 'date':
      control = <input {...common} type="date" value={text(value)} onChange={(e) => e.target.value && edit.set(field.field, e.target.value)} />;
      break;
    case 'datetime':
      control = <input {...common} type="datetime-local" value={toLocalInput(text(value))} onChange={(e) => toUtc(e.target.value) && edit.set(field.field, toUtc(e.target.value))} />;
      break;
    case 'choice':
      control = (
        <select {...common} onKeyDown={undefined} value={text(value)} onChange={(e) => edit.set(field.field, e.target.value, true)}>
          {(field.options ?? []).map(([key, label]) => <option key={key} value={key}>{label}</option>)}
        </select>
      );
      break;
    case 'boolean':
      control = <input id={id} aria-label={a11yLabel} type="checkbox" disabled={edit.checking} checked={value === true} onChange={(e) => edit.set(field.field, e.target.checked, true)} />;
      break;
    case 'record':
      control = <RecordPicker field={field} edit={edit} name={name} found={found?.field === field.field ? found.options : undefined} />;
      break;
  }
  return (
    <div className={`card-edit-field kind-${field.kind}`}>
      <label htmlFor={id}>{say(i18n, field.label)}</label>
      {control}
      {field.kind === 'record' && <span className="muted small">{t('cards.findHint')}</span>}
      {hint && <span className="muted small">{hint}</span>}
    </div>
  );
}

/** A record field: a name typed and looked up in Odoo, then one of the records found picked by a click. */
function RecordPicker({ field, edit, name, found }: { field: EditableField; edit: CardEdit; name?: string; found?: Array<{ id?: number; label: string; detail?: string }> }) {
  const { t } = useI18n();
  const [typed, setTyped] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const find = () => {
    if (!typed?.trim()) return;
    setAsked(true);
    edit.find(field.field, typed.trim());
  };
  return (
    <>
      <input id={`edit-${field.field}`} type="search" disabled={edit.checking} value={typed ?? name ?? ''} placeholder={t('cards.findPlaceholder')}
        onChange={(e) => setTyped(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && !e.ctrlKey && !e.metaKey && (e.preventDefault(), find())} />
      {asked && found && (found.length === 0 ? <p className="muted small">{t('cards.noneFound')}</p> : (
        <div className="choice-options" role="group" aria-label={t('cards.pickOne')}>
          {found.map((o) => (
            <button key={o.id} type="button" className="choice-option" disabled={edit.checking} onClick={() => {
              setTyped(o.label);
              setAsked(false);
              edit.set(field.field, o.id!, true);
            }}>
              <span className="choice-name">{o.label}</span>
              {o.detail && <span className="choice-detail">{o.detail}</span>}
            </button>
          ))}
        </div>
      ))}
    </>
  );
}
