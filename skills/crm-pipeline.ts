import { z } from 'zod';
import { collect, headline, OPEN_OPPORTUNITIES, present, round } from '@/lib/business';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

const GROUPS = { stage: 'stage_id', salesperson: 'user_id' } as const;

export default defineSkill({
  name: 'crm_pipeline',
  description: 'Open opportunities per stage or salesperson: count, expected and probability-weighted revenue.',
  terms: {
    en: 'pipeline, funnel, sales pipeline, opportunities by stage, expected revenue, weighted revenue, deals, leads per stage, win probability, sales forecast, forecast of deals, opportunities by salesperson',
    fr: 'pipeline, tunnel de vente, entonnoir, opportunités par étape, revenu attendu, affaires en cours, prévisions commerciales, opportunités par commercial',
    es: 'embudo, pipeline, oportunidades por etapa, ingresos esperados, negocios abiertos, previsión de ventas, oportunidades por vendedor',
    de: 'Pipeline, Vertriebspipeline, Trichter, Verkaufstrichter, Verkaufschancen nach Phase, erwarteter Umsatz, Umsatzprognose, Verkaufschancen pro Verkäufer',
    nl: 'pijplijn, pipeline, trechter, verkooptrechter, verkoopkansen per fase, verwachte omzet, verkoopprognose, verkoopkansen per verkoper',
  },
  input: z.object({
    group_by: z.enum(['stage', 'salesperson']).default('stage').describe('Rows per'),
  }),
  risk: 'read',
  needs: ['crm.lead'],
  app: 'crm',
  async execute({ group_by }, ctx) {
    const group = GROUPS[group_by];
    // Odoo's own weighted revenue, stored per lead (16-19): grouping by probability as well grew with
    // the opportunities (one group per distinct probability, per stage or salesperson).
    const groups = await ctx.odoo.readGroup('crm.lead', {
      domain: OPEN_OPPORTUNITIES,
      groupby: [group],
      aggregates: ['expected_revenue:sum', 'prorated_revenue:sum'],
    }, { signal: ctx.signal });
    const buckets = collect(groups, { group, measures: { expected: 'expected_revenue:sum', weighted: 'prorated_revenue:sum' } });
    for (const b of buckets) b.sums.weighted = round(b.sums.weighted ?? 0);
    // Stages stay in pipeline order (Odoo returns them by sequence); salespeople by expected revenue.
    return odooData('crm.lead', present(buckets, { name: group_by, count: 'opportunities', order: group_by === 'stage' ? 'none' : 'value' }));
  },
  summary: (_input, out) => `Pipeline: ${headline(out, 'opportunities', 'expected')}`,
});
