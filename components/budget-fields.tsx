import { BUDGET_MAX, cappedBudget, formatUsd, type Policy } from '@/lib/settings';
import { Locked } from './locked';
import { useI18n } from './use-i18n';

type Budgets = { dailyBudget: number | null; monthlyBudget: number | null };

/** The daily and monthly spend budgets (US dollars), each under the organisation's ceiling when it sets one. */
export function BudgetFields({ value, policy, onChange }: { value: Budgets; policy: Policy; onChange: (next: Budgets) => void }) {
  const { t, fmt } = useI18n();
  const row = (key: keyof Budgets, label: string, ceiling: number | undefined) => (
    <label key={key}>
      {label} {ceiling !== undefined && <Locked what={key} />}
      <input
        type="number"
        min={0}
        max={ceiling ?? BUDGET_MAX}
        step={0.01}
        inputMode="decimal"
        value={value[key] ?? ''}
        // Empty is no budget; under a ceiling, empty or more is the ceiling (the user cannot go above it).
        onChange={(e) => onChange({ ...value, [key]: cappedBudget(e.target.value === '' ? null : Math.max(0, Number(e.target.value)), ceiling) })}
      />
      {ceiling !== undefined && <small className="muted">{t('spend.ceiling', { budget: formatUsd(ceiling, fmt.locale) })}</small>}
    </label>
  );
  return (
    <div className="budget-fields" data-testid="budget-fields">
      <h2>{t('spend.title')}</h2>
      {row('dailyBudget', t('spend.daily'), policy.maxDailyBudget)}
      {row('monthlyBudget', t('spend.monthly'), policy.maxMonthlyBudget)}
      <p className="muted small">{t('spend.hint')}</p>
    </div>
  );
}
