import { useState } from 'react';
import { useI18n } from './use-i18n';

// A long paste (a log, an e-mail thread) would push the conversation out of sight: the bubble
// shows its first lines and says how many there are; the whole text is one click away.
const MAX_LINES = 12;
const SHOWN_LINES = 8;
const MAX_CHARS = 1200;

/** Where a long text is cut for its collapsed bubble, or null when it is short enough to show whole. */
export function collapsedText(text: string): { shown: string; lines: number } | null {
  const lines = text.split('\n');
  if (lines.length <= MAX_LINES && text.length <= MAX_CHARS) return null;
  const head = lines.slice(0, SHOWN_LINES).join('\n');
  return { shown: head.length > MAX_CHARS / 2 ? `${head.slice(0, MAX_CHARS / 2)}…` : `${head}…`, lines: lines.length };
}

/** The text of the user's bubble, collapsed when long. */
export function UserText({ text }: { text: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const cut = collapsedText(text);
  if (!cut) return <>{text}</>;
  return (
    <>
      {open ? text : cut.shown}
      <button type="button" className="link show-all" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('msg.showLess') : t('msg.showAll', { count: cut.lines })}
      </button>
    </>
  );
}
