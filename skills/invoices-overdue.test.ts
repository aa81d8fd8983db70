import { describe, expect, it } from 'vitest';
import { businessKit, sum, TODAY } from '@/test/business-kit';
import invoicesOverdue from './invoices-overdue';

describe.each([17, 19] as const)('invoices_overdue on Odoo %i', (version) => {
  const kit = businessKit(version);
  const overdue = (type: string) =>
    kit.records('account.move')
      .filter((m) => m.move_type === type && m.state === 'posted' && Number(m.amount_residual) > 0 && m.invoice_date_due && String(m.invoice_date_due) < TODAY)
      .sort((a, b) => String(a.invoice_date_due).localeCompare(String(b.invoice_date_due)));

  it('lists customer invoices past due, oldest first, with the total, in one search', async () => {
    const r = await kit.run(invoicesOverdue);
    const expected = overdue('out_invoice');
    expect(expected.length).toBeGreaterThan(1);
    expect(r.json).toMatchObject({ kind: 'customer', today: TODAY, count: expected.length, currency: 'USD', total: { invoices: expected.length, due: sum(expected, 'amount_residual') } });
    expect(r.json.rows.map((x: { invoice: string }) => x.invoice)).toEqual(expected.map((m) => m.name));
    const first = expected[0]!;
    expect(r.json.rows[0]).toEqual({
      invoice: first.name, partner: kit.name('res.partner', first.partner_id), due_date: first.invoice_date_due,
      days_late: (Date.parse(TODAY) - Date.parse(String(first.invoice_date_due))) / 86_400_000, due: first.amount_residual,
    });
    expect(r.trips).toBe(1);
    expect(r.rpcs).toEqual(['account.move/web_search_read']);
  });

  it('narrows to one partner by name or id, and does vendor bills', async () => {
    const azure = kit.records('res.partner').find((p) => p.name === 'Azure Interior')!;
    const theirs = overdue('out_invoice').filter((m) => m.partner_id === azure.id);
    const byName = await kit.run(invoicesOverdue, { partner: 'azure' });
    const byId = await kit.run(invoicesOverdue, { partner: String(azure.id) });
    expect(byName.json.count).toBe(theirs.length);
    expect(byId.json.total).toEqual(byName.json.total);
    expect(byName.json.total.due).toBe(sum(theirs, 'amount_residual'));

    const bills = await kit.run(invoicesOverdue, { kind: 'vendor' });
    expect(bills.json.count).toBe(overdue('in_invoice').length);
    expect(bills.json.total.due).toBe(sum(overdue('in_invoice'), 'amount_residual'));
  });

  it('says so when nothing is overdue', async () => {
    const r = await kit.run(invoicesOverdue, { partner: 'No Such Customer' });
    expect(r.json).toMatchObject({ count: 0, total: { invoices: 0, due: 0 }, rows: [] });
  });
});

describe.each([16, 18] as const)('invoices_overdue filters on Odoo %i', (version) => {
  const kit = businessKit(version);
  const late = (m: { [key: string]: unknown }) => Math.round((Date.parse(TODAY) - Date.parse(String(m.invoice_date_due))) / 86_400_000);
  const overdue = () => kit.records('account.move')
    .filter((m) => m.move_type === 'out_invoice' && m.state === 'posted' && Number(m.amount_residual) > 0 && m.invoice_date_due && String(m.invoice_date_due) < TODAY);

  it('days late, minimum due and salesperson narrow the list, and the answer says which applied', async () => {
    const expected = overdue().filter((m) => late(m) >= 30 && Number(m.amount_residual) >= 100);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(overdue().length);
    const r = await kit.run(invoicesOverdue, { min_days: 30, min_due: 100, salesperson: 'Mitchell' });
    expect(r.json.filters).toEqual({ min_days: 30, min_due: 100, salesperson: 'Mitchell' });
    expect(r.json.rows.map((row: { invoice: string }) => row.invoice).sort()).toEqual(expected.map((m) => String(m.name)).sort());
    expect(r.json.rows.every((row: { days_late: number }) => row.days_late >= 30)).toBe(true);
    const nobody = await kit.run(invoicesOverdue, { salesperson: 'Marc Demo' });
    expect(nobody.json.count).toBe(0); // every seeded invoice is Mitchell's
  });
});
