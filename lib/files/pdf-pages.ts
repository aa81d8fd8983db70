// The page count of a PDF without a PDF library (pdf.js would triple the panel's bundle): the
// largest /Count of a page-tree node, else the number of /Type /Page objects. PDFs that keep their
// page tree in compressed object streams show neither; then the count is unknown (undefined) and
// the API's own 100-page check answers, mapped to a clear sentence (lib/agent/errors).

export function pdfPages(bytes: Uint8Array): number | undefined {
  // latin1 keeps every byte as one character, so the markers are found whatever the encoding.
  const text = new TextDecoder('latin1').decode(bytes);
  const counts = [...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g)].map((m) => Number(m[1] ?? m[2]));
  if (counts.length) return Math.max(...counts);
  const pages = text.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
  return pages || undefined;
}

export const isPdf = (bytes: Uint8Array): boolean => new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).includes('%PDF-');
