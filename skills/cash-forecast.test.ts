import { describe, expect, it } from 'vitest';
import { businessKit, round2, TODAY } from '@/test/business-kit';
import cashForecast from './cash-forecast';

describe.each([16, 17, 18, 19] as const)('cash_forecast on Odoo %i', (version) => {
  const kit = businessKit(version);
  const open = (types: string[], from: string, to: string) => kit.records('account.move')
    .filter((m) => types.includes(String(m.move_type)) && m.state === 'posted' && Number(m.amount_residual) !== 0 && String(m.invoice_date_due) >= from && String(m.invoice_date_due) <= to);
  const due = (types: string[], from: string, to: string) => round2(open(types, from, to).reduce((t, m) => t + Number(m.amount_residual), 0));

  it('splits open invoices and bills into overdue and the weeks ahead by due date, in one search', async () => {
    const r = await kit.run(cashForecast);
    const overdueIn = due(['out_invoice'], '0000', '2026-03-14'), overdueOut = due(['in_invoice'], '0000', '2026-03-14');
    expect(overdueIn).toBeGreaterThan(0);
    expect(overdueOut).toBeGreaterThan(0);
    expect(r.json).toMatchObject({ today: TODAY, until: '2026-04-11', currency: 'USD' });
    expect(r.json.overdue).toEqual({ documents: open(['out_invoice', 'in_invoice'], '0000', '2026-03-14').length, cash_in: overdueIn, cash_out: overdueOut, net: round2(overdueIn - overdueOut) });
    expect(r.json.weeks.map((w: { from: string; to: string }) => [w.from, w.to])).toEqual([
      ['2026-03-15', '2026-03-21'], ['2026-03-22', '2026-03-28'], ['2026-03-29', '2026-04-04'], ['2026-04-05', '2026-04-11'],
    ]);
    // The invoice due in 25 days falls in the fourth week.
    expect(r.json.weeks[3]).toEqual({ from: '2026-04-05', to: '2026-04-11', documents: 1, cash_in: due(['out_invoice'], '2026-04-05', '2026-04-11'), cash_out: 0, net: due(['out_invoice'], '2026-04-05', '2026-04-11') });
    expect(r.json.total.cash_in).toBe(round2(overdueIn + due(['out_invoice'], TODAY, '2026-04-11')));
    expect(r.trips).toBe(1);
    expect(r.rpcs).toEqual(['account.move/web_search_read']);
  });

  it('puts a bill due in two days in this week as cash out; a shorter horizon leaves later ones out', async () => {
    const bill = kit.records('account.move').find((m) => m.move_type === 'in_invoice' && Number(m.amount_residual) > 0)!;
    const was = bill.invoice_date_due;
    kit.h.odoo.db.write('account.move', bill.id, { invoice_date_due: '2026-03-17' }, 2);
    try {
      const r = await kit.run(cashForecast, { weeks: 1 });
      expect(r.json.weeks).toHaveLength(1);
      expect(r.json.weeks[0]).toMatchObject({ documents: 1, cash_in: 0, cash_out: bill.amount_residual, net: -Number(bill.amount_residual) });
      expect(r.json.overdue.cash_out).toBe(0);
      expect(r.json.until).toBe('2026-03-21');
      expect(r.json.total.documents).toBe(r.json.overdue.documents + 1); // the invoice due in 25 days is beyond one week
    } finally {
      kit.h.odoo.db.write('account.move', bill.id, { invoice_date_due: was }, 2);
    }
  });
});
