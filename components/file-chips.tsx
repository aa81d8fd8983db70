import { useRef } from 'react';
import type { FileRef } from '@/lib/files/blocks';
import type { I18n, Translate } from '@/lib/i18n';
import { ACCEPT, costSentence, LARGE_FILE_TOKENS, LIMITS } from '@/lib/files/limits';
import { useI18n } from './use-i18n';
import type { Attachments } from './use-attachments';

const kb = (bytes: number, { fmt }: I18n) =>
  bytes >= 1024 * 1024 ? `${fmt.number(bytes / 1024 / 1024, 1)} MB` : `${fmt.number(Math.max(1, Math.round(bytes / 1024)))} KB`;

/** What kind of file, in the panel's language: "PDF, 2 pages", "spreadsheet, 250 rows". */
export function fileKind(f: Pick<FileRef, 'kind' | 'pages' | 'rows'>, t: Translate): string {
  if (f.kind === 'pdf') return f.pages ? t('files.pdfPages', { count: f.pages }) : t('files.pdf');
  if (f.kind === 'image') return t('files.image');
  return f.rows !== undefined ? t('files.tableRows', { count: f.rows }) : t('files.table');
}

/** What will be sent for one file: "PDF, 2 pages · 48 KB", "spreadsheet, 250 rows (first 200 sent)". */
function whatIsSent(file: { kind: 'pdf' | 'image' | 'table'; pages?: number; rows?: number; size: number; resizedFrom?: string }, i18n: I18n): string {
  const { t } = i18n;
  const capped = file.kind === 'table' && (file.rows ?? 0) > LIMITS.tableRows ? ` ${t('files.capped', { count: LIMITS.tableRows })}` : '';
  const resized = file.resizedFrom ? ` ${t('files.resized', { from: file.resizedFrom })}` : '';
  return `${fileKind(file, t)}${capped}${resized} · ${kb(file.size, i18n)}`;
}

/** The composer's files: a chip per file with what will be sent, its cost when large, and ×. */
export function FileChips({ attachments }: { attachments: Attachments }) {
  const i18n = useI18n();
  const { t } = i18n;
  const { chips, model, problem, remove } = attachments;
  if (!chips.length) return null;
  return (
    <ul className="file-chips" aria-label={t('files.attached')}>
      {chips.map((chip) => (
        <li key={chip.key} className={`file-chip ${chip.state}`}>
          {chip.state === 'reading' && <span className="name">{chip.name} <span className="muted">{t('files.reading')}</span></span>}
          {chip.state === 'ready' && (
            <span className="name" title={chip.file.name}>
              {chip.file.name} <span className="muted">{whatIsSent(chip.file, i18n)}</span>
              {chip.file.tokens >= LARGE_FILE_TOKENS && <span className="cost">{costSentence(chip.file.tokens, model, i18n)}</span>}
            </span>
          )}
          {chip.state === 'refused' && <span className="name" role="alert">{chip.message}</span>}
          {chip.state !== 'reading' && (
            <button type="button" className="link remove" aria-label={t('files.remove', { name: chip.state === 'ready' ? chip.file.name : chip.name })} onClick={() => remove(chip.key)}>×</button>
          )}
        </li>
      ))}
      {problem && <li className="file-chip refused" role="alert">{problem}</li>}
    </ul>
  );
}

/** The paper-clip button: a hidden file input for PDF, images, CSV and XLSX. */
export function AttachButton({ attachments, disabled }: { attachments: Attachments; disabled?: boolean }) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="attach" aria-label={t('files.attachLabel')} title={t('files.attachHint')} disabled={disabled} onClick={() => input.current?.click()}>
        {t('files.attach')}
      </button>
      <input
        ref={input}
        type="file"
        className="file-input"
        multiple
        accept={ACCEPT}
        aria-label={t('files.choose')}
        onChange={(e) => {
          void attachments.add([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </>
  );
}
