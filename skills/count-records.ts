import { z } from 'zod';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { domainInput, modelInput } from '@/lib/skills/inputs';

export default defineSkill({
  name: 'count_records',
  description: 'Count records matching a domain.',
  terms: {
    en: 'how many, count, number of, total number',
    fr: 'combien, compter, nombre de',
    es: 'cuántos, cuántas, contar, número de',
    de: 'wie viele, zählen, Anzahl',
    nl: 'hoeveel, tellen, aantal',
  },
  input: z.object({ model: modelInput, domain: domainInput.default([]) }),
  risk: 'read',
  core: true,
  async execute({ model, domain }, { odoo, signal }) {
    const total = await odoo.count(model, domain, { signal });
    return { ...odooData(model, { total }), total };
  },
  summary: ({ model }, out) => `Counted ${model}: ${out.total}`,
});
