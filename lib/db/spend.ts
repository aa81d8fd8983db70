import type { WeftDb } from './db';

// What an identity spent on the model, per local day, in the price table's currency (US dollars).
// Budgets (lib/agent/budget.ts) sum these rows for today or this month.

/** The local calendar day of `at`: '2026-11-27'. */
export function dayKey(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** Adds `dollars` and `tokens` to the identity's row of the day of `at` (one transaction: two tabs' turns add up). */
export async function addSpend(db: WeftDb, identity: string, at: Date, dollars: number, tokens: number): Promise<void> {
  if (dollars <= 0 && tokens <= 0) return;
  const day = dayKey(at);
  await db.transaction('rw', db.spend, async () => {
    const row = await db.spend.get([identity, day]);
    await db.spend.put({ identity, day, dollars: (row?.dollars ?? 0) + dollars, tokens: (row?.tokens ?? 0) + tokens });
  });
}

/** Dollars spent by `identity` from day `from` to day `to`, both included ('YYYY-MM-DD'). */
export async function spentBetween(db: WeftDb, identity: string, from: string, to: string): Promise<number> {
  const rows = await db.spend.where('[identity+day]').between([identity, from], [identity, to], true, true).toArray();
  return rows.reduce((sum, r) => sum + r.dollars, 0);
}

/** Today's and this month's spend of `identity` at `now`. */
export async function spendNow(db: WeftDb, identity: string, now: Date): Promise<{ today: number; month: number }> {
  const today = dayKey(now);
  const [day, month] = await Promise.all([spentBetween(db, identity, today, today), spentBetween(db, identity, `${today.slice(0, 8)}01`, today)]);
  return { today: day, month };
}
