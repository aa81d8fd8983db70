import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db, spendNow } from '@/lib/db';
import { formatCost, getSettings } from '@/lib/settings';
import { useI18n } from './use-i18n';

/**
 * Under the conversation's cost: what this user spent today and this month against their budgets
 * (lib/agent/budget.ts), live from the database. Nothing when no budget is set.
 */
export function BudgetLine({ identity }: { identity: string | null }) {
  const { t, fmt } = useI18n();
  const [budgets, setBudgets] = useState<{ daily: number | null; monthly: number | null } | null>(null);
  useEffect(() => {
    let live = true;
    void getSettings().then((s) => live && setBudgets({ daily: s.dailyBudget, monthly: s.monthlyBudget }));
    return () => void (live = false);
  }, []);
  const spent = useLiveQuery(() => (identity ? spendNow(db, identity, new Date()) : undefined), [identity]);
  if (!budgets || !spent || (budgets.daily === null && budgets.monthly === null)) return null;
  const money = (n: number) => formatCost(n, fmt.locale);
  const parts = [
    budgets.daily !== null ? t('spend.today', { spent: money(spent.today), budget: money(budgets.daily) }) : null,
    budgets.monthly !== null ? t('spend.month', { spent: money(spent.month), budget: money(budgets.monthly) }) : null,
  ].filter((p): p is string => p !== null);
  const over = (budgets.daily !== null && spent.today >= budgets.daily) || (budgets.monthly !== null && spent.month >= budgets.monthly);
  return (
    <p className={`budget-line small ${over ? 'warn-text' : 'muted'}`} data-testid="budget-line">
      {parts.join(' · ')}
    </p>
  );
}
