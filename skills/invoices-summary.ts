import { z } from 'zod';
import { collect, headline, dateTerms, invoiceKind, MOVE_TYPES, periodInput, present, refundSign, resolvePeriod, signedByMoveType, topBuckets, topLimit, userDay } from '@/lib/business';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

const GROUPS = { none: undefined, payment_state: 'payment_state', partner: 'commercial_partner_id', month: 'invoice_date:month' } as const;

export default defineSkill({
  name: 'invoices_summary',
  description: 'Posted invoice or bill totals by invoice date, net of credit notes: untaxed, total, due; optionally per payment state, partner or month.',
  terms: {
    en: 'invoiced, invoicing, billed, invoice totals, how much did we invoice, billing, revenue invoiced, bills total, credit notes, payment status',
    fr: 'facturé, facturation, total des factures, montant facturé, combien avons-nous facturé',
    es: 'facturado, facturación, total de facturas, importe facturado',
    de: 'fakturiert, Fakturierung, abgerechnet, Rechnungssumme, Rechnungsbetrag, Rechnungen gesamt',
    nl: 'gefactureerd, facturatie, facturen totaal, gefactureerd bedrag',
  },
  input: z.object({
    kind: invoiceKind,
    ...periodInput,
    group_by: z.enum(['none', 'payment_state', 'partner', 'month']).default('payment_state').describe('Rows per'),
    limit: topLimit.describe('Top N partners'),
  }),
  risk: 'read',
  needs: ['account.move'],
  app: 'invoicing',
  async execute({ kind, group_by, limit, ...dates }, ctx) {
    const { lang, today } = await userDay(ctx.odoo);
    const period = resolvePeriod(dates, today);
    const group = GROUPS[group_by];
    const domain = [['move_type', 'in', MOVE_TYPES[kind]], ['state', '=', 'posted'], ...dateTerms('invoice_date', period)];
    const measures = { untaxed: 'amount_untaxed:sum', total: 'amount_total:sum', due: 'amount_residual:sum' };
    if (group_by === 'partner') {
      // Partners grow with the data: Odoo orders and cuts them by the untaxed amount signed as the rows net it (lib/business/top.ts).
      const top = await topBuckets(ctx.odoo, 'account.move', { domain, group: 'commercial_partner_id', currency: 'currency_id', measures, cap: limit, signed: signedByMoveType('amount_untaxed_signed:sum') }, { signal: ctx.signal });
      return odooData('account.move', { kind, period, ...present(top.rows, { name: 'partner', count: 'documents', whole: top, cap: limit }) });
    }
    const groups = await ctx.odoo.readGroup('account.move', {
      domain, groupby: [...(group ? [group] : []), 'move_type', 'currency_id'], aggregates: Object.values(measures),
    }, { signal: ctx.signal });
    const buckets = collect(groups, { group, currency: 'currency_id', lang, sign: refundSign, measures });
    const name = group_by === 'none' ? undefined : group_by;
    return odooData('account.move', { kind, period, ...present(buckets, { name, count: 'documents', order: group_by === 'month' ? 'key' : 'value' }) });
  },
  summary: ({ kind }, out) => `${kind === 'customer' ? 'Invoices' : 'Bills'}: ${headline(out, 'documents', 'total')}`,
});
