import type { ChatFile } from '@/lib/db/schema';
import { english, type I18n } from '@/lib/i18n';
import { imageSize } from './image-size';
import { decodeRefusal, imageTokens, kindOf, LIMITS, PDF_PAGE_TOKENS, refusal, textTokens } from './limits';
import { isPdf, isWholePdf, pdfPages } from './pdf-pages';
import { shrinkImage } from './shrink-image';
import { parseTable, tableText } from './table';

// A picked, dropped or pasted file -> the row kept in the files table, or one sentence saying why
// it cannot be sent. Runs in the panel, before anything is sent; nothing leaves the browser here.

export type ReadOutcome = { ok: true; file: ChatFile } | { ok: false; name: string; message: string };

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** `i18n`: the words of the refusals (the panel's language). */
export async function readChatFile(file: Blob & { name?: string }, now = Date.now(), i18n: I18n = english): Promise<ReadOutcome> {
  const { t } = i18n;
  const name = file.name || t('files.pasted');
  const known = kindOf(name, file.type);
  if (!known) return { ok: false, name, message: t('files.unsupported', { name }) };
  const base = { id: crypto.randomUUID(), name, kind: known.kind, mimeType: known.mimeType, size: file.size, createdAt: now };
  // An image over the byte limit may still be scaled down below, up to what the panel will decode.
  const early = known.kind === 'image' ? decodeRefusal(name, file.size, i18n) : refusal({ name, kind: known.kind, size: file.size }, i18n);
  if (early) return { ok: false, name, message: early };
  try {
    if (known.kind === 'table') {
      const table = await parseTable(file, known.mimeType);
      if (!table.rows.length) return { ok: false, name, message: t('files.noRows', { name }) };
      const data = tableText(name, table);
      return { ok: true, file: { ...base, mimeType: 'text/plain', data, rows: table.total, tokens: textTokens(data) } };
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (known.kind === 'pdf') {
      if (!isPdf(bytes)) return { ok: false, name, message: t('files.notPdf', { name }) };
      if (!isWholePdf(bytes)) return { ok: false, name, message: t('files.pdfDamaged', { name }) };
      const pages = await pdfPages(bytes);
      const why = refusal({ name, kind: 'pdf', size: file.size, pages }, i18n);
      if (why) return { ok: false, name, message: why };
      const estimate = pages ?? Math.max(1, Math.ceil(file.size / 100_000));
      return { ok: true, file: { ...base, data: toBase64(bytes), ...(pages ? { pages } : {}), tokens: estimate * PDF_PAGE_TOKENS } };
    }
    const dims = imageSize(bytes, known.mimeType);
    if (!dims) return { ok: false, name, message: t('files.notImage', { name, type: known.mimeType.slice(6).toUpperCase() }) };
    const why = refusal({ name, kind: 'image', size: file.size, ...dims }, i18n);
    if (why) {
      const shrunk = await shrinkImage(file, known.mimeType, dims.width, dims.height);
      if (!shrunk) return { ok: false, name, message: why };
      const { width, height } = shrunk;
      return { ok: true, file: { ...base, mimeType: shrunk.mimeType, size: shrunk.bytes.length, data: toBase64(shrunk.bytes), tokens: imageTokens(width, height), resizedFrom: `${dims.width}×${dims.height}` } };
    }
    return { ok: true, file: { ...base, data: toBase64(bytes), tokens: imageTokens(dims.width, dims.height) } };
  } catch (error) {
    return { ok: false, name, message: error instanceof Error ? error.message : t('files.unreadable', { name }) };
  }
}

export { LIMITS };
