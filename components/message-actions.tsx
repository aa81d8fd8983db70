import { useState } from 'react';

interface Props {
  text: string;
  /** Retry (an assistant reply) or Edit (a question); absent while a reply is written. */
  onRetry?: () => void;
  onEdit?: () => void;
}

/** Copy, and retry or edit-and-resend, under a message; quiet until hovered or focused. */
export function MessageActions({ text, onRetry, onEdit }: Props) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <div className="msg-actions" role="group" aria-label="Copy, edit or retry">
      {text && <button type="button" className="link" onClick={() => void copy()}>{copied ? 'Copied' : 'Copy'}</button>}
      {onEdit && <button type="button" className="link" onClick={onEdit}>Edit</button>}
      {onRetry && <button type="button" className="link" onClick={onRetry}>Retry</button>}
    </div>
  );
}
