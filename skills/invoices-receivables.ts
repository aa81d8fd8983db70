import { z } from 'zod';
import { headline, invoiceKind, MOVE_TYPES, present, signedByMoveType, topBuckets, topLimit } from '@/lib/business';
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
    limit: topLimit.describe('Top N partners'),
  }),
  risk: 'read',
  needs: ['account.move'],
  app: 'invoicing',
  async execute({ kind, limit }, ctx) {
    // Partners grow with the data: Odoo orders and cuts them by the signed amount due (lib/business/top.ts).
    const top = await topBuckets(ctx.odoo, 'account.move', {
      domain: [['move_type', 'in', MOVE_TYPES[kind]], ['state', '=', 'posted'], ['amount_residual', '>', 0]],
      group: 'commercial_partner_id', currency: 'currency_id', measures: { due: 'amount_residual:sum' }, cap: limit,
      signed: signedByMoveType('amount_residual_signed:sum'),
    }, { signal: ctx.signal });
    return odooData('account.move', { kind, ...present(top.rows, { name: 'partner', count: 'documents', whole: top, cap: limit }) });
  },
  summary: ({ kind }, out) => `${kind === 'customer' ? 'Receivables' : 'Payables'}: ${headline(out, 'documents', 'due')}`,
});
