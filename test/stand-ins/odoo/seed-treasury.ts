// Seed data, part 4: bank and cash movements, as posted entries on the journals' default accounts
// (and one draft, which real Odoo leaves out of a balance), in each company.
import type { StandInDb } from './db.ts';

export function seedTreasury(db: StandInDb): void {
  const today = db.now().toISOString().slice(0, 10);
  // [journal, company, state, [account, balance, amount in the line's currency, currency]...]
  const entries: Array<[number, number, string, Array<[number, number, number, number]>]> = [
    [4, 1, 'posted', [[2, 12_500, 12_500, 1], [1, -12_500, -12_500, 1]]],
    [4, 1, 'posted', [[2, -3_200.4, -3_200.4, 1], [5, 3_200.4, 3_200.4, 1]]],
    [4, 1, 'draft', [[2, 9_999, 9_999, 1], [1, -9_999, -9_999, 1]]],
    [5, 1, 'posted', [[7, 480.25, 480.25, 1], [6, -480.25, -480.25, 1]]],
    // A misc entry on the bank account counts too: the balance is the account's, whatever the journal.
    [3, 1, 'posted', [[2, -45, -45, 1], [4, 45, 45, 1]]],
    // The EUR bank of Chicago: amounts in EUR, balance in the company's USD.
    [6, 2, 'posted', [[8, 1_100, 1_000, 2], [1, -1_100, -1_000, 2]]],
  ];
  for (const [journal, company, state, lines] of entries) {
    const move = db.create('account.move', { name: state === 'posted' ? `${String(db.get('account.journal', journal)?.code)}/${today.slice(0, 4)}/${journal}` : '/', move_type: 'entry', state, date: today, company_id: company, currency_id: 1, journal_id: journal });
    for (const [account, balance, amountCurrency, currency] of lines) {
      db.create('account.move.line', {
        move_id: move.id, account_id: account, name: 'Bank movement', display_type: 'product', quantity: 1,
        balance, debit: Math.max(balance, 0), credit: Math.max(-balance, 0), amount_currency: amountCurrency, currency_id: currency,
      });
    }
  }
}
