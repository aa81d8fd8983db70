import { z } from 'zod';
import { clock, OPEN_OPPORTUNITIES, round, ROW_CAP } from '@/lib/business';
import type { Json } from '@/lib/db';
import type { Many2one } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

const name = (value: unknown) => (value && typeof value === 'object' ? (value as Many2one).display_name : null);

export default defineSkill({
  name: 'crm_stale_opportunities',
  description: 'Open opportunities with no stage change for N days, oldest first.',
  terms: {
    en: 'stale, stuck, gone quiet, no progress, inactive deals, neglected leads, no activity, dormant opportunities, stalled',
    fr: 'opportunités qui stagnent, bloquées, inactives, sans progrès, dormantes, négligées',
    es: 'oportunidades estancadas, paradas, inactivas, sin avance, olvidadas, sin movimiento',
    de: 'Verkaufschancen ohne Fortschritt, festgefahren, inaktiv, stagnierend, liegengeblieben, vernachlässigt',
    nl: 'verkoopkansen die stilstaan, stilstaand, vastgelopen, inactief, geen voortgang, blijven liggen',
  },
  input: z.object({
    days: z.number().int().min(1).max(3650).default(30).describe('Default 30'),
  }),
  risk: 'read',
  needs: ['crm.lead'],
  app: 'crm',
  async execute({ days }, ctx) {
    const now = clock.now().getTime();
    const cutoff = new Date(now - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    const { records, length } = await ctx.odoo.searchRead('crm.lead', {
      domain: [...OPEN_OPPORTUNITIES, ['date_last_stage_update', '<', cutoff]],
      fields: ['name', 'partner_id', 'stage_id', 'user_id', 'expected_revenue', 'probability', 'date_last_stage_update'],
      order: 'date_last_stage_update asc, id asc',
      limit: ROW_CAP,
    }, { signal: ctx.signal });
    const rows: Json[] = records.map((r) => ({
      id: r.id, name: String(r.name ?? ''), customer: name(r.partner_id), stage: name(r.stage_id), salesperson: name(r.user_id),
      expected: round(Number(r.expected_revenue ?? 0)), probability: Number(r.probability ?? 0),
      days_in_stage: Math.floor((now - Date.parse(`${String(r.date_last_stage_update).replace(' ', 'T')}Z`)) / 86_400_000),
    }));
    return odooData('crm.lead', { days, count: length, rows, ...(length > rows.length ? { more_rows: length - rows.length } : {}) });
  },
  summary: ({ days }, out) => `${String(out.count)} opportunities unchanged for ${days}+ days`,
});
