import { beforeAll, describe, expect, it } from 'vitest';
import { businessKit, inDays, round2, TODAY, YEAR_START } from '@/test/business-kit';
import type { Rec } from '@/test/stand-ins/odoo/db';
import invoicesSummary from './invoices-summary';

describe.each([17, 19] as const)('invoices_summary on Odoo %i', (version) => {
  const kit = businessKit(version);
  beforeAll(() => {
    const db = kit.h.odoo.db;
    const common = { state: 'posted', company_id: 1, payment_state: 'not_paid', invoice_user_id: 2 };
    // A credit note (counts negatively) and an invoice in euros (totalled apart).
    db.create('account.move', { ...common, id: 50, name: 'RINV/2026/00001', move_type: 'out_refund', partner_id: 5, invoice_date: '2026-03-01', date: '2026-03-01', currency_id: 1, amount_untaxed: 100, amount_tax: 15, amount_total: 115, amount_residual: 115 });
    db.create('account.move', { ...common, id: 51, name: 'INV/2026/00090', move_type: 'out_invoice', partner_id: 6, invoice_date: '2026-02-10', date: '2026-02-10', currency_id: 2, amount_untaxed: 200, amount_tax: 30, amount_total: 230, amount_residual: 230 });
  });

  const customerDocs = () =>
    kit.records('account.move').filter((m) => ['out_invoice', 'out_refund'].includes(String(m.move_type)) && m.state === 'posted' && inDays(m.invoice_date, YEAR_START, TODAY));
  const signed = (recs: Rec[], field: string) => round2(recs.reduce((t, m) => t + (m.move_type === 'out_refund' ? -1 : 1) * Number(m[field] ?? 0), 0));
  const currency = (m: Rec) => kit.name('res.currency', m.currency_id);

  it('totals posted customer invoices net of credit notes, per currency, in one read_group', async () => {
    const r = await kit.run(invoicesSummary, { group_by: 'none' });
    const docs = customerDocs();
    expect(docs.some((m) => m.move_type === 'out_refund')).toBe(true);
    const expected = ['EUR', 'USD'].map((cur) => {
      const mine = docs.filter((m) => currency(m) === cur);
      return { currency: cur, documents: mine.length, untaxed: signed(mine, 'amount_untaxed'), total: signed(mine, 'amount_total'), due: signed(mine, 'amount_residual') };
    });
    expect([...r.json.totals].sort((a, b) => a.currency.localeCompare(b.currency))).toEqual(expected);
    expect(r.trips).toBe(1);
    expect(r.rpcs).toEqual([`account.move/${version >= 19 ? 'formatted_read_group' : 'read_group'}`]);
  });

  it('splits by payment state by default, rows carrying their currency when there are several', async () => {
    const r = await kit.run(invoicesSummary);
    const usd = customerDocs().filter((m) => currency(m) === 'USD');
    for (const state of ['not_paid', 'partial', 'paid']) {
      const mine = usd.filter((m) => m.payment_state === state);
      const row = r.json.rows.find((x: { payment_state: string; currency: string }) => x.payment_state === state && x.currency === 'USD');
      expect(row).toEqual({ payment_state: state, currency: 'USD', documents: mine.length, untaxed: signed(mine, 'amount_untaxed'), total: signed(mine, 'amount_total'), due: signed(mine, 'amount_residual') });
    }
  });

  it('splits vendor bills by partner', async () => {
    const r = await kit.run(invoicesSummary, { kind: 'vendor', group_by: 'partner' });
    const bills = kit.records('account.move').filter((m) => m.move_type === 'in_invoice' && m.state === 'posted' && inDays(m.invoice_date, YEAR_START, TODAY));
    expect(bills.length).toBeGreaterThan(1);
    expect(r.json.currency).toBe('USD');
    expect(r.json.rows).toHaveLength(bills.length);
    for (const bill of bills) {
      expect(r.json.rows).toContainEqual({ partner: kit.name('res.partner', bill.partner_id), documents: 1, untaxed: bill.amount_untaxed, total: bill.amount_total, due: bill.amount_residual });
    }
  });

  it('a top N of partners: the largest net untaxed amounts either way, every partner totalled and counted', async () => {
    // A partner credited more than invoiced ranks by the size of its net, as before.
    kit.h.odoo.db.create('account.move', { state: 'posted', company_id: 1, payment_state: 'not_paid', id: 52, name: 'RINV/2026/00052', move_type: 'out_refund', partner_id: 8, invoice_date: '2026-03-02', date: '2026-03-02', currency_id: 1, amount_untaxed: 90000, amount_tax: 0, amount_total: 90000, amount_residual: 90000 });
    const all = await kit.run(invoicesSummary, { group_by: 'partner', date_from: '2025-01-01' });
    expect(all.json.rows.length).toBeGreaterThan(2);
    const untaxed = all.json.rows.map((row: { untaxed: number }) => row.untaxed);
    expect(untaxed).toEqual([...untaxed].sort((a, b) => Math.abs(b) - Math.abs(a)));
    expect(all.json.rows.some((row: { untaxed: number }) => row.untaxed < 0)).toBe(true);
    const r = await kit.run(invoicesSummary, { group_by: 'partner', date_from: '2025-01-01', limit: 2 });
    expect(r.json.rows).toEqual(all.json.rows.slice(0, 2));
    expect(r.json.totals).toEqual(all.json.totals);
    expect(r.json.more_rows).toBe(all.json.rows.length - 2);
    kit.h.odoo.db.delete('account.move', 52);
  });

  it('splits by month of the invoice date', async () => {
    const r = await kit.run(invoicesSummary, { group_by: 'month', date_from: '2025-01-01' });
    const months = [...new Set(r.json.rows.map((x: { month: string }) => x.month))];
    const docs = kit.records('account.move').filter((m) => ['out_invoice', 'out_refund'].includes(String(m.move_type)) && m.state === 'posted' && inDays(m.invoice_date, '2025-01-01', TODAY));
    expect(months).toEqual([...new Set(docs.map((m) => String(m.invoice_date).slice(0, 7)))].sort());
  });
});
