// The page count of a PDF without a PDF library (pdf.js would triple the panel's bundle): the
// largest /Count of a page-tree node, else the number of /Type /Page objects. PDF 1.5+ writers
// often keep the page tree in compressed object streams; those are inflated (FlateDecode, with the
// platform's DecompressionStream) and searched the same way. When nothing says, the count is
// unknown (undefined) and the API's own 100-page check answers, mapped to a clear sentence.

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes); // one char per byte
const MAX_STREAMS = 64;
const MAX_INFLATED = 16 * 1024 * 1024;

function countIn(text: string): number | undefined {
  const counts = [...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g)].map((m) => Number(m[1] ?? m[2]));
  if (counts.length) return Math.max(...counts);
  return text.match(/\/Type\s*\/Page\b(?!s)/g)?.length || undefined;
}

export async function pdfPages(bytes: Uint8Array): Promise<number | undefined> {
  const text = latin1(bytes);
  const plain = countIn(text);
  if (plain || typeof DecompressionStream !== 'function') return plain;
  let inflated = '';
  let streams = 0;
  for (const m of text.matchAll(/>>\s*stream\r?\n/g)) {
    const dict = text.slice(text.lastIndexOf('obj', m.index), m.index);
    if (!/\/Type\s*\/ObjStm\b/.test(dict) || !/\/FlateDecode\b/.test(dict) || /\/DecodeParms\b/.test(dict)) continue;
    if (++streams > MAX_STREAMS || inflated.length > MAX_INFLATED) break;
    const start = m.index + m[0].length;
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    const end = length ? start + Number(length[1]) : text.indexOf('endstream', start);
    inflated += await inflate(bytes.subarray(start, end)).catch(() => '');
  }
  return countIn(inflated);
}

async function inflate(data: Uint8Array): Promise<string> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return latin1(new Uint8Array(await new Response(stream).arrayBuffer()));
}

export const isPdf = (bytes: Uint8Array): boolean => latin1(bytes.subarray(0, 1024)).includes('%PDF-');

/**
 * Whether a file that starts like a PDF ends like one: every PDF writer ends the file with a
 * cross-reference pointer (startxref) and %%EOF. A PDF header followed by garbage has neither, and
 * would only be refused by the API after sending; readers look in the last kilobytes, so do we.
 */
export const isWholePdf = (bytes: Uint8Array): boolean => {
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 4096)));
  return tail.includes('%%EOF') && tail.includes('startxref');
};
