import type { TurnEnd } from './use-turn';

interface Props {
  ended: TurnEnd;
  onOpenSettings: () => void;
  onRetry?: () => void;
  onDismiss: () => void;
}

/** Why the last turn stopped, in one sentence, with the one thing the user can do about it. */
export function TurnNotice({ ended, onOpenSettings, onRetry, onDismiss }: Props) {
  if (!ended.message) return null;
  return (
    <div className={`notice ${ended.status === 'error' ? 'error-notice' : ''}`} role="alert">
      <p>{ended.message}</p>
      {ended.remedy === 'log-in' && <p className="small">Log in to Odoo in the tab beside this panel, then retry.</p>}
      <div className="actions">
        {ended.remedy === 'open-settings' && <button type="button" className="primary" onClick={onOpenSettings}>Fix configuration</button>}
        {(ended.remedy === 'retry' || ended.remedy === 'log-in') && onRetry && (
          <button type="button" className="primary" onClick={onRetry}>Retry</button>
        )}
        <button type="button" onClick={onDismiss}>Dismiss</button>
      </div>
    </div>
  );
}
