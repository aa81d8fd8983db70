import { beforeAll, describe, expect, it } from 'vitest';
import { businessKit, round2 } from '@/test/business-kit';
import invoicesReceivables from './invoices-receivables';

describe.each([17, 19] as const)('invoices_receivables on Odoo %i', (version) => {
  const kit = businessKit(version);
  beforeAll(() => {
    // An open credit note for Azure Interior lowers what it owes.
    kit.h.odoo.db.create('account.move', {
      id: 60, name: 'RINV/2026/00002', move_type: 'out_refund', state: 'posted', partner_id: 12, invoice_date: '2026-03-02', date: '2026-03-02',
      company_id: 1, currency_id: 1, payment_state: 'not_paid', amount_untaxed: 200, amount_tax: 30, amount_total: 230, amount_residual: 230,
    });
  });

  it('sums what each customer still owes, net of credit notes, largest first', async () => {
    const r = await kit.run(invoicesReceivables);
    const owed = new Map<string, { documents: number; due: number }>();
    for (const m of kit.records('account.move')) {
      if (!['out_invoice', 'out_refund'].includes(String(m.move_type)) || m.state !== 'posted' || !(Number(m.amount_residual) > 0)) continue;
      // Grouped by the commercial entity: the credit note to Brandon Freeman counts for Azure Interior.
      let partner = kit.get('res.partner', Number(m.partner_id));
      while (!partner.is_company && typeof partner.parent_id === 'number') partner = kit.get('res.partner', partner.parent_id);
      const row = owed.get(String(partner.name)) ?? { documents: 0, due: 0 };
      owed.set(String(partner.name), { documents: row.documents + 1, due: round2(row.due + (m.move_type === 'out_refund' ? -1 : 1) * Number(m.amount_residual)) });
    }
    const expected = [...owed].map(([partner, v]) => ({ partner, ...v })).sort((a, b) => b.due - a.due);
    expect(expected.find((x) => x.partner === 'Azure Interior')?.documents).toBe(3);
    expect(r.json.rows).toEqual(expected);
    expect(r.json.total).toEqual({ documents: expected.reduce((t, x) => t + x.documents, 0), due: round2(expected.reduce((t, x) => t + x.due, 0)) });
    // Odoo orders the partners from both ends, totals and counts them; then the candidates' own figures.
    expect(r.rpcs).toEqual(Array(5).fill(`account.move/${version >= 19 ? 'formatted_read_group' : 'read_group'}`));
  });

  it('a top N: the largest amounts either way, credit notes larger than invoices too, and every partner totalled and counted', async () => {
    // A partner owed more than it owes ranks by the size of its balance, as before.
    kit.h.odoo.db.create('account.move', {
      id: 61, name: 'RINV/2026/00003', move_type: 'out_refund', state: 'posted', partner_id: 8, invoice_date: '2026-03-03', date: '2026-03-03',
      company_id: 1, currency_id: 1, payment_state: 'not_paid', amount_untaxed: 90000, amount_tax: 0, amount_total: 90000, amount_residual: 90000,
    });
    const all = await kit.run(invoicesReceivables);
    const dues = all.json.rows.map((row: { due: number }) => row.due);
    expect(dues.some((d: number) => d < 0)).toBe(true);
    expect(dues).toEqual([...dues].sort((a, b) => Math.abs(b) - Math.abs(a)));
    expect(all.json.rows.length).toBeGreaterThan(2);
    const r = await kit.run(invoicesReceivables, { limit: 2 });
    expect(r.json.rows).toEqual(all.json.rows.slice(0, 2));
    expect(r.json.total).toEqual(all.json.total);
    expect(r.json.more_rows).toBe(all.json.rows.length - 2);
    kit.h.odoo.db.delete('account.move', 61);
  });

  it('gives payables with kind=vendor', async () => {
    const r = await kit.run(invoicesReceivables, { kind: 'vendor' });
    const open = kit.records('account.move').filter((m) => m.move_type === 'in_invoice' && m.state === 'posted' && Number(m.amount_residual) > 0);
    expect(r.json.rows).toEqual(open.map((m) => ({ partner: kit.name('res.partner', m.partner_id), documents: 1, due: m.amount_residual })));
  });
});
