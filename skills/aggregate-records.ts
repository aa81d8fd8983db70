import { z } from 'zod';
import type { Json } from '@/lib/db';
import { compactValue, odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { domainInput, modelInput } from '@/lib/skills/inputs';

export default defineSkill({
  name: 'aggregate_records',
  description: 'Grouped totals (pivot): count and measures per group.',
  terms: {
    en: 'group by, pivot, totals per, sum, average, breakdown, grouped',
    fr: 'regrouper par, tableau croisé, somme, moyenne, répartition',
    es: 'agrupar por, tabla dinámica, suma, promedio, desglose',
    de: 'gruppieren nach, Pivot, Summe, Durchschnitt, Aufschlüsselung',
    nl: 'groeperen per, draaitabel, som, gemiddelde, uitsplitsing',
  },
  input: z.object({
    model: modelInput,
    domain: domainInput.default([]),
    groupby: z.array(z.string()).min(1).max(3).describe('Fields or date:month (day..year)'),
    measures: z.array(z.string()).max(6).default([]).describe('field:sum|avg|min|max'),
    orderby: z.string().optional().describe('e.g. amount_total:sum desc'),
    limit: z.number().int().min(1).max(50).default(50).describe('Max groups'),
  }),
  risk: 'read',
  core: true,
  async execute({ model, domain, groupby, measures, orderby, limit }, { odoo, signal }) {
    const groups = await odoo.readGroup(model, { domain, groupby, aggregates: measures, orderby, limit }, { signal });
    // Objects, not a column table: groups are few, and the panel charts rows by key.
    const rows = groups.map((g): Record<string, Json> => ({
      ...Object.fromEntries(groupby.map((spec) => [spec, compactValue(g.groups[spec])])),
      ...g.aggregates,
      count: g.count,
    }));
    return { ...odooData(model, { rows, ...(rows.length === limit ? { more_groups_possible: true } : {}) }), rows };
  },
  summary: ({ model, groupby }, out) => `Grouped ${model} by ${groupby.join(', ')}: ${out.rows.length} groups`,
});
