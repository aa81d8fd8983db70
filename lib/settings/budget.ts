import { z } from '../messaging/zod';

// Spend budgets in the price table's currency (US dollars): the user's own, under the organisation's
// ceiling. null: no budget.

export const BUDGET_MAX = 1_000_000;
export const Budget = z.number().check(z.gte(0), z.lte(BUDGET_MAX));

/** The user's budget under the ceiling: a user without one, or with more, gets the ceiling. */
export function cappedBudget(user: number | null, ceiling: number | undefined): number | null {
  if (ceiling === undefined) return user;
  return user === null ? ceiling : Math.min(user, ceiling);
}

/** Whether the user may choose this budget (null: none) under the ceiling. */
export const budgetAllowed = (value: number | null, ceiling: number | undefined): boolean => ceiling === undefined || (value !== null && value <= ceiling);
