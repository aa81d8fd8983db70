import { boolean, char, integer, many2many, many2one, selection, type FieldDef, type ModelDef } from './model-types.ts';

// Journals and accounts, as far as hash-locked journals need them: a journal that secures its
// posted entries with a hash (restrict_mode_hash_table) and the accounts a balanced entry uses.
const billing = { demo: 'read' as const, groups: ['Invoicing/Billing', 'Invoicing/Billing Administrator'] };

const journal: ModelDef = {
  name: 'account.journal',
  description: 'Journal',
  order: 'sequence, type, code',
  ...billing,
  notNull: ['name', 'code', 'type', 'company_id'],
  fields: {
    name: char('Journal Name', { required: true }),
    sequence: integer('Sequence'),
    code: char('Short Code', { required: true }),
    type: selection([['sale', 'Sales'], ['purchase', 'Purchase'], ['cash', 'Cash'], ['bank', 'Bank'], ['general', 'Miscellaneous']], 'Type', { required: true }),
    // 16/17 call it "Lock Posted Entries with Hash", 18+ "Secure Posted Entries with Hash".
    restrict_mode_hash_table: boolean('Lock Posted Entries with Hash'),
    company_id: many2one('res.company', 'Company', { required: true }),
    // Bank and cash journals: the account their balance is read from, and their own currency when not the company's.
    default_account_id: many2one('account.account', 'Default Account'),
    currency_id: many2one('res.currency', 'Currency'),
  },
  defaults: (env) => ({ company_id: env.companyId, restrict_mode_hash_table: false, sequence: 10 }),
};

const account: ModelDef = {
  name: 'account.account',
  description: 'Account',
  order: 'code, id',
  ...billing,
  notNull: ['name', 'code', 'account_type'],
  fields: {
    name: char('Account Name', { required: true }),
    code: char('Code', { required: true }),
    account_type: selection([['asset_receivable', 'Receivable'], ['asset_cash', 'Bank and Cash'], ['asset_current', 'Current Assets'],
      ['liability_payable', 'Payable'], ['income', 'Income'], ['expense', 'Expenses']], 'Type', { required: true }),
  },
  defaults: (env) => ({ company_id: env.companyId, company_ids: [env.companyId] }),
  // An account belongs to one company on 16-17, to several on 18+ (the rows keep both; each version shows its own).
  versions: (version): Record<string, FieldDef> => (version >= 18
    ? { company_ids: many2many('res.company', 'Companies') }
    : { company_id: many2one('res.company', 'Company', { required: true }) }),
};

export const JOURNAL_MODELS: ModelDef[] = [journal, account];

export const SEED_JOURNALS = [
  { id: 1, name: 'Customer Invoices', code: 'INV', type: 'sale', company_id: 1 },
  { id: 2, name: 'Vendor Bills', code: 'BILL', type: 'purchase', company_id: 1 },
  { id: 3, name: 'Miscellaneous Operations', code: 'MISC', type: 'general', company_id: 1 },
  { id: 4, name: 'Bank', code: 'BNK1', type: 'bank', company_id: 1, default_account_id: 2 },
  { id: 5, name: 'Cash', code: 'CSH1', type: 'cash', company_id: 1, default_account_id: 7 },
  { id: 6, name: 'Bank EUR', code: 'BNK2', type: 'bank', company_id: 2, default_account_id: 8, currency_id: 2 },
];

export const SEED_ACCOUNTS = [
  { id: 1, name: 'Account Receivable', code: '121000', account_type: 'asset_receivable', company_id: 1, company_ids: [1] },
  { id: 2, name: 'Bank', code: '101401', account_type: 'asset_cash', company_id: 1, company_ids: [1] },
  { id: 3, name: 'Prepayments', code: '141000', account_type: 'asset_current', company_id: 1, company_ids: [1] },
  { id: 4, name: 'Other current assets', code: '143000', account_type: 'asset_current', company_id: 1, company_ids: [1] },
  { id: 5, name: 'Account Payable', code: '211000', account_type: 'liability_payable', company_id: 1, company_ids: [1] },
  { id: 6, name: 'Product Sales', code: '400000', account_type: 'income', company_id: 1, company_ids: [1] },
  { id: 7, name: 'Cash', code: '101501', account_type: 'asset_cash', company_id: 1, company_ids: [1] },
  { id: 8, name: 'Bank EUR', code: '101402', account_type: 'asset_cash', company_id: 2, company_ids: [2] },
  { id: 9, name: 'Other Sales', code: '400100', account_type: 'income', company_id: 1, company_ids: [1] },
];
