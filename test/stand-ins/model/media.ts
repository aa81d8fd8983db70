// The checks the real API makes on image and document blocks, with its messages: base64 source
// with a supported media_type whose bytes really are that type, images up to 5 MB of base64 and
// 8000 px a side, PDFs that parse and have at most 100 pages, plain-text documents; none of them
// in assistant messages. Blocks inside tool_result content are checked the same way.
import { inflateSync } from 'node:zlib';
import type { Problem } from './validate.ts';

const invalid = (message: string): Problem => ({ status: 400, type: 'invalid_request_error', message });
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const MAX_IMAGE_BASE64 = 5 * 1024 * 1024;
const MAX_PDF_PAGES = 100;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function sniff(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}

/** Image width and height when the header says (PNG IHDR; the rest are taken as they come). */
function pngSize(bytes: Buffer): [number, number] | undefined {
  return sniff(bytes) === 'image/png' && bytes.length >= 24 ? [bytes.readUInt32BE(16), bytes.readUInt32BE(20)] : undefined;
}

function pdfPages(bytes: Buffer): number | undefined {
  const text = bytes.toString('latin1');
  if (!text.startsWith('%PDF-') || !text.includes('%%EOF')) return undefined;
  // The page tree of a PDF 1.5+ may sit in compressed object streams: the API reads those too.
  const streams = [...text.matchAll(/\/Type\s*\/ObjStm\b[^>]*?\/Length\s+(\d+)\s*>>\s*stream\r?\n/g)].map((m) => {
    const start = m.index + m[0].length;
    try {
      return inflateSync(bytes.subarray(start, start + Number(m[1]))).toString('latin1');
    } catch {
      return '';
    }
  });
  const all = [text, ...streams].join('\n');
  const counts = [...all.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)].map((m) => Number(m[1]));
  return counts.length ? Math.max(...counts) : (all.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0);
}

function checkImage(block: any, at: string): Problem | undefined {
  const source = block.source;
  if (source?.type === 'url') return typeof source.url === 'string' ? undefined : invalid(`${at}.image.source.url.url: Field required`);
  if (source?.type !== 'base64') return invalid(`${at}.image.source: Input tag '${source?.type}' found using 'type' does not match any of the expected tags: 'base64', 'url'`);
  if (!IMAGE_TYPES.includes(source.media_type)) {
    return invalid(`${at}.image.source.base64.media_type: Input should be 'image/jpeg', 'image/png', 'image/gif' or 'image/webp'`);
  }
  if (typeof source.data !== 'string' || !BASE64.test(source.data)) return invalid(`${at}.image.source.base64.data: Invalid base64 data`);
  if (source.data.length > MAX_IMAGE_BASE64) {
    return invalid(`${at}.image.source.base64: image exceeds 5 MB maximum: ${source.data.length} bytes > ${MAX_IMAGE_BASE64} bytes`);
  }
  const bytes = Buffer.from(source.data, 'base64');
  const actual = sniff(bytes);
  if (!actual) return invalid(`${at}.image.source.base64.data: Could not process image`);
  if (actual !== source.media_type) {
    return invalid(`${at}.image.source.base64: The image was specified using the ${source.media_type} media type, but the image appears to be a ${actual} image`);
  }
  const size = pngSize(bytes);
  if (size && (size[0] > 8000 || size[1] > 8000)) return invalid(`${at}.image.source.base64.data: At least one of the image dimensions exceed max allowed size: 8000 pixels`);
  return undefined;
}

function checkDocument(block: any, at: string): Problem | undefined {
  const source = block.source;
  if (source?.type === 'base64') {
    if (source.media_type !== 'application/pdf') return invalid(`${at}.document.source.base64.media_type: Input should be 'application/pdf'`);
    if (typeof source.data !== 'string' || !BASE64.test(source.data)) return invalid(`${at}.document.source.base64.data: Invalid base64 data`);
    const pages = pdfPages(Buffer.from(source.data, 'base64'));
    if (pages === undefined) return invalid(`${at}.document.source.base64.data: The PDF specified was not valid.`);
    if (pages > MAX_PDF_PAGES) return invalid(`A maximum of ${MAX_PDF_PAGES} PDF pages may be provided.`);
    return undefined;
  }
  if (source?.type === 'text') {
    if (source.media_type !== 'text/plain') return invalid(`${at}.document.source.text.media_type: Input should be 'text/plain'`);
    return typeof source.data === 'string' ? undefined : invalid(`${at}.document.source.text.data: Field required`);
  }
  if (source?.type === 'content' || source?.type === 'url') return undefined;
  return invalid(`${at}.document.source: Input tag '${source?.type}' found using 'type' does not match any of the expected tags: 'base64', 'content', 'text', 'url'`);
}

export function checkMedia(messages: any[]): Problem | undefined {
  for (const [i, message] of messages.entries()) {
    if (!Array.isArray(message.content)) continue;
    for (const [j, block] of message.content.entries()) {
      const at = `messages.${i}.content.${j}`;
      const nested = block?.type === 'tool_result' && Array.isArray(block.content) ? block.content.map((b: any, k: number) => [b, `${at}.tool_result.content.${k}`]) : [];
      for (const [b, where] of [[block, at], ...nested] as [any, string][]) {
        if (b?.type !== 'image' && b?.type !== 'document') continue;
        if (message.role !== 'user') return invalid(`${where}: ${b.type} blocks are only allowed in user messages`);
        const problem = b.type === 'image' ? checkImage(b, where) : checkDocument(b, where);
        if (problem) return problem;
      }
    }
  }
  return undefined;
}
