import { describe, expect, it } from 'vitest';
import { businessKit, inDays, sum, TODAY, YEAR_START } from '@/test/business-kit';
import purchasesSummary from './purchases-summary';

describe.each([17, 19] as const)('purchases_summary on Odoo %i', (version) => {
  const kit = businessKit(version);
  const orders = (states: string[], from = YEAR_START) =>
    kit.records('purchase.order').filter((o) => states.includes(String(o.state)) && inDays(o.date_order, from, TODAY));

  it('totals confirmed purchases of this year per supplier in one read_group', async () => {
    const r = await kit.run(purchasesSummary);
    const confirmed = orders(['purchase', 'done']);
    expect(confirmed.length).toBeGreaterThan(1);
    expect(r.json.total).toEqual({ orders: confirmed.length, untaxed: sum(confirmed, 'amount_untaxed'), total: sum(confirmed, 'amount_total') });
    for (const o of confirmed) {
      const theirs = confirmed.filter((x) => x.partner_id === o.partner_id);
      expect(r.json.rows).toContainEqual({ supplier: kit.name('res.partner', o.partner_id), orders: theirs.length, untaxed: sum(theirs, 'amount_untaxed'), total: sum(theirs, 'amount_total') });
    }
    expect(r.trips).toBe(1);
    expect(r.rpcs).toEqual([`purchase.order/${version >= 19 ? 'formatted_read_group' : 'read_group'}`]);
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
