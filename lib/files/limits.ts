import type { ChatFileKind } from '@/lib/db/schema';
import { english, type I18n } from '@/lib/i18n';
import { formatUsd } from '@/lib/settings/prices';

// What the Messages API accepts, and the caps Weft adds so a file never fails a request or
// swallows the conversation's token budget. API: images as base64 of at most 5 MB (the base64
// string, so 3.75 MB of bytes) and 8000 px a side; PDFs of at most 100 pages, in a request of at
// most 32 MB. A file over a limit is refused in the composer with a sentence saying which one.

const MB = 1024 * 1024;

export const LIMITS = {
  imageBytes: (5 * MB * 3) / 4,
  imagePixels: 8000,
  /** Larger images are not decoded to be scaled down (lib/files/shrink-image): refused. */
  imageDecodeBytes: 40 * MB,
  pdfBytes: 20 * MB,
  pdfPages: 100,
  /** All files of one message together: their base64 stays well under the 32 MB request cap. */
  messageBytes: 22 * MB,
  filesPerMessage: 5,
  /** A spreadsheet is sent as a table of at most this many rows (the row count says how many there are). */
  tableRows: 200,
  tableColumns: 30,
  cellChars: 120,
  /** Spreadsheets larger than this are not parsed at all. */
  tableBytes: 5 * MB,
} as const;

/** From this many estimated tokens on, the chip says what the file costs before it is sent. */
export const LARGE_FILE_TOKENS = 2_000;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** What Weft does with a file, from its type and (browsers often report CSV oddly) its extension. */
export function kindOf(name: string, type: string): { kind: ChatFileKind; mimeType: string } | undefined {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (type === 'application/pdf' || ext === 'pdf') return { kind: 'pdf', mimeType: 'application/pdf' };
  if (IMAGE_TYPES.has(type)) return { kind: 'image', mimeType: type };
  const byExt: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };
  if (byExt[ext]) return { kind: 'image', mimeType: byExt[ext] };
  if (type === XLSX_TYPE || ext === 'xlsx') return { kind: 'table', mimeType: XLSX_TYPE };
  if (type === 'text/csv' || ext === 'csv') return { kind: 'table', mimeType: 'text/csv' };
  return undefined;
}

export const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.csv,.xlsx,application/pdf,image/png,image/jpeg,image/webp,text/csv';

/** "1.5 MB", "1,5 Mo", "15 kB": a size as the locale writes it. */
export function formatSize(bytes: number, locale = 'en-US'): string {
  const [value, unit, digits] = bytes >= MB ? [bytes / MB, 'megabyte', 1] : [Math.ceil(bytes / 1024), 'kilobyte', 0];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}

// Each sentence is said in the user's words (the panel's i18n); English when it goes to the model.

/** Why a file cannot be sent, in one sentence; undefined when it can. */
export function refusal(f: { name: string; kind: ChatFileKind; size: number; pages?: number; width?: number; height?: number }, { t, locale }: I18n = english): string | undefined {
  const size = (bytes: number) => formatSize(bytes, locale);
  const name = f.name;
  if (f.kind === 'image') {
    if (f.size > LIMITS.imageBytes) return t('files.imageTooBig', { name, size: size(f.size), max: size(LIMITS.imageBytes) });
    if ((f.width ?? 0) > LIMITS.imagePixels || (f.height ?? 0) > LIMITS.imagePixels) {
      // Dimensions, not quantities: written without grouping ("9000×100").
      return t('files.imageTooWide', { name, width: String(f.width), height: String(f.height), max: String(LIMITS.imagePixels) });
    }
  }
  if (f.kind === 'pdf') {
    if (f.size > LIMITS.pdfBytes) return t('files.pdfTooBig', { name, size: size(f.size), max: size(LIMITS.pdfBytes) });
    if ((f.pages ?? 0) > LIMITS.pdfPages) return t('files.pdfTooManyPages', { name, pages: f.pages ?? 0, max: LIMITS.pdfPages });
  }
  if (f.kind === 'table' && f.size > LIMITS.tableBytes) return t('files.tableTooBig', { name, size: size(f.size), max: size(LIMITS.tableBytes) });
  return undefined;
}

/** Why an image is too big even to be scaled down in the panel; undefined when it is not. */
export function decodeRefusal(name: string, bytes: number, { t, locale }: I18n = english): string | undefined {
  return bytes > LIMITS.imageDecodeBytes ? t('files.notScaled', { name, size: formatSize(bytes, locale), max: formatSize(LIMITS.imageDecodeBytes, locale) }) : undefined;
}

/** Why a set of files cannot go in one message; undefined when it can. */
export function refusalForMessage(files: { size: number }[], { t, locale }: I18n = english): string | undefined {
  if (files.length > LIMITS.filesPerMessage) return t('files.tooMany', { max: LIMITS.filesPerMessage });
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > LIMITS.messageBytes) return t('files.messageTooBig', { size: formatSize(total, locale), max: formatSize(LIMITS.messageBytes, locale) });
  return undefined;
}

// Token estimates, from the API's own rules of thumb: an image costs about width×height/750
// tokens after the API scales it to fit 1568 px (so at most about 1,600); a PDF page is read as
// its text plus an image of the page, 1,500-3,000 tokens.
export const PDF_PAGE_TOKENS = 2_300;

export function imageTokens(width: number, height: number): number {
  const scale = Math.min(1, 1568 / Math.max(width, height), Math.sqrt(1_150_000 / Math.max(1, width * height)));
  return Math.max(1, Math.ceil((width * scale * (height * scale)) / 750));
}

export const textTokens = (text: string): number => Math.ceil(text.length / 3.5);

/** Dollars per million input tokens of a model family (list prices; a gateway may charge otherwise). */
export function inputPrice(model: string): number {
  const m = model.toLowerCase();
  if (m.includes('haiku')) return m.includes('3-') ? 0.8 : 1;
  if (m.includes('opus')) return /opus-4-[5-9]|opus-[5-9]/.test(m) ? 5 : 15;
  return 3;
}

/** What a file costs each time it is sent: list prices are in US dollars, written in the user's locale. */
export function costSentence(tokens: number, model: string, { t, locale }: I18n = english): string {
  const dollars = (tokens * inputPrice(model)) / 1_000_000;
  return t('files.cost', { tokens, cost: formatUsd(dollars, locale, dollars < 0.01 ? 3 : 2) });
}
