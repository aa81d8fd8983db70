import { char, many2one, type ModelDef } from './model-types.ts';

// Product categories: display_name is the full path ('All / Saleable'), as product.category's
// _compute_display_name gives it, and what name_search and 'ilike' on categ_id match.
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
  },
};

export const CATALOG_MODELS: ModelDef[] = [category];

export const SEED_CATEGORIES = [
  { id: 1, name: 'All', complete_name: 'All', parent_id: false },
  { id: 2, name: 'Office Furniture', complete_name: 'All / Office Furniture', parent_id: 1 },
  { id: 3, name: 'Lighting', complete_name: 'All / Lighting', parent_id: 1 },
];
