import type { FileRef } from '@/lib/files/blocks';
import { useI18n } from './use-i18n';
import { fileKind } from './file-chips';

/** The files a user message carried, under its text: name and what was sent. */
export function SentFiles({ files }: { files: FileRef[] }) {
  const { t } = useI18n();
  return (
    <ul className="sent-files" aria-label={t('files.sent')}>
      {files.map((f) => (
        <li key={f.fileId}>{f.name} <span className="muted">{fileKind(f, t)}</span></li>
      ))}
    </ul>
  );
}
