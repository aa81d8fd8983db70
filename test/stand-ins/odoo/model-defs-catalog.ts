import { char, many2one, type FieldDef, type ModelDef } from './model-types.ts';

// Product categories: display_name is the full path ('All / Saleable'), as product.category's
// _compute_display_name gives it, and what name_search and 'ilike' on categ_id match. Their income
// account is where a product without its own goes; 18's sale adds a down-payment account.
const category: ModelDef = {
  name: 'product.category',
  description: 'Product Category',
  order: 'complete_name',
  recName: 'complete_name',
  notNull: ['name'],
  fields: {
    name: char('Name', { required: true }),
    complete_name: char('Complete Name', { readonly: true }),
    parent_id: many2one('product.category', 'Parent Category'),
    property_account_income_categ_id: many2one('account.account', 'Income Account'),
  },
  versions: (version): Record<string, FieldDef> => (version === 18 ? { property_account_downpayment_categ_id: many2one('account.account', 'Downpayment Account') } : {}),
};

export const CATALOG_MODELS: ModelDef[] = [category];

export const SEED_CATEGORIES = [
  { id: 1, name: 'All', complete_name: 'All', parent_id: false, property_account_income_categ_id: 6 },
  { id: 2, name: 'Office Furniture', complete_name: 'All / Office Furniture', parent_id: 1, property_account_income_categ_id: 6 },
  { id: 3, name: 'Lighting', complete_name: 'All / Lighting', parent_id: 1, property_account_income_categ_id: 6 },
];
