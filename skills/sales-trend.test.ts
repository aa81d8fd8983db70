import { describe, expect, it } from 'vitest';
import { businessKit, sum } from '@/test/business-kit';
import salesTrend from './sales-trend';

describe.each([17, 19] as const)('sales_trend on Odoo %i', (version) => {
  const kit = businessKit(version);
  const confirmed = (month: string) =>
    kit.records('sale.order').filter((o) => ['sale', 'done'].includes(String(o.state)) && String(o.date_order).startsWith(month));

  it('puts each month of this year so far beside the same month last year, in one read_group', async () => {
    const r = await kit.run(salesTrend);
    expect(r.json).toMatchObject({ year: 2026, compared_with: 2025, measure: 'untaxed', currency: 'USD' });
    expect(r.json.months.map((m: { month: string }) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    for (const m of r.json.months) {
      const mm = m.month.slice(5);
      expect(m.amount).toBe(sum(confirmed(`2026-${mm}`), 'amount_untaxed'));
      expect(m.previous).toBe(sum(confirmed(`2025-${mm}`), 'amount_untaxed'));
    }
    const march = r.json.months[2];
    expect(march.previous).toBeGreaterThan(0);
    expect(march.change_pct).toBe(Math.round(((march.amount - march.previous) / march.previous) * 1000) / 10);
    expect(r.json.months[0].change_pct).toBeNull(); // nothing to compare with
    expect(r.json.total.amount).toBe(sum([1, 2, 3].flatMap((m) => confirmed(`2026-0${m}`)), 'amount_untaxed'));
    expect(r.trips).toBe(1);
    expect(r.rpcs).toEqual([`sale.order/${version >= 19 ? 'formatted_read_group' : 'read_group'}`]);
  });

  it('shows all twelve months of a past year', async () => {
    const r = await kit.run(salesTrend, { year: 2025 });
    expect(r.json.months).toHaveLength(12);
    expect(r.json.total.amount).toBe(sum(kit.records('sale.order').filter((o) => ['sale', 'done'].includes(String(o.state)) && String(o.date_order).startsWith('2025')), 'amount_untaxed'));
    expect(r.json.total.previous).toBe(0);
  });
});
