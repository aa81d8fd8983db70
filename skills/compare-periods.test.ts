import { describe, expect, it } from 'vitest';
import { businessKit, inDays, round2, TODAY } from '@/test/business-kit';
import type { Rec } from '@/test/stand-ins/odoo/db';
import comparePeriods from './compare-periods';

describe.each([16, 17, 19] as const)('compare_periods on Odoo %i', (version) => {
  const kit = businessKit(version);
  // Expected figures straight from the seeded records (credit notes would count negatively).
  const figures = (subject: string, from: string, to: string) => {
    const recs: Rec[] = subject === 'sales'
      ? kit.records('sale.order').filter((o) => ['sale', 'done'].includes(String(o.state)) && inDays(o.date_order, from, to))
      : subject === 'purchases'
        ? kit.records('purchase.order').filter((o) => ['purchase', 'done'].includes(String(o.state)) && inDays(o.date_order, from, to))
        : kit.records('account.move').filter((m) => m.state === 'posted' && inDays(m.invoice_date, from, to)
          && (subject === 'invoices' ? ['out_invoice', 'out_refund'] : ['in_invoice', 'in_refund']).includes(String(m.move_type)));
    const sign = (r: Rec) => (String(r.move_type ?? '').endsWith('_refund') ? -1 : 1);
    return { count: recs.length, untaxed: round2(recs.reduce((t, r) => t + sign(r) * Number(r.amount_untaxed), 0)) };
  };

  it.each([
    ['sales', 'month', { current: ['2026-03-01', TODAY], previous: ['2026-02-01', '2026-02-15'], whole: ['2026-02-01', '2026-02-28'] }, 'orders'],
    ['invoices', 'year', { current: ['2026-01-01', TODAY], previous: ['2025-01-01', '2025-03-15'], whole: ['2025-01-01', '2025-12-31'] }, 'invoices'],
    ['purchases', 'month', { current: ['2026-03-01', TODAY], previous: ['2026-02-01', '2026-02-15'], whole: ['2026-02-01', '2026-02-28'] }, 'orders'],
    ['bills', 'quarter', { current: ['2026-01-01', TODAY], previous: ['2025-10-01', '2025-12-15'], whole: ['2025-10-01', '2025-12-31'] }, 'bills'],
  ] as const)('%s, %s: current, same days before, whole period before, change', async (subject, compare, spans, count) => {
    const r = await kit.run(comparePeriods, { subject, compare });
    expect(r.isError).toBe(false);
    const side = ([from, to]: readonly [string, string]) => {
      const f = figures(subject, from, to);
      return { from, to, [count]: f.count, untaxed: f.untaxed };
    };
    const current = side(spans.current);
    const previous = side(spans.previous);
    expect(r.json).toMatchObject({ subject, compare, today: TODAY, currency: 'USD', current, previous, previous_whole: side(spans.whole) });
    expect(r.json.change).toBe(round2(Number(current.untaxed) - Number(previous.untaxed)));
    // Two read_groups sent together: the current and the same days before (split by a date group), the whole period before.
    expect(r.rpcs).toHaveLength(2);
    expect(r.trips).toBe(2);
  });

  it('says there is nothing to compare against rather than dividing by zero', async () => {
    const r = await kit.run(comparePeriods, { subject: 'purchases', compare: 'month_last_year' });
    expect(figures('purchases', '2025-03-01', '2025-03-15').count).toBe(0);
    expect(r.json.previous.orders).toBe(0);
    expect(r.json.change_pct).toBeNull();
    expect(r.summary).toBe('Compared purchases: nothing before');
  });

  it('the seed has something on both sides of the month comparison', () => {
    expect(figures('sales', '2026-03-01', TODAY).count).toBeGreaterThan(0);
    expect(figures('sales', '2026-02-01', '2026-02-28').count).toBeGreaterThan(0);
  });

  it('refuses a subject it does not know', async () => {
    const bad = await kit.h.run(comparePeriods, { subject: 'leads' });
    expect(bad.isError).toBe(true);
  });
});

it('is found on demand for a period comparison', async () => {
  const { findSkills } = await import('@/lib/skills/catalog');
  const { skills } = await import('./index');
  expect(findSkills('compare sales this month vs last month', skills).skills.map((s) => s.name)).toContain('compare_periods');
  expect(findSkills('year over year invoices', skills).skills.map((s) => s.name)).toContain('compare_periods');
});
