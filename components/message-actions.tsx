import { useState } from 'react';
import { toCsv, type AnswerRows } from './answer-rows';
import { useI18n } from './use-i18n';

interface Props {
  text: string;
  /** Retry (an assistant reply) or Edit (a question); absent while a reply is written. */
  onRetry?: () => void;
  onEdit?: () => void;
  /** The rows the answer rests on: exported as CSV, and opened as a list in Odoo when they are records. */
  rows?: AnswerRows | null;
  onOpenList?: (rows: AnswerRows) => void;
  /** Log the answer as a note on the record the Odoo tab shows (asks first). */
  onLogNote?: () => void;
}

/** Copy, export, open in Odoo, log as note, and retry or edit-and-resend, under a message; quiet until hovered or focused. */
export function MessageActions({ text, onRetry, onEdit, rows, onOpenList, onLogNote }: Props) {
  const { t } = useI18n();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    // The copy command first, inside the click: it needs no focus of the side panel's document,
    // which the clipboard API does (it refuses or stalls when the Odoo tab holds the focus, and a
    // command tried after waiting for it has lost the click). "Copied" is said only when one of
    // them wrote, and "Couldn't copy" when both refused, so the user never pastes stale text unwarned.
    const written = copyByCommand(text) || await Promise.race([
      Promise.resolve().then(() => navigator.clipboard.writeText(text)).then(() => true, () => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000)),
    ]);
    setCopied(written ? 'copied' : 'failed');
    setTimeout(() => setCopied(null), 2000);
  };
  const copyLabel = copied === 'copied' ? t('actions.copied') : copied === 'failed' ? t('actions.copyFailed') : t('actions.copy');
  const exportCsv = () => {
    if (!rows) return;
    const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `weft-${(rows.model ?? 'answer').replace(/\./g, '-')}-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  const openable = rows && rows.model && rows.ids.length > 0 && onOpenList;
  return (
    <div className="msg-actions" role="group" aria-label={t('actions.label')}>
      {text && <button type="button" className="link" onClick={() => void copy()}>{copyLabel}</button>}
      {rows && <button type="button" className="link" onClick={exportCsv} title={t('actions.rows', { count: rows.rows.length })}>{t('actions.exportCsv')}</button>}
      {openable && (
        <button type="button" className="link" onClick={() => onOpenList(rows)} title={t('actions.openTitle', { count: rows.ids.length })}>
          {t('actions.openInOdoo')}
        </button>
      )}
      {text && onLogNote && <button type="button" className="link" onClick={onLogNote}>{t('actions.logNote')}</button>}
      {onEdit && <button type="button" className="link" onClick={onEdit}>{t('actions.edit')}</button>}
      {onRetry && <button type="button" className="link" onClick={onRetry}>{t('actions.retry')}</button>}
    </div>
  );
}

/** Copies with the document's copy command (a hidden text area selected for it); true when done. */
function copyByCommand(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  const focused = document.activeElement;
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    // Back to the button the user pressed, so a keyboard user's place is kept.
    if (focused instanceof HTMLElement) focused.focus();
  }
}
