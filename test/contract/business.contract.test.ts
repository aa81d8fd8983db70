// The business skills against a real Odoo (ODOO_URL, ODOO_DB, ODOO_LOGIN, ODOO_PASSWORD) or, without
// it, the stand-in: every figure a skill gives is checked against Odoo's own search_read/read_group
// for the same domain, called directly on the client, not through the skill.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso, utcStartOf } from '@/lib/business';
import type { Many2one, OdooClient, OdooRecord } from '@/lib/odoo';
import type { Skill, SkillContext } from '@/lib/skills/define-skill';
import { runSkill } from '@/lib/skills/run-skill';
import crmPipeline from '@/skills/crm-pipeline';
import crmStaleOpportunities from '@/skills/crm-stale-opportunities';
import invoicesOverdue from '@/skills/invoices-overdue';
import invoicesReceivables from '@/skills/invoices-receivables';
import invoicesSummary from '@/skills/invoices-summary';
import paymentsSummary from '@/skills/payments-summary';
import purchasesSummary from '@/skills/purchases-summary';
import salesSummary from '@/skills/sales-summary';
import salesTrend from '@/skills/sales-trend';
import stockLevels from '@/skills/stock-levels';
import stockLow from '@/skills/stock-low';
import { loginClient } from '../odoo-login';
import { targets } from './target';

// Wide enough that the user's time zone cannot move a record across the bounds.
const WIDE = { date_from: '2000-01-01', date_to: '2099-12-31' };
const round2 = (n: number) => Math.round(n * 100) / 100;
const label = (v: unknown) => (v && typeof v === 'object' ? (v as Many2one).display_name : 'None');
type Totals = Record<string, Record<string, number>>;

/** Sums `fields` per currency (and per `key`), with an optional sign per record. */
function totals(records: OdooRecord[], fields: string[], key: (r: OdooRecord) => string = () => '', sign: (r: OdooRecord) => number = () => 1): Totals {
  const out: Totals = {};
  for (const r of records) {
    const k = `${key(r)}|${label(r.currency_id)}`;
    const t = (out[k] ??= { count: 0 });
    t.count = (t.count ?? 0) + 1;
    for (const f of fields) t[f] = round2((t[f] ?? 0) + sign(r) * Number(r[f] ?? 0));
  }
  return out;
}

/** The skill's totals keyed like totals(): one currency ('currency' + 'total') or several ('totals'). */
function skillTotals(json: { currency?: string; total?: Record<string, number>; totals?: Array<Record<string, number | string>> }): Record<string, Record<string, number | string>> {
  // Several currencies: one total each, keyed by it (the key, not a figure to compare).
  if (json.totals) return Object.fromEntries(json.totals.map(({ currency, ...t }) => [`|${String(currency)}`, t]));
  return json.currency && json.total ? { [`|${json.currency}`]: json.total } : {};
}

// Until the stand-in has sale.order.line.currency_id (real Odoo does); no effect on a real Odoo.

for (const target of targets()) {
  describe(`business skills: ${target.name}`, () => {
    let odoo: OdooClient;
    let ctx: SkillContext;
    const figures: string[] = [];
    const run = async (skill: Skill, input: Record<string, unknown> = {}) => {
      const result = await runSkill(skill, input, ctx);
      if (result.isError) throw new Error(`${skill.name}: ${result.content}`);
      return JSON.parse(result.content);
    };
    const all = async (model: string, domain: unknown[], fields: string[]) => (await odoo.searchRead(model, { domain, fields })).records;
    const note = (what: string, skill: unknown, direct: unknown) => figures.push(`${what}: skill ${JSON.stringify(skill)} | Odoo ${JSON.stringify(direct)}`);

    beforeAll(async () => {
      odoo = (await loginClient(await target.admin())).client;
      ctx = { odoo, page: null, signal: new AbortController().signal, write: () => Promise.reject(new Error('read-only')), openInTab: async () => {} };
    });
    afterAll(async () => {
      console.log(`${target.name}\n  ${figures.join('\n  ')}`);
      await target.close();
    });

    it('sales_summary: totals, per customer and per product', async () => {
      const orders = await all('sale.order', [['state', 'in', ['sale', 'done']]], ['partner_id', 'amount_untaxed', 'amount_total', 'currency_id']);
      const expected = totals(orders, ['amount_untaxed', 'amount_total']);
      const summary = await run(salesSummary, WIDE);
      note('sales total', skillTotals(summary), expected);
      for (const [k, t] of Object.entries(expected)) expect(skillTotals(summary)[k]).toEqual({ orders: t.count, untaxed: t.amount_untaxed, total: t.amount_total });

      const byCustomer = totals(orders, ['amount_untaxed', 'amount_total'], (r) => label(r.partner_id));
      const customers = await run(salesSummary, { ...WIDE, group_by: 'customer' });
      for (const row of customers.rows) {
        const t = byCustomer[`${row.customer}|${row.currency ?? customers.currency}`]!;
        expect(row).toMatchObject({ orders: t.count, untaxed: t.amount_untaxed, total: t.amount_total });
      }

      const lines = await all('sale.order.line', [['state', 'in', ['sale', 'done']], ['product_id', '!=', false]], ['product_id', 'price_subtotal', 'product_uom_qty', 'currency_id']);
      const products = await run(salesSummary, { ...WIDE, group_by: 'product' });
      const lineTotals = totals(lines, ['price_subtotal']);
      note('sales by product, untaxed', skillTotals(products), lineTotals);
      for (const [k, t] of Object.entries(lineTotals)) expect(skillTotals(products)[k]).toEqual({ lines: t.count, untaxed: t.price_subtotal });
      const byProduct = totals(lines, ['price_subtotal', 'product_uom_qty'], (r) => label(r.product_id));
      for (const row of products.rows) {
        const t = byProduct[`${row.product}|${row.currency ?? products.currency}`]!;
        expect(row).toMatchObject({ lines: t.count, untaxed: t.price_subtotal });
        expect(row.qty).toBeCloseTo(t.product_uom_qty!, 3);
      }
    });

    it("sales_trend: this year's months and last year's, as Odoo sums them", async () => {
      const { userContext: { tz } } = await odoo.session();
      const today = todayIso(tz);
      const year = Number(today.slice(0, 4));
      const month = Number(today.slice(5, 7));
      const next = (y: number) => (month === 12 ? `${y + 1}-01-01` : `${y}-${String(month + 1).padStart(2, '0')}-01`);
      // Per currency, as Odoo sums them (a database may hold orders in more than one).
      const sumsOf = async (from: string, to: string) => {
        const recs = await all('sale.order', [['state', 'in', ['sale', 'done']], ['date_order', '>=', utcStartOf(from, tz)], ['date_order', '<', utcStartOf(to, tz)]], ['amount_untaxed', 'currency_id']);
        return new Map(Object.entries(totals(recs, ['amount_untaxed'])).map(([k, t]) => [k.slice(1), t.amount_untaxed ?? 0]));
      };
      const trend = await run(salesTrend, {});
      // January up to the end of this month, this year and last.
      const [now, before] = [await sumsOf(`${year}-01-01`, next(year)), await sumsOf(`${year - 1}-01-01`, next(year - 1))];
      type Series = { currency?: string; months: unknown[]; total: { amount: number; previous: number } };
      const series = ((trend.currencies as Series[] | undefined) ?? [trend as unknown as Series]);
      const only = [...new Set([...now.keys(), ...before.keys()])];
      for (const s of series) {
        const currency = s.currency ?? only[0] ?? '';
        const direct = { amount: now.get(currency) ?? 0, previous: before.get(currency) ?? 0 };
        note(`sales trend total ${currency}`, s.total, direct);
        expect(s.months).toHaveLength(month);
        expect(s.total.amount).toBeCloseTo(direct.amount, 2);
        expect(s.total.previous).toBeCloseTo(direct.previous, 2);
      }
      if (series.length > 1) expect(series.map((s) => s.currency).sort()).toEqual(only.sort());
    });

    it('invoices_summary: customer invoices and vendor bills, net of credit notes', async () => {
      for (const [kind, types] of [['customer', ['out_invoice', 'out_refund']], ['vendor', ['in_invoice', 'in_refund']]] as const) {
        const moves = await all('account.move', [['move_type', 'in', types], ['state', '=', 'posted'], ['invoice_date', '>=', WIDE.date_from], ['invoice_date', '<=', WIDE.date_to]],
          ['move_type', 'amount_untaxed', 'amount_total', 'amount_residual', 'currency_id']);
        const expected = totals(moves, ['amount_untaxed', 'amount_total', 'amount_residual'], () => '', (r) => (String(r.move_type).endsWith('refund') ? -1 : 1));
        const summary = await run(invoicesSummary, { ...WIDE, kind, group_by: 'none' });
        note(`${kind} invoices`, skillTotals(summary), expected);
        for (const [k, t] of Object.entries(expected)) {
          expect(skillTotals(summary)[k]).toEqual({ documents: t.count, untaxed: t.amount_untaxed, total: t.amount_total, due: t.amount_residual });
        }
      }
    });

    it('invoices_overdue and invoices_receivables', async () => {
      const { userContext: { tz } } = await odoo.session();
      const overdue = await all('account.move', [['move_type', '=', 'out_invoice'], ['state', '=', 'posted'], ['amount_residual', '>', 0], ['invoice_date_due', '<', todayIso(tz)]],
        ['amount_residual', 'currency_id']);
      const skill = await run(invoicesOverdue, {});
      const expected = totals(overdue, ['amount_residual']);
      note('overdue', { count: skill.count, ...skillTotals(skill) }, expected);
      expect(skill.count).toBe(overdue.length);
      for (const [k, t] of Object.entries(expected)) expect(skillTotals(skill)[k]).toMatchObject({ invoices: t.count, due: t.amount_residual });

      const open = await all('account.move', [['move_type', 'in', ['out_invoice', 'out_refund']], ['state', '=', 'posted'], ['amount_residual', '>', 0]],
        ['commercial_partner_id', 'move_type', 'amount_residual', 'currency_id']);
      const perPartner = totals(open, ['amount_residual'], (r) => label(r.commercial_partner_id), (r) => (r.move_type === 'out_refund' ? -1 : 1));
      const receivables = await run(invoicesReceivables, {});
      note('receivables rows', receivables.rows.length, Object.keys(perPartner).length);
      for (const row of receivables.rows) {
        const t = perPartner[`${row.partner}|${row.currency ?? receivables.currency}`]!;
        expect(row).toMatchObject({ documents: t.count, due: t.amount_residual });
      }
    });

    it('payments_summary and purchases_summary', async () => {
      const payments = await all('account.payment', [['state', 'not in', ['draft', 'cancel', 'canceled', 'rejected']], ['date', '>=', WIDE.date_from], ['date', '<=', WIDE.date_to]],
        ['payment_type', 'amount', 'currency_id']);
      const skill = await run(paymentsSummary, WIDE);
      for (const [key, type] of [['received', 'inbound'], ['paid', 'outbound']] as const) {
        const expected = totals(payments.filter((p) => p.payment_type === type), ['amount']);
        note(`payments ${key}`, skill[key], expected);
        if (!Object.keys(expected).length) expect(skill[key].total).toEqual({ payments: 0 });
        for (const [k, t] of Object.entries(expected)) expect(skillTotals(skill[key])[k]).toEqual({ payments: t.count, amount: t.amount });
      }

      const purchases = await all('purchase.order', [['state', 'in', ['purchase', 'done']]], ['partner_id', 'amount_untaxed', 'amount_total', 'currency_id']);
      const expected = totals(purchases, ['amount_untaxed', 'amount_total']);
      const summary = await run(purchasesSummary, WIDE);
      note('purchases', skillTotals(summary), expected);
      for (const [k, t] of Object.entries(expected)) expect(skillTotals(summary)[k]).toEqual({ orders: t.count, untaxed: t.amount_untaxed, total: t.amount_total });
      const bySupplier = totals(purchases, ['amount_untaxed'], (r) => label(r.partner_id));
      for (const row of summary.rows) expect(row.untaxed).toBe(bySupplier[`${row.supplier}|${row.currency ?? summary.currency}`]!.amount_untaxed);
    });

    it('stock_levels and stock_low', async () => {
      const quants = await all('stock.quant', [['location_id.usage', '=', 'internal']], ['product_id', 'location_id', 'quantity', 'reserved_quantity']);
      const productId = (quants[0]?.product_id as Many2one | undefined)?.id;
      if (productId) {
        const mine = quants.filter((q) => (q.product_id as Many2one).id === productId);
        const levels = await run(stockLevels, { product: String(productId) });
        const onHand = round2(mine.reduce((t, q) => t + Number(q.quantity), 0));
        note(`stock of product ${productId}`, levels.products, onHand);
        expect(levels.products[0].on_hand).toBeCloseTo(onHand, 3);
        for (const row of levels.rows) {
          const here = mine.filter((q) => label(q.location_id) === row.location);
          expect(row.on_hand).toBeCloseTo(here.reduce((t, q) => t + Number(q.quantity), 0), 3);
          expect(row.reserved).toBeCloseTo(here.reduce((t, q) => t + Number(q.reserved_quantity), 0), 3);
        }
      }

      // Odoo's replenishment report: forecast (with what is already on order) under the minimum.
      const rules = await all('stock.warehouse.orderpoint', [], ['qty_forecast', 'qty_to_order', 'product_min_qty']);
      const low = await run(stockLow, {});
      const below = rules.filter((r) => Number(r.qty_forecast) < Number(r.product_min_qty) && Number(r.qty_to_order) > 0).length;
      note('reordering rules below min', { rules: low.rules, below_min: low.below_min }, { rules: rules.length, below });
      expect(low).toMatchObject({ rules: rules.length, below_min: below });

      const storable = 'is_storable' in (await odoo.fieldsGet('product.product')) ? ['is_storable', '=', true] : ['type', '=', 'product'];
      const count = await odoo.count('product.product', [storable, ['qty_available', '<=', 10]]);
      const threshold = await run(stockLow, { threshold: 10 });
      note('storable products with <= 10 on hand', threshold.count, count);
      expect(threshold.count).toBe(count);
    });

    it('crm_pipeline and crm_stale_opportunities', async () => {
      const open = [['type', '=', 'opportunity'], ['stage_id.is_won', '=', false]];
      const leads = await all('crm.lead', open, ['stage_id', 'expected_revenue', 'probability']);
      const pipeline = await run(crmPipeline, {});
      const expected = {
        opportunities: leads.length,
        expected: round2(leads.reduce((t, l) => t + Number(l.expected_revenue), 0)),
        weighted: round2(leads.reduce((t, l) => t + (Number(l.expected_revenue) * Number(l.probability)) / 100, 0)),
      };
      note('pipeline', pipeline.total, expected);
      expect(pipeline.total).toEqual(expected);
      if ('prorated_revenue' in (await odoo.fieldsGet('crm.lead'))) {
        // Odoo's own weighted figure (stored on real Odoo).
        const [own] = await odoo.readGroup('crm.lead', { domain: open, groupby: [], aggregates: ['prorated_revenue:sum'] });
        note('pipeline weighted, Odoo prorated_revenue', pipeline.total.weighted, own?.aggregates['prorated_revenue:sum']);
        expect(pipeline.total.weighted).toBeCloseTo(Number(own?.aggregates['prorated_revenue:sum']), 0);
      }
      for (const days of [1, 30]) {
        const cutoff = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
        const count = await odoo.count('crm.lead', [...open, ['date_last_stage_update', '<', cutoff]]);
        const stale = await run(crmStaleOpportunities, { days });
        note(`opportunities without stage change for ${days} days`, stale.count, count);
        expect(stale.count).toBe(count);
      }
    });
  });
}
