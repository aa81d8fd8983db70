// Files made by the tests themselves (no binary fixtures of unknown origin): a real PDF with text
// on each page, PNG/JPEG/WebP images of a chosen size, CSV text and XLSX workbooks.
import { deflateSync } from 'node:zlib';
import writeXlsxFile from 'write-excel-file/node';

/** A valid PDF (xref table and all) with one page per entry, each showing its lines of text. */
export function makePdf(pages: string[][]): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // object numbers start at 1
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, filled in once the kids are known
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids: number[] = [];
  for (const lines of pages) {
    const text = lines.map((l, i) => `BT /F1 11 Tf 50 ${780 - i * 16} Td (${l.replace(/[()\\]/g, '\\$&')}) Tj ET`).join('\n');
    const stream = add(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`));
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/**
 * The same PDF as PDF 1.5 writers (Word, browsers' "Save as PDF") make it: the catalog, page tree,
 * font and pages inside one compressed object stream, found through a cross-reference stream.
 */
export function makePdfCompressed(pages: string[][]): Uint8Array {
  const enc = (s: string) => new TextEncoder().encode(s);
  const n = pages.length;
  // Numbers: 1 catalog, 2 page tree, 3 font, 4.. pages (compressed); then contents, object stream, xref stream.
  const pageNo = (i: number) => 4 + i;
  const contentNo = (i: number) => 4 + n + i;
  const objStmNo = 4 + 2 * n;
  const xrefNo = objStmNo + 1;
  const inner: Array<[number, string]> = [
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [2, `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageNo(i)} 0 R`).join(' ')}] /Count ${n} >>`],
    [3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
    ...pages.map((_, i): [number, string] => [pageNo(i), `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentNo(i)} 0 R >>`]),
  ];
  let body = '';
  const header: string[] = [];
  for (const [num, text] of inner) {
    header.push(`${num} ${body.length}`);
    body += `${text}\n`;
  }
  const head = `${header.join(' ')}\n`;
  const packed = deflateSync(enc(head + body));
  const parts: Uint8Array[] = [enc('%PDF-1.5\n')];
  let at = parts[0]!.length;
  const offsets = new Map<number, number>();
  const push = (num: number, bytes: Uint8Array) => {
    offsets.set(num, at);
    parts.push(bytes);
    at += bytes.length;
  };
  pages.forEach((lines, i) => {
    const text = lines.map((l, j) => `BT /F1 11 Tf 50 ${780 - j * 16} Td (${l.replace(/[()\\]/g, '\\$&')}) Tj ET`).join('\n');
    push(contentNo(i), enc(`${contentNo(i)} 0 obj\n<< /Length ${text.length} >>\nstream\n${text}\nendstream\nendobj\n`));
  });
  push(objStmNo, concat([enc(`${objStmNo} 0 obj\n<< /Type /ObjStm /N ${inner.length} /First ${head.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`), packed, enc('\nendstream\nendobj\n')]));
  // Cross-reference stream rows [type, field 2 (4 bytes), field 3 (2 bytes)] for objects 0..xrefNo.
  offsets.set(xrefNo, at);
  const rows = new Uint8Array((xrefNo + 1) * 7);
  const view = new DataView(rows.buffer);
  for (let num = 0; num <= xrefNo; num++) {
    const index = inner.findIndex(([k]) => k === num);
    const [type, f2, f3] = num === 0 ? [0, 0, 65535] : index >= 0 ? [2, objStmNo, index] : [1, offsets.get(num)!, 0];
    view.setUint8(num * 7, type);
    view.setUint32(num * 7 + 1, f2);
    view.setUint16(num * 7 + 5, f3);
  }
  push(xrefNo, concat([enc(`${xrefNo} 0 obj\n<< /Type /XRef /Size ${xrefNo + 1} /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`), rows, enc('\nendstream\nendobj\n')]));
  parts.push(enc(`startxref\n${offsets.get(xrefNo)}\n%%EOF\n`));
  return concat(parts);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/**
 * A real PNG, decodable by any viewer: one grey colour, or (`noise`) grey pixels from a fixed
 * pseudo-random sequence, which do not compress, for a file of about width×height bytes.
 */
export function makePng(width: number, height: number, noise = false): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
    return out;
  };
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const raw = new Uint8Array((width + 1) * height).fill(0x80);
  if (noise) {
    let seed = 42;
    for (let i = 0; i < raw.length; i++) raw[i] = (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) >>> 24;
  }
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0; // filter byte per row
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array())];
  return concat(parts);
}

/** A JPEG's header (SOI, APP0, SOF0 with the size): enough for size checks, not for a viewer. */
export function makeJpegHeader(width: number, height: number, padTo = 0): Uint8Array {
  const head = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
    0xff, 0xc0, 0, 11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  const out = new Uint8Array(Math.max(head.length + 2, padTo));
  out.set(head);
  out.set([0xff, 0xd9], out.length - 2);
  return out;
}

/** A lossless WebP header (RIFF, VP8L with the size). */
export function makeWebpHeader(width: number, height: number): Uint8Array {
  const out = new Uint8Array(30);
  out.set(new TextEncoder().encode('RIFF'), 0);
  new DataView(out.buffer).setUint32(4, 22, true);
  out.set(new TextEncoder().encode('WEBPVP8L'), 8);
  new DataView(out.buffer).setUint32(16, 10, true);
  out[20] = 0x2f;
  new DataView(out.buffer).setUint32(21, ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), true);
  return out;
}

export function makeCsv(rows: (string | number)[][]): string {
  return rows.map((r) => r.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(',')).join('\r\n');
}

export async function makeXlsx(sheets: { sheet: string; rows: (string | number | null)[][] }[]): Promise<Uint8Array> {
  const data = sheets.map((s) => ({ sheet: s.sheet, data: s.rows.map((r) => r.map((value) => (value === null ? null : { value }))) }));
  return new Uint8Array(await writeXlsxFile(data as never).toBuffer());
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((t, p) => t + p.length, 0));
  let at = 0;
  for (const p of parts) (out.set(p, at), (at += p.length));
  return out;
}

/** A File as the composer gets it from a drop or a picker. */
export const asFile = (bytes: Uint8Array | string, name: string, type: string): File => new File([bytes as BlobPart], name, { type });
