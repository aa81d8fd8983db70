import { Locked } from './locked';
import { useI18n } from './use-i18n';

/** The trail switch: the user's, unless the organisation forces it on or off. */
export function TrailSetting({ on, locked, onChange }: { on: boolean; locked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useI18n();
  return (
    <>
      <label className="check">
        <input type="checkbox" data-testid="trail-setting" checked={on} disabled={locked} onChange={(e) => onChange(e.target.checked)} />
        {t('trail.setting')} {locked && <Locked what="trail" />}
      </label>
      <p className="muted small">{t('trail.settingHint')}</p>
    </>
  );
}
