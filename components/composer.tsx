import { useEffect, useState, type KeyboardEvent } from 'react';
import { AttachButton, FileChips } from './file-chips';
import { useAttachments } from './use-attachments';

interface Props {
  hasApiKey: boolean | null;
  running: boolean;
  /** files: ids of the attached files (lib/files), when there are any. */
  onSend: (text: string, files?: string[]) => void;
  onStop: () => void;
  onOpenSettings: () => void;
  /** Text put in the box for the user to finish (a suggestion's prefilled prompt). */
  prefill?: { text: string; at: number } | null;
}

/** The message box: Enter sends, Shift+Enter starts a new line; Stop while a turn runs. */
export function Composer({ hasApiKey, running, onSend, onStop, onOpenSettings, prefill }: Props) {
  const [text, setText] = useState('');
  const attachments = useAttachments();
  useEffect(() => {
    if (prefill) setText(prefill.text);
  }, [prefill]);
  const disabled = hasApiKey === false;
  const send = () => {
    const trimmed = text.trim();
    if (!trimmed || running || disabled || !attachments.ids) return;
    onSend(trimmed, attachments.ids.length ? attachments.ids : undefined);
    attachments.clear();
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  return (
    <form className={attachments.dragging ? 'composer dragging' : 'composer'} onSubmit={(e) => (e.preventDefault(), send())} {...attachments.dropTarget}>
      {disabled && (
        <p className="hint small">
          Add your Anthropic API key to start.{' '}
          <button type="button" className="link" onClick={onOpenSettings}>Add API key</button>
        </p>
      )}
      <FileChips attachments={attachments} />
      <div className="composer-row">
        <AttachButton attachments={attachments} disabled={disabled} />
        <textarea
          onPaste={attachments.onPaste}
          aria-label="Message"
          placeholder={disabled ? 'No API key yet' : 'Ask about this Odoo… (Shift+Enter for a new line)'}
          rows={2}
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {running ? (
          <button type="button" className="stop" onClick={onStop}>Stop</button>
        ) : (
          <button type="submit" className="primary" disabled={disabled || !text.trim() || !attachments.ids}>Send</button>
        )}
      </div>
    </form>
  );
}
