import { expect, it } from 'vitest';
import { appliedFilters, filterTerms } from './filters';

it('turns each filter given into a term on the skill\'s own field', () => {
  expect(filterTerms({ salesperson: 'Marc', warehouse: '1', category: 'Lighting', min_amount: 500 }, { salesperson: 'user_id', warehouse: 'warehouse_id', category: 'product_id.categ_id', min_amount: 'amount_untaxed' }))
    .toEqual([['user_id', 'ilike', 'Marc'], ['warehouse_id', '=', 1], ['product_id.categ_id', 'ilike', 'Lighting'], ['amount_untaxed', '>=', 500]]);
  expect(filterTerms({ category: '2' }, { category: 'product_categ_id' })).toEqual([['product_categ_id', 'child_of', 2]]);
  expect(filterTerms({ salesperson: 'Marc' }, {})).toEqual([]);
  expect(appliedFilters({ salesperson: 'Marc', min_amount: 0 })).toEqual({ salesperson: 'Marc', min_amount: 0 });
  expect(appliedFilters({})).toBeUndefined();
});
