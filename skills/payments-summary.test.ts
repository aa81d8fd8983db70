import { describe, expect, it } from 'vitest';
import { businessKit, inDays, sum, TODAY } from '@/test/business-kit';
import paymentsSummary from './payments-summary';

describe.each([17, 18, 19] as const)('payments_summary on Odoo %i', (version) => {
  const kit = businessKit(version);
  const FROM = '2025-01-01';
  const done = (type: string) =>
    kit.records('account.payment').filter((p) => p.payment_type === type && !['draft', 'cancel'].includes(String(p.state)) && inDays(p.date, FROM, TODAY));

  it('totals money received and paid in one read_group', async () => {
    const r = await kit.run(paymentsSummary, { date_from: FROM });
    const inbound = done('inbound');
    const outbound = done('outbound');
    expect(inbound.length).toBeGreaterThan(1);
    expect(r.json.received).toEqual({ currency: 'USD', total: { payments: inbound.length, amount: sum(inbound, 'amount') } });
    expect(r.json.paid).toEqual({ currency: 'USD', total: { payments: outbound.length, amount: sum(outbound, 'amount') } });
    expect(r.summary).toMatch(/^Payments: received 3 payments, [\d,.]+ USD amount; paid 1 payments, [\d,.]+ USD amount$/);
    expect(r.trips).toBe(1);
    expect(r.rpcs).toEqual([`account.payment/${version >= 19 ? 'formatted_read_group' : 'read_group'}`]);
  });

  it('leaves out draft payments and splits by partner', async () => {
    kit.h.odoo.db.create('account.payment', { id: 40, name: 'PBNK1/2026/00040', payment_type: 'inbound', partner_type: 'customer', partner_id: 5, amount: 999, date: TODAY, state: 'draft', company_id: 1, currency_id: 1 });
    const r = await kit.run(paymentsSummary, { date_from: FROM, direction: 'received', by_partner: true });
    const inbound = done('inbound');
    expect(r.json.paid).toBeUndefined();
    expect(r.json.received.total.amount).toBe(sum(inbound, 'amount'));
    expect(r.json.received.rows).toHaveLength(new Set(inbound.map((p) => p.partner_id)).size);
    for (const row of r.json.received.rows) {
      const theirs = inbound.filter((p) => kit.name('res.partner', p.partner_id) === row.partner);
      expect(row).toEqual({ partner: row.partner, payments: theirs.length, amount: sum(theirs, 'amount') });
    }
  });

  it('a top N of partners on each side, largest first, every partner totalled and counted', async () => {
    const all = await kit.run(paymentsSummary, { date_from: FROM, by_partner: true });
    expect(all.json.received.rows.length).toBeGreaterThan(1);
    const amounts = all.json.received.rows.map((row: { amount: number }) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const r = await kit.run(paymentsSummary, { date_from: FROM, by_partner: true, limit: 1 });
    expect(r.json.received.rows).toEqual(all.json.received.rows.slice(0, 1));
    expect(r.json.received.total).toEqual(all.json.received.total);
    expect(r.json.received.more_rows).toBe(all.json.received.rows.length - 1);
    expect(r.json.paid).toEqual(all.json.paid);
  });

  it('narrows to one partner', async () => {
    const r = await kit.run(paymentsSummary, { date_from: FROM, partner: 'Deco' });
    const theirs = done('inbound').filter((p) => kit.name('res.partner', p.partner_id).startsWith('Deco'));
    expect(r.json.received.total).toEqual({ payments: theirs.length, amount: sum(theirs, 'amount') });
    expect(r.json.paid.total).toEqual({ payments: 0 });
  });

  it('keeps payments of at least a minimum amount', async () => {
    const cut = Math.max(...done('inbound').map((p) => Number(p.amount)));
    const r = await kit.run(paymentsSummary, { date_from: FROM, direction: 'received', min_amount: cut });
    const big = done('inbound').filter((p) => Number(p.amount) >= cut);
    expect(big.length).toBeLessThan(done('inbound').length);
    expect(r.json).toMatchObject({ filters: { min_amount: cut }, received: { total: { payments: big.length, amount: sum(big, 'amount') } } });
  });
});
