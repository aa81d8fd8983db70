// Which order lines share a line of the down-payment invoice is the version's (versions.ts
// `downPaymentGroup`): 17 keeps lines with the same taxes apart by analytic distribution, 18 by
// income account (the product's own, else its category's), 16 and 19 by neither. Each group is
// rounded on its own, so a card that groups otherwise is a cent off. Two lines of 1 × 10.05 at 15%,
// 10% down: one invoice line is 2.01, two are 1.01 + 1.01 (a fixed 2.31: 2.01, or 1.00 + 1.00). On a
// real Odoo (ODOO_URL…) or the stand-in in each version: the card's figures are the invoice Odoo
// makes, line count included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '@/lib/db';
import { actionRig, type ActionRig } from './action-rig';
import { keptDownPaymentProduct, removeMadeDownPaymentProduct } from './down-payment-product';
import { standIns, targets } from './target';

const idOf = (v: unknown) => (Array.isArray(v) ? (v[0] as number) : v && typeof v === 'object' ? (v as { id: number }).id : false);

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`down payment lines grouped as the version groups them: ${target.name}`, () => {
    let r: ActionRig;
    let keptProduct: number | false = false;
    let partner: number;
    let byCategory: number;
    let byOwn: number;
    // In a category of its own with 18's down-payment account: one on the category's income account, one on its own.
    let dpByCategory: number;
    let dpByOwn: number;
    // Maps the own income account to the category's.
    let position: number;
    const analytic: number[] = [];

    beforeAll(async () => {
      r = await actionRig(target);
      keptProduct = await keptDownPaymentProduct(r);
      partner = await r.make('res.partner', { name: `${r.stamp} grouped down payment customer` });
      // A product on its category's income account, another on an income account of its own.
      const make = (values: Record<string, Json>) => r.make('product.product', { name: `${r.stamp} ${values.name}`, type: 'service', invoice_policy: 'order', list_price: 10.05, ...values });
      byCategory = await make({ name: 'category account' });
      // 19's products may have no category (then no account of one); 16-18 always have one.
      const categ = idOf((await r.read('product.product', byCategory, ['categ_id'])).categ_id);
      const [category] = categ ? await r.client.read('product.category', [categ], ['property_account_income_categ_id']) : [];
      const categoryAccount = idOf(category?.property_account_income_categ_id);
      if (r.major <= 18) expect(categoryAccount).toBeTruthy();
      const accountFields = await r.client.fieldsGet('account.account');
      const company = 'company_ids' in accountFields ? [['company_ids', 'in', [1]]] : [['company_id', '=', 1]];
      const incomes = await r.client.callKw<number[]>('account.account', 'search', [[['account_type', '=', 'income'], ['id', '!=', categoryAccount || 0], ...company]], { limit: 2 });
      const [own, other] = [incomes[0]!, categoryAccount || incomes[1]!];
      expect(own && other).toBeTruthy();
      byOwn = await make({ name: 'own account', property_account_income_id: own });
      const downPaymentAccount = 'property_account_downpayment_categ_id' in (await r.client.fieldsGet('product.category'));
      expect(downPaymentAccount).toBe(r.major === 18);
      const dpCategory = await r.make('product.category', {
        name: `${r.stamp} down payment category`, property_account_income_categ_id: other, ...(downPaymentAccount ? { property_account_downpayment_categ_id: other } : {}),
      });
      dpByCategory = await make({ name: 'down payment category', categ_id: dpCategory });
      dpByOwn = await make({ name: 'down payment category, own account', categ_id: dpCategory, property_account_income_id: own });
      position = await r.make('account.fiscal.position', { name: `${r.stamp} accounts`, account_ids: [[0, 0, { account_src_id: own, account_dest_id: other }]] });
      // Two analytic accounts: the real servers have some; the stand-in gets its own.
      analytic.push(...await r.client.callKw<number[]>('account.analytic.account', 'search', [[]], { limit: 2 }));
      while (analytic.length < 2) analytic.push(await r.make('account.analytic.account', { name: `${r.stamp} analytic ${analytic.length}` }));
    });
    afterAll(async () => {
      await removeMadeDownPaymentProduct(r, keptProduct);
      await r?.close();
    });

    // Which versions keep the two lines apart (one invoice line each); the others make one line of both.
    const cases: Array<{ name: string; lines: () => Array<[number, number]>; position?: boolean; apartOn: number[]; upTo?: number }> = [
      { name: 'the same analytic distribution, other income accounts', lines: () => [[byCategory, analytic[0]!], [byOwn, analytic[0]!]], apartOn: [18] },
      { name: 'the same income account, other analytic distributions', lines: () => [[byCategory, analytic[0]!], [byCategory, analytic[1]!]], apartOn: [17] },
      { name: "other income accounts, the category's down-payment account over both", lines: () => [[dpByCategory, analytic[0]!], [dpByOwn, analytic[0]!]], apartOn: [] },
      // Not on 19, which puts no account of the products on the invoice, and where a position that lists no taxes takes them all off.
      { name: 'other income accounts, the fiscal position mapping one to the other', lines: () => [[byCategory, analytic[0]!], [byOwn, analytic[0]!]], position: true, apartOn: [], upTo: 18 },
    ];
    // 10% and a fixed 2.31 (of 23.12: two lines of 1.00, or one of 2.01, the taxes then making the total exact on 17-18).
    const asks: Array<{ method: string; values: Record<string, Json>; untaxed: { apart: number; together: number } }> = [
      { method: 'percentage', values: { advance_payment_method: 'percentage', amount: 10 }, untaxed: { apart: 2.02, together: 2.01 } },
      { method: 'fixed', values: { advance_payment_method: 'fixed', fixed_amount: 2.31 }, untaxed: { apart: 2.0, together: 2.01 } },
    ];
    for (const [c, ask] of cases.flatMap((c) => asks.map((a) => [c, a] as const))) {
      it(`${c.name}, ${ask.method}: one invoice line per group (apart on ${c.apartOn.join(', ') || 'none'}), the card's figures to the cent`, async (test) => {
        if (c.upTo && r.major > c.upTo) return test.skip();
        const so = await r.make('sale.order', {
          partner_id: partner,
          ...(c.position ? { fiscal_position_id: position } : {}),
          order_line: c.lines().map(([product, account]) => [0, 0, { product_id: product, product_uom_qty: 1, price_unit: 10.05, analytic_distribution: { [String(account)]: 100 } }]),
        });
        await r.client.callButton('sale.order', 'action_confirm', [so]);
        const taxField = 'tax_ids' in (await r.client.fieldsGet('sale.order.line')) ? 'tax_ids' : 'tax_id';
        const lines = await r.client.callKw<Array<Record<string, unknown>>>('sale.order.line', 'search_read', [[['order_id', '=', so]], [taxField, 'price_unit']]);
        // The taxes are the same on both lines: only what the version adds may keep them apart.
        expect(lines.map((l) => [l[taxField], l.price_unit])).toEqual([lines[0]![taxField], lines[0]![taxField]].map((t) => [t, 10.05]));
        expect((lines[0]![taxField] as number[]).length).toBeGreaterThan(0);

        const { preview, entry } = await r.run({ kind: 'action', model: 'sale.order', ids: [so], method: 'create_down_payment', values: ask.values });
        expect(entry).toMatchObject({ status: 'done', created: { model: 'account.move' } });
        const invoice = entry.created!.ids[0]!;
        const made = await r.read('account.move', invoice, ['amount_untaxed', 'amount_tax', 'amount_total']);
        const invoiceLines = await r.client.callKw<Array<{ price_unit: number }>>('account.move.line', 'search_read', [[['move_id', '=', invoice], ['display_type', '=', 'product']], ['price_unit']]);
        console.info(`${target.name} ${c.name}, ${ask.method}: card ${JSON.stringify(preview.consequences?.totals)}; Odoo ${made.amount_untaxed} + ${made.amount_tax} = ${made.amount_total} on ${invoiceLines.length} line(s) ${invoiceLines.map((l) => l.price_unit).join(', ')}`);
        const apart = c.apartOn.includes(r.major);
        expect(invoiceLines).toHaveLength(apart ? 2 : 1);
        if (r.major >= 17) expect(made.amount_untaxed).toBe(apart ? ask.untaxed.apart : ask.untaxed.together);
        expect(preview.consequences?.totals).toEqual({ untaxed: made.amount_untaxed, tax: made.amount_tax, total: made.amount_total });

        expect(await r.journal.undo(entry.id)).toMatchObject({ status: 'undone' });
        expect(await r.client.callKw<number>('account.move', 'search_count', [[['id', '=', invoice]]])).toBe(0);
      });
    }
  });
}
