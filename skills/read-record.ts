import { z } from 'zod';
import { odooData, recordObject, toTable } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { readableFields } from '@/lib/skills/guarded-context';
import { modelInput } from '@/lib/skills/inputs';

export default defineSkill({
  name: 'read_record',
  description: 'Read given records by id.',
  input: z.object({
    model: modelInput,
    ids: z.array(z.number().int().positive()).min(1).max(20).describe('Record ids'),
    fields: z.array(z.string()).optional().describe('Default: key fields'),
  }),
  risk: 'read',
  core: true,
  async execute({ model, ids, fields }, { odoo, signal }) {
    const names = await readableFields(odoo, model, fields, 12);
    const records = await odoo.read(model, ids, names, { signal });
    const info = await odoo.fields.getFields(model);
    const found = new Set(records.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    const body = records.length === 1 && records[0] ? { record: recordObject(records[0], names, info) } : toTable(records, names, info);
    return { ...odooData(model, { ...body, ...(missing.length ? { missing } : {}) }), found: records.length };
  },
  summary: ({ model, ids }, out) => `Read ${out.found} of ${ids.length} ${model}`,
});
