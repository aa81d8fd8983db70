import { describe, expect, it } from 'vitest';
import { asFile, makeCsv, makeJpegHeader, makePdf, makePdfCompressed, makePng, makeWebpHeader, makeXlsx } from '../../test/make-files';
import { imageSize } from './image-size';
import { canShrink, shrunkSize } from './shrink-image';
import { LIMITS, XLSX_TYPE } from './limits';
import { pdfPages } from './pdf-pages';
import { readChatFile } from './read-file';
import { i18nFor } from '@/lib/i18n';

describe('readChatFile', () => {
  it('a PDF: base64 of its bytes, its page count and a token estimate', async () => {
    const bytes = makePdf([['Invoice INV/2026/0042'], ['Total 115.00']]);
    const r = await readChatFile(asFile(bytes, 'bill.pdf', 'application/pdf'));
    if (!r.ok) throw new Error(r.message);
    expect(r.file).toMatchObject({ kind: 'pdf', mimeType: 'application/pdf', pages: 2, size: bytes.length });
    expect(Buffer.from(r.file.data, 'base64').equals(Buffer.from(bytes))).toBe(true);
    expect(r.file.tokens).toBeGreaterThan(2000);
  });

  it('refuses a PDF over the page limit, and one that is not a PDF, with a sentence', async () => {
    const long = makePdf(Array.from({ length: LIMITS.pdfPages + 1 }, (_, i) => [`page ${i + 1}`]));
    const r = await readChatFile(asFile(long, 'long.pdf', 'application/pdf'));
    expect(r).toMatchObject({ ok: false, message: 'long.pdf has 101 pages; PDFs can have at most 100. Send the pages that matter.' });
    const fake = await readChatFile(asFile('hello', 'fake.pdf', 'application/pdf'));
    expect(fake).toMatchObject({ ok: false, message: 'fake.pdf is not a PDF file.' });
    // A PDF header, then garbage: refused here, before sending, not by the API after.
    const garbage = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...Array.from({ length: 3000 }, (_, i) => (i * 37) % 256)]);
    const damaged = await readChatFile(asFile(garbage, 'scan.pdf', 'application/pdf'));
    expect(damaged).toMatchObject({ ok: false, message: expect.stringMatching(/^scan\.pdf starts like a PDF but cannot be read as one/) });
    // A whole one written by another writer (compressed object streams) still passes.
    expect(await readChatFile(asFile(makePdfCompressed([['a']]), 'c.pdf', 'application/pdf'))).toMatchObject({ ok: true });
  });

  it('an image over the limits is scaled to the size the API would scale it to; where it cannot be (no canvas here), refused; past 40 MB, not decoded', async () => {
    expect(shrunkSize(9000, 120)).toEqual({ width: 1568, height: 21 });
    expect(shrunkSize(6000, 4000)).toEqual({ width: 1313, height: 876 }); // about 1.15 megapixels, as the API
    expect(shrunkSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(canShrink()).toBe(false); // Node: the e2e proves the scaling in Chromium
    const huge = asFile(new Uint8Array(LIMITS.imageDecodeBytes + 1), 'scan.png', 'image/png');
    expect(await readChatFile(huge)).toEqual({ ok: false, name: 'scan.png', message: 'scan.png is 40.0 MB; images over 40.0 MB are not scaled down here. Save it smaller and try again.' });
  });

  it('refuses files over the size limits before reading them', async () => {
    const big = asFile(new Uint8Array(LIMITS.pdfBytes + 1), 'scan.pdf', 'application/pdf');
    expect(await readChatFile(big)).toMatchObject({ ok: false, message: expect.stringMatching(/^scan\.pdf is 20\.0 MB; PDFs can be at most 20\.0 MB/) });
    const photo = asFile(makeJpegHeader(4000, 3000, LIMITS.imageBytes + 10), 'photo.jpg', 'image/jpeg');
    expect(await readChatFile(photo)).toMatchObject({ ok: false, message: expect.stringMatching(/^photo\.jpg is 3\.8 MB; images can be at most 3\.8 MB/) });
    const wide = asFile(makeJpegHeader(9000, 100), 'wide.jpg', 'image/jpeg');
    expect(await readChatFile(wide)).toMatchObject({ ok: false, message: 'wide.jpg is 9000×100 pixels; images can be at most 8000 pixels a side.' });
  });

  it("refuses in the panel's language, with sizes as that locale writes them", async () => {
    const big = asFile(new Uint8Array(LIMITS.pdfBytes + 1), 'scan.pdf', 'application/pdf');
    const fr = await readChatFile(big, Date.now(), i18nFor('fr_FR'));
    expect(fr.ok === false && fr.message.replace(/[\u00a0\u202f]/g, ' ')).toBe('scan.pdf fait 20,0 Mo ; un PDF peut faire au plus 20,0 Mo.');
    const de = await readChatFile(asFile(new Uint8Array(4), 'notes.txt', 'text/plain'), Date.now(), i18nFor('de_DE'));
    expect(de).toMatchObject({ ok: false, message: 'notes.txt: Weft nimmt PDF-, PNG-, JPEG-, WebP-, CSV- und XLSX-Dateien an.' });
  });

  it('images: PNG, JPEG and WebP sizes from their headers; tokens as the API counts them', async () => {
    const png = await readChatFile(asFile(makePng(300, 200), 'note.png', 'image/png'));
    if (!png.ok) throw new Error(png.message);
    expect(png.file).toMatchObject({ kind: 'image', mimeType: 'image/png', tokens: 80 });
    expect(imageSize(makeJpegHeader(640, 480), 'image/jpeg')).toEqual({ width: 640, height: 480 });
    expect(imageSize(makeWebpHeader(1024, 768), 'image/webp')).toEqual({ width: 1024, height: 768 });
    // A big photo is scaled by the API to about 1.15 megapixels: about 1,500 tokens, not 16,000.
    const photo = await readChatFile(asFile(makeJpegHeader(4000, 3000), 'photo.jpg', ''));
    expect(photo.ok && photo.file.tokens).toBeLessThanOrEqual(1600);
  });

  it('a CSV becomes a compact table with its row count', async () => {
    const csv = makeCsv([['Product', 'Quantity', 'Price'], ['Desk Combination', 2, 450], ['Office Chair, black', 4, 120.5]]);
    const r = await readChatFile(asFile(csv, 'lines.csv', 'text/csv'));
    if (!r.ok) throw new Error(r.message);
    expect(r.file).toMatchObject({ kind: 'table', rows: 2, mimeType: 'text/plain' });
    expect(r.file.data).toBe('Spreadsheet lines.csv: 2 data rows, all shown.\nProduct\tQuantity\tPrice\nDesk Combination\t2\t450\nOffice Chair, black\t4\t120.5');
  });

  it('an XLSX: the first sheet with data, capped rows, the other sheets named', async () => {
    const rows = [['Code', 'Qty'], ...Array.from({ length: 250 }, (_, i) => [`P${i}`, i])];
    const xlsx = await makeXlsx([{ sheet: 'Lines', rows }, { sheet: 'Notes', rows: [['x']] }]);
    const r = await readChatFile(asFile(xlsx, 'order.xlsx', XLSX_TYPE));
    if (!r.ok) throw new Error(r.message);
    expect(r.file.rows).toBe(250);
    const lines = r.file.data.split('\n');
    expect(lines[0]).toBe('Spreadsheet order.xlsx, sheet "Lines": 250 data rows, the first 200 shown (the rest were not sent).');
    expect(lines[1]).toBe('Other sheets not sent: Notes.');
    expect(lines[2]).toBe('Code\tQty');
    expect(lines).toHaveLength(3 + LIMITS.tableRows);
  });

  it('refuses other types and a broken spreadsheet with a sentence', async () => {
    expect(await readChatFile(asFile('x', 'notes.docx', ''))).toMatchObject({ ok: false, message: 'notes.docx: Weft takes PDF, PNG, JPEG, WebP, CSV and XLSX files.' });
    const broken = await readChatFile(asFile('not a zip', 'broken.xlsx', XLSX_TYPE));
    expect(broken).toMatchObject({ ok: false, message: expect.stringMatching(/^This spreadsheet could not be read/) });
  });
});

it('pdfPages reads the page tree count, else counts pages, inside compressed object streams too, else says unknown', async () => {
  expect(await pdfPages(makePdf([['a'], ['b'], ['c']]))).toBe(3);
  expect(await pdfPages(new TextEncoder().encode('%PDF-1.7 <</Type/Page>> <</Type /Page /Parent 2 0 R>>'))).toBe(2);
  const compressed = makePdfCompressed([['a'], ['b'], ['c'], ['d']]);
  expect(new TextDecoder('latin1').decode(compressed)).not.toMatch(/\/Type\s*\/Page/); // only inside the deflated stream
  expect(await pdfPages(compressed)).toBe(4);
  expect(await pdfPages(new TextEncoder().encode('%PDF-1.7 compressed object streams'))).toBeUndefined();
});
