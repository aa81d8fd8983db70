import { describe, expect, it } from 'vitest';
import { businessKit, inDays, sum, TODAY, YEAR_START } from '@/test/business-kit';
import purchasesSummary from './purchases-summary';

describe.each([17, 19] as const)('purchases_summary on Odoo %i', (version) => {
  const kit = businessKit(version);
  const readGroup = version >= 19 ? 'formatted_read_group' : 'read_group';
  const orders = (states: string[], from = YEAR_START) =>
    kit.records('purchase.order').filter((o) => states.includes(String(o.state)) && inDays(o.date_order, from, TODAY));

  it('totals confirmed purchases of this year per supplier', async () => {
    const r = await kit.run(purchasesSummary);
    const confirmed = orders(['purchase', 'done']);
    expect(confirmed.length).toBeGreaterThan(1);
    expect(r.json.total).toEqual({ orders: confirmed.length, untaxed: sum(confirmed, 'amount_untaxed'), total: sum(confirmed, 'amount_total') });
    for (const o of confirmed) {
      const theirs = confirmed.filter((x) => x.partner_id === o.partner_id);
      expect(r.json.rows).toContainEqual({ supplier: kit.name('res.partner', o.partner_id), orders: theirs.length, untaxed: sum(theirs, 'amount_untaxed'), total: sum(theirs, 'amount_total') });
    }
    // The top rows ordered and cut by Odoo, and the totals by currency: two groupings at once.
    expect(r.rpcs).toEqual([`purchase.order/${readGroup}`, `purchase.order/${readGroup}`]);
  });

  it('a top N asks Odoo for N suppliers, largest first, and still totals and counts every supplier', async () => {
    const all = await kit.run(purchasesSummary, { date_from: '2025-01-01' });
    expect(all.json.rows.length).toBeGreaterThan(1);
    const untaxed = all.json.rows.map((row: { untaxed: number }) => row.untaxed);
    expect(untaxed).toEqual([...untaxed].sort((a, b) => b - a));
    const r = await kit.run(purchasesSummary, { date_from: '2025-01-01', limit: 1 });
    expect(r.json.rows).toEqual(all.json.rows.slice(0, 1));
    expect(r.json.total).toEqual(all.json.total);
    expect(r.json.more_rows).toBe(all.json.rows.length - 1);
    expect((await kit.run(purchasesSummary, { limit: 26 })).isError).toBe(true);
  });

  it('covers RFQs and months', async () => {
    const rfq = await kit.run(purchasesSummary, { state: 'rfq', group_by: 'none' });
    const open = orders(['draft', 'sent', 'to approve']);
    expect(rfq.json.total).toEqual({ orders: open.length, untaxed: sum(open, 'amount_untaxed'), total: sum(open, 'amount_total') });
    const byMonth = await kit.run(purchasesSummary, { group_by: 'month', date_from: '2025-01-01' });
    const months = [...new Set(orders(['purchase', 'done'], '2025-01-01').map((o) => String(o.date_order).slice(0, 7)))].sort();
    expect(byMonth.json.rows.map((x: { month: string }) => x.month)).toEqual(months);
  });

  it('filters by buyer and minimum untaxed amount', async () => {
    const confirmed = orders(['purchase', 'done']);
    const big = confirmed.filter((o) => Number(o.amount_untaxed) >= 1000);
    expect(big.length).toBeGreaterThan(0);
    expect(big.length).toBeLessThan(confirmed.length);
    const r = await kit.run(purchasesSummary, { group_by: 'none', min_amount: 1000 });
    expect(r.json).toMatchObject({ filters: { min_amount: 1000 }, total: { orders: big.length, untaxed: sum(big, 'amount_untaxed') } });
    const buyer = confirmed[0]!.user_id;
    const theirs = confirmed.filter((o) => o.user_id === buyer);
    const mine = await kit.run(purchasesSummary, { group_by: 'none', buyer: String(buyer) });
    expect(mine.json.total.orders).toBe(theirs.length);
  });
});
