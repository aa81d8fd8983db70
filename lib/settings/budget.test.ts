import { describe, expect, it } from 'vitest';
import { budgetAllowed, cappedBudget } from './budget';
import { applyPolicy, parsePolicy } from './policy';
import { Settings } from './settings';

describe('spend budgets under the organisation’s ceiling', () => {
  it('a user without a budget, or above the ceiling, gets the ceiling; below it keeps theirs', () => {
    expect(cappedBudget(null, undefined)).toBeNull();
    expect(cappedBudget(null, 5)).toBe(5);
    expect(cappedBudget(8, 5)).toBe(5);
    expect(cappedBudget(2, 5)).toBe(2);
    expect(budgetAllowed(null, 5)).toBe(false);
    expect(budgetAllowed(6, 5)).toBe(false);
    expect(budgetAllowed(5, 5)).toBe(true);
  });

  it('applyPolicy caps both budgets and marks them set by the organisation', () => {
    const applied = applyPolicy(Settings.parse({ dailyBudget: 10, monthlyBudget: null }), parsePolicy({ maxDailyBudget: 3, maxMonthlyBudget: 40 }));
    expect(applied).toMatchObject({ dailyBudget: 3, monthlyBudget: 40 });
    expect([...applied.policy.locked].filter((k) => k.endsWith('Budget')).sort()).toEqual(['dailyBudget', 'monthlyBudget']);
    expect(parsePolicy({ maxDailyBudget: -1 }).problems).toHaveLength(1);
  });
});
