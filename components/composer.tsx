import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { AttachButton, FileChips } from './file-chips';
import { useAttachments } from './use-attachments';
import { useI18n } from './use-i18n';

interface Props {
  hasApiKey: boolean | null;
  running: boolean;
  /** files: ids of the attached files (lib/files), when there are any. */
  onSend: (text: string, files?: string[]) => void;
  onStop: () => void;
  /** Esc while a turn runs (default: onStop); the chat holds it back while a change waits. */
  onEscape?: () => void;
  onOpenSettings: () => void;
  /** Text put in the box for the user to finish (a suggestion's prefilled prompt). */
  prefill?: { text: string; at: number } | null;
  /** The box holds an earlier question being edited: sending replaces it. */
  editing?: boolean;
  onCancelEdit?: () => void;
  /** The user's last question, recalled with Up in an empty box. */
  lastSent?: string;
  /** No one is signed in to the Odoo beside the panel: the box takes a draft, Send waits for sign-in. */
  signedOut?: boolean;
  /** The user is writing (focus, text): the worker asks Odoo who is signed in before Send (once per message, again after 5 s). */
  onWriting?: () => void;
}

/** The message box: Enter sends, Shift+Enter starts a new line; Stop while a turn runs. */
export function Composer({ hasApiKey, running, onSend, onStop, onEscape = onStop, onOpenSettings, prefill, editing, onCancelEdit, lastSent, signedOut, onWriting }: Props) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const wrote = useRef(0);
  const writing = () => {
    if (!onWriting || Date.now() - wrote.current < 5000) return;
    wrote.current = Date.now();
    onWriting();
  };
  const attachments = useAttachments();
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (prefill) setText(prefill.text);
    box.current?.focus();
  }, [prefill]);
  const disabled = hasApiKey === false;
  const send = () => {
    const trimmed = text.trim();
    if (!trimmed || running || disabled || signedOut || !attachments.ids) return;
    onSend(trimmed, attachments.ids.length ? attachments.ids : undefined);
    wrote.current = 0; // the next message asks again
    attachments.clear();
    setText('');
  };
  // Keyboard: Enter sends, Esc stops a reply (or leaves an edit), Up in an empty box recalls the last question.
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      send();
    } else if (e.key === 'Escape' && (running || editing)) {
      e.preventDefault();
      if (running) onEscape();
      else (setText(''), onCancelEdit?.());
    } else if (e.key === 'ArrowUp' && !text && lastSent) {
      e.preventDefault();
      setText(lastSent);
    }
  };

  return (
    <form className={attachments.dragging ? 'composer dragging' : 'composer'} onSubmit={(e) => (e.preventDefault(), send())} {...attachments.dropTarget}>
      {disabled && (
        <p className="hint small">
          {t('composer.needKey')}{' '}
          <button type="button" className="link" onClick={onOpenSettings}>{t('composer.addKey')}</button>
        </p>
      )}
      <FileChips attachments={attachments} />
      {editing && (
        <p className="hint small">
          {t('composer.editing')}{' '}
          <button type="button" className="link" onClick={() => (setText(''), onCancelEdit?.())}>{t('composer.cancel')}</button>
        </p>
      )}
      <div className="composer-row">
        <AttachButton attachments={attachments} disabled={disabled} />
        <textarea
          onPaste={attachments.onPaste}
          ref={box}
          autoFocus
          aria-label={t('composer.label')}
          placeholder={disabled ? t('composer.noKey') : signedOut ? t('composer.signedOut') : t('composer.placeholder')}
          title={t('composer.keys')}
          rows={2}
          value={text}
          disabled={disabled}
          onChange={(e) => (setText(e.target.value), writing())}
          onFocus={writing}
          onKeyDown={onKeyDown}
        />
        {running ? (
          <button type="button" className="stop" onClick={onStop}>{t('composer.stop')}</button>
        ) : (
          <button type="submit" className="primary" disabled={disabled || signedOut || !text.trim() || !attachments.ids} title={signedOut ? t('composer.signedOut') : undefined}>{t('composer.send')}</button>
        )}
      </div>
    </form>
  );
}
