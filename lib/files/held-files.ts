import type { ContentBlockParam } from '@anthropic-ai/sdk/resources/messages';
import type { WeftDb } from '@/lib/db/db';
import type { Message } from '@/lib/db/schema';
import { SkillError } from '@/lib/util/skill-error';
import { describeFile, fileBlocks, fileRef, isFileRef, type FileRef } from './blocks';

// A file given once belongs to the conversation: later turns list what it holds (name, type, size,
// pages) and the model reads one again by name, from the files table, without the user attaching
// it again. The bytes go only when asked for, within what the conversation may still spend; they
// are erased with the conversation (lib/db/erase.ts), so retention drops them too.

/** The skill that reads one again (skills/read-attached-file.ts), as the context names it. */
export const READ_AGAIN = 'read_attached_file';

/** The files attached in turns before `turnId`, once each, oldest first. */
export function heldFiles(rows: readonly Message[], turnId: string): FileRef[] {
  const seen = new Map<string, FileRef>();
  for (const row of rows) {
    if (row.turnId === turnId || row.role !== 'user') continue;
    for (const block of row.content) if (isFileRef(block) && !seen.has(block.fileId)) seen.set(block.fileId, block);
  }
  return [...seen.values()];
}

const kilobytes = (size: number) => (size < 1024 ? `${size} B` : `${Math.round(size / 1024)} KB`);

/** '"bill.pdf" (PDF, 2 pages, 48 KB)': a file name is the user's text, quoted and cut short. */
export function heldLine(ref: Pick<FileRef, 'name' | 'kind' | 'pages' | 'rows' | 'size'>): string {
  const name = ref.name.replace(/["\n\r]/g, ' ').slice(0, 120);
  return `"${name}" (${describeFile(ref)}, ${kilobytes(ref.size)})`;
}

/** The context's lines for the files the conversation holds; none when it holds none. */
export function heldFilesLines(files: readonly FileRef[]): string[] {
  if (!files.length) return [];
  return [
    `Files the user attached earlier in this conversation (read one again with run_skill ${READ_AGAIN} {"name": "..."}; do not ask the user to attach it again):`,
    ...files.map((f) => `- ${heldLine(f)}`),
  ];
}

export interface ReadAgain {
  ref: FileRef;
  blocks: ContentBlockParam[];
}

/** What a skill may do with the conversation's files: read one again by its name. */
export interface ConversationFiles {
  read(name: string): Promise<ReadAgain>;
}

/**
 * The files of one conversation. `tokensLeft`: what the conversation may still spend (its budget
 * less its usage), so a file too big for what is left is refused before its bytes are sent.
 */
export function conversationFiles(db: WeftDb, conversationId: string, tokensLeft: () => Promise<number>): ConversationFiles {
  return {
    async read(name) {
      const files = await db.files.where('conversationId').equals(conversationId).sortBy('createdAt');
      const wanted = name.trim().toLowerCase();
      const file = files.find((f) => f.name === name) ?? files.find((f) => f.name.toLowerCase() === wanted) ?? files.find((f) => f.id === name);
      if (!file) {
        const held = files.map((f) => `"${f.name}"`).join(', ');
        throw new SkillError(`This conversation holds no file named "${name}".`, held ? `It holds: ${held}.` : 'It holds no files: ask the user to attach one.');
      }
      const left = await tokensLeft();
      if (file.tokens > left) {
        throw new SkillError(`Reading "${file.name}" again would take about ${file.tokens} tokens; the conversation has ${Math.max(0, left)} left.`, 'Answer from what was read before, or tell the user to start a new conversation with the file.');
      }
      return { ref: fileRef(file), blocks: fileBlocks(file) };
    },
  };
}
