import { z } from 'zod';
import { addDays, appliedFilters, daysBetween, filterInput, filterTerms, round, SALE_STATES, userDay } from '@/lib/business';
import type { Json } from '@/lib/db';
import type { Many2one } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

const LISTED = 25;
// Totals are summed over what one call brings back; more than this is flagged as partial.
const FETCHED = 1000;
const name = (value: unknown) => (value && typeof value === 'object' ? (value as Many2one).display_name : '');

export default defineSkill({
  name: 'quotations_expiring',
  description: 'Open quotations whose expiration date falls within the next N days, or that already expired unconfirmed; soonest first, with amounts.',
  terms: {
    en: 'expiring quotes, quotations about to expire, expiry, validity, expired quotes, quotes ending soon, follow up quotes',
    fr: 'devis qui expirent, expiration, devis expirés, validité, bientôt expirés',
    es: 'presupuestos que vencen, cotizaciones por vencer, caducan, expirados, validez',
    de: 'ablaufende Angebote, Ablaufdatum, abgelaufen, Gültigkeit, laufen ab',
    nl: 'verlopende offertes, vervaldatum, verlopen, geldigheid, lopen af',
  },
  input: z.object({
    days: z.number().int().min(0).max(365).default(7).describe('Default 7'),
    expired: z.boolean().default(false).describe('Already expired instead'),
    salesperson: filterInput.salesperson,
  }),
  risk: 'read',
  app: 'sales',
  needs: ['sale.order'],
  async execute({ days, expired, salesperson }, ctx) {
    const { today } = await userDay(ctx.odoo);
    const applied = appliedFilters({ salesperson });
    // Odoo's is_expired: a quotation (draft or sent) whose validity date is before today.
    const window = expired ? [['validity_date', '<', today]] : [['validity_date', '>=', today], ['validity_date', '<=', addDays(today, days)]];
    const { records, length } = await ctx.odoo.searchRead('sale.order', {
      domain: [['state', 'in', SALE_STATES.quotation], ...window, ...filterTerms({ salesperson }, { salesperson: 'user_id' })],
      fields: ['name', 'partner_id', 'user_id', 'validity_date', 'amount_untaxed', 'currency_id', 'state'],
      order: expired ? 'validity_date desc, id desc' : 'validity_date asc, id asc',
      limit: FETCHED,
    }, { signal: ctx.signal });
    const totals = new Map<string, { count: number; untaxed: number }>();
    for (const r of records) {
      const t = totals.get(name(r.currency_id)) ?? { count: 0, untaxed: 0 };
      totals.set(name(r.currency_id), { count: t.count + 1, untaxed: t.untaxed + Number(r.amount_untaxed ?? 0) });
    }
    const multi = totals.size > 1;
    const rows: Json[] = records.slice(0, LISTED).map((r) => {
      const left = daysBetween(today, String(r.validity_date));
      return {
        id: r.id, quotation: String(r.name ?? ''), customer: name(r.partner_id), salesperson: name(r.user_id) || null,
        expires: String(r.validity_date), ...(left < 0 ? { expired_days_ago: -left } : { days_left: left }),
        sent: r.state === 'sent', untaxed: round(Number(r.amount_untaxed ?? 0)), ...(multi ? { currency: name(r.currency_id) } : {}),
      };
    });
    const sums = [...totals].map(([currency, t]) => ({ currency, quotations: t.count, untaxed: round(t.untaxed) }));
    const [single] = sums;
    return odooData('sale.order', {
      today, ...(expired ? { expired: true } : { days }), ...(applied ? { filters: applied } : {}), count: length,
      ...(multi ? { totals: sums } : { currency: single?.currency ?? null, untaxed: single?.untaxed ?? 0 }),
      ...(length > records.length ? { totals_partial: `summed over the first ${records.length}` } : {}),
      rows, ...(length > rows.length ? { more_rows: length - rows.length } : {}),
    });
  },
  summary: ({ days, expired }, out) => (expired ? `${String(out.count)} expired quotations` : `${String(out.count)} quotations expiring within ${days} days`),
});
