import { describe, expect, it } from 'vitest';
import { businessKit, round2 } from '@/test/business-kit';
import cashBankBalances from './cash-bank-balances';

describe.each([16, 17, 18, 19] as const)('cash_bank_balances on Odoo %i', (version) => {
  const kit = businessKit(version);
  // Expected from the seeded lines: posted entries only, on the journal's default account.
  const posted = (account: number, field: 'balance' | 'amount_currency') => round2(kit.records('account.move.line')
    .filter((l) => l.account_id === account && kit.get('account.move', Number(l.move_id)).state === 'posted')
    .reduce((t, l) => t + Number(l[field] ?? 0), 0));

  // Odoo's journal order: sequence, type, code (bank before cash).
  it('gives each bank and cash journal its posted balance, a foreign-currency bank in its own currency too', async () => {
    const r = await kit.run(cashBankBalances);
    expect(r.isError).toBe(false);
    expect(r.json.journals).toEqual([
      { journal: 'Bank', type: 'bank', company: 'YourCompany', balance: posted(2, 'balance'), currency: 'USD' },
      { journal: 'Bank EUR', type: 'bank', company: 'My Company (Chicago)', balance: posted(8, 'amount_currency'), currency: 'EUR', balance_company_currency: posted(8, 'balance'), company_currency: 'USD' },
      { journal: 'Cash', type: 'cash', company: 'YourCompany', balance: posted(7, 'balance'), currency: 'USD' },
    ]);
    // The draft entry is left out, the misc entry on the bank account counts.
    expect(posted(2, 'balance')).toBe(12_500 - 3_200.4 - 45);
    expect(r.rpcs).toEqual(['account.journal/web_search_read', `account.move.line/${version >= 19 ? 'formatted_read_group' : 'read_group'}`]);
    expect(r.summary).toBe(`Cash and bank: 3 journals, ${(posted(2, 'balance') + posted(7, 'balance')).toLocaleString('en-US')} USD + 1,000 EUR`);
  });

  it('only cash journals when asked', async () => {
    const r = await kit.run(cashBankBalances, { type: 'cash' });
    expect(r.json.journals.map((j: { journal: string }) => j.journal)).toEqual(['Cash']);
  });
});

it('is found on demand for cash and bank questions', async () => {
  const { findSkills } = await import('@/lib/skills/catalog');
  const { skills } = await import('./index');
  expect(findSkills('how much cash in the bank', skills).skills.map((s) => s.name)).toContain('cash_bank_balances');
});
