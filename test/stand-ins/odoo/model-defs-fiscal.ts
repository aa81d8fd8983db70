import type { StandInDb } from './db.ts';
import { boolean, char, integer, many2many, many2one, one2many, type FieldDef, type ModelDef, type OdooVersion } from './model-types.ts';

// Fiscal positions (account, 16-19), as far as an order's needs them: a position maps the accounts
// and taxes a document's lines would use to others (account.fiscal.position map_account / map_tax;
// 19 lists the position's own taxes instead, without account.fiscal.position.tax, and a position
// with none takes every tax off; the stand-in keeps a 19 position's listed taxes as they are).
const billing = { demo: 'read' as const, groups: ['Invoicing/Billing Administrator'] };

const position: ModelDef = {
  name: 'account.fiscal.position',
  description: 'Fiscal Position',
  order: 'sequence, id',
  ...billing,
  notNull: ['name'],
  fields: {
    name: char('Fiscal Position', { required: true }),
    sequence: integer('Sequence'),
    active: boolean('Active'),
    company_id: many2one('res.company', 'Company', { required: true }),
    account_ids: one2many('account.fiscal.position.account', 'position_id', 'Account Mapping'),
    tax_ids: one2many('account.fiscal.position.tax', 'position_id', 'Tax Mapping'),
  },
  defaults: (env) => ({ active: true, sequence: 10, company_id: env.companyId }),
  versions: (version): Record<string, FieldDef> => (version >= 19 ? { tax_ids: many2many('account.tax', 'Taxes') } : {}),
};

const accountMap: ModelDef = {
  name: 'account.fiscal.position.account',
  description: 'Accounts Mapping of Fiscal Position',
  order: 'id',
  ...billing,
  notNull: ['position_id', 'account_src_id', 'account_dest_id'],
  fields: {
    position_id: many2one('account.fiscal.position', 'Fiscal Position', { required: true }),
    account_src_id: many2one('account.account', 'Account on Product', { required: true }),
    account_dest_id: many2one('account.account', 'Account to Use Instead', { required: true }),
  },
};

const taxMap: ModelDef = {
  name: 'account.fiscal.position.tax',
  description: 'Tax Mapping of Fiscal Position',
  upTo: 18,
  order: 'id',
  ...billing,
  notNull: ['position_id', 'tax_src_id'],
  fields: {
    position_id: many2one('account.fiscal.position', 'Fiscal Position', { required: true }),
    tax_src_id: many2one('account.tax', 'Tax on Product', { required: true }),
    tax_dest_id: many2one('account.tax', 'Tax to Apply'),
  },
};

export const FISCAL_MODELS: ModelDef[] = [position, accountMap, taxMap];

/** The taxes a line gets through the order's fiscal position (account.fiscal.position map_tax). */
export function mapTaxes(db: StandInDb, version: OdooVersion, positionId: unknown, taxes: number[]): number[] {
  const position = positionId ? db.get('account.fiscal.position', Number(positionId)) : undefined;
  if (!position) return taxes;
  if (version >= 19) return Array.isArray(position.tax_ids) && position.tax_ids.length ? taxes : [];
  const lines = db.records('account.fiscal.position.tax').filter((t) => t.position_id === position.id);
  return [...new Set(taxes.flatMap((tax) => {
    const mapped = lines.filter((l) => l.tax_src_id === tax);
    return mapped.length ? mapped.flatMap((l) => (l.tax_dest_id ? [Number(l.tax_dest_id)] : [])) : [tax];
  }))];
}
