import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparedPeriods, dateTerms, datetimeTerms, PAYMENT_NOT_DONE, PURCHASE_STATES, userDay } from '@/lib/business';
import type { OdooClient } from '@/lib/odoo';
import type { Skill, SkillContext } from '@/lib/skills/define-skill';
import { runSkill } from '@/lib/skills/run-skill';
import cashBankBalances from '@/skills/cash-bank-balances';
import comparePeriods from '@/skills/compare-periods';
import invoicesOverdue from '@/skills/invoices-overdue';
import salesSummary from '@/skills/sales-summary';
import paymentsSummary from '@/skills/payments-summary';
import purchasesSummary from '@/skills/purchases-summary';
import stockLevels from '@/skills/stock-levels';
import stockLow from '@/skills/stock-low';
import { loginClient } from '../odoo-login';
import { targets } from './target';

// Answers that go further, on each version's real field names: a bank or cash journal's balance is
// the posted items on its default_account_id (16-19), grouped per company (accounts are shared from
// 18); period totals go through read_group (16-18) / formatted_read_group (19). Each figure is
// checked against plain search_read sums of the same records.
for (const target of targets()) {
  describe(`Odoo contract, answers: ${target.name}`, () => {
    let odoo: OdooClient;
    let ctx: SkillContext;
    const run = async (skill: Skill, input: unknown) => {
      const result = await runSkill(skill, input, ctx);
      expect(result.isError ? result.content : '').toBe('');
      return JSON.parse(result.content);
    };
    beforeAll(async () => {
      ({ client: odoo } = await loginClient(await target.admin()));
      ctx = { odoo, page: null, signal: new AbortController().signal, write: () => Promise.reject(new Error('read-only')), openInTab: async () => {} };
    });
    afterAll(() => target.close());

    it('cash_bank_balances: each bank/cash journal = its default account\'s posted items in its company', async () => {
      const out = await run(cashBankBalances, {});
      const { records: journals } = await odoo.searchRead('account.journal', { domain: [['type', 'in', ['bank', 'cash']]], fields: ['name', 'default_account_id', 'company_id', 'currency_id'] });
      expect(out.journals).toHaveLength(journals.length);
      expect(journals.length).toBeGreaterThan(0);
      for (const [i, j] of journals.entries()) {
        const account = (j.default_account_id as { id: number } | false) || undefined;
        const { records: lines } = account
          ? await odoo.searchRead('account.move.line', { domain: [['account_id', '=', account.id], ['parent_state', '=', 'posted'], ['company_id', '=', (j.company_id as { id: number }).id]], fields: ['balance'], limit: 5000 })
          : { records: [] };
        const sum = Math.round(lines.reduce((t, l) => t + Number(l.balance), 0) * 100) / 100;
        const row = out.journals[i];
        expect(row.journal).toBe(j.name);
        expect(row.balance_company_currency ?? row.balance).toBeCloseTo(sum, 2);
      }
    });

    it.each([
      ['sales', 'month'], ['sales', 'year'], ['invoices', 'year'], ['invoices', 'month_last_year'],
    ] as const)('compare_periods: %s by %s, each side = search_read of its days (current and the days before come from one read_group)', async (subject, compare) => {
      const out = await run(comparePeriods, { subject, compare });
      const { tz, today } = await userDay(odoo);
      const spans = comparedPeriods(compare, today);
      expect(out.today).toBe(today);
      const sales = subject === 'sales';
      for (const side of ['current', 'previous', 'previous_whole'] as const) {
        const domain = sales
          ? [['state', 'in', ['sale', 'done']], ...datetimeTerms('date_order', spans[side], tz)]
          : [['state', '=', 'posted'], ['move_type', 'in', ['out_invoice', 'out_refund']], ...dateTerms('invoice_date', spans[side])];
        const { records } = await odoo.searchRead(sales ? 'sale.order' : 'account.move', { domain, fields: ['amount_untaxed', ...(sales ? [] : ['move_type'])] }); // all of them: real 17 holds 20,000 bench orders
        const untaxed = records.reduce((t, r) => t + (r.move_type === 'out_refund' ? -1 : 1) * Number(r.amount_untaxed), 0);
        const rows: Array<Record<string, { orders?: number; invoices?: number; untaxed: number }>> = out.by_currency ?? [out];
        expect(rows.reduce((t, c) => t + (c[side]![sales ? 'orders' : 'invoices'] ?? 0), 0)).toBe(records.length);
        if (!out.by_currency) expect(out[side].untaxed).toBeCloseTo(untaxed, 2);
      }
    });
    it('the filters run on real field paths: warehouse, product category, salesperson, minimum amount, days late', async () => {
      const all = await run(stockLevels, {});
      // The category of a product in stock, by id (child_of) and by name (ilike on its full path).
      const { records: [quant] } = await odoo.searchRead('stock.quant', { domain: [['location_id.usage', '=', 'internal']], fields: ['product_categ_id'], limit: 1 });
      const categ = quant!.product_categ_id as { id: number; display_name: string };
      const byId = await run(stockLevels, { category: String(categ.id) });
      const byName = await run(stockLevels, { category: categ.display_name });
      expect(byId.products).toBeGreaterThan(0);
      expect(byId.products).toBeLessThanOrEqual(all.products);
      expect(byName.products).toBeGreaterThanOrEqual(byId.products > 0 ? 1 : 0);
      const { records: [warehouse] } = await odoo.searchRead('stock.warehouse', { fields: ['name'], limit: 1 });
      const inWarehouse = await run(stockLevels, { warehouse: String(warehouse!.id) });
      expect(inWarehouse.products).toBeLessThanOrEqual(all.products);
      const sales = await run(salesSummary, { date_from: '2000-01-01' });
      const bigSales = await run(salesSummary, { date_from: '2000-01-01', min_amount: 1000, salesperson: 'Admin', warehouse: String(warehouse!.id) });
      expect(bigSales.filters).toEqual({ min_amount: 1000, salesperson: 'Admin', warehouse: String(warehouse!.id) });
      expect(bigSales.total?.orders ?? 0).toBeLessThanOrEqual(sales.total?.orders ?? Infinity);
      await run(salesSummary, { date_from: '2000-01-01', group_by: 'product', min_amount: 1000, warehouse: String(warehouse!.id) });
      const overdue = await run(invoicesOverdue, {});
      const late = await run(invoicesOverdue, { min_days: 30, min_due: 100, salesperson: 'Admin' });
      expect(late.count).toBeLessThanOrEqual(overdue.count);
      for (const row of late.rows) expect(row.days_late).toBeGreaterThanOrEqual(30);
    });

    it('stock_low by warehouse and category, purchases by buyer and minimum, payments by minimum: on real field paths', async () => {
      const { records: [warehouse] } = await odoo.searchRead('stock.warehouse', { fields: ['name'], limit: 1 });
      const rules = await run(stockLow, {});
      const inWarehouse = await run(stockLow, { warehouse: String(warehouse!.id), category: 'All' });
      expect(inWarehouse.rules).toBeLessThanOrEqual(rules.rules);
      // Every storable product of the category is listed under a huge threshold, stock there or not.
      const storable = 'is_storable' in (await odoo.fieldsGet('product.product')) ? ['is_storable', '=', true] : ['type', '=', 'product'];
      const { length: products } = await odoo.searchRead('product.product', { domain: [storable, ['categ_id', 'child_of', 1]], fields: ['id'], limit: 1 });
      const low = await run(stockLow, { threshold: 1e9, warehouse: String(warehouse!.id), category: '1' });
      expect(low.count).toBe(products);
      const count = async (model: string, domain: unknown[]) => (await odoo.searchRead(model, { domain, fields: ['id'], limit: 1 })).length;
      const bigOnes = await run(purchasesSummary, { date_from: '2000-01-01', group_by: 'none', state: 'all', min_amount: 100, buyer: 'a' });
      expect(bigOnes.filters).toEqual({ buyer: 'a', min_amount: 100 });
      const dated = datetimeTerms('date_order', bigOnes.period, (await userDay(odoo)).tz);
      // Per currency when orders are in several (totals), else one total.
      const orders = (bigOnes.totals ?? [bigOnes.total]).reduce((t: number, x: { orders?: number }) => t + (x?.orders ?? 0), 0);
      expect(orders).toBe(await count('purchase.order', [['state', 'in', PURCHASE_STATES.all], ['amount_untaxed', '>=', 100], ['user_id', 'ilike', 'a'], ...dated]));
      const bigPayments = await run(paymentsSummary, { date_from: '2000-01-01', direction: 'received', min_amount: 100 });
      expect((bigPayments.received.totals ?? [bigPayments.received.total]).reduce((t: number, x: { payments?: number }) => t + (x?.payments ?? 0), 0)).toBe(await count('account.payment', [['payment_type', '=', 'inbound'], ['state', 'not in', PAYMENT_NOT_DONE], ['amount', '>=', 100], ...dateTerms('date', bigPayments.period)]));
    });
  });
}
