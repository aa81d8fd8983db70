import { useEffect, useState, type KeyboardEvent } from 'react';

interface Props {
  hasApiKey: boolean | null;
  running: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
  onOpenSettings: () => void;
  /** Text put in the box for the user to finish (a suggestion's prefilled prompt). */
  prefill?: { text: string; at: number } | null;
}

/** The message box: Enter sends, Shift+Enter starts a new line; Stop while a turn runs. */
export function Composer({ hasApiKey, running, onSend, onStop, onOpenSettings, prefill }: Props) {
  const [text, setText] = useState('');
  useEffect(() => {
    if (prefill) setText(prefill.text);
  }, [prefill]);
  const disabled = hasApiKey === false;
  const send = () => {
    const trimmed = text.trim();
    if (!trimmed || running || disabled) return;
    onSend(trimmed);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  return (
    <form className="composer" onSubmit={(e) => (e.preventDefault(), send())}>
      {disabled && (
        <p className="hint small">
          Add your Anthropic API key to start.{' '}
          <button type="button" className="link" onClick={onOpenSettings}>Add API key</button>
        </p>
      )}
      <div className="composer-row">
        <textarea
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
          <button type="submit" className="primary" disabled={disabled || !text.trim()}>Send</button>
        )}
      </div>
    </form>
  );
}
