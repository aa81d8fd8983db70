import { z } from 'zod';
import { recordRef, refTerm } from './refs';

// Filters the business skills share: one wording for the model, one way to turn each into domain
// terms. `on` names the field of the skill's model (a path when the skill reads lines).

export const filterInput = {
  salesperson: recordRef.optional().describe('Salesperson id or name'),
  warehouse: recordRef.optional().describe('Warehouse id or name'),
  category: recordRef.optional().describe('Product category id or name'),
  min_amount: z.number().nonnegative().optional().describe('Minimum untaxed amount'),
};

export interface FilterValues {
  salesperson?: string;
  warehouse?: string;
  category?: string;
  min_amount?: number;
}

export type FilterFields = Partial<Record<keyof FilterValues, string>>;

/** Domain terms for the filters given; a filter the skill has no field for is never passed (its input lacks it). */
export function filterTerms(values: FilterValues, on: FilterFields): unknown[] {
  const terms: unknown[] = [];
  if (values.salesperson && on.salesperson) terms.push(refTerm(on.salesperson, values.salesperson));
  if (values.warehouse && on.warehouse) terms.push(refTerm(on.warehouse, values.warehouse));
  // child_of by id: a category's subcategories count, as Odoo's own category filter does.
  if (values.category && on.category) terms.push(/^\d+$/.test(values.category) ? [on.category, 'child_of', Number(values.category)] : [on.category, 'ilike', values.category]);
  if (values.min_amount !== undefined && on.min_amount) terms.push([on.min_amount, '>=', values.min_amount]);
  return terms;
}

/** The filters that were applied, for the answer to say so. */
export function appliedFilters(values: Record<string, string | number | undefined>): Record<string, string | number> | undefined {
  const applied = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
  return Object.keys(applied).length ? applied : undefined;
}
