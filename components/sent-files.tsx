import { describeFile, type FileRef } from '@/lib/files/blocks';

/** The files a user message carried, under its text: name and what was sent. */
export function SentFiles({ files }: { files: FileRef[] }) {
  return (
    <ul className="sent-files" aria-label="Files sent">
      {files.map((f) => (
        <li key={f.fileId}>{f.name} <span className="muted">{describeFile(f)}</span></li>
      ))}
    </ul>
  );
}
