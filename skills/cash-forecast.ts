import { z } from 'zod';
import { addDays, round, userDay } from '@/lib/business';
import type { Json } from '@/lib/db';
import type { Many2one, OdooRecord } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

// Sums are made over what one call brings back; more than this is flagged as partial.
const FETCHED = 2000;
const currencyOf = (r: OdooRecord) => (r.company_currency_id && typeof r.company_currency_id === 'object' ? (r.company_currency_id as Many2one).display_name : '');

interface Sums { documents: number; cash_in: number; cash_out: number }
const add = (s: Sums, r: OdooRecord): Sums => {
  // amount_residual_signed: company currency, positive for what customers owe, negative for what is owed to vendors.
  const signed = Number(r.amount_residual_signed ?? 0);
  const customer = String(r.move_type).startsWith('out_');
  return { documents: s.documents + 1, cash_in: s.cash_in + (customer ? signed : 0), cash_out: s.cash_out - (customer ? 0 : signed) };
};
const show = (s: Sums) => ({ documents: s.documents, cash_in: round(s.cash_in), cash_out: round(s.cash_out), net: round(s.cash_in - s.cash_out) });

export default defineSkill({
  name: 'cash_forecast',
  description: 'Cash flow forecast: open customer invoices (in) and vendor bills to pay (out) per week by due date over the next N weeks, plus what is already overdue; company currency.',
  terms: {
    en: 'cash forecast, cash flow, expected cash in and out, upcoming payments, bills to pay, bills due, next weeks, incoming and outgoing, liquidity plan',
    fr: 'prévision de trésorerie, flux de trésorerie, encaissements à venir, factures à payer, échéancier',
    es: 'previsión de tesorería, flujo de caja, cobros y pagos previstos, facturas por pagar, próximas semanas',
    de: 'Liquiditätsplanung, Liquiditätsvorschau, Cashflow, Zahlungsprognose, fällige Rechnungen, nächste Wochen',
    nl: 'kasstroomprognose, kasstroom, cashflow, liquiditeitsprognose, te betalen facturen, komende weken',
  },
  input: z.object({
    weeks: z.number().int().min(1).max(26).default(4).describe('Default 4'),
  }),
  risk: 'read',
  app: 'invoicing',
  needs: ['account.move'],
  async execute({ weeks }, ctx) {
    const { today } = await userDay(ctx.odoo);
    const end = addDays(today, weeks * 7 - 1);
    const { records, length } = await ctx.odoo.searchRead('account.move', {
      domain: [
        ['move_type', 'in', ['out_invoice', 'out_refund', 'in_invoice', 'in_refund']], ['state', '=', 'posted'],
        ['amount_residual', '!=', 0], ['invoice_date_due', '<=', end],
      ],
      fields: ['move_type', 'invoice_date_due', 'amount_residual_signed', 'company_currency_id'],
      order: 'invoice_date_due asc, id asc',
      limit: FETCHED,
    }, { signal: ctx.signal });
    const empty = (): Sums => ({ documents: 0, cash_in: 0, cash_out: 0 });
    const byCurrency = new Map<string, { overdue: Sums; weeks: Sums[] }>();
    for (const r of records) {
      const key = currencyOf(r);
      let c = byCurrency.get(key);
      if (!c) byCurrency.set(key, (c = { overdue: empty(), weeks: Array.from({ length: weeks }, empty) }));
      const due = String(r.invoice_date_due);
      if (due < today) c.overdue = add(c.overdue, r);
      else {
        const week = Math.floor((Date.parse(due) - Date.parse(today)) / (7 * 86_400_000));
        c.weeks[week] = add(c.weeks[week]!, r);
      }
    }
    const outlook = (c: { overdue: Sums; weeks: Sums[] }) => ({
      overdue: show(c.overdue),
      weeks: c.weeks.map((s, i) => ({ from: addDays(today, i * 7), to: addDays(today, i * 7 + 6), ...show(s) })),
      total: show(c.weeks.reduce((t, s) => ({ documents: t.documents + s.documents, cash_in: t.cash_in + s.cash_in, cash_out: t.cash_out + s.cash_out }), c.overdue)),
    });
    const per: Json[] = [...byCurrency].map(([currency, c]) => ({ currency, ...outlook(c) }));
    return odooData('account.move', {
      today, until: end, ...(per.length === 1 ? (per[0] as Record<string, Json>) : per.length ? { currencies: per } : { documents: 0 }),
      ...(length > records.length ? { partial: `summed over the ${records.length} earliest due` } : {}),
    });
  },
  summary: ({ weeks }, out) => {
    const total = out.total as { net?: number } | undefined;
    return `Cash forecast, ${weeks} weeks${total ? `: net ${String(total.net)} ${String(out.currency)}` : ''}`;
  },
});
