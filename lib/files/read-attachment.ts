import type { OdooClient } from '@/lib/odoo/client';
import { SkillError } from '@/lib/util/skill-error';
import { base64Bytes } from './attachment-target';
import { describeFile, fileBlocks } from './blocks';
import { imageSize } from './image-size';
import { kindOf, refusal, textTokens } from './limits';
import { pdfPages } from './pdf-pages';
import { parseTable, tableText } from './table';

// An Odoo attachment read with the user's session (Odoo's access rules decide), within the same
// limits as a file the user attaches; PDFs and images go to the model as document and image
// blocks, spreadsheets as a capped table, plain text as a text document. The skill labels the
// body as Odoo data and attaches the blocks.

const TEXT_LIMIT = 200_000;

export async function readAttachment(odoo: OdooClient, id: number, signal: AbortSignal) {
  const [meta] = await odoo.read('ir.attachment', [id], ['name', 'mimetype', 'file_size'], { signal });
  if (!meta) throw new SkillError(`There is no attachment #${id} you may read.`, 'List the attachments of the record again.');
  const name = String(meta.name);
  const mimetype = String(meta.mimetype || '');
  const size = Number(meta.file_size || 0);
  const plain = mimetype === 'text/plain' || name.toLowerCase().endsWith('.txt');
  const known = plain ? { kind: 'table' as const, mimeType: 'text/plain' } : kindOf(name, mimetype);
  if (!known) throw new SkillError(`${name} is a ${mimetype || 'file'} Weft cannot read.`, 'Weft reads PDF, PNG, JPEG, WebP, CSV, XLSX and text files.');
  const early = refusal({ name, kind: known.kind, size });
  if (early) throw new SkillError(early);

  // Without bin_size, Odoo sends the content itself (base64).
  const [row] = await odoo.callKw<{ datas?: string | false }[]>('ir.attachment', 'read', [[id], ['datas']], {}, { signal });
  const data = typeof row?.datas === 'string' ? row.datas : '';
  if (!data) throw new SkillError(`${name} has no content stored in Odoo.`);
  const bytes = base64Bytes(data);
  let file: Parameters<typeof fileBlocks>[0];
  if (known.kind === 'pdf') {
    const pages = await pdfPages(bytes);
    const why = refusal({ name, kind: 'pdf', size: bytes.length, pages });
    if (why) throw new SkillError(why);
    file = { name, kind: 'pdf', mimeType: 'application/pdf', data, ...(pages ? { pages } : {}) };
  } else if (known.kind === 'image') {
    const dims = imageSize(bytes, known.mimeType);
    const why = dims ? refusal({ name, kind: 'image', size: bytes.length, ...dims }) : `${name} is not a readable image.`;
    if (why) throw new SkillError(why);
    file = { name, kind: 'image', mimeType: known.mimeType, data };
  } else if (plain) {
    const text = new TextDecoder().decode(bytes);
    file = { name, kind: 'table', mimeType: 'text/plain', data: text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}\n[cut: the file goes on]` : text };
  } else {
    const table = await parseTable(new Blob([bytes as BlobPart]), known.mimeType);
    file = { name, kind: 'table', mimeType: 'text/plain', data: tableText(name, table), rows: table.total };
  }
  const what = plain ? 'text' : describeFile(file);
  const body = { id, name, type: what, size, ...(known.kind === 'table' ? { tokens: textTokens(file.data) } : {}), content: 'in the blocks after this result' };
  return { body, blocks: fileBlocks(file) };
  }
