import { z } from 'zod';
import { attachmentTarget } from '@/lib/files/attachment-target';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

// Odoo's rule applies: the user sees the attachments of records they may read, nothing else.
export default defineSkill({
  name: 'list_attachments',
  description: "Files attached to a record (default: the open one).",
  input: z.object({
    model: z.string().optional().describe('Default: open record'),
    id: z.number().int().positive().optional().describe('Record id'),
  }),
  risk: 'read',
  async execute({ model, id }, { odoo, page, signal }) {
    const target = await attachmentTarget(odoo, page, model, id);
    if (!target) return { source: 'weft:list_attachments', rows: [], note: 'No record is open in the tab; pass model and id.' };
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
  summary: (_input, out) => `Found ${(out.rows as unknown[]).length} attached file${(out.rows as unknown[]).length === 1 ? '' : 's'}`,
});
