import { z } from 'zod';
import { addDays, appliedFilters, filterInput, filterTerms, headline, invoiceKind, recordRef, refTerm, round, userDay } from '@/lib/business';
import type { Json } from '@/lib/db';
import type { Many2one } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

const LISTED = 25;
// Totals are summed over what one call brings back; more than this is flagged as partial.
const FETCHED = 1000;

export default defineSkill({
  name: 'invoices_overdue',
  description: 'Unpaid posted invoices (or bills) past due date: total, and oldest first with days late.',
  terms: {
    en: 'overdue, late payments, past due, unpaid invoices, overdue bills, late invoices, payment reminder, dunning, days late, not paid on time, not paid, have not paid, late payers',
    fr: "en retard, impayées, échues, factures impayées, relance de paiement, retard de paiement, pas payé, ne paient pas, n'ont pas payé, mauvais payeurs, en souffrance, factures échues",
    es: 'vencidas, atrasadas, impagadas, sin pagar, morosos, recordatorio de pago, no pagado, no han pagado, no pagan, morosidad',
    de: 'überfällig, unbezahlt, Zahlungsverzug, Mahnung, offene fällige Rechnungen, nicht bezahlt, zahlen nicht, säumige Kunden',
    nl: 'achterstallig, vervallen, onbetaald, te laat betaald, betalingsherinnering, aanmaning, niet betaald, betalen niet, wanbetalers',
  },
  input: z.object({
    kind: invoiceKind,
    partner: recordRef.optional(),
    min_days: z.number().int().positive().optional().describe('At least this many days late'),
    min_due: z.number().nonnegative().optional().describe('Minimum amount due'),
    salesperson: filterInput.salesperson,
  }),
  risk: 'read',
  needs: ['account.move'],
  app: 'invoicing',
  async execute({ kind, partner, min_days, min_due, salesperson }, ctx) {
    const applied = appliedFilters({ min_days, min_due, salesperson });
    const { today } = await userDay(ctx.odoo);
    const { records, length } = await ctx.odoo.searchRead('account.move', {
      domain: [
        ['move_type', '=', kind === 'customer' ? 'out_invoice' : 'in_invoice'],
        ['state', '=', 'posted'],
        ['amount_residual', '>', 0],
        // Late by at least min_days: due on or before today - min_days (days late = today - due date).
        min_days ? ['invoice_date_due', '<=', addDays(today, -min_days)] : ['invoice_date_due', '<', today],
        ...(partner ? [refTerm('partner_id', partner, { hierarchy: true })] : []),
        ...(min_due !== undefined ? [['amount_residual', '>=', min_due]] : []),
        ...filterTerms({ salesperson }, { salesperson: 'invoice_user_id' }),
      ],
      fields: ['name', 'partner_id', 'invoice_date_due', 'amount_residual', 'currency_id'],
      order: 'invoice_date_due asc, id asc',
      limit: FETCHED,
    }, { signal: ctx.signal });
    const name = (value: unknown) => (value && typeof value === 'object' ? (value as Many2one).display_name : '');
    const totals = new Map<string, { count: number; due: number }>();
    for (const r of records) {
      const t = totals.get(name(r.currency_id)) ?? { count: 0, due: 0 };
      totals.set(name(r.currency_id), { count: t.count + 1, due: t.due + Number(r.amount_residual ?? 0) });
    }
    const multi = totals.size > 1;
    const days = (due: unknown) => Math.round((Date.parse(today) - Date.parse(String(due))) / 86_400_000);
    const rows: Json[] = records.slice(0, LISTED).map((r) => ({
      invoice: String(r.name ?? ''), partner: name(r.partner_id), due_date: String(r.invoice_date_due), days_late: days(r.invoice_date_due),
      due: round(Number(r.amount_residual ?? 0)), ...(multi ? { currency: name(r.currency_id) } : {}),
    }));
    const sums = [...totals].map(([currency, t]) => ({ currency, invoices: t.count, due: round(t.due) }));
    const [single] = sums;
    return odooData('account.move', {
      kind, today, ...(applied ? { filters: applied } : {}), count: length,
      ...(multi ? { totals: sums } : single ? { currency: single.currency, total: { invoices: single.invoices, due: single.due } } : { total: { invoices: 0, due: 0 } }),
      ...(length > records.length ? { totals_partial: `summed over the ${records.length} oldest` } : {}),
      rows, ...(length > rows.length ? { more_rows: length - rows.length } : {}),
    });
  },
  summary: (_input, out) => `Overdue: ${headline(out, 'invoices', 'due')}`,
});
