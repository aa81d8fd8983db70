import { useRef } from 'react';
import { describeFile } from '@/lib/files/blocks';
import { ACCEPT, costSentence, LARGE_FILE_TOKENS, LIMITS } from '@/lib/files/limits';
import type { Attachments } from './use-attachments';

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** What will be sent for one file: "PDF, 2 pages · 48 KB", "spreadsheet, 250 rows (first 200 sent)". */
function whatIsSent(file: { kind: 'pdf' | 'image' | 'table'; pages?: number; rows?: number; size: number; resizedFrom?: string }): string {
  const capped = file.kind === 'table' && (file.rows ?? 0) > LIMITS.tableRows ? ` (first ${LIMITS.tableRows} sent)` : '';
  const resized = file.resizedFrom ? ` (${file.resizedFrom}, scaled down to fit)` : '';
  return `${describeFile(file)}${capped}${resized} · ${kb(file.size)}`;
}

/** The composer's files: a chip per file with what will be sent, its cost when large, and ×. */
export function FileChips({ attachments }: { attachments: Attachments }) {
  const { chips, model, problem, remove } = attachments;
  if (!chips.length) return null;
  return (
    <ul className="file-chips" aria-label="Attached files">
      {chips.map((chip) => (
        <li key={chip.key} className={`file-chip ${chip.state}`}>
          {chip.state === 'reading' && <span className="name">{chip.name} <span className="muted">reading…</span></span>}
          {chip.state === 'ready' && (
            <span className="name" title={chip.file.name}>
              {chip.file.name} <span className="muted">{whatIsSent(chip.file)}</span>
              {chip.file.tokens >= LARGE_FILE_TOKENS && <span className="cost">{costSentence(chip.file.tokens, model)}</span>}
            </span>
          )}
          {chip.state === 'refused' && <span className="name" role="alert">{chip.message}</span>}
          {chip.state !== 'reading' && (
            <button type="button" className="link remove" aria-label={`Remove ${chip.state === 'ready' ? chip.file.name : chip.name}`} onClick={() => remove(chip.key)}>×</button>
          )}
        </li>
      ))}
      {problem && <li className="file-chip refused" role="alert">{problem}</li>}
    </ul>
  );
}

/** The paper-clip button: a hidden file input for PDF, images, CSV and XLSX. */
export function AttachButton({ attachments, disabled }: { attachments: Attachments; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="attach" aria-label="Attach files" title="Attach PDF, image, CSV or XLSX" disabled={disabled} onClick={() => input.current?.click()}>
        Attach
      </button>
      <input
        ref={input}
        type="file"
        className="file-input"
        multiple
        accept={ACCEPT}
        aria-label="Choose files"
        onChange={(e) => {
          void attachments.add([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </>
  );
}
