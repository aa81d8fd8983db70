import { z } from 'zod';
import { collect, headline, invoiceKind, MOVE_TYPES, present, refundSign } from '@/lib/business';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

export default defineSkill({
  name: 'invoices_receivables',
  description: 'Open amount due per customer (vendor: payables), net of credit notes, largest first.',
  hint: 'who owes us, what we owe',
  terms: {
    en: 'receivables, who owes us, owes money, owe, outstanding balance, open balance per customer, customer balance, debtors, amounts due, payables, what we owe, creditors, accounts receivable',
    fr: "créances, qui nous doit, doit de l'argent, solde client, encours client, débiteurs, montants dus, dettes fournisseurs, ce que nous devons",
    es: 'cuentas por cobrar, quién nos debe, debe dinero, saldo pendiente, saldo de clientes, deudores, cuentas por pagar, lo que debemos',
    de: 'Forderungen, wer schuldet uns, schuldet Geld, offene Posten, Kundensaldo, Debitoren, Verbindlichkeiten, was wir schulden, Kreditoren',
    nl: 'debiteuren, openstaande posten, wie is ons geld verschuldigd, verschuldigd, klantsaldo, openstaand saldo, crediteuren, wat we verschuldigd zijn',
  },
  input: z.object({
    kind: invoiceKind,
  }),
  risk: 'read',
  needs: ['account.move'],
  app: 'invoicing',
  async execute({ kind }, ctx) {
    const groups = await ctx.odoo.readGroup('account.move', {
      domain: [['move_type', 'in', MOVE_TYPES[kind]], ['state', '=', 'posted'], ['amount_residual', '>', 0]],
      groupby: ['commercial_partner_id', 'move_type', 'currency_id'],
      aggregates: ['amount_residual:sum'],
    }, { signal: ctx.signal });
    const buckets = collect(groups, { group: 'commercial_partner_id', currency: 'currency_id', sign: refundSign, measures: { due: 'amount_residual:sum' } });
    return odooData('account.move', { kind, ...present(buckets, { name: 'partner', count: 'documents' }) });
  },
  summary: ({ kind }, out) => `${kind === 'customer' ? 'Receivables' : 'Payables'}: ${headline(out, 'documents', 'due')}`,
});
