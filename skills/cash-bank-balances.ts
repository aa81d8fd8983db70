import { z } from 'zod';
import { round } from '@/lib/business';
import type { Json } from '@/lib/db';
import type { Many2one } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

// Odoo's own "balance in GL" of a bank or cash journal (16-19): the posted journal items on the
// journal's default account, whichever journal they were entered in, in that account's company.
// Accounts are shared between companies from 18, so lines are grouped by company too.

const name = (v: unknown) => (v && typeof v === 'object' ? (v as Many2one).display_name : '');
const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as Many2one).id : undefined);

export default defineSkill({
  name: 'cash_bank_balances',
  description: 'Balance of each bank and cash journal (posted entries on its account), per company, in its currency.',
  terms: {
    en: 'bank balance, cash balance, how much cash, money in the bank, bank accounts, cash in hand, liquidity, treasury position',
    fr: 'solde bancaire, solde de caisse, trésorerie disponible, combien en banque, comptes bancaires',
    es: 'saldo bancario, saldo de caja, dinero en el banco, cuentas bancarias, liquidez',
    de: 'Kontostand, Banksaldo, Kassenbestand, Geld auf der Bank, Bankkonten, Liquidität',
    nl: 'banksaldo, kassaldo, geld op de bank, bankrekeningen, liquiditeit',
  },
  input: z.object({
    type: z.enum(['all', 'bank', 'cash']).default('all').describe('Journal type'),
  }),
  risk: 'read',
  needs: ['account.journal', 'account.move.line'],
  app: 'invoicing',
  async execute({ type }, ctx) {
    const { records: journals } = await ctx.odoo.searchRead('account.journal', {
      domain: [['type', 'in', type === 'all' ? ['bank', 'cash'] : [type]]],
      fields: ['name', 'type', 'default_account_id', 'currency_id', 'company_id'],
      limit: 100,
    }, { signal: ctx.signal });
    const accounts = [...new Set(journals.map((j) => idOf(j.default_account_id)).filter((id): id is number => id !== undefined))];
    const groups = accounts.length ? await ctx.odoo.readGroup('account.move.line', {
      domain: [['account_id', 'in', accounts], ['parent_state', '=', 'posted']],
      groupby: ['account_id', 'company_id', 'company_currency_id', 'currency_id'],
      aggregates: ['balance:sum', 'amount_currency:sum'],
    }, { signal: ctx.signal }) : [];
    const rows: Json[] = journals.map((j) => {
      const mine = groups.filter((g) => idOf(g.groups.account_id) === idOf(j.default_account_id) && idOf(g.groups.company_id) === idOf(j.company_id));
      const companyCurrency = name(mine[0]?.groups.company_currency_id) || null;
      const balance = mine.reduce((t, g) => t + Number(g.aggregates['balance:sum'] ?? 0), 0);
      const own = idOf(j.currency_id) !== undefined && name(j.currency_id) !== companyCurrency ? name(j.currency_id) : undefined;
      // A journal in its own currency: what the bank statement shows is the lines' amounts in that currency.
      const inOwn = own ? mine.filter((g) => idOf(g.groups.currency_id) === idOf(j.currency_id)).reduce((t, g) => t + Number(g.aggregates['amount_currency:sum'] ?? 0), 0) : undefined;
      return {
        journal: String(j.name ?? ''), type: String(j.type ?? ''), company: name(j.company_id),
        ...(own ? { balance: round(inOwn ?? 0), currency: own, balance_company_currency: round(balance), company_currency: companyCurrency } : { balance: round(balance), currency: companyCurrency }),
        ...(j.default_account_id ? {} : { note: 'no default account' }),
      };
    });
    return odooData('account.journal', { posted_only: true, journals: rows });
  },
  summary: (_input, out) => {
    const list = (out as { journals?: Array<{ balance: number; currency: string | null }> }).journals ?? [];
    const totals = new Map<string, number>();
    for (const j of list) totals.set(j.currency ?? '', (totals.get(j.currency ?? '') ?? 0) + j.balance);
    return `Cash and bank: ${list.length} journal${list.length === 1 ? '' : 's'}, ${[...totals].map(([c, v]) => `${v.toLocaleString('en-US', { maximumFractionDigits: 2 })}${c ? ` ${c}` : ''}`).join(' + ') || '0'}`;
  },
});
