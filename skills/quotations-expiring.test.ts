import { describe, expect, it } from 'vitest';
import { businessKit, sum, TODAY } from '@/test/business-kit';
import quotationsExpiring from './quotations-expiring';

describe.each([16, 17, 18, 19] as const)('quotations_expiring on Odoo %i', (version) => {
  const kit = businessKit(version);
  const open = () => kit.records('sale.order').filter((o) => ['draft', 'sent'].includes(String(o.state)) && o.validity_date);
  const within = (until: string) => open()
    .filter((o) => String(o.validity_date) >= TODAY && String(o.validity_date) <= until)
    .sort((a, b) => String(a.validity_date).localeCompare(String(b.validity_date)));

  it('lists open quotations expiring within a week, soonest first, with the untaxed total, in one search', async () => {
    const expected = within('2026-03-22');
    expect(expected.map((o) => o.name)).toEqual(['S00001']);
    const r = await kit.run(quotationsExpiring);
    expect(r.json).toMatchObject({ today: TODAY, days: 7, count: 1, currency: 'USD', untaxed: sum(expected, 'amount_untaxed') });
    expect(r.json.rows).toEqual([{
      id: 1, quotation: 'S00001', customer: kit.name('res.partner', expected[0]!.partner_id), salesperson: 'Mitchell Admin',
      expires: '2026-03-20', days_left: 5, sent: false, untaxed: expected[0]!.amount_untaxed,
    }]);
    expect(r.trips).toBe(1);
    expect(r.rpcs).toEqual(['sale.order/web_search_read']);
  });

  it('takes a longer window, the expired ones, and a salesperson', async () => {
    const month = await kit.run(quotationsExpiring, { days: 30 });
    expect(month.json.rows.map((x: { quotation: string }) => x.quotation)).toEqual(within('2026-04-14').map((o) => o.name));
    expect(month.json.count).toBe(2);
    const lapsed = await kit.run(quotationsExpiring, { expired: true });
    expect(lapsed.json).toMatchObject({ expired: true, count: 1 });
    expect(lapsed.json.rows[0]).toMatchObject({ quotation: 'S00002', expires: '2026-03-13', expired_days_ago: 2, sent: true });
    const marc = await kit.run(quotationsExpiring, { days: 30, salesperson: 'Marc' });
    expect(marc.json).toMatchObject({ filters: { salesperson: 'Marc' } });
    expect(marc.json.rows.map((x: { quotation: string }) => x.quotation)).toEqual(['S00009']);
  });

  it('leaves confirmed and cancelled orders out, whatever their validity date', async () => {
    kit.h.odoo.db.write('sale.order', 3, { validity_date: '2026-03-16' }, 2);
    kit.h.odoo.db.write('sale.order', 8, { validity_date: '2026-03-17' }, 2);
    try {
      const r = await kit.run(quotationsExpiring);
      expect(r.json.rows.map((x: { quotation: string }) => x.quotation)).toEqual(['S00001']);
    } finally {
      kit.h.odoo.db.write('sale.order', 3, { validity_date: false }, 2);
      kit.h.odoo.db.write('sale.order', 8, { validity_date: false }, 2);
    }
  });
});
