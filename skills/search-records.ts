import { z } from 'zod';
import { recordsResult } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { readableFields } from '@/lib/skills/guarded-context';
import { domainInput, modelInput } from '@/lib/skills/inputs';

export default defineSkill({
  name: 'search_records',
  description: 'Search records; returns total and rows.',
  input: z.object({
    model: modelInput,
    domain: domainInput.default([]),
    fields: z.array(z.string()).optional().describe('Default: key fields'),
    limit: z.number().int().min(1).max(50).default(20).describe('Default 20'),
    order: z.string().optional().describe('e.g. date desc'),
  }),
  risk: 'read',
  async execute({ model, domain, fields, limit, order }, { odoo, signal }) {
    const names = await readableFields(odoo, model, fields);
    const { records, length } = await odoo.searchRead(model, { domain, fields: names, limit, order }, { signal });
    return recordsResult(model, records, names, await odoo.fields.getFields(model), length);
  },
  summary: ({ model }, out) => `Searched ${model}: ${out.rows.length} of ${out.total}`,
});
