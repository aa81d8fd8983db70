import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { db } from '@/lib/db';
import type { ChatFile } from '@/lib/db/schema';
import { LIMITS, refusalForMessage } from '@/lib/files/limits';
import { getSettings } from '@/lib/settings';
import { useI18n } from './use-i18n';

// The files waiting in the composer: each one read in the panel (nothing is sent yet), stored as a
// draft in the files table, shown as a chip that says what will be sent, removable until sent.

export type Chip =
  | { key: string; state: 'reading'; name: string }
  | { key: string; state: 'ready'; file: Omit<ChatFile, 'data'> }
  | { key: string; state: 'refused'; name: string; message: string };

export function useAttachments() {
  const [chips, setChips] = useState<Chip[]>([]);
  const [dragging, setDragging] = useState(false);
  const [model, setModel] = useState('');
  const live = useRef(true);
  const i18n = useI18n();
  useEffect(() => {
    live.current = true;
    getSettings().then((s) => live.current && setModel(s.model), () => undefined);
    return () => void (live.current = false);
  }, []);

  const add = useCallback(async (files: File[]) => {
    for (const file of files) {
      const key = crypto.randomUUID();
      setChips((all) => [...all, { key, state: 'reading', name: file.name || i18n.t('files.pasted') }]);
      // Loaded at the first file: the spreadsheet and PDF readers stay out of the chat's first paint (issue 32).
      const { readChatFile } = await import('@/lib/files/read-file');
      const read = await readChatFile(file, Date.now(), i18n);
      if (read.ok) await db.files.add(read.file);
      const { data: _data, ...summary } = read.ok ? read.file : { data: '' };
      const chip: Chip = read.ok ? { key, state: 'ready', file: summary as Omit<ChatFile, 'data'> } : { key, state: 'refused', name: read.name, message: read.message };
      if (live.current) setChips((all) => all.map((c) => (c.key === key ? chip : c)));
    }
  }, [i18n]);

  const remove = useCallback((key: string) => {
    setChips((all) => {
      const chip = all.find((c) => c.key === key);
      if (chip?.state === 'ready') void db.files.delete(chip.file.id);
      return all.filter((c) => c.key !== key);
    });
  }, []);

  const ready = chips.flatMap((c) => (c.state === 'ready' ? [c.file] : []));
  const problem = refusalForMessage(ready, i18n) ?? undefined;
  return {
    chips,
    model,
    dragging,
    /** Ids to send with the message; undefined while a file is still being read or the set is too big. */
    ids: chips.some((c) => c.state === 'reading') || problem ? undefined : ready.map((f) => f.id),
    problem,
    add,
    remove,
    /** After sending: the drafts now belong to the conversation; refusals are dropped too. */
    clear: () => setChips([]),
    dropTarget: {
      onDragOver: (e: DragEvent) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (e: DragEvent) => {
        if (!e.dataTransfer.files.length) return;
        e.preventDefault();
        setDragging(false);
        void add([...e.dataTransfer.files]);
      },
    },
    onPaste: (e: ClipboardEvent) => {
      const files = [...e.clipboardData.files];
      if (!files.length) return; // plain text pastes as usual
      e.preventDefault();
      void add(files);
    },
  };
}

export type Attachments = ReturnType<typeof useAttachments>;
export { LIMITS };
