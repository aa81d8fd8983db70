import { useState } from 'react';
import { PersonalData, PersonalKind, type Policy } from '@/lib/settings';
import { Locked } from './locked';
import { useI18n } from './use-i18n';

/**
 * What the model sees only as placeholders: the user's own choice (`value`), with what the
 * organisation's policy names shown checked and locked beside it (it cannot be taken off).
 */
export function PersonalDataFields({ value, policy, onChange }: { value: PersonalData; policy: Policy; onChange: (next: PersonalData) => void }) {
  const { t } = useI18n();
  const org = policy.personalData;
  const [fieldsText, setFieldsText] = useState(value.fields.join(', '));
  const toggle = (kind: PersonalKind, on: boolean) => onChange({ ...value, kinds: PersonalKind.options.filter((k) => (k === kind ? on : value.kinds.includes(k))) });
  const typed = (text: string) => {
    setFieldsText(text);
    // Only well-formed names are kept: a half-typed one waits until it is a name.
    const fields = text.split(',').map((f) => f.trim()).filter((f) => PersonalData.shape.fields.safeParse([f]).success);
    onChange({ ...value, fields: [...new Set(fields)] });
  };
  return (
    <fieldset className="radio-group personal-data" data-testid="personal-data">
      <legend>{t('personal.title')} {org && <Locked what="personalData" />}</legend>
      <p className="muted small">{t('personal.hint')}</p>
      {PersonalKind.options.map((kind) => {
        const forced = org?.kinds.includes(kind) === true;
        return (
          <label key={kind} className="check">
            <input type="checkbox" checked={forced || value.kinds.includes(kind)} disabled={forced} onChange={(e) => toggle(kind, e.target.checked)} />
            <span>{t(`personal.kind.${kind}`)}</span>
          </label>
        );
      })}
      <label>
        {t('personal.fields')}
        <input value={fieldsText} placeholder="x_birthday" spellCheck={false} onChange={(e) => typed(e.target.value)} />
      </label>
      {org?.fields.length ? <p className="muted small">{t('personal.fieldsOrg', { fields: org.fields.join(', ') })}</p> : null}
      <p className="muted small">{t('personal.fieldsHint')}</p>
      <p className="small" data-testid="personal-cost">{t('personal.cost')}</p>
    </fieldset>
  );
}

/** The user's own part of the effective list (what the organisation adds is not theirs to save). */
export function ownPersonal(effective: PersonalData, policy: Policy): PersonalData {
  const org = policy.personalData;
  if (!org) return effective;
  return { kinds: effective.kinds.filter((k) => !org.kinds.includes(k)), fields: effective.fields.filter((f) => !org.fields.includes(f)) };
}
