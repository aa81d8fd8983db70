import { z } from 'zod';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { domainInput, modelInput } from '@/lib/skills/inputs';

export default defineSkill({
  name: 'count_records',
  description: 'Count records matching a domain.',
  input: z.object({ model: modelInput, domain: domainInput.default([]) }),
  risk: 'read',
  core: true,
  async execute({ model, domain }, { odoo, signal }) {
    const total = await odoo.count(model, domain, { signal });
    return { ...odooData(model, { total }), total };
  },
  summary: ({ model }, out) => `Counted ${model}: ${out.total}`,
});
