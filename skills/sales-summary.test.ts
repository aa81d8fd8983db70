import { describe, expect, it } from 'vitest';
import { businessKit, inDays, round2, sum, TODAY, YEAR_START } from '@/test/business-kit';
import type { Rec } from '@/test/stand-ins/odoo/db';
import salesSummary from './sales-summary';

describe.each([17, 18, 19] as const)('sales_summary on Odoo %i', (version) => {
  const kit = businessKit(version);
  const readGroup = version >= 19 ? 'formatted_read_group' : 'read_group';
  const orders = (states: string[], from = YEAR_START, to = TODAY) =>
    kit.records('sale.order').filter((o) => states.includes(String(o.state)) && inDays(o.date_order, from, to));
  const byName = (rows: Array<Record<string, unknown>>, key: string) => [...rows].sort((a, b) => String(a[key]).localeCompare(String(b[key])));

  function expectedRows(recs: Rec[], key: (r: Rec) => string, measures: Record<string, string>, count: string) {
    const rows = new Map<string, Record<string, unknown>>();
    for (const r of recs) {
      const row = rows.get(key(r)) ?? { [count]: 0, ...Object.fromEntries(Object.keys(measures).map((m) => [m, 0])) };
      row[count] = Number(row[count]) + 1;
      for (const [name, field] of Object.entries(measures)) row[name] = round2(Number(row[name]) + Number(r[field] ?? 0));
      rows.set(key(r), row);
    }
    return [...rows].map(([k, v]) => ({ k, ...v }));
  }

  it('totals confirmed orders of this year in one read_group', async () => {
    const r = await kit.run(salesSummary);
    const expected = orders(['sale', 'done']);
    expect(expected.length).toBeGreaterThan(1);
    expect(r.json).toMatchObject({
      period: { from: YEAR_START, to: TODAY }, state: 'confirmed', currency: 'USD',
      total: { orders: expected.length, untaxed: sum(expected, 'amount_untaxed'), total: sum(expected, 'amount_total') },
    });
    expect(r.json.rows).toBeUndefined();
    expect(r.summary).toBe(`Sales: ${expected.length} orders, ${sum(expected, 'amount_untaxed').toLocaleString('en-US')} USD untaxed`);
    expect(r.trips).toBe(1);
    expect(r.rpcs).toEqual([`sale.order/${readGroup}`]);
  });

  it('splits by customer, largest first', async () => {
    const r = await kit.run(salesSummary, { group_by: 'customer', date_from: '2025-01-01' });
    const expected = expectedRows(orders(['sale', 'done'], '2025-01-01'), (o) => kit.name('res.partner', o.partner_id), { untaxed: 'amount_untaxed', total: 'amount_total' }, 'orders')
      .map(({ k, ...v }) => ({ customer: k, ...v }));
    expect(byName(r.json.rows, 'customer')).toEqual(byName(expected, 'customer'));
    const untaxed = r.json.rows.map((row: { untaxed: number }) => row.untaxed);
    expect(untaxed).toEqual([...untaxed].sort((a, b) => b - a));
    // The top rows ordered and cut by Odoo, and the totals by currency: two groupings at once.
    expect(r.rpcs).toEqual([`sale.order/${readGroup}`, `sale.order/${readGroup}`]);
  });

  it('splits by product from order lines', async () => {
    const r = await kit.run(salesSummary, { group_by: 'product' });
    const ids = new Set(orders(['sale', 'done']).map((o) => o.id));
    const lines = kit.records('sale.order.line').filter((l) => ids.has(Number(l.order_id)) && l.product_id);
    const expected = expectedRows(lines, (l) => kit.name('product.product', l.product_id), { untaxed: 'price_subtotal', qty: 'product_uom_qty' }, 'lines')
      .map(({ k, ...v }) => ({ product: k, ...v }));
    expect(byName(r.json.rows, 'product')).toEqual(byName(expected, 'product'));
    expect(r.json.total).toEqual({ lines: lines.length, untaxed: sum(lines, 'price_subtotal') });
    expect(r.rpcs).toEqual([`sale.order.line/${readGroup}`, `sale.order.line/${readGroup}`]);
  });

  it('a top N asks Odoo for N rows and still totals and counts every customer', async () => {
    const all = await kit.run(salesSummary, { group_by: 'customer', date_from: '2025-01-01' });
    expect(all.json.rows.length).toBeGreaterThan(2);
    const r = await kit.run(salesSummary, { group_by: 'customer', date_from: '2025-01-01', limit: 2 });
    expect(r.json.rows).toEqual(all.json.rows.slice(0, 2));
    expect(r.json.total).toEqual(all.json.total);
    expect(r.json.more_rows).toBe(all.json.rows.length + (all.json.more_rows ?? 0) - 2);
    expect(r.content.length).toBeLessThan(all.content.length);
    expect((await kit.run(salesSummary, { group_by: 'customer', limit: 0 })).isError).toBe(true);
  });

  it('splits by salesperson and by month, months in order', async () => {
    const bySalesperson = await kit.run(salesSummary, { group_by: 'salesperson' });
    const expected = expectedRows(orders(['sale', 'done']), (o) => kit.name('res.users', o.user_id), { untaxed: 'amount_untaxed', total: 'amount_total' }, 'orders')
      .map(({ k, ...v }) => ({ salesperson: k, ...v }));
    expect(byName(bySalesperson.json.rows, 'salesperson')).toEqual(byName(expected, 'salesperson'));

    const byMonth = await kit.run(salesSummary, { group_by: 'month', date_from: '2025-01-01' });
    const months = expectedRows(orders(['sale', 'done'], '2025-01-01'), (o) => String(o.date_order).slice(0, 7), { untaxed: 'amount_untaxed', total: 'amount_total' }, 'orders')
      .map(({ k, ...v }) => ({ month: k, ...v }))
      .sort((a, b) => a.month.localeCompare(b.month));
    expect(byMonth.json.rows).toEqual(months);
  });

  it('ranks a net refund last, by customer (Odoo orders) and by salesperson (Weft orders): a refund is not a top sale', async () => {
    const db = kit.h.odoo.db;
    const order = kit.get('sale.order', 7);
    const before = { amount_untaxed: order.amount_untaxed, amount_tax: order.amount_tax, amount_total: order.amount_total };
    db.write('sale.order', 7, { amount_untaxed: -50_000, amount_tax: 0, amount_total: -50_000 }, 2);
    try {
      const refunded = kit.name('res.users', order.user_id);
      const bySalesperson = (await kit.run(salesSummary, { group_by: 'salesperson' })).json.rows as Array<{ salesperson: string; untaxed: number }>;
      expect(bySalesperson.length).toBeGreaterThan(1);
      expect(bySalesperson.at(-1)).toMatchObject({ salesperson: refunded });
      expect(bySalesperson.at(-1)!.untaxed).toBeLessThan(0);
      const customer = kit.name('res.partner', order.partner_id);
      const byCustomer = (await kit.run(salesSummary, { group_by: 'customer' })).json.rows as Array<{ customer: string; untaxed: number }>;
      expect(byCustomer.at(-1)).toMatchObject({ customer });
      const untaxed = byCustomer.map((r) => r.untaxed);
      expect(untaxed).toEqual([...untaxed].sort((a, b) => b - a));
    } finally {
      db.write('sale.order', 7, before, 2);
    }
  });

  it('counts open quotations with state=quotation', async () => {
    const r = await kit.run(salesSummary, { state: 'quotation' });
    const expected = orders(['draft', 'sent']);
    expect(r.json.total).toEqual({ orders: expected.length, untaxed: sum(expected, 'amount_untaxed'), total: sum(expected, 'amount_total') });
  });

  it('refuses impossible dates and reversed periods before calling Odoo', async () => {
    const bad = await kit.h.run(salesSummary, { date_from: '2026-02-30' });
    expect(bad.isError).toBe(true);
    expect(bad.content).toMatch(/YYYY-MM-DD/);
    const reversed = await kit.h.run(salesSummary, { date_from: '2026-03-01', date_to: '2026-02-01' });
    expect(reversed.isError).toBe(true);
    expect(reversed.trips).toBe(0);
  });
});

describe.each([16, 19] as const)('sales_summary filters on Odoo %i', (version) => {
  const kit = businessKit(version);
  const confirmed = (keep: (o: Rec) => boolean) => kit.records('sale.order').filter((o) => ['sale', 'done'].includes(String(o.state)) && inDays(o.date_order, YEAR_START, TODAY) && keep(o));

  it('salesperson, warehouse and minimum amount narrow the orders, on orders and on lines', async () => {
    const marc = await kit.run(salesSummary, { salesperson: 'Marc Demo' });
    const expected = confirmed((o) => o.user_id === 6);
    expect(expected.length).toBeGreaterThan(0);
    expect(marc.json.filters).toEqual({ salesperson: 'Marc Demo' });
    expect(marc.json.total).toEqual({ orders: expected.length, untaxed: sum(expected, 'amount_untaxed'), total: sum(expected, 'amount_total') });
    const big = confirmed((o) => Number(o.amount_untaxed) >= 1000 && o.warehouse_id === 1);
    const r = await kit.run(salesSummary, { min_amount: 1000, warehouse: '1' });
    expect(r.json.total.orders).toBe(big.length);
    const lines = await kit.run(salesSummary, { group_by: 'product', min_amount: 1000, warehouse: '1' });
    const ids = new Set(big.map((o) => o.id));
    expect(lines.json.total.lines).toBe(kit.records('sale.order.line').filter((l) => ids.has(Number(l.order_id)) && l.product_id).length);
  });
});
