import { z } from 'zod';
import { appliedFilters, collect, filterInput, headline, dateTerms, PAYMENT_NOT_DONE, periodInput, present, recordRef, refTerm, resolvePeriod, topBuckets, topLimit, userDay } from '@/lib/business';
import type { Json } from '@/lib/db';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

const DIRECTIONS = { received: ['inbound'], paid: ['outbound'], both: ['inbound', 'outbound'] };
const SIDES = { received: 'inbound', paid: 'outbound' } as const;

export default defineSkill({
  name: 'payments_summary',
  description: 'Payments received and/or sent, optionally per partner or for one partner.',
  terms: {
    en: 'payments, payments received, money received, collected, cash received, payments made, paid to suppliers, customer payments, incoming payments, payments to suppliers, vendor payments, paid to vendors',
    fr: 'paiements, paiements reçus, encaissements, règlements, décaissements, argent reçu, paiements aux fournisseurs, règlements fournisseurs, payé aux fournisseurs, ce que nous avons payé',
    es: 'pagos, cobros, pagos recibidos, dinero recibido, pagos realizados, pagos a proveedores, pagos de clientes',
    de: 'Zahlungen, Zahlungseingänge, Zahlungsausgänge, eingegangene Zahlungen, erhaltenes Geld, Zahlungen an Lieferanten, Kundenzahlungen',
    nl: 'betalingen, ontvangen betalingen, inkomende betalingen, uitgaande betalingen, ontvangen geld, betalingen aan leveranciers, klantbetalingen',
  },
  input: z.object({
    ...periodInput,
    direction: z.enum(['received', 'paid', 'both']).default('both').describe('Default both'),
    by_partner: z.boolean().default(false).describe('Rows per partner'),
    partner: recordRef.optional(),
    min_amount: filterInput.min_amount.describe('Minimum payment amount'),
    limit: topLimit.describe('Top N partners'),
  }),
  risk: 'read',
  needs: ['account.payment'],
  app: 'invoicing',
  async execute({ direction, by_partner, partner, min_amount, limit, ...dates }, ctx) {
    const { today } = await userDay(ctx.odoo);
    const period = resolvePeriod(dates, today);
    const domain = [
      ['payment_type', 'in', DIRECTIONS[direction]], ['state', 'not in', PAYMENT_NOT_DONE], ...dateTerms('date', period),
      ...(partner ? [refTerm('partner_id', partner, { hierarchy: true })] : []),
      ...(min_amount !== undefined ? [['amount', '>=', min_amount]] : []),
    ];
    const filters = appliedFilters({ min_amount });
    const body: Record<string, Json> = { period, ...(filters ? { filters } : {}) };
    const sides = (['received', 'paid'] as const).filter((key) => DIRECTIONS[direction].includes(SIDES[key]));
    const measures = { amount: 'amount:sum' };
    if (by_partner) {
      // Partners grow with the data: Odoo orders and cuts them (lib/business/top.ts), each side at once.
      const tops = await Promise.all(sides.map((key) =>
        topBuckets(ctx.odoo, 'account.payment', { domain: [...domain, ['payment_type', '=', SIDES[key]]], group: 'partner_id', currency: 'currency_id', measures, cap: limit }, { signal: ctx.signal })));
      sides.forEach((key, i) => (body[key] = present(tops[i]!.rows, { name: 'partner', count: 'payments', whole: tops[i]!, cap: limit })));
      return odooData('account.payment', body);
    }
    const groups = await ctx.odoo.readGroup('account.payment', { domain, groupby: ['payment_type', 'currency_id'], aggregates: ['amount:sum'] }, { signal: ctx.signal });
    for (const key of sides) {
      const buckets = collect(groups.filter((g) => g.groups.payment_type === SIDES[key]), { currency: 'currency_id', measures });
      body[key] = present(buckets, { count: 'payments' });
    }
    return odooData('account.payment', body);
  },
  summary: (_input, out) => `Payments: ${(['received', 'paid'] as const).filter((k) => out[k]).map((k) => `${k} ${headline(out[k] as Record<string, Json>, 'payments', 'amount')}`).join('; ')}`,
});
