import type { TurnEnd } from './use-turn';
import { useI18n } from './use-i18n';

interface Props {
  ended: TurnEnd;
  onOpenSettings: () => void;
  onRetry?: () => void;
  onDismiss: () => void;
}

/** Why the last turn stopped, in one sentence, with the one thing the user can do about it. */
export function TurnNotice({ ended, onOpenSettings, onRetry, onDismiss }: Props) {
  const { t } = useI18n();
  if (!ended.message) return null;
  return (
    <div className={`notice ${ended.status === 'error' ? 'error-notice' : ''}`} role="alert">
      <p>{ended.message}</p>
      {ended.remedy === 'log-in' && <p className="small">{t('notice.logIn')}</p>}
      <div className="actions">
        {ended.remedy === 'open-settings' && <button type="button" className="primary" onClick={onOpenSettings}>{t('notice.fix')}</button>}
        {(ended.remedy === 'retry' || ended.remedy === 'log-in') && onRetry && (
          <button type="button" className="primary" onClick={onRetry}>{t('actions.retry')}</button>
        )}
        <button type="button" onClick={onDismiss}>{t('app.dismiss')}</button>
      </div>
    </div>
  );
}
