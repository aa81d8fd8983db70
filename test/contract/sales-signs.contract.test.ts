// "Top customers" and "best selling products" with a net refund among them, on a real Odoo
// (ODOO_URL...) or the stand-in in each version: a customer whose orders net negative (a refund line)
// and a product sold at a negative price (a discount line) rank after every positive row, Odoo
// ordering and cutting the rows by the signed sum (sales_summary through lib/business/top.ts), and
// the salesperson rows Weft sorts itself the same way. The totals count every row, negatives included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkillContext } from '@/lib/skills/define-skill';
import { runSkill } from '@/lib/skills/run-skill';
import salesSummary from '@/skills/sales-summary';
import { userDay } from '@/lib/business';
import { actionRig, type ActionRig } from './action-rig';
import { standIns, targets } from './target';

type Row = Record<string, string | number>;

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`sales with a net refund: ${target.name}`, () => {
    let r: ActionRig;
    let ctx: SkillContext;
    let today: string;
    const names = { buyer: '', refunded: '', sold: '', discount: '' };
    const run = async (input: Record<string, unknown>) => {
      const result = await runSkill(salesSummary, { date_from: today, date_to: today, ...input }, ctx);
      expect(result.isError ? result.content : '').toBe('');
      return JSON.parse(result.content) as { rows: Row[]; more_rows?: number; total?: { untaxed: number }; totals?: Array<{ untaxed: number }> };
    };
    /** Largest first, signed; the row named `last` (when shown) after every other, else cut. */
    const expectRanked = (out: { rows: Row[]; more_rows?: number }, key: string, last?: string) => {
      const untaxed = out.rows.map((x) => Number(x.untaxed));
      expect(untaxed).toEqual([...untaxed].sort((a, b) => b - a));
      if (!last) return;
      const at = out.rows.findIndex((x) => x[key] === last);
      if (at < 0) expect(out.more_rows ?? 0).toBeGreaterThan(0);
      else expect([at, Number(out.rows[at]?.untaxed) < 0]).toEqual([out.rows.length - 1, true]);
    };

    beforeAll(async () => {
      r = await actionRig(target);
      ctx = { odoo: r.client, page: null, signal: new AbortController().signal, write: () => Promise.reject(new Error('read-only')), openInTab: async () => {} };
      ({ today } = await userDay(r.client));
      Object.assign(names, { buyer: `${r.stamp} buyer`, refunded: `${r.stamp} refunded`, sold: `${r.stamp} sold`, discount: `${r.stamp} discount` });
      const buyer = await r.make('res.partner', { name: names.buyer });
      const refunded = await r.make('res.partner', { name: names.refunded });
      const sold = await r.make('product.product', { name: names.sold, type: 'service', list_price: 100 });
      const discount = await r.make('product.product', { name: names.discount, type: 'service', list_price: 0 });
      // No taxes: the untaxed sums are the prices (19 names the line's taxes tax_ids).
      const line = (product: number, price: number) => [0, 0, { product_id: product, product_uom_qty: 1, price_unit: price, [r.major >= 19 ? 'tax_ids' : 'tax_id']: [[6, 0, []]] }];
      const order = async (partner: number, lines: unknown[]) => {
        const id = await r.make('sale.order', { partner_id: partner, order_line: lines as never });
        await r.client.callButton('sale.order', 'action_confirm', [id]);
      };
      await order(buyer, [line(sold, 300)]);
      // Nets -200: a sale of 100 and a discount line of -300.
      await order(refunded, [line(sold, 100), line(discount, -300)]);
    });
    afterAll(() => r?.close());

    it('by customer and by product, Odoo ranks a net negative after every positive row; the total counts it', async () => {
      const byCustomer = await run({ group_by: 'customer' });
      expectRanked(byCustomer, 'customer', names.refunded);
      const byProduct = await run({ group_by: 'product' });
      expectRanked(byProduct, 'product', names.discount);
      // Every order of the day, negatives included: the same total whichever way it is split.
      const whole = await run({});
      const total = (out: { total?: { untaxed: number }; totals?: Array<{ untaxed: number }> }) => (out.totals ?? [out.total!]).reduce((t, x) => t + x.untaxed, 0);
      expect(total(byCustomer)).toBeCloseTo(total(whole), 2);
      expect(total(byProduct)).toBeCloseTo(total(whole), 2);
    });

    it('by salesperson, largest first, signed', async () => {
      expectRanked(await run({ group_by: 'salesperson' }), 'salesperson');
    });
  });
}
