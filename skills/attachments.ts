import { z } from 'zod';
import { attachmentTarget } from '@/lib/files/attachment-target';
import { withFileBlocks } from '@/lib/files/blocks';
import { readAttachment } from '@/lib/files/read-attachment';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

// The open record's files: listed (name, type, size, date), or one read by id (any record's
// files can be found with search_records on ir.attachment). Odoo's rule applies: the
// user sees the attachments of records they may read, nothing else. One tool for both keeps the
// tool list (sent with every request) short.
export default defineSkill({
  name: 'attachments',
  description: "Files attached to the open record; read=id reads one.",
  terms: {
    en: 'attachments, attached files, attached documents, pdf attached, files on this record, read the attachment, scan',
    fr: 'pièces jointes, fichiers joints, documents joints, pdf joint',
    es: 'archivos adjuntos, adjuntos, documentos adjuntos, pdf adjunto',
    de: 'Anhänge, Anhang, angehängte Dateien, Dokumente, Dateien',
    nl: 'bijlagen, bijlage, bijgevoegde bestanden, documenten, bestanden',
  },
  input: z.object({ read: z.number().optional().describe('File id') }),
  risk: 'read',
  async execute({ read }, { odoo, page, signal }) {
    if (read) {
      const { body, blocks } = await readAttachment(odoo, read, signal);
      return withFileBlocks(odooData('ir.attachment', body), blocks);
    }
    const target = await attachmentTarget(odoo, page);
    if (!target) return { source: 'weft:attachments', rows: [], note: 'No record is open in the tab.' };
    const fields = ['name', 'mimetype', 'file_size', 'create_date'];
    const domain = [['res_model', '=', target.model], ['res_id', '=', target.id]];
    const { records, length } = await odoo.searchRead('ir.attachment', { domain, fields, limit: 50, order: 'id desc' }, { signal });
    return odooData('ir.attachment', {
      record: `${target.model},${target.id}`,
      total: length,
      columns: ['id', ...fields],
      rows: records.map((r) => [r.id, ...fields.map((f) => (r[f] === false || r[f] === undefined ? null : (r[f] as string | number)))]),
    });
  },
  summary: (_input, result) => {
    const out = result as Record<string, unknown>;
    if (typeof out.name === 'string') return `Read ${out.name} (${String(out.type)})`;
    const n = Array.isArray(out.rows) ? out.rows.length : 0;
    return `Found ${n} attached file${n === 1 ? '' : 's'}`;
  },
});
