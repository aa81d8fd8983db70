import { useState } from 'react';
import { useI18n } from './use-i18n';

interface Props {
  text: string;
  /** Retry (an assistant reply) or Edit (a question); absent while a reply is written. */
  onRetry?: () => void;
  onEdit?: () => void;
}

/** Copy, and retry or edit-and-resend, under a message; quiet until hovered or focused. */
export function MessageActions({ text, onRetry, onEdit }: Props) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <div className="msg-actions" role="group" aria-label={t('actions.label')}>
      {text && <button type="button" className="link" onClick={() => void copy()}>{copied ? t('actions.copied') : t('actions.copy')}</button>}
      {onEdit && <button type="button" className="link" onClick={onEdit}>{t('actions.edit')}</button>}
      {onRetry && <button type="button" className="link" onClick={onRetry}>{t('actions.retry')}</button>}
    </div>
  );
}
