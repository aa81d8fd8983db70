import type { Usage as ApiUsage } from '@anthropic-ai/sdk/resources/messages';
import type { WeftDb } from '@/lib/db/db';
import { addSpend, spendNow } from '@/lib/db/spend';
import type { I18n } from '@/lib/i18n';
import { costOf, formatCost, type Price } from '@/lib/settings/prices';
import { addUsage, emptyUsage } from './usage';

// Spend budgets: a daily and a monthly sum per user (Settings, capped by the organisation's policy),
// in the price table's dollars. A turn is not started past either; what each request costs is
// added to the identity's day as it is answered.

export interface Budgets {
  dailyBudget: number | null;
  monthlyBudget: number | null;
}

/** Counts a request's usage against the identity's day, at the price of the model that answered. */
export async function countSpend(db: WeftDb, identity: string, now: Date, usage: Partial<ApiUsage> | null | undefined, price: Price | undefined): Promise<void> {
  const u = addUsage(emptyUsage(), usage);
  const tokens = u.input + u.output + u.cacheRead + u.cacheWrite;
  await addSpend(db, identity, now, price ? costOf(u, price) : 0, tokens);
}

/** The sentence that stops a turn when a budget is reached (when it renews, in the user's words), or undefined. */
export async function budgetReached(db: WeftDb, identity: string, budgets: Budgets, now: Date, i18n: I18n): Promise<string | undefined> {
  if (budgets.dailyBudget === null && budgets.monthlyBudget === null) return undefined;
  const spent = await spendNow(db, identity, now);
  const money = (n: number) => formatCost(n, i18n.locale);
  const when = (at: Date) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }).format(at);
  if (budgets.monthlyBudget !== null && spent.month >= budgets.monthlyBudget) {
    return i18n.t('spend.monthlyReached', { budget: money(budgets.monthlyBudget), spent: money(spent.month), renews: when(new Date(now.getFullYear(), now.getMonth() + 1, 1)) });
  }
  if (budgets.dailyBudget !== null && spent.today >= budgets.dailyBudget) {
    return i18n.t('spend.dailyReached', { budget: money(budgets.dailyBudget), spent: money(spent.today), renews: when(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)) });
  }
  return undefined;
}

