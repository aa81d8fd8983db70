import { z } from 'zod';
import { daysBetween, filterInput, filterTerms, localDay, recordRef, refTerm, ROW_CAP, userDay, utcStartOf } from '@/lib/business';
import type { Json } from '@/lib/db';
import type { Many2one } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

const CODES = { all: null, receipts: 'incoming', deliveries: 'outgoing', internal: 'internal' } as const;
const KIND = { incoming: 'receipt', outgoing: 'delivery', internal: 'internal' } as Record<string, string>;
const STATE = { assigned: 'ready', confirmed: 'waiting for stock', waiting: 'waiting another operation' } as Record<string, string>;
const name = (value: unknown) => (value && typeof value === 'object' ? (value as Many2one).display_name : null);

export default defineSkill({
  name: 'late_transfers',
  description: 'Receipts, deliveries and internal transfers not done and past their scheduled date or deadline (late, overdue), oldest first.',
  terms: {
    en: 'late deliveries, late shipments, late receipts, delayed, overdue transfers, behind schedule, running late, transfers past scheduled date, backorders',
    fr: 'livraisons en retard, réceptions en retard, transferts en retard, retardées, expéditions en retard',
    es: 'entregas retrasadas, envíos atrasados, recepciones atrasadas, transferencias con retraso',
    de: 'verspätete Lieferungen, Lieferverzug, verspätete Wareneingänge, überfällige Transfers, Verzögerung',
    nl: 'te late leveringen, vertraagde leveringen, achterstallige leveringen, te late ontvangsten, vertraging',
  },
  input: z.object({
    kind: z.enum(['all', 'receipts', 'deliveries', 'internal']).default('all').describe('Default all'),
    partner: recordRef.optional(),
    warehouse: filterInput.warehouse,
  }),
  risk: 'read',
  app: 'inventory',
  needs: ['stock.picking'],
  async execute({ kind, partner, warehouse }, ctx) {
    const { tz, today } = await userDay(ctx.odoo);
    // Odoo's own "Late" filter (16-19): planned and not done, scheduled or due before today, or
    // scheduled after its deadline (has_deadline_issue). "Today" starts at the user's midnight.
    const start = utcStartOf(today, tz);
    const code = CODES[kind];
    const { records, length } = await ctx.odoo.searchRead('stock.picking', {
      domain: [
        ['state', 'in', ['assigned', 'waiting', 'confirmed']],
        '|', '|', ['has_deadline_issue', '=', true], ['date_deadline', '<', start], ['scheduled_date', '<', start],
        ...(code ? [['picking_type_code', '=', code]] : []),
        ...(partner ? [refTerm('partner_id', partner, { hierarchy: true })] : []),
        ...filterTerms({ warehouse }, { warehouse: 'picking_type_id.warehouse_id' }),
      ],
      fields: ['name', 'picking_type_code', 'partner_id', 'scheduled_date', 'date_deadline', 'origin', 'state'],
      order: 'scheduled_date asc, id asc',
      limit: ROW_CAP,
    }, { signal: ctx.signal });
    const day = (value: unknown) => (typeof value === 'string' && value ? localDay(value, tz) : null);
    const rows: Json[] = records.map((r) => {
      const scheduled = day(r.scheduled_date)!, deadline = day(r.date_deadline);
      const late = daysBetween(deadline && deadline < scheduled ? deadline : scheduled, today);
      return {
        id: r.id, transfer: String(r.name ?? ''), kind: KIND[String(r.picking_type_code)] ?? String(r.picking_type_code), partner: name(r.partner_id),
        scheduled, ...(deadline ? { deadline } : {}), ...(late > 0 ? { days_late: late } : { will_miss_deadline: true }),
        origin: r.origin ? String(r.origin) : null, state: STATE[String(r.state)] ?? String(r.state),
      };
    });
    return odooData('stock.picking', { kind, today, count: length, rows, ...(length > rows.length ? { more_rows: length - rows.length } : {}) });
  },
  summary: ({ kind }, out) => `${String(out.count)} late ${kind === 'all' ? 'transfers' : kind}`,
});
